import { SelectField, SliderField, SwitchField, TextField } from '@aws-amplify/ui-react';
import { DEAL_PROPERTY_TYPES, type DealPropertyType } from '@shared/api/deal-finder-texts';
import { PROPERTY_TYPE_LABELS } from '@shared/api/market-texts';
import { DEAL_FINDER } from '@shared/finance/deal-score';
import { formatNumber } from '@shared/format';
import type { CriteriaForm } from '../model';
import '@aws-amplify/ui-react/styles/visuallyHidden.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/sliderField.css';
import '@aws-amplify/ui-react/styles/switchField.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/text.css';

interface DealCriteriaFormProps {
  form: CriteriaForm;
  onChange: (form: CriteriaForm) => void;
  mode: 'live' | 'manual';
}

/** What each card gets: the form, a setter for one field, and whether listings are live. */
interface CardProps {
  form: CriteriaForm;
  set: <K extends keyof CriteriaForm>(key: K, value: CriteriaForm[K]) => void;
  mode: 'live' | 'manual';
}

/** 'Ubicación y Precio': where to look, the price range and the property type. */
function LocationCard({ form, set, mode }: CardProps) {
  return (
    <section className="pro-card" aria-labelledby="deal-location-title">
      <h2 id="deal-location-title" className="pro-card__title">
        Ubicación y Precio
      </h2>
      <div className="pro-fields">
        <TextField
          label="Ubicación"
          name="location"
          placeholder="77008 o Houston, TX"
          descriptiveText={
            mode === 'live'
              ? 'Un ZIP o una ciudad con su estado: buscamos los listados activos ahí.'
              : 'Un ZIP o una ciudad con su estado. Si es un ZIP, completa las propiedades que no indiquen el suyo.'
          }
          value={form.location}
          onChange={(e) => set('location', e.target.value)}
        />
        <div className="pro-fields deal-price-range">
          <TextField
            label="Precio mínimo ($)"
            name="minPrice"
            inputMode="decimal"
            placeholder="Sin mínimo"
            value={form.minPrice}
            onChange={(e) => set('minPrice', e.target.value)}
          />
          <TextField
            label="Precio máximo ($)"
            name="maxPrice"
            inputMode="decimal"
            placeholder="Sin máximo"
            value={form.maxPrice}
            onChange={(e) => set('maxPrice', e.target.value)}
          />
        </div>
        <SelectField
          label="Tipo de propiedad"
          name="propertyType"
          value={form.propertyType}
          onChange={(e) => set('propertyType', e.target.value as DealPropertyType)}
        >
          {DEAL_PROPERTY_TYPES.map((t) => (
            <option key={t} value={t}>
              {PROPERTY_TYPE_LABELS[t]}
            </option>
          ))}
        </SelectField>
      </div>
    </section>
  );
}

/** 'Criterios Financieros': minimum ROI, days on market, cash flow and the expense ratio. */
function FinancialCard({ form, set }: Omit<CardProps, 'mode'>) {
  const { minRoi, maxDaysOnMarket, expenseRatio } = DEAL_FINDER;
  return (
    <section className="pro-card" aria-labelledby="deal-financial-title">
      <h2 id="deal-financial-title" className="pro-card__title">
        Criterios Financieros
      </h2>
      <div className="pro-fields">
        <SliderField
          label={`ROI mínimo (cash-on-cash): ${formatNumber(form.minRoi)} %`}
          name="minRoi"
          min={minRoi.min}
          max={minRoi.max}
          step={minRoi.step}
          value={form.minRoi}
          isValueHidden
          onChange={(v) => set('minRoi', v)}
        />
        <SliderField
          label={`Máximo de días en el mercado: ${form.maxDaysOnMarket}`}
          name="maxDaysOnMarket"
          min={maxDaysOnMarket.min}
          max={maxDaysOnMarket.max}
          step={maxDaysOnMarket.step}
          value={form.maxDaysOnMarket}
          isValueHidden
          onChange={(v) => set('maxDaysOnMarket', v)}
        />
        <TextField
          label="Flujo de caja mínimo mensual ($, opcional)"
          name="minCashFlow"
          inputMode="decimal"
          placeholder="Sin mínimo"
          value={form.minCashFlow}
          onChange={(e) => set('minCashFlow', e.target.value)}
        />
        <SliderField
          label={`Gastos operativos estimados: ${form.expenseRatio} % de la renta`}
          name="expenseRatio"
          descriptiveText="Solo para propiedades sin gastos indicados (regla del 50 %: impuestos, seguro, mantenimiento, vacancia y administración). Es un supuesto, ajústalo."
          min={expenseRatio.min}
          max={expenseRatio.max}
          step={expenseRatio.step}
          value={form.expenseRatio}
          isValueHidden
          onChange={(v) => set('expenseRatio', v)}
        />
      </div>
      <h3 className="saved__subtitle">Tu préstamo</h3>
      <p className="fine-print">
        Cada propiedad se mide con tu préstamo: el de tu cotización o el que quieras probar.
      </p>
      <div className="pro-fields pro-fields--three">
        <TextField
          label="Pago inicial (% del precio)"
          name="downPaymentPct"
          inputMode="decimal"
          placeholder="25"
          value={form.downPaymentPct}
          onChange={(e) => set('downPaymentPct', e.target.value)}
        />
        <TextField
          label="Tasa de interés (%)"
          name="interestRate"
          inputMode="decimal"
          placeholder="7.5"
          value={form.interestRate}
          onChange={(e) => set('interestRate', e.target.value)}
        />
        <TextField
          label="Plazo (años)"
          name="termYears"
          inputMode="numeric"
          placeholder="30"
          value={form.termYears}
          onChange={(e) => set('termYears', e.target.value)}
        />
      </div>
    </section>
  );
}

/** 'Opciones Avanzadas': the rehab and owner-occupied switches, off for live listings. */
function AdvancedCard({ form, set, mode }: CardProps) {
  return (
    <section className="pro-card" aria-labelledby="deal-advanced-title">
      <h2 id="deal-advanced-title" className="pro-card__title">
        Opciones Avanzadas
      </h2>
      <div className="pro-fields deal-switches">
        <SwitchField
          label="Solo propiedades que requieren rehabilitación"
          name="requiresRehab"
          labelPosition="end"
          isChecked={form.requiresRehab}
          isDisabled={mode === 'live'}
          onChange={(e) => set('requiresRehab', e.target.checked)}
        />
        <SwitchField
          label="Solo propiedades ocupadas por su dueño"
          name="ownerOccupied"
          labelPosition="end"
          isChecked={form.ownerOccupied}
          isDisabled={mode === 'live'}
          onChange={(e) => set('ownerOccupied', e.target.checked)}
        />
      </div>
      <p className="fine-print">
        {mode === 'live'
          ? 'Los listados en vivo no indican el estado de la propiedad ni si la ocupa su dueño: estos filtros aplican a tus propias propiedades.'
          : 'Usan las columnas "requiere_rehab" y "ocupada_por_dueno" de tus propiedades.'}
      </p>
    </section>
  );
}

/** Three cards: 'Ubicación y Precio', 'Criterios Financieros', 'Opciones Avanzadas'. */
export function DealCriteriaForm({ form, onChange, mode }: DealCriteriaFormProps) {
  const set = <K extends keyof CriteriaForm>(key: K, value: CriteriaForm[K]) =>
    onChange({ ...form, [key]: value });
  return (
    <div className="deal-criteria">
      <LocationCard form={form} set={set} mode={mode} />
      <FinancialCard form={form} set={set} />
      <AdvancedCard form={form} set={set} mode={mode} />
    </div>
  );
}
