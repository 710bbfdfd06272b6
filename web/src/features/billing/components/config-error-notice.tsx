import { BILLING_MESSAGES } from '@shared/api/billing-texts';

/**
 * The checkout could not be prepared (no client secret, the billing configuration or Stripe.js
 * did not load): 'Error de Configuración', with a reload.
 */
export function ConfigErrorNotice() {
  return (
    <div className="checkout-notice checkout-notice--error" role="alert">
      <h2>{BILLING_MESSAGES.configTitle}</h2>
      <p>{BILLING_MESSAGES.configPage}</p>
      <button type="button" className="btn btn--navy" onClick={() => window.location.reload()}>
        Recargar la página
      </button>
    </div>
  );
}
