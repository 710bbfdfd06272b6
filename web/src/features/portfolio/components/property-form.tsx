import { Button, TextField } from '@aws-amplify/ui-react';
import { useForm } from 'react-hook-form';
import type { PortfolioPropertyInput } from '@shared/api/portfolio';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { readNumber } from '@shared/finance/inputs';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

type NumberKey = Exclude<keyof PortfolioPropertyInput, 'name'>;

const FIELDS: { name: NumberKey; label: string; placeholder: string }[] = [
  { name: 'currentValue', label: 'Valor actual ($)', placeholder: '250,000' },
  { name: 'loanBalance', label: 'Saldo del préstamo ($)', placeholder: '180,000' },
  { name: 'interestRate', label: 'Tasa de interés (%)', placeholder: '6.5' },
  { name: 'remainingTermMonths', label: 'Meses restantes del préstamo', placeholder: '300' },
  { name: 'interestOnlyMonths', label: 'Meses de solo interés que quedan', placeholder: '0' },
  { name: 'monthlyRent', label: 'Renta mensual ($)', placeholder: '2,200' },
  { name: 'otherIncome', label: 'Otros ingresos ($/mes)', placeholder: '0' },
  { name: 'taxes', label: 'Impuestos ($/mes)', placeholder: '280' },
  { name: 'insurance', label: 'Seguro ($/mes)', placeholder: '110' },
  { name: 'hoa', label: 'HOA ($/mes)', placeholder: '0' },
  { name: 'otherExpenses', label: 'Otros gastos ($/mes)', placeholder: '250' },
  { name: 'cashInvested', label: 'Efectivo invertido ($, opcional)', placeholder: '' },
];

export const EMPTY_PROPERTY: Partial<PortfolioPropertyInput> = {
  name: '',
  hoa: 0,
  loanBalance: 0,
  interestRate: 0,
  remainingTermMonths: 0,
  interestOnlyMonths: 0,
  otherIncome: 0,
};

interface PropertyFormProps {
  initial: Partial<PortfolioPropertyInput>;
  title: string;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (inputs: PortfolioPropertyInput) => void;
  onCancel?: () => void;
}

const resolver = lazyZodResolver<PortfolioPropertyInput>(() =>
  import('@shared/api/portfolio').then((m) => m.portfolioPropertySchema),
);

/** A property the member owns (react-hook-form with the API's zod schema). */
export function PropertyForm({
  initial,
  title,
  submitLabel,
  submitting,
  onSubmit,
  onCancel,
}: PropertyFormProps) {
  const { register, handleSubmit, formState } = useForm<PortfolioPropertyInput>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const titleId = `property-form-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <form
      className="pro-card deal-form"
      aria-labelledby={titleId}
      noValidate
      onSubmit={handleSubmit(onSubmit)}
    >
      <h3 id={titleId} className="pro-card__title">
        {title}
      </h3>
      <div className="pro-fields">
        <TextField
          label="Nombre de la propiedad"
          placeholder="Casa en Tampa"
          hasError={Boolean(formState.errors.name)}
          errorMessage={formState.errors.name?.message}
          {...register('name')}
        />
        {FIELDS.map((f) => (
          <TextField
            key={f.name}
            label={f.label}
            placeholder={f.placeholder}
            inputMode="decimal"
            autoComplete="off"
            hasError={Boolean(formState.errors[f.name])}
            errorMessage={formState.errors[f.name]?.message}
            {...register(f.name, { setValueAs: readNumber })}
          />
        ))}
      </div>
      <div className="pro-actions">
        <Button
          type="submit"
          className="pro-btn pro-btn--primary"
          isLoading={submitting}
          loadingText="Guardando..."
        >
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button className="pro-btn pro-btn--ghost" onClick={onCancel}>
            Cancelar
          </Button>
        ) : null}
      </div>
    </form>
  );
}
