import { requireCaller, route } from '../../commons/http.ts';
import { coverFacts } from '../../vault/lender-figures.ts';
import { buildPackage } from '../../vault/package.ts';
import { packageRequestSchema } from '../../../shared/api/vault.ts';
import { packageDownloadPath, type PackageRecord } from '../../../shared/api/vault-catalog.ts';

/**
 * POST /api/vault/packages — build the lender package ("Descargar expediente"): a ZIP with a cover
 * PDF and every file of the vault (or the chosen ones) named by guide item, kept in the reports
 * history. `dealFileId` (optional): one of the member's deal files, whose lender figures (DSCR,
 * LTV, reserves in months of PITIA) the cover shows; another member's is 404. 201 with the record and where to download it.
 */
export const handler = route('POST /api/vault/packages', async (req) => {
  const caller = requireCaller(req);
  const { fileIds, dealFileId } = packageRequestSchema.parse(req.body);
  const facts = await coverFacts(caller.userId, dealFileId);
  const built = await buildPackage(caller.profile, fileIds, facts);
  const record: PackageRecord = {
    id: built.id,
    createdAt: built.createdAt,
    fileCount: built.fileCount,
    bytes: built.bytes,
    expiresAt: built.expiresAt,
  };
  return { status: 201, body: { ...record, downloadUrl: packageDownloadPath(record.id) } };
});
