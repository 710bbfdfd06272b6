import { requireCaller, route } from '../../commons/http.ts';
import { confirmPayment } from '../payment-success.ts';
import { paymentSuccessSchema } from '../../../shared/api/billing.ts';

/** POST /api/payment-success — verified with the provider, then the webhook's sync. */
export const handler = route('POST /api/payment-success', async (req) => ({
  body: await confirmPayment(requireCaller(req), paymentSuccessSchema.parse(req.body)),
}));
