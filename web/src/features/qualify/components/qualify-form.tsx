import { Button, SelectField, TextField } from '@aws-amplify/ui-react';
import {
  memo,
  useCallback,
  useRef,
  type Dispatch,
  type FormEvent,
  type SetStateAction,
} from 'react';
import { useHydrating, useKeepTypedBeforeHydration } from '@/lib/hydration';
import {
  BORROWER_ENTITIES,
  BORROWER_ENTITY_LABELS,
  BORROWER_TYPES,
  BORROWER_TYPE_LABELS,
  LOAN_PURPOSES,
  LOAN_PURPOSE_LABELS,
  OCCUPANCIES,
  OCCUPANCY_LABELS,
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
  /** The form's state setter: fields write through it with the form as it is when they do. */
  onChange: Dispatch<SetStateAction<QualifyForm>>;
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
 * The guided form: first the borrower (remembered), then the property and the loan. Memoised, and
 * so are its two sections: it draws again only when its props change (the form, its problem, busy),
 * not when the page does for the session, the lender programs or the letters answering, and the
 * note on the saved profile changing draws the note alone (a phone feels each redraw of ~40
 * fields: ~100 ms at Lighthouse's 4× CPU).
 */
export const QualifyFormPanel = memo(function QualifyFormPanel({
  form,
  onChange,
  onSubmit,
  busy,
  problem,
  profileNote,
}: QualifyFormProps) {
  const set: SetField = useCallback(
    (key, value) => onChange((current) => ({ ...current, [key]: value })),
    [onChange],
  );
  // The page is prerendered: what a phone typed before React took over counts too, and the
  // browser never sends the form itself (credit score and savings would go into the address).
  const formRef = useRef<HTMLFormElement>(null);
  useKeepTypedBeforeHydration(formRef, (typed) =>
    onChange((current) => ({ ...current, ...(typed as Partial<QualifyForm>) })),
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
  return (
    <section className="pro-card" aria-labelledby="qualify-borrower-title">
      <h2 id="qualify-borrower-title" className="pro-card__title">
        1. Tú como prestatario
      </h2>
      <p className="pro-card__lead">
        {profileNote ?? 'Lo guardamos en tu cuenta para la próxima vez.'}
      </p>
      <BorrowerFields form={form} set={set} />
    </section>
  );
}

/** The borrower's fields (memoised: the note above them changes alone). */
const BorrowerFields = memo(function BorrowerFields({
  form,
  set,
}: {
  form: QualifyForm;
  set: SetField;
}) {
  const text = textFields(form, set);
  return (
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
        onChange={(event) => set('borrowerType', event.target.value as QualifyForm['borrowerType'])}
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
      {text(
        'financedProperties',
        'De ellas, ¿cuántas tienen hipoteca?',
        'Algunos prestamistas piden reservas por cada una. Vacío: contamos todas.',
        'numeric',
      )}
      {text(
        'cash',
        'Efectivo disponible ($)',
        'Todo lo que tienes en cheques, ahorro y mercado monetario: el prestamista resta lo que pagas al cerrar.',
      )}
      {text(
        'retirement',
        'Cuentas de retiro ($)',
        '401(k), IRA: contamos el 50% salvo que el programa diga otra cosa.',
      )}
      {text(
        'brokerage',
        'Inversiones ($)',
        'Acciones y fondos: contamos el 50% salvo que el programa diga otra cosa.',
      )}
      {text(
        'monthlySavings',
        '¿Cuánto puedes ahorrar al mes? ($)',
        'Opcional: con esto fechamos tu plan para calificar.',
      )}
    </div>
  );
});

/**
 * The deal's section of ¿Califico?: purpose, price and loan (with the down-payment hint), rate,
 * term, rent, taxes, insurance, HOA and the property. Kept whole (over 80 lines): one card of
 * fields, read top to bottom like the loan file.
 */
const DealSection = memo(function DealSection({
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
        {text(
          'interestOnlyYears',
          'Años de solo interés',
          '0 si pagas capital e interés desde el primer mes.',
          'numeric',
        )}
        {text(
          'closingCosts',
          'Costos de cierre ($)',
          'Título, tasación, impuestos de traspaso y cargos del prestamista, sin los puntos. Vacío: $0.',
        )}
        <SelectField
          label="La propiedad hoy"
          name="occupancy"
          value={form.occupancy}
          onChange={(event) => set('occupancy', event.target.value as QualifyForm['occupancy'])}
        >
          {OCCUPANCIES.map((o) => (
            <option key={o} value={o}>
              {OCCUPANCY_LABELS[o]}
            </option>
          ))}
        </SelectField>
        {text(
          'monthlyRent',
          form.occupancy === 'short-term'
            ? 'Ingreso mensual de corto plazo ($)'
            : 'Renta mensual ($)',
          form.occupancy === 'short-term'
            ? 'El promedio mensual de tu historial, o la proyección (AirDNA u otra).'
            : form.occupancy === 'vacant'
              ? 'La que esperas cobrar, si no tienes la del tasador.'
              : 'La del contrato.',
        )}
        {form.occupancy === 'short-term'
          ? text(
              'strHistoryMonths',
              'Meses de historial de corto plazo',
              '0 si es una proyección.',
              'numeric',
            )
          : null}
        {text(
          'marketRent',
          'Renta de mercado del tasador ($/mes)',
          'La del formulario 1007 (o 1025) de la tasación, si ya la tienes.',
        )}
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
      {form.purpose !== 'purchase' ? <RefinanceFields form={form} set={set} /> : null}
      <RehabFields form={form} set={set} />
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
});

/**
 * A refinance: when and for how much the property was bought (seasoning: before a program's
 * months the lender values it at the lesser of the appraisal and that cost plus improvements),
 * and what the new loan pays off (cash out).
 */
function RefinanceFields({ form, set }: { form: QualifyForm; set: SetField }) {
  const text = textFields(form, set);
  return (
    <fieldset className="qualify-extra">
      <legend>Tu compra y lo que pagas con el refinanciamiento</legend>
      <div className="pro-fields pro-fields--two">
        <TextField
          name="acquisitionDate"
          label="Fecha de compra"
          type="date"
          descriptiveText="Antes de 6 a 12 meses muchos prestamistas usan lo que pagaste, no el avalúo."
          value={form.acquisitionDate}
          onChange={(event) => set('acquisitionDate', event.target.value)}
        />
        {text('acquisitionPrice', 'Precio de compra ($)')}
        {text('improvements', 'Mejoras documentadas ($)', 'Con facturas; se suman al costo.')}
        {text('payoff', 'Deudas que paga el préstamo nuevo ($)', 'La hipoteca y otros gravámenes.')}
      </div>
    </fieldset>
  );
}

/** Rehab and hard money: the budget, ARV, points, months and holding costs (all optional). */
function RehabFields({ form, set }: { form: QualifyForm; set: SetField }) {
  const text = textFields(form, set);
  const filled = [form.rehabCost, form.arv, form.points, form.rehabMonths].some((v) => v.trim());
  return (
    <details className="qualify-extra" open={filled}>
      <summary>Obra y hard money (opcional)</summary>
      <div className="pro-fields pro-fields--two">
        {text(
          'rehabCost',
          'Presupuesto de la obra ($)',
          'El monto del préstamo de arriba es el de la compra: el programa que financia la obra la suma.',
        )}
        {text('arv', 'Valor después de reparar, ARV ($)')}
        {text('points', 'Puntos del prestamista (%)', 'Por ejemplo 2 para 2 puntos.')}
        {text('rehabMonths', 'Meses de obra', undefined, 'numeric')}
        {text(
          'holdingCostsMonthly',
          'Otros gastos mensuales durante la obra ($)',
          'Servicios y demás, sin el pago del préstamo.',
        )}
      </div>
    </details>
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
