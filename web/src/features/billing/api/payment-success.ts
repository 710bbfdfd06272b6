import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';
import { USER_QUERY_KEY } from '@/lib/session';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';
import type { PaymentSuccessInput, PaymentSuccessResponse } from '@shared/api/billing';

/** POST /api/payment-success: the server checks the intent with the provider. */
function notifyPaymentSuccess(input: PaymentSuccessInput) {
  return apiJson<PaymentSuccessResponse>('POST', '/api/payment-success', input);
}

export function usePaymentSuccess() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: notifyPaymentSuccess,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
  });
}
