import { Button, SelectField, TextField } from '@aws-amplify/ui-react';
import { useEffect } from 'react';
import { useForm, useWatch, type UseFormReturn } from 'react-hook-form';
import type { DealFileInput, DealFileInputs } from '@shared/api/deal-files';
import { DEFAULT_SEASONING_MONTHS } from '@shared/finance/deal-analysis';
import { PROPERTY_TYPE_LABELS, PROPERTY_TYPES } from '@shared/finance/evaluator';
import { lazyZodResolver } from '@/lib/lazy-resolver';
import { readNumber } from '@shared/finance/inputs';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/loader.css';

type NumberKey = {
  [K in keyof DealFileInputs]-?: NonNullable<DealFileInputs[K]> extends number ? K : never;
}[keyof DealFileInputs];

interface NumberField {
  name: NumberKey;
  label: string;
  placeholder?: string;
  hint?: string;
}

/** The form's sections, in the order: property, purchase, financing, income, expenses… */
const SECTIONS: { title: string; fields: NumberField[]; note?: string }[] = [
  {
    title: 'Compra',
    fields: [
      { name: 'purchasePrice', label: 'Precio de compra ($)', placeholder: '200,000' },
      {
        name: 'closingCosts',
        label: 'Costos de cierre ($)',
        placeholder: '0',
        hint: 'Sin los puntos del préstamo.',
      },
      { name: 'rehabCost', label: 'Rehabilitación ($)', placeholder: '0' },
      {
        name: 'rehabMonths',
        label: 'Meses de rehabilitación',
        placeholder: '0',
        hint: 'Sin renta mientras dura.',
      },
      {
        name: 'arv',
        label: 'Valor después de reparar, ARV ($)',
        hint: 'Vacío: el precio de compra.',
      },
      {
        name: 'holdingCostsMonthly',
        label: 'Costos de tenencia ($/mes)',
        hint: 'Mientras está vacía, sin el préstamo: impuestos, seguro, HOA, servicios. Vacío: impuestos + seguro + HOA.',
      },
    ],
  },
  {
    title: 'Financiamiento',
    fields: [
      { name: 'downPayment', label: 'Pago inicial ($)', placeholder: '50,000' },
      { name: 'interestRate', label: 'Tasa de interés (%)', placeholder: '7' },
      { name: 'termYears', label: 'Plazo (años)', placeholder: '30' },
      {
        name: 'interestOnlyYears',
        label: 'Años de solo interés',
        placeholder: '0',
        hint: '0: amortiza desde el primer pago. Hard money: igual al plazo.',
      },
      { name: 'points', label: 'Puntos (% del préstamo)', placeholder: '0' },
    ],
  },
  {
    title: 'Ingresos mensuales',
    fields: [
      { name: 'monthlyRent', label: 'Renta mensual ($)', placeholder: '2,100' },
      { name: 'otherIncome', label: 'Otros ingresos ($/mes)', placeholder: '0' },
      { name: 'vacancyPct', label: 'Vacancia (%)', placeholder: '0' },
    ],
  },
  {
    title: 'Gastos mensuales',
    fields: [
      { name: 'taxes', label: 'Impuestos ($/mes)', placeholder: '0' },
      { name: 'insurance', label: 'Seguro ($/mes)', placeholder: '0' },
      { name: 'hoa', label: 'HOA ($/mes)', placeholder: '0' },
      { name: 'otherExpenses', label: 'Otros gastos ($/mes)', placeholder: '0' },
      { name: 'maintenancePct', label: 'Mantenimiento (% de la renta)', placeholder: '0' },
      { name: 'managementPct', label: 'Administración (% de la renta)', placeholder: '0' },
      { name: 'capexPct', label: 'Reservas de capital (% de la renta)', placeholder: '0' },
    ],
  },
  {
    title: 'Proyección',
    fields: [
      { name: 'appreciationPct', label: 'Apreciación (% anual)', placeholder: '0' },
      { name: 'rentGrowthPct', label: 'Aumento de renta (% anual)', placeholder: '0' },
      { name: 'expenseGrowthPct', label: 'Aumento de gastos (% anual)', placeholder: '0' },
      { name: 'holdYears', label: 'Años de tenencia', placeholder: '5' },
      { name: 'sellingCostsPct', label: 'Costos de venta (%)', placeholder: '6' },
    ],
  },
  {
    title: 'BRRRR: refinanciamiento',
    fields: [
      { name: 'refiLtvPct', label: 'LTV del refinanciamiento (%)', placeholder: '75' },
      { name: 'refiRate', label: 'Tasa del refinanciamiento (%)', hint: 'Vacío: la del préstamo.' },
      { name: 'refiTermYears', label: 'Plazo del refinanciamiento (años)', placeholder: '30' },
      { name: 'refiClosingCosts', label: 'Cierre del refinanciamiento ($)', placeholder: '0' },
      {
        name: 'seasoningMonths',
        label: 'Meses de temporada (seasoning)',
        placeholder: String(DEFAULT_SEASONING_MONTHS),
        hint: 'Antes, el prestamista presta sobre el menor entre el avalúo y el costo. 12 en Change Wholesale, A&D y Optrumax; algunos piden 6.',
      },
    ],
  },
  {
    title: 'Si ya la tienes y la refinancias',
    note: 'Opcional: lo que pagaste, las mejoras documentadas y las deudas que el préstamo nuevo liquida. ¿Califico? los usa para un refinanciamiento.',
    fields: [
      {
        name: 'acquisitionPrice',
        label: 'Precio de adquisición ($)',
        hint: 'Vacío: el precio de compra.',
      },
      {
        name: 'improvements',
        label: 'Mejoras documentadas ($)',
        hint: 'Vacío: la rehabilitación.',
      },
      { name: 'payoff', label: 'Deudas que se pagan ($)', hint: 'Vacío: el saldo del préstamo.' },
    ],
  },
  {
    title: 'Flip',
    fields: [{ name: 'flipHoldingMonths', label: 'Meses hasta vender', placeholder: '6' }],
  },
];

/** The values the form starts from: a file's inputs, or the defaults for a new one. */
export const NEW_DEAL_FILE: Partial<DealFileInput> = {
  name: '',
  address: '',
  zip: '',
  propertyType: '',
  termYears: 30,
  holdYears: 5,
  sellingCostsPct: 6,
  refiLtvPct: 75,
  refiTermYears: 30,
  seasoningMonths: DEFAULT_SEASONING_MONTHS,
  flipHoldingMonths: 6,
};

interface DealFileFormProps {
  initial: Partial<DealFileInput>;
  submitLabel: string;
  submitting: boolean;
  onSubmit: (inputs: DealFileInputs) => void;
  /** Every change, for the live analysis: the inputs when they are valid, else null. */
  onValues: (inputs: DealFileInputs | null) => void;
}
type DealForm = UseFormReturn<DealFileInput>;

/** One number input, read as a number (empty is undefined) with the schema's message. */
function NumberInput({ form, field: f }: { form: DealForm; field: NumberField }) {
  const error = form.formState.errors[f.name]?.message;
  return (
    <TextField
      label={f.label}
      placeholder={f.placeholder}
      descriptiveText={f.hint}
      inputMode="decimal"
      autoComplete="off"
      hasError={Boolean(error)}
      errorMessage={error}
      {...form.register(f.name, { setValueAs: readNumber })}
    />
  );
}

/** The date the property was bought (a refinance's seasoning counts from it); empty: none. */
function AcquisitionDateInput({ form }: { form: DealForm }) {
  const error = form.formState.errors.acquisitionDate?.message;
  return (
    <TextField
      label="Fecha de adquisición"
      type="date"
      descriptiveText="La temporada (seasoning) cuenta desde aquí."
      hasError={Boolean(error)}
      errorMessage={error}
      {...form.register('acquisitionDate', {
        setValueAs: (value: string) => (value === '' ? undefined : value),
      })}
    />
  );
}

/** "Propiedad": name, address, ZIP, type, units and bedrooms. */
function PropertyFieldset({ form }: { form: DealForm }) {
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <fieldset>
      <legend>Propiedad</legend>
      <div className="pro-fields">
        <TextField
          label="Nombre del expediente"
          placeholder="Dúplex en Cleveland"
          hasError={Boolean(errors.name)}
          errorMessage={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label="Dirección"
          placeholder="3412 W 54th St, Cleveland, OH"
          autoComplete="street-address"
          hasError={Boolean(errors.address)}
          errorMessage={errors.address?.message}
          {...register('address')}
        />
        <TextField
          label="Código postal"
          placeholder="44102"
          inputMode="numeric"
          autoComplete="postal-code"
          hasError={Boolean(errors.zip)}
          errorMessage={errors.zip?.message}
          {...register('zip')}
        />
        <SelectField label="Tipo de propiedad" {...register('propertyType')}>
          <option value="">Sin indicar</option>
          {PROPERTY_TYPES.map((type) => (
            <option key={type} value={type}>
              {PROPERTY_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
        <NumberInput form={form} field={{ name: 'units', label: 'Unidades', placeholder: '1' }} />
        <NumberInput
          form={form}
          field={{ name: 'bedrooms', label: 'Habitaciones', placeholder: '3' }}
        />
      </div>
    </fieldset>
  );
}

/** The API's schema, with zod: loaded after the page draws (the form shows before it is parsed). */
const loadSchema = () => import('@shared/api/deal-files').then((m) => m.dealFileInputSchema);
const resolver = lazyZodResolver<DealFileInput>(loadSchema);

/** The deal file's inputs (react-hook-form with the API's zod schema; Spanish messages). */
export function DealFileForm({
  initial,
  submitLabel,
  submitting,
  onSubmit,
  onValues,
}: DealFileFormProps) {
  const form = useForm<DealFileInput>({
    resolver,
    defaultValues: initial,
    mode: 'onTouched',
  });
  const { handleSubmit, control } = form;
  const values = useWatch({ control });

  useEffect(() => {
    let current = true;
    void loadSchema().then((schema) => {
      if (!current) return;
      const parsed = schema.safeParse(values);
      onValues(parsed.success ? parsed.data : null);
    });
    return () => {
      current = false;
    };
  }, [values, onValues]);

  return (
    <form
      className="pro-card deal-form"
      aria-labelledby="deal-form-title"
      noValidate
      onSubmit={handleSubmit((inputs) => onSubmit(inputs as unknown as DealFileInputs))}
    >
      <h2 id="deal-form-title" className="pro-card__title">
        Datos del expediente
      </h2>
      <p className="pro-card__lead">El análisis se actualiza mientras escribes.</p>
      <PropertyFieldset form={form} />
      {SECTIONS.map((section) => (
        <fieldset key={section.title}>
          <legend>{section.title}</legend>
          {section.note ? <p className="fine-print">{section.note}</p> : null}
          <div className="pro-fields">
            {section.fields.map((f) => (
              <NumberInput key={f.name} form={form} field={f} />
            ))}
            {section.title === 'Si ya la tienes y la refinancias' ? (
              <AcquisitionDateInput form={form} />
            ) : null}
          </div>
        </fieldset>
      ))}
      <div className="pro-actions">
        <Button
          type="submit"
          className="pro-btn pro-btn--primary"
          isLoading={submitting}
          loadingText="Guardando..."
        >
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
