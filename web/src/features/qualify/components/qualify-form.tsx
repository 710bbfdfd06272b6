import { Button, SelectField, TextField } from '@aws-amplify/ui-react';
import { memo, useRef, type FormEvent } from 'react';
import { useHydrating, useKeepTypedBeforeHydration } from '@/lib/hydration';
import {
  BORROWER_ENTITIES,
  BORROWER_ENTITY_LABELS,
  BORROWER_TYPES,
  BORROWER_TYPE_LABELS,
  LOAN_PURPOSES,
  LOAN_PURPOSE_LABELS,
  QUALIFY_PROPERTY_TYPES,
  QUALIFY_PROPERTY_TYPE_LABELS,
} from '@shared/lenders/catalog';
import { STATE_OPTIONS } from '@shared/market/states';
import { formatMoney } from '@shared/format';
import { EXAMPLE_QUALIFY_FORM, type QualifyForm } from '../model';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

interface QualifyFormProps {
  form: QualifyForm;
  onChange: (form: QualifyForm) => void;
  onSubmit: () => void;
  busy: boolean;
  problem: string | null;
  /** "Datos guardados el …" when the borrower part came from the remembered profile. */
  profileNote: string | null;
}

type TextKey = {
  [K in keyof QualifyForm]: QualifyForm[K] extends string ? K : never;
}[keyof QualifyForm];
type SetField = <K extends keyof QualifyForm>(key: K, value: QualifyForm[K]) => void;

/** A text field of the form bound to its key: the sections' one way to write one. */
function textFields(form: QualifyForm, set: SetField) {
  return (
    key: TextKey,
    label: string,
    hint?: string,
    inputMode: 'decimal' | 'numeric' = 'decimal',
  ) => (
    <TextField
      name={key}
      label={label}
      descriptiveText={hint}
      inputMode={inputMode}
      autoComplete="off"
      value={form[key]}
      onChange={(event) => set(key, event.target.value)}
    />
  );
}

/**
 * The guided form: first the borrower (remembered), then the property and the loan. Memoised: it
 * draws again only when its props change (the form, its problem, busy), not when the page does
 * for the session, the lender programs or the letters answering (a phone feels each redraw).
 */
export const QualifyFormPanel = memo(function QualifyFormPanel({
  form,
  onChange,
  onSubmit,
  busy,
  problem,
  profileNote,
}: QualifyFormProps) {
  const set: SetField = (key, value) => onChange({ ...form, [key]: value });
  // The page is prerendered: what a phone typed before React took over counts too, and the
  // browser never sends the form itself (credit score and savings would go into the address).
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(formRef, (typed) =>
    onChange({ ...form, ...(typed as Partial<QualifyForm>) }),
  );

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };

  return (
    <form ref={formRef} className="pro-stack" onSubmit={submit} noValidate aria-label="¿Califico?">
      <BorrowerSection form={form} set={set} profileNote={profileNote} />
      <DealSection form={form} set={set} onChange={onChange} busy={busy} problem={problem} />
    </form>
  );
});

function BorrowerSection({
  form,
  set,
  profileNote,
}: {
  form: QualifyForm;
  set: SetField;
  profileNote: string | null;
}) {
  const text = textFields(form, set);
  return (
    <section className="pro-card" aria-labelledby="qualify-borrower-title">
      <h2 id="qualify-borrower-title" className="pro-card__title">
        1. Tú como prestatario
      </h2>
      <p className="pro-card__lead">
        {profileNote ?? 'Lo guardamos en tu cuenta para la próxima vez.'}
      </p>
      <div className="pro-fields pro-fields--two">
        {text(
          'fico',
          'Puntaje FICO',
          'El puntaje medio de los tres burós. 0 si no tienes puntaje en EE. UU.',
          'numeric',
        )}
        <SelectField
          label="Situación migratoria"
          name="borrowerType"
          value={form.borrowerType}
          onChange={(event) =>
            set('borrowerType', event.target.value as QualifyForm['borrowerType'])
          }
        >
          {BORROWER_TYPES.map((t) => (
            <option key={t} value={t}>
              {BORROWER_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        {text('propertiesOwned', 'Propiedades de inversión que ya tienes', undefined, 'numeric')}
        <SelectField
          label="¿A nombre de quién?"
          name="entity"
          value={form.entity}
          onChange={(event) => set('entity', event.target.value as QualifyForm['entity'])}
        >
          {BORROWER_ENTITIES.map((e) => (
            <option key={e} value={e}>
              {BORROWER_ENTITY_LABELS[e]}
            </option>
          ))}
        </SelectField>
        {text('cash', 'Efectivo disponible ($)', 'Cuentas de cheques, ahorro y mercado monetario.')}
        {text(
          'retirement',
          'Cuentas de retiro ($)',
          '401(k), IRA: el prestamista suele contar el 60%.',
        )}
        {text('brokerage', 'Inversiones ($)', 'Acciones y fondos: suele contar el 70%.')}
      </div>
    </section>
  );
}

/**
 * The deal's section of ¿Califico?: purpose, price and loan (with the down-payment hint), rate,
 * term, rent, taxes, insurance, HOA and the property. Kept whole (over 80 lines): one card of
 * fields, read top to bottom like the loan file.
 */
function DealSection({
  form,
  set,
  onChange,
  busy,
  problem,
}: Pick<QualifyFormProps, 'form' | 'onChange' | 'busy' | 'problem'> & { set: SetField }) {
  const text = textFields(form, set);
  const price = Number(form.price.replace(/[\s$,]/g, ''));
  const loan = Number(form.loanAmount.replace(/[\s$,]/g, ''));
  const downHint =
    price > 0 && loan >= 0 && loan <= price
      ? `${form.purpose === 'purchase' ? 'Pago inicial' : 'Capital que queda'}: ${formatMoney(price - loan)} (${((1 - loan / price) * 100).toFixed(1)}%)`
      : 'El monto que pides prestado.';
  return (
    <section className="pro-card" aria-labelledby="qualify-deal-title">
      <h2 id="qualify-deal-title" className="pro-card__title">
        2. La propiedad y el préstamo
      </h2>
      <p className="pro-card__lead">Los impuestos y el seguro van por año; la HOA, por mes.</p>
      <div className="pro-fields pro-fields--two">
        <SelectField
          label="Propósito"
          name="purpose"
          value={form.purpose}
          onChange={(event) => set('purpose', event.target.value as QualifyForm['purpose'])}
        >
          {LOAN_PURPOSES.map((p) => (
            <option key={p} value={p}>
              {LOAN_PURPOSE_LABELS[p]}
            </option>
          ))}
        </SelectField>
        {text(
          'price',
          form.purpose === 'purchase' ? 'Precio de compra ($)' : 'Valor de la propiedad ($)',
        )}
        {text('loanAmount', 'Monto del préstamo ($)', downHint)}
        {text('interestRate', 'Tasa de interés (%)', 'La que te cotizaron, o una estimada.')}
        {text('termYears', 'Plazo (años)', undefined, 'numeric')}
        {text('monthlyRent', 'Renta mensual ($)', 'La del contrato o la renta de mercado.')}
        {text('taxesYearly', 'Impuestos a la propiedad por año ($)')}
        {text('insuranceYearly', 'Seguro por año ($)')}
        {text('hoaMonthly', 'HOA por mes ($)')}
        <SelectField
          label="Tipo de propiedad"
          name="propertyType"
          value={form.propertyType}
          onChange={(event) =>
            set('propertyType', event.target.value as QualifyForm['propertyType'])
          }
        >
          {QUALIFY_PROPERTY_TYPES.map((t) => (
            <option key={t} value={t}>
              {QUALIFY_PROPERTY_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
        {text('units', 'Unidades', undefined, 'numeric')}
        <SelectField
          label="Estado"
          name="state"
          value={form.state}
          onChange={(event) => set('state', event.target.value)}
        >
          <option value="">Elige un estado...</option>
          {STATE_OPTIONS.map((s) => (
            <option key={s.code} value={s.code}>
              {s.name}
            </option>
          ))}
        </SelectField>
      </div>
      {problem ? (
        <p className="pro-alert" role="alert">
          {problem}
        </p>
      ) : null}
      <div className="pro-actions qualify-actions">
        <SubmitButton busy={busy} />
        <Button className="pro-btn pro-btn--ghost" onClick={() => onChange(EXAMPLE_QUALIFY_FORM)}>
          Cargar ejemplo
        </Button>
      </div>
    </section>
  );
}

/** Off until React has the page (its own component: only it draws again when React has it). */
function SubmitButton({ busy }: { busy: boolean }) {
  const hydrating = useHydrating();
  return (
    <Button
      type="submit"
      className="pro-btn pro-btn--gold"
      isLoading={busy}
      isDisabled={hydrating}
      loadingText="Revisando programas..."
    >
      ¿Califico?
    </Button>
  );
}
