import { Button, TextField } from '@aws-amplify/ui-react';
import { useRef, type Dispatch, type SetStateAction } from 'react';
import type { RoiForm } from '@shared/api/pro';
import { formatMoney } from '@shared/format';
import { GLOSSARY } from '@shared/glossary';
import { useKeepTypedBeforeHydration } from '@/lib/hydration';
import { defaultLoan, DEFAULT_ROI_FORM, EMPTY_ROI_FORM } from '../model';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/text.css';

interface FieldSpec {
  name: keyof RoiForm;
  label: string;
  hint?: string;
  placeholder: string;
}

export const ROI_FIELDS: readonly FieldSpec[] = [
  { name: 'propertyPrice', label: 'Precio de Compra ($)', placeholder: '250,000' },
  {
    name: 'downPayment',
    label: `${GLOSSARY.downPayment.label} ($)`,
    hint: GLOSSARY.downPayment.definition,
    placeholder: '50,000',
  },
  { name: 'monthlyRent', label: 'Renta Mensual ($)', placeholder: '2,200' },
  {
    name: 'monthlyExpenses',
    label: 'Gastos Mensuales ($)',
    hint: 'Todos: impuestos, seguro, HOA, mantenimiento, administración y vacancia.',
    placeholder: '600',
  },
  { name: 'loanAmount', label: 'Monto del Préstamo ($)', placeholder: '' },
  { name: 'interestRate', label: 'Tasa de Interés (%)', placeholder: '7.5' },
  {
    name: 'loanTerm',
    label: 'Plazo (años)',
    hint: 'Si no es válido se usan 30 años.',
    placeholder: '30',
  },
];

/** What the cash-on-cash and the lender's DSCR need besides the seven inputs. */
const ROI_DETAIL_FIELDS: readonly FieldSpec[] = [
  {
    name: 'closingCosts',
    label: 'Costos de cierre, puntos y rehabilitación ($)',
    hint: 'En efectivo; con el pago inicial, el efectivo invertido.',
    placeholder: '0',
  },
  { name: 'otherIncome', label: 'Otros ingresos ($/mes)', placeholder: '0' },
  { name: 'propertyTaxes', label: 'De los gastos: impuestos ($/mes)', placeholder: '0' },
  { name: 'insurance', label: 'De los gastos: seguro ($/mes)', placeholder: '0' },
  { name: 'hoa', label: 'De los gastos: HOA ($/mes)', placeholder: '0' },
  {
    name: 'interestOnlyYears',
    label: 'Años de solo interés',
    hint: '0: el préstamo amortiza desde el primer pago.',
    placeholder: '0',
  },
];

interface RoiFormPanelProps {
  form: RoiForm;
  /** The form's state setter: each change applies to the form as it is when it runs. */
  onChange: Dispatch<SetStateAction<RoiForm>>;
}

/** One input, as typed; the loan's placeholder is the price − down payment it defaults to. */
function RoiField({
  field,
  form,
  onChange,
}: {
  field: FieldSpec;
  form: RoiForm;
  onChange: Dispatch<SetStateAction<RoiForm>>;
}) {
  const loanPlaceholder = formatMoney(defaultLoan(form));
  return (
    <TextField
      name={field.name}
      label={field.label}
      descriptiveText={
        field.name === 'loanAmount'
          ? `Vacío: precio − pago inicial (${loanPlaceholder}).`
          : field.hint
      }
      placeholder={field.name === 'loanAmount' ? loanPlaceholder : field.placeholder}
      inputMode="decimal"
      autoComplete="off"
      value={form[field.name]}
      onChange={(event) => {
        const value = event.target.value;
        onChange((current) => ({ ...current, [field.name]: value }));
      }}
    />
  );
}

/**
 * The seven inputs of the ROI calculator, then what the cash-on-cash and the lender's DSCR need; every
 * change recomputes the results (no Calcular button).
 */
export function RoiFormPanel({ form, onChange }: RoiFormPanelProps) {
  const panel = useRef<HTMLElement>(null);
  // The page is prerendered: what a phone typed before React took over counts too.
  // Functional updates throughout: React 19 also replays what was typed during hydration as
  // changes, and each must add to the others, not to the form as it was drawn.
  useKeepTypedBeforeHydration(panel, (typed) =>
    onChange((current) => ({ ...current, ...(typed as Partial<RoiForm>) })),
  );
  return (
    <section ref={panel} className="pro-card" aria-labelledby="roi-form-title">
      <h2 id="roi-form-title" className="pro-card__title">
        Datos de la inversión
      </h2>
      <p className="pro-card__lead">Los resultados se actualizan mientras escribes.</p>
      <div className="pro-fields pro-fields--two">
        {ROI_FIELDS.map((field) => (
          <RoiField key={field.name} field={field} form={form} onChange={onChange} />
        ))}
      </div>
      <h3 className="saved__subtitle">Para el cash-on-cash y el DSCR</h3>
      <div className="pro-fields pro-fields--two">
        {ROI_DETAIL_FIELDS.map((field) => (
          <RoiField key={field.name} field={field} form={form} onChange={onChange} />
        ))}
      </div>
      <div className="pro-actions roi-form__actions">
        <Button
          className="pro-btn pro-btn--ghost"
          size="small"
          onClick={() => onChange(DEFAULT_ROI_FORM)}
        >
          Cargar ejemplo
        </Button>
        <Button
          className="pro-btn pro-btn--ghost"
          size="small"
          onClick={() => onChange(EMPTY_ROI_FORM)}
        >
          Limpiar
        </Button>
      </div>
    </section>
  );
}
