import { Button, SwitchField, TextField } from '@aws-amplify/ui-react';
import { useRef, type Dispatch, type FormEvent, type SetStateAction } from 'react';
import { useKeepTypedBeforeHydration } from '@/lib/hydration';
import { canCalculate, fieldErrors, REQUIRED_HINT, type DscrForm } from '../model';
import { GLOSSARY } from '@shared/glossary';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/fieldGroup.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/switchField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/text.css';
import '@aws-amplify/ui-react/styles/visuallyHidden.css';

type TextKey = Exclude<keyof DscrForm, 'interestOnly'>;

interface FieldSpec {
  name: TextKey;
  label: string;
  hint?: string;
  required?: boolean;
  placeholder: string;
}

export const DSCR_FIELD_GROUPS: { title: string; fields: FieldSpec[] }[] = [
  {
    title: 'Ingresos',
    fields: [
      { name: 'monthlyRent', label: 'Renta Mensual ($)', required: true, placeholder: '2,500' },
      { name: 'otherIncome', label: 'Otros Ingresos ($/mes)', placeholder: '0' },
      {
        name: 'vacancyRate',
        label: `${GLOSSARY.vacancy.label} (%)`,
        hint: GLOSSARY.vacancy.definition,
        placeholder: '5',
      },
    ],
  },
  {
    title: 'Préstamo',
    fields: [
      {
        name: 'loanAmount',
        label: 'Monto del Préstamo ($)',
        required: true,
        placeholder: '300,000',
      },
      { name: 'interestRate', label: 'Tasa de Interés (%)', required: true, placeholder: '7.5' },
      { name: 'loanTerm', label: 'Plazo del Préstamo (años)', placeholder: '30' },
    ],
  },
  {
    title: 'Gastos mensuales',
    fields: [
      { name: 'propertyTaxes', label: 'Impuestos a la Propiedad ($/mes)', placeholder: '350' },
      { name: 'insurance', label: 'Seguro ($/mes)', placeholder: '120' },
      { name: 'hoa', label: 'Cuota de HOA ($/mes)', placeholder: '0' },
      {
        name: 'maintenance',
        label: 'Mantenimiento y otros gastos ($/mes)',
        hint: 'Administración, reservas, servicios… sin impuestos, seguro ni HOA.',
        placeholder: '150',
      },
    ],
  },
];

interface DscrFormProps {
  form: DscrForm;
  /** The form's state setter: each change applies to the form as it is when it runs. */
  onChange: Dispatch<SetStateAction<DscrForm>>;
  onCalculate: () => void;
  onReset: () => void;
}

/**
 * The nine inputs of the DSCR calculator, plus HOA and interest-only (both change the payment and the DSCR). Kept whole
 * (over 80 lines): one form whose groups come from a table; its buttons belong to it.
 */
export function DscrFormPanel({ form, onChange, onCalculate, onReset }: DscrFormProps) {
  const ready = canCalculate(form);
  const errors = fieldErrors(form);
  const set = (name: TextKey, value: string) =>
    onChange((current) => ({ ...current, [name]: value }));
  const formRef = useRef<HTMLFormElement>(null);
  // The page is prerendered: what a phone typed before React took over counts too.
  // Functional updates throughout: React 19 also replays what was typed during hydration as
  // changes, and each must add to the others, not to the form as it was drawn.
  useKeepTypedBeforeHydration(formRef, (typed) =>
    onChange((current) => ({ ...current, ...(typed as Partial<DscrForm>) })),
  );

  function submit(event: FormEvent) {
    event.preventDefault();
    if (ready) onCalculate();
  }

  return (
    <form
      ref={formRef}
      className="panel dscr-form"
      onSubmit={submit}
      noValidate
      aria-labelledby="dscr-form-title"
    >
      <h2 id="dscr-form-title" className="panel__title">
        Datos de la propiedad
      </h2>
      <p className="panel__lead">
        Montos en dólares al mes, salvo el préstamo. Los campos con * son obligatorios.
      </p>

      {DSCR_FIELD_GROUPS.map((group) => (
        <fieldset key={group.title} className="dscr-form__group">
          <legend>{group.title}</legend>
          <div className="dscr-form__grid">
            {group.fields.map((field) => (
              <TextField
                key={field.name}
                name={field.name}
                label={field.required ? `${field.label} *` : field.label}
                descriptiveText={field.hint}
                placeholder={field.placeholder}
                inputMode="decimal"
                autoComplete="off"
                value={form[field.name]}
                onChange={(event) => set(field.name, event.target.value)}
                isRequired={field.required}
                hasError={errors[field.name] !== undefined}
                errorMessage={errors[field.name]}
              />
            ))}
          </div>
        </fieldset>
      ))}

      <fieldset className="dscr-form__group dscr-form__group--lender">
        <legend>Tipo de préstamo</legend>
        <p className="dscr-form__note">
          Con un préstamo de solo intereses el pago no tiene capital y el prestamista divide entre
          ITIA.
        </p>
        <div className="dscr-form__grid">
          <SwitchField
            className="dscr-form__switch"
            name="interestOnly"
            label="Préstamo de solo intereses"
            labelPosition="end"
            isChecked={form.interestOnly}
            onChange={(event) => {
              const interestOnly = event.target.checked;
              onChange((current) => ({ ...current, interestOnly }));
            }}
          />
        </div>
      </fieldset>

      <div className="dscr-form__actions">
        <Button type="submit" variation="primary" size="large" isDisabled={!ready}>
          Calcular
        </Button>
        <Button type="button" size="large" onClick={onReset}>
          Nuevo Cálculo
        </Button>
      </div>
      {!ready && Object.keys(errors).length === 0 && (
        <p className="dscr-form__hint" role="note">
          {REQUIRED_HINT}
        </p>
      )}
    </form>
  );
}
