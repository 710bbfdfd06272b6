import type { SubscribeResponse } from '@shared/api/billing';
import { formatDate, formatMoney } from '@shared/format';
import { PLANS, planFeatures, type PaidPlanId } from '@shared/plans';
import { usePlanContent } from '@/features/videos/api/get-videos';

interface OrderSummaryProps {
  plan: PaidPlanId;
  session: SubscribeResponse;
  /** How many of the plan's features to list (the Elite checkout lists them all). */
  featureCount?: number;
}

/**
 * The order summary: the plan, what is due today and when the first charge comes. Amounts and the
 * trial's end are the server's (the subscription the Payment Element confirms), not the catalogue's.
 */
export function OrderSummary({ plan, session, featureCount }: OrderSummaryProps) {
  const content = usePlanContent();
  const details = PLANS[plan];
  const monthly = (session.amount ?? details.monthlyPrice * 100) / 100;
  const today = (session.amountDueToday ?? session.amount ?? 0) / 100;
  const trialEnd = session.trialEnd ? formatDate(session.trialEnd) : null;
  const all = planFeatures(plan, content);
  const features = featureCount ? all.slice(0, featureCount) : all;
  return (
    <aside className="order-summary" aria-labelledby="resumen-pedido">
      <h2 id="resumen-pedido" className="order-summary__title">
        Resumen del pedido
      </h2>
      <div className="order-summary__plan">
        <div>
          <p className="order-summary__name">Plan {details.name}</p>
          <p className="order-summary__tagline">{details.tagline}</p>
        </div>
        <p className="order-summary__price">
          {formatMoney(monthly)}
          <span>/mes</span>
        </p>
      </div>
      {trialEnd ? (
        <p className="order-summary__trial">
          <strong>{details.trialDays} días de prueba gratis.</strong> Hoy no se te cobra nada; el
          primer cargo de {formatMoney(monthly)} será el {trialEnd}. Cancela antes y no pagas.
        </p>
      ) : null}
      <ul className="order-summary__features">
        {features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      <dl className="order-summary__totals">
        <div>
          <dt>Suscripción mensual</dt>
          <dd>{formatMoney(monthly)}</dd>
        </div>
        {trialEnd ? (
          <div>
            <dt>Primer cargo</dt>
            <dd>{trialEnd}</dd>
          </div>
        ) : null}
        <div className="order-summary__total">
          <dt>Total hoy</dt>
          <dd>{formatMoney(today)}</dd>
        </div>
      </dl>
      <ul className="order-summary__assurances">
        <li>Facturación mensual automática; cancela cuando quieras.</li>
        <li>Garantía de satisfacción de 30 días.</li>
        <li>Pago procesado de forma segura; no guardamos los datos de tu tarjeta.</li>
      </ul>
      <p className="order-summary__fine-print">
        Suscripción educativa: no garantiza la aprobación de ningún préstamo ni es un servicio de
        corretaje.
      </p>
    </aside>
  );
}
