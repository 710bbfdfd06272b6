import { Button, SelectField, TextField } from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import {
  MARKET_MESSAGES,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  type PropertyTypeId,
} from '@shared/api/market-texts';
import { STATE_OPTIONS } from '@shared/market/states';
import type { MarketSearch } from '../api/get-market-report';
import '@aws-amplify/ui-react/styles/button.css';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/select.css';
import '@aws-amplify/ui-react/styles/selectField.css';
import '@aws-amplify/ui-react/styles/textField.css';
import '@aws-amplify/ui-react/styles/flex.css';
import '@aws-amplify/ui-react/styles/text.css';

interface MarketSearchFormProps {
  initial: MarketSearch | null;
  loading: boolean;
  onSearch: (search: MarketSearch) => void;
}

/**
 * The search card of the market analysis: city, state, optional ZIP, property type and
 * 'Analizar Mercado' ('Analizando...' while loading). A ZIP alone is enough; without one, city and
 * state are required (one message names both). Kept whole (over 80 lines): one form, its four
 * fields and the ZIP-or-city rule read top to bottom.
 */
export function MarketSearchForm({ initial, loading, onSearch }: MarketSearchFormProps) {
  const [city, setCity] = useState(initial?.city ?? '');
  const [state, setState] = useState(initial?.state ?? '');
  const [zip, setZip] = useState(initial?.zip ?? '');
  const [type, setType] = useState<PropertyTypeId>(initial?.type ?? 'all');
  const [error, setError] = useState<string | null>(null);

  function submit(event: FormEvent) {
    event.preventDefault();
    const cleanZip = zip.trim();
    if (cleanZip && !/^\d{5}$/.test(cleanZip)) {
      setError(MARKET_MESSAGES.zipInvalid);
      return;
    }
    if (!cleanZip && (!city.trim() || !state)) {
      setError(MARKET_MESSAGES.locationRequired);
      return;
    }
    setError(null);
    onSearch(cleanZip ? { zip: cleanZip, type } : { city: city.trim(), state, type });
  }

  return (
    <section className="pro-card market-search" aria-labelledby="market-search-title">
      <h2 id="market-search-title" className="pro-card__title">
        Buscar mercado
      </h2>
      <p className="pro-card__lead">
        Escribe la ciudad y el estado, o solo el código postal para el detalle de un ZIP.
      </p>
      <form className="market-search__form" onSubmit={submit} noValidate>
        <div className="pro-fields market-search__fields">
          <TextField
            label="Ciudad"
            name="city"
            placeholder="Houston"
            autoComplete="address-level2"
            value={city}
            onChange={(e) => setCity(e.target.value)}
          />
          <SelectField
            label="Estado"
            name="state"
            value={state}
            onChange={(e) => setState(e.target.value)}
          >
            <option value="">Selecciona un estado</option>
            {STATE_OPTIONS.map((s) => (
              <option key={s.code} value={s.code}>
                {s.name} ({s.code})
              </option>
            ))}
          </SelectField>
          <TextField
            label="Código Postal (opcional)"
            name="zip"
            placeholder="77008"
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={5}
            value={zip}
            onChange={(e) => setZip(e.target.value.replace(/\D/g, ''))}
          />
          <SelectField
            label="Tipo de Propiedad"
            name="type"
            value={type}
            onChange={(e) => setType(e.target.value as PropertyTypeId)}
          >
            {PROPERTY_TYPES.map((t) => (
              <option key={t} value={t}>
                {PROPERTY_TYPE_LABELS[t]}
              </option>
            ))}
          </SelectField>
        </div>
        {error ? (
          <p className="pro-alert market-search__error" role="alert">
            {error}
          </p>
        ) : null}
        <div className="pro-actions market-search__actions">
          <Button type="submit" className="pro-btn pro-btn--primary" isDisabled={loading}>
            {loading ? 'Analizando...' : 'Analizar Mercado'}
          </Button>
        </div>
      </form>
    </section>
  );
}
