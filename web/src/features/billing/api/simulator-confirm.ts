import { apiJson } from '@/lib/api-client';
import type { SimulatorConfirmInput, SimulatorConfirmResponse } from '@shared/api/billing';

/** POST /api/billing/simulator/confirm: the offline simulator's stand-in for Stripe.js. */
export function confirmSimulatedCard(input: SimulatorConfirmInput) {
  return apiJson<SimulatorConfirmResponse>('POST', '/api/billing/simulator/confirm', input);
}
