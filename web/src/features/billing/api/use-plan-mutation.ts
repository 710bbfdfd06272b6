import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PlanChangeResponse } from '@shared/api/billing';
import { USER_QUERY_KEY } from '@/lib/session';
import { SUBSCRIPTION_QUERY_KEY } from './get-subscription';

/** After a change: the answer is the new subscription state; the user's plan is read again. */
export function usePlanMutation<TInput>(request: (input: TInput) => Promise<PlanChangeResponse>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (answer) => queryClient.setQueryData(SUBSCRIPTION_QUERY_KEY, answer.subscription),
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: USER_QUERY_KEY });
      await queryClient.invalidateQueries({ queryKey: SUBSCRIPTION_QUERY_KEY });
    },
  });
}
