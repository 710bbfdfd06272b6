import { route } from '../../commons/http.ts';
import { openSharedPackage } from '../connections.ts';

/**
 * GET /api/lender-links/{token} (public) — the read-only package a lender opens from its email;
 * each open is logged. 404 for an unknown token, 410 once expired or revoked (Spanish messages).
 */
export const handler = route('GET /api/lender-links/{token}', async (req) => {
  return {
    headers: { 'cache-control': 'no-store' },
    body: await openSharedPackage(req.params.token ?? ''),
  };
});
