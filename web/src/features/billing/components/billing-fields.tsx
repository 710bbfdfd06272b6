import { SelectField, TextField } from '@aws-amplify/ui-react';
import type { ChangeEvent } from 'react';
import { CHECKOUT_COUNTRIES, type BillingDetailsForm } from '@shared/api/billing';
import { regionLabel, regionsOfCountry } from '../regions';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/fieldGroup.css';
import '@aws-amplify/ui-react/styles/fieldMessages.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';

interface BillingFieldsProps {
  value: BillingDetailsForm;
  onChange: (next: BillingDetailsForm) => void;
  /** Fields to mark after a submit with them empty. */
  missing: ReadonlySet<keyof BillingDetailsForm>;
  disabled?: boolean;
}

const REQUIRED = 'Este campo es obligatorio';

/** The checkout's billing information, passed to the payment provider. */
export function BillingFields({ value, onChange, missing, disabled }: BillingFieldsProps) {
  const regions = regionsOfCountry(value.country);
  const region = regionLabel(value.country);
  const field = (name: keyof BillingDetailsForm) => ({
    name,
    value: value[name],
    isDisabled: disabled,
    hasError: missing.has(name),
    errorMessage: REQUIRED,
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      onChange({ ...value, [name]: event.target.value }),
  });

  return (
    <div className="billing-fields">
      <TextField label="Nombre *" autoComplete="given-name" isRequired {...field('firstName')} />
      <TextField label="Apellido *" autoComplete="family-name" isRequired {...field('lastName')} />
      <TextField
        label="Correo electrónico *"
        type="email"
        autoComplete="email"
        isRequired
        {...field('email')}
      />
      <TextField label="Teléfono (opcional)" type="tel" autoComplete="tel" {...field('phone')} />
      <TextField
        className="billing-fields__wide"
        label="Dirección *"
        autoComplete="address-line1"
        isRequired
        {...field('address')}
      />
      <TextField label="Ciudad *" autoComplete="address-level2" isRequired {...field('city')} />
      <SelectField
        label={`${region} *`}
        autoComplete="address-level1"
        placeholder={`Selecciona ${country(value.country)}`}
        isRequired
        {...field('state')}
      >
        {regions.map((state) => (
          <option key={state.code} value={state.code}>
            {state.name} ({state.code})
          </option>
        ))}
      </SelectField>
      <TextField
        label="Código postal *"
        autoComplete="postal-code"
        inputMode="numeric"
        isRequired
        {...field('zipCode')}
      />
      <SelectField
        label="País"
        autoComplete="country"
        {...field('country')}
        // The state belongs to the country: a new country starts its state over.
        onChange={(event) => onChange({ ...value, country: event.target.value, state: '' })}
      >
        {CHECKOUT_COUNTRIES.map((country) => (
          <option key={country.code} value={country.code}>
            {country.name}
          </option>
        ))}
      </SelectField>
    </div>
  );
}

/** "un estado" / "una provincia o territorio", for the select's placeholder. */
function country(code: string): string {
  return code === 'CA' ? 'una provincia o territorio' : 'un estado';
}
