import { TextField } from '@aws-amplify/ui-react';
import '@aws-amplify/ui-react/styles/field.css';
import '@aws-amplify/ui-react/styles/fieldGroup.css';
import '@aws-amplify/ui-react/styles/_fieldControl.css';
import '@aws-amplify/ui-react/styles/input.css';
import '@aws-amplify/ui-react/styles/textField.css';

export interface TestCard {
  cardNumber: string;
  expiry: string;
  cvc: string;
}

export const EMPTY_TEST_CARD: TestCard = { cardNumber: '', expiry: '', cvc: '' };

/** 4242424242424242 → "4242 4242 4242 4242" while typing. */
function groupDigits(value: string): string {
  return value
    .replace(/\D/g, '')
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
}

/** "1234" → "12/34" while typing. */
function formatExpiry(value: string): string {
  const digits = value.replace(/\D/g, '').slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/**
 * The offline simulator's card form, clearly labelled as a test: no real card is charged and only
 * Stripe's test numbers are accepted (docs/billing.md: 4242… pays, 4000 0000 0000 0002 is
 * declined).
 */
export function TestCardFields({
  value,
  onChange,
  disabled,
}: {
  value: TestCard;
  onChange: (next: TestCard) => void;
  disabled?: boolean;
}) {
  return (
    <div className="test-card" role="group" aria-labelledby="test-card-title">
      <div className="test-card__banner">
        <p id="test-card-title" className="test-card__title">
          <span className="test-card__badge">Modo de prueba</span> Simulador de pagos
        </p>
        <p>
          No se realizará ningún cargo real. Usa <strong>4242 4242 4242 4242</strong> para un pago
          aprobado o <strong>4000 0000 0000 0002</strong> para simular un rechazo, con cualquier
          fecha futura y cualquier CVC.
        </p>
      </div>
      <div className="test-card__fields">
        <div className="test-card__number">
          <TextField
            label="Número de tarjeta de prueba"
            name="cardNumber"
            inputMode="numeric"
            autoComplete="off"
            placeholder="4242 4242 4242 4242"
            isDisabled={disabled}
            value={value.cardNumber}
            onChange={(e) => onChange({ ...value, cardNumber: groupDigits(e.target.value) })}
          />
        </div>
        <TextField
          label="Vence (MM/AA)"
          name="expiry"
          inputMode="numeric"
          autoComplete="off"
          placeholder="12/34"
          isDisabled={disabled}
          value={value.expiry}
          onChange={(e) => onChange({ ...value, expiry: formatExpiry(e.target.value) })}
        />
        <TextField
          label="CVC"
          name="cvc"
          inputMode="numeric"
          autoComplete="off"
          placeholder="123"
          maxLength={4}
          isDisabled={disabled}
          value={value.cvc}
          onChange={(e) =>
            onChange({ ...value, cvc: e.target.value.replace(/\D/g, '').slice(0, 4) })
          }
        />
      </div>
    </div>
  );
}
