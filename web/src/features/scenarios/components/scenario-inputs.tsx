import type { CSSProperties } from 'react';
import { SelectField, TextField } from '@aws-amplify/ui-react';
import type { ScenariosForm } from '@shared/api/pro';
import {
  MARKET_CONDITION_LABELS,
  MARKET_CONDITIONS,
  SCENARIO_SLIDERS,
  type MarketCondition,
} from '@shared/finance/scenarios';
import { formatWholeMoney } from '@shared/format';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/icon.css';

type BaseKey = Exclude<
  keyof ScenariosForm,
  'interestRate' | 'vacancyRate' | 'repairCosts' | 'appreciation' | 'marketCondition'
>;
interface BaseField {
  name: BaseKey;
  label: string;
  placeholder: string;
  hint?: string;
}
const BASE_FIELDS: readonly BaseField[] = [
  { name: 'propertyPrice', label: 'Precio de la Propiedad ($)', placeholder: '300,000' },
  { name: 'downPayment', label: 'Pago Inicial ($)', placeholder: '60,000' },
  { name: 'monthlyRent', label: 'Renta Mensual ($)', placeholder: '2,500' },
  {
    name: 'monthlyExpenses',
    label: 'Gastos Mensuales ($)',
    placeholder: '400',
    hint: 'Impuestos, seguro, HOA, administración… sin reparaciones ni vacancia (van en los controles).',
  },
];
/** What the cash-on-cash, the lender's DSCR and the 5-year IRR need besides the base. */
const DETAIL_FIELDS: readonly BaseField[] = [
  {
    name: 'closingCosts',
    label: 'Costos de cierre, puntos y rehabilitación ($)',
    placeholder: '0',
    hint: 'En efectivo; con el pago inicial, el efectivo invertido.',
  },
  { name: 'otherIncome', label: 'Otros ingresos ($/mes)', placeholder: '0' },
  { name: 'propertyTaxes', label: 'De los gastos: impuestos ($/mes)', placeholder: '0' },
  { name: 'insurance', label: 'De los gastos: seguro ($/mes)', placeholder: '0' },
  { name: 'hoa', label: 'De los gastos: HOA ($/mes)', placeholder: '0' },
  { name: 'loanTerm', label: 'Plazo (años)', placeholder: '30', hint: 'Vacío: 30 años.' },
  { name: 'interestOnlyYears', label: 'Años de solo interés', placeholder: '0' },
  { name: 'rentGrowthPct', label: 'Aumento de renta (% anual)', placeholder: '0' },
  { name: 'expenseGrowthPct', label: 'Aumento de gastos (% anual)', placeholder: '0' },
  { name: 'sellingCostsPct', label: 'Costos de venta al año 5 (%)', placeholder: '0' },
];

type SliderKey = keyof typeof SCENARIO_SLIDERS;
const SLIDERS: readonly { name: SliderKey; label: string; format: (v: number) => string }[] = [
  { name: 'interestRate', label: 'Tasa de Interés', format: (v) => `${v.toFixed(2)}%` },
  { name: 'vacancyRate', label: 'Tasa de Vacancia', format: (v) => `${v}%` },
  { name: 'repairCosts', label: 'Reparaciones Anuales', format: (v) => formatWholeMoney(v) },
  { name: 'appreciation', label: 'Apreciación Anual', format: (v) => `${v.toFixed(1)}%` },
];

interface ScenarioInputsProps {
  form: ScenariosForm;
  onChange: (form: ScenariosForm) => void;
}
function TextFields({
  fields,
  form,
  onChange,
}: ScenarioInputsProps & { fields: readonly BaseField[] }) {
  return (
    <div className="pro-fields pro-fields--two">
      {fields.map((field) => (
        <TextField
          key={field.name}
          label={field.label}
          name={field.name}
          placeholder={field.placeholder}
          descriptiveText={field.hint}
          inputMode="decimal"
          autoComplete="off"
          value={form[field.name]}
          onChange={(event) => onChange({ ...form, [field.name]: event.target.value })}
        />
      ))}
    </div>
  );
}

/** 'Datos Base': price, down payment, rent and expenses; then the loan and the 5-year details. */
function BaseFields({ form, onChange }: ScenarioInputsProps) {
  return (
    <section className="pro-card" aria-labelledby="scn-base-title">
      <h2 id="scn-base-title" className="pro-card__title">
        Datos Base
      </h2>
      <p className="pro-card__lead">El préstamo es el precio menos el pago inicial.</p>
      <TextFields fields={BASE_FIELDS} form={form} onChange={onChange} />
      <h3 className="saved__subtitle">Préstamo, DSCR y 5 años</h3>
      <TextFields fields={DETAIL_FIELDS} form={form} onChange={onChange} />
    </section>
  );
}

/** 'Variables de Escenario': the four sliders and the market condition. */
function ScenarioVariables({ form, onChange }: ScenarioInputsProps) {
  return (
    <section className="pro-card" aria-labelledby="scn-vars-title">
      <h2 id="scn-vars-title" className="pro-card__title">
        Variables de Escenario
      </h2>
      <p className="pro-card__lead">
        El escenario base usa estos valores; los otros dos los ajustan.
      </p>
      <div className="scn-sliders">
        {SLIDERS.map((slider) => {
          const bounds = SCENARIO_SLIDERS[slider.name];
          const id = `scn-${slider.name}`;
          return (
            <div key={slider.name} className="scn-slider">
              <div className="scn-slider__head">
                <label htmlFor={id}>{slider.label}</label>
                <output htmlFor={id}>{slider.format(form[slider.name])}</output>
              </div>
              <input
                id={id}
                type="range"
                min={bounds.min}
                max={bounds.max}
                step={bounds.step}
                value={form[slider.name]}
                aria-valuetext={slider.format(form[slider.name])}
                onChange={(event) =>
                  onChange({ ...form, [slider.name]: Number(event.target.value) })
                }
                style={
                  {
                    '--fill': `${Math.min(100, Math.max(0, ((form[slider.name] - bounds.min) / (bounds.max - bounds.min)) * 100))}%`,
                  } as CSSProperties
                }
              />
              <div className="scn-slider__scale" aria-hidden="true">
                <span>{slider.format(bounds.min)}</span>
                <span>{slider.format(bounds.max)}</span>
              </div>
            </div>
          );
        })}
        <SelectField
          label="Condición del Mercado"
          name="marketCondition"
          value={form.marketCondition}
          onChange={(event) => {
            const value = event.target.value as MarketCondition;
            if ((MARKET_CONDITIONS as readonly string[]).includes(value))
              onChange({ ...form, marketCondition: value });
          }}
        >
          {MARKET_CONDITIONS.map((condition) => (
            <option key={condition} value={condition}>
              {MARKET_CONDITION_LABELS[condition]}
            </option>
          ))}
        </SelectField>
      </div>
    </section>
  );
}

/** 'Datos Base' and 'Variables de Escenario': four amounts, four sliders, a market. */
export function ScenarioInputs({ form, onChange }: ScenarioInputsProps) {
  return (
    <div className="pro-stack">
      <BaseFields form={form} onChange={onChange} />
      <ScenarioVariables form={form} onChange={onChange} />
    </div>
  );
}
