import { batchDeleteKeys, queryAll } from '../commons/db.ts';
import { deletePrefix } from '../commons/storage.ts';
import { remindOn, staleOn } from '../../shared/api/vault-catalog.ts';
import { listFileItems, memberPrefix } from './files.ts';
import { packagePrefix } from './zip-names.ts';
import { keys, userPk, PREFIX, type ItemKey } from '../commons/keys.ts';

/**
 * Everything the vault holds of a member, gone (account deletion): every object under the
 * member's prefixes with all their versions, then the items — files, quota counter, reminders,
 * reviews and their place in the staff queue, packages. Objects first: if this stops half way,
 * running it again finds the items and finishes; no item is left pointing at nothing it could
 * not delete again. Returns how many objects were deleted.
 */
export async function deleteMemberVault(userId: string): Promise<number> {
  const objects =
    (await deletePrefix(memberPrefix(userId))) + (await deletePrefix(packagePrefix(userId)));
  const doomed: ItemKey[] = [];
  for (const file of await listFileItems(userId, true)) {
    doomed.push({ pk: file.pk, sk: file.sk });
    const stale = staleOn(
      file.documentId ?? null,
      file.documentDate ?? null,
      file.uploadedAt ?? null,
    );
    if (stale && file.status === 'ready')
      doomed.push(keys.reminder(remindOn(stale), userId, file.fileId));
  }
  for (const item of await queryPrefix(userId, PREFIX.review)) {
    doomed.push({ pk: String(item.pk), sk: String(item.sk) });
    if (item.status === 'abierta') {
      doomed.push(keys.reviewQueue(String(item.submittedAt), userId, String(item.reviewId)));
    }
  }
  // The packages' entries in the reports history (their ZIPs went with the prefix above).
  for (const item of await queryPrefix(userId, PREFIX.report)) {
    if (item.kind === 'package') doomed.push({ pk: String(item.pk), sk: String(item.sk) });
  }
  doomed.push(keys.reviewOpen(userId), keys.vaultCounter(userId));
  await batchDeleteKeys(doomed);
  return objects;
}

function queryPrefix(userId: string, prefix: string): Promise<Record<string, unknown>[]> {
  return queryAll({ pk: userPk(userId), prefix, consistent: true });
}
