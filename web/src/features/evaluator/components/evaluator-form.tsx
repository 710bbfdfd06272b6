import { Button, SelectField, TextField } from '@aws-amplify/ui-react';
import type { EvaluatorForm } from '@shared/api/pro';
import {
  PROPERTY_CONDITION_LABELS,
  PROPERTY_CONDITIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  isPropertyCondition,
  isPropertyType,
} from '@shared/finance/evaluator';
import { DEFAULT_EVALUATOR_FORM, EMPTY_EVALUATOR_FORM } from '../model';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/icon.css';

type NumberKey =
  'bedrooms' | 'bathrooms' | 'squareFeet' | 'lotSize' | 'yearBuilt' | 'appreciationPct';
// Placeholders read as examples: a grey "1,800" beside a deal file's figures looks like its size.
const NUMBER_FIELDS: readonly {
  name: NumberKey;
  label: string;
  placeholder: string;
  hint?: string;
}[] = [
  { name: 'bedrooms', label: 'Habitaciones', placeholder: 'Ej.: 3' },
  { name: 'bathrooms', label: 'Baños', placeholder: 'Ej.: 2' },
  {
    name: 'squareFeet',
    label: 'Pies Cuadrados',
    placeholder: 'Ej.: 1,800',
    hint: 'Área habitable.',
  },
  { name: 'lotSize', label: 'Tamaño del Lote (pies²)', placeholder: 'Ej.: 6,000' },
  { name: 'yearBuilt', label: 'Año de Construcción', placeholder: 'Ej.: 2005' },
  {
    name: 'appreciationPct',
    label: 'Apreciación esperada (% anual)',
    placeholder: 'Ej.: 3',
    hint: 'La tuya; vacío: sin proyección.',
  },
];

interface EvaluatorFormPanelProps {
  form: EvaluatorForm;
  onChange: (form: EvaluatorForm) => void;
}

/**
 * The evaluator's inputs; every change re-evaluates (no button, no validation).
 * Kept whole (over 80 lines): one card of fields, read top to bottom in their fixed order (docs/product.md).
 */
export function EvaluatorFormPanel({ form, onChange }: EvaluatorFormPanelProps) {
  return (
    <section className="pro-card" aria-labelledby="evaluator-form-title">
      <h2 id="evaluator-form-title" className="pro-card__title">
        Datos de la propiedad
      </h2>
      <p className="pro-card__lead">La evaluación se actualiza mientras escribes.</p>
      <div className="pro-fields">
        <TextField
          label="Dirección"
          name="address"
          placeholder="123 Main St, Houston, TX"
          autoComplete="street-address"
          maxLength={200}
          value={form.address}
          onChange={(event) => onChange({ ...form, address: event.target.value })}
        />
        <TextField
          label="Código Postal"
          name="zip"
          placeholder="44102"
          descriptiveText="Para la renta de HUD y el valor típico de Zillow de la zona."
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={5}
          value={form.zip ?? ''}
          onChange={(event) => onChange({ ...form, zip: event.target.value.trim() })}
        />
        <div className="pro-fields pro-fields--two">
          <SelectField
            label="Tipo de Propiedad"
            name="propertyType"
            value={form.propertyType}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...form, propertyType: isPropertyType(value) ? value : '' });
            }}
          >
            <option value="">Selecciona el tipo</option>
            {PROPERTY_TYPES.map((type) => (
              <option key={type} value={type}>
                {PROPERTY_TYPE_LABELS[type]}
              </option>
            ))}
          </SelectField>
          <SelectField
            label="Condición"
            name="condition"
            value={form.condition}
            onChange={(event) => {
              const value = event.target.value;
              onChange({ ...form, condition: isPropertyCondition(value) ? value : '' });
            }}
          >
            <option value="">Selecciona la condición</option>
            {PROPERTY_CONDITIONS.map((condition) => (
              <option key={condition} value={condition}>
                {PROPERTY_CONDITION_LABELS[condition]}
              </option>
            ))}
          </SelectField>
          {NUMBER_FIELDS.map((field) => (
            <TextField
              key={field.name}
              label={field.label}
              name={field.name}
              placeholder={field.placeholder}
              descriptiveText={field.hint}
              inputMode={field.name === 'yearBuilt' ? 'numeric' : 'decimal'}
              autoComplete="off"
              value={form[field.name]}
              onChange={(event) => onChange({ ...form, [field.name]: event.target.value })}
            />
          ))}
        </div>
      </div>
      <div className="pro-actions roi-form__actions">
        <Button
          className="pro-btn pro-btn--ghost"
          size="small"
          onClick={() => onChange(DEFAULT_EVALUATOR_FORM)}
        >
          Cargar ejemplo
        </Button>
        <Button
          className="pro-btn pro-btn--ghost"
          size="small"
          onClick={() => onChange(EMPTY_EVALUATOR_FORM)}
        >
          Limpiar
        </Button>
      </div>
    </section>
  );
}
