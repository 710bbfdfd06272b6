import { useMutation } from '@tanstack/react-query';
import type { PortalResponse } from '@shared/api/billing';
import { apiJson } from '@/lib/api-client';

/** POST /api/billing/portal: the page where the card is changed (Stripe's Billing Portal). */
export function useOpenPortal() {
  return useMutation({
    mutationFn: () => apiJson<PortalResponse>('POST', '/api/billing/portal'),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
