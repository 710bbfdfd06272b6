import { requireCaller, route } from '../../commons/http.ts';
import { listFileItems, toVaultFile } from '../files.ts';
import { latestReview, reviewSummary, withReview } from '../reviews.ts';
import { VAULT_LIMITS, type VaultListResponse } from '../../../shared/api/vault-catalog.ts';

/** GET /api/vault/files — the member's files, each with its review state, and the quota used. */
export const handler = route('GET /api/vault/files', async (req) => {
  const caller = requireCaller(req);
  const [items, review] = await Promise.all([
    listFileItems(caller.userId),
    latestReview(caller.userId),
  ]);
  const ready = items.filter((f) => f.status === 'ready');
  const body: VaultListResponse = {
    files: withReview(items.map(toVaultFile), review),
    review: reviewSummary(review),
    usage: {
      files: ready.length,
      bytes: ready.reduce((sum, f) => sum + f.size, 0),
      maxFiles: VAULT_LIMITS.maxFiles,
      maxBytes: VAULT_LIMITS.maxTotalBytes,
    },
  };
  return { body };
});
