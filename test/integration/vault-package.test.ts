/**
 * The lender package on the S3 emulator and DynamoDB Local: queued by the request (202 and a job),
 * built by the jobs worker on the local queue as one streamed ZIP, kept in the reports history,
 * downloaded through a presigned GET, unzipped and checked entry by entry (names by guide item,
 * the same bytes, a cover PDF with the index); the member is emailed when it is ready.
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listReports } from '../../functions/pro/handlers/list-reports.ts';
import { handler as getReport } from '../../functions/pro/handlers/get-report.ts';
import { handler as createPackage } from '../../functions/vault/handlers/create-package.ts';
import { handler as downloadPackage } from '../../functions/vault/handlers/download-package.ts';
import { handler as createDealFile } from '../../functions/deal-files/handlers/create-deal-file.ts';
import { handler as saveProfile } from '../../functions/qualify/handlers/save-borrower-profile.ts';
import { headObject } from '../../functions/commons/storage.ts';
import { deleteMemberVault } from '../../functions/vault/erase.ts';
import type { ReportListResponse } from '../../shared/api/pro-catalog.ts';
import {
  VAULT_LIMITS,
  VAULT_MESSAGES,
  type PackageRecord,
} from '../../shared/api/vault-catalog.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { SAMPLE_DEAL } from '../support/sample-deal.ts';
import { jpegBytes, pdfBytes, uploadFile } from '../support/vault.ts';
import { DEAL_FILE_MESSAGES } from '../../shared/api/deal-files.ts';
import { db, tableName } from '../../functions/commons/db.ts';
import { JOB_MESSAGES, type JobAccepted } from '../../shared/api/jobs.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { waitForJob } from '../support/jobs.ts';
import { waitForEmail } from '../support/mail.ts';

type Handler = (e: ReturnType<typeof apiEvent>) => Promise<APIGatewayProxyStructuredResultV2>;
const call = (
  handler: Handler,
  method: string,
  path: string,
  cookie: string,
  params = {},
  body?: unknown,
) =>
  handler(
    apiEvent({
      method,
      path,
      cookies: [cookie],
      pathParameters: params,
      body,
      sourceIp: randomIp(),
    }),
  );

async function proMember() {
  const { account, cookie, user } = await signedInUser({ firstName: 'Lucía', lastName: 'Núñez' });
  await grantPlan(user.id, 'pro');
  return { account, cookie, userId: user.id };
}

let member: Awaited<ReturnType<typeof proMember>>;
const march = pdfBytes('Banco marzo');
const april = pdfBytes('Banco abril');
const license = jpegBytes(4096);

beforeAll(async () => {
  member = await proMember();
  for (const [name, type, bytes, documentId] of [
    ['marzo.pdf', 'application/pdf', march, 'personal-bank-statements'],
    ['abril.pdf', 'application/pdf', april, 'personal-bank-statements'],
    ['licencia.jpg', 'image/jpeg', license, 'personal-id'],
  ] as const) {
    const { result } = await uploadFile(member.cookie, { name, type, bytes, documentId });
    expect(result.statusCode).toBe(200);
  }
});

/** Ask for a package, follow its job to the end: the package as the job's result names it. */
async function buildThroughQueue(cookie: string, body: unknown) {
  const accepted = await call(createPackage, 'POST', '/api/vault/packages', cookie, {}, body);
  expect(accepted.statusCode).toBe(202);
  const { job, message } = jsonBody<JobAccepted>(accepted);
  expect(message).toBe(JOB_MESSAGES.packageQueued);
  expect(job).toMatchObject({ kind: 'vault-package', status: 'queued', result: null });
  const done = await waitForJob(cookie, job.id);
  expect(done.status).toBe('ready');
  return { job: done, record: { ...done.result!, id: done.result!.packageId! } };
}

describe('the lender package', () => {
  let record: Omit<PackageRecord, 'createdAt'> & { downloadUrl: string };

  it('builds one ZIP off the request: a cover and every file named by guide item, with the same bytes', async () => {
    const { job, record: built } = await buildThroughQueue(member.cookie, {});
    record = built;
    expect(record).toMatchObject({
      fileCount: 3,
      downloadUrl: `/api/vault/packages/${record.id}/download`,
    });
    expect(job.progress).toEqual({ done: 3, total: 3 });
    await waitForEmail(TEST_SES_URL, member.account.email, { subject: /expediente .* está listo/ });

    const answer = await call(downloadPackage, 'GET', record.downloadUrl, member.cookie, {
      id: record.id,
    });
    expect(answer.statusCode).toBe(302);
    const location = String(answer.headers!.location);
    expect(new URL(location).pathname).toContain(`/packages/${member.userId}/${record.id}.zip`);
    expect(Number(new URL(location).searchParams.get('X-Amz-Expires'))).toBeLessThanOrEqual(300);
    const response = await fetch(location);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="Expediente Inversor Listo \d{4}-\d{2}-\d{2}\.zip"/,
    );
    const entries = unzipSync(new Uint8Array(await response.arrayBuffer()));
    expect(Object.keys(entries)).toEqual([
      '00 Cover - borrower loan package.pdf',
      '01 Government-issued photo ID.jpg',
      '03 Bank statements (1 of 2).pdf',
      '03 Bank statements (2 of 2).pdf',
    ]);
    expect(Buffer.from(entries['01 Government-issued photo ID.jpg']!)).toEqual(license);
    expect(Buffer.from(entries['03 Bank statements (1 of 2).pdf']!)).toEqual(march);
    expect(Buffer.from(entries['03 Bank statements (2 of 2).pdf']!)).toEqual(april);

    // The cover: a PDF (pdfjs must parse it to read it) whose text holds the summary and index.
    const coverBytes = entries['00 Cover - borrower loan package.pdf']!;
    expect(Buffer.from(coverBytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const cover = await pdfTextOf(coverBytes);
    for (const text of [
      'Borrower loan package',
      'Lucía Núñez',
      'Checklist documents on file: 2 of 20; required: 2 of 14.',
      '1. Government-issued photo ID',
      'File: 03 Bank statements (1 of 2).pdf',
      'original: marzo.pdf',
      'Lender figures',
      'Portada en inglés para el prestamista',
    ]) {
      expect(cover, text).toContain(text);
    }
  });

  it('is kept in the reports history (and is not a report)', async () => {
    const history = jsonBody<ReportListResponse>(
      await call(listReports, 'GET', '/api/pro/reports', member.cookie),
    );
    expect(history.packages).toEqual([
      {
        id: record.id,
        createdAt: expect.any(String),
        fileCount: 3,
        bytes: record.bytes,
        expiresAt: record.expiresAt,
      },
    ]);
    expect(history.reports).toEqual([]);
    const asReport = await call(getReport, 'GET', `/api/pro/reports/${record.id}`, member.cookie, {
      id: record.id,
    });
    expect(asReport.statusCode).toBe(404);
  });

  it('belongs to its member only; an empty vault has nothing to package', async () => {
    const other = await proMember();
    const answer = await call(downloadPackage, 'GET', record.downloadUrl, other.cookie, {
      id: record.id,
    });
    expect(answer.statusCode).toBe(404);
    expect(jsonBody(answer)).toEqual({ message: VAULT_MESSAGES.packageNotFound });
    const empty = await call(createPackage, 'POST', '/api/vault/packages', other.cookie, {}, {});
    expect(empty.statusCode).toBe(400);
    expect(jsonBody(empty)).toEqual({ message: VAULT_MESSAGES.packageEmpty });
  });

  it('refuses up front a package larger than the vault’s quota (413, nothing queued)', async () => {
    const big = await proMember();
    const { id } = await uploadFile(big.cookie, {
      name: 'contrato.pdf',
      type: 'application/pdf',
      bytes: pdfBytes('Contrato'),
      documentId: 'property-purchase-contract',
    });
    // The guard reads the sizes the vault recorded (the quota stops real uploads before it).
    await setRecordedSize(big.userId, id, VAULT_LIMITS.maxPackageBytes + 1);
    const refused = await call(createPackage, 'POST', '/api/vault/packages', big.cookie, {}, {});
    expect(refused.statusCode).toBe(413);
    expect(jsonBody(refused)).toEqual({ message: VAULT_MESSAGES.packageTooLarge(501) });
    expect(jsonBody<{ message: string }>(refused).message).toMatch(
      /^El expediente pesaría 501 MB y el máximo para armarlo de una vez es 500 MB\./,
    );
    const history = jsonBody<ReportListResponse>(
      await call(listReports, 'GET', '/api/pro/reports', big.cookie),
    );
    expect(history.packages).toEqual([]);
  });

  it('goes with the member’s vault when it is erased', async () => {
    const key = `packages/${member.userId}/${record.id}.zip`;
    expect(await headObject(key)).toBeDefined();
    await deleteMemberVault(member.userId);
    expect(await headObject(key)).toBeUndefined();
    const history = jsonBody<ReportListResponse>(
      await call(listReports, 'GET', '/api/pro/reports', member.cookie),
    );
    expect(history.packages).toEqual([]);
  });
});

/** Set the size the vault recorded for a file (the sizes a full vault would hold). */
async function setRecordedSize(userId: string, fileId: string, size: number) {
  await db.update({
    TableName: tableName,
    Key: { pk: `USER#${userId}`, sk: `FILE#${fileId}` },
    UpdateExpression: 'SET #size = :size',
    ExpressionAttributeNames: { '#size': 'size' },
    ExpressionAttributeValues: { ':size': size },
    ConditionExpression: 'attribute_exists(pk)',
  });
}

/** The cover's text of a package the member builds with `body`, downloaded and unzipped. */
async function coverText(cookie: string, body: unknown): Promise<string> {
  const { record: made } = await buildThroughQueue(cookie, body);
  const answer = await call(downloadPackage, 'GET', made.downloadUrl, cookie, { id: made.id });
  const zip = unzipSync(
    new Uint8Array(await (await fetch(String(answer.headers!.location))).arrayBuffer()),
  );
  return pdfTextOf(zip['00 Cover - borrower loan package.pdf']!);
}

describe('the cover with a deal file', () => {
  let owner: Awaited<ReturnType<typeof proMember>>;
  let dealFileId: string;

  beforeAll(async () => {
    owner = await proMember();
    await uploadFile(owner.cookie, {
      name: 'contrato.pdf',
      type: 'application/pdf',
      bytes: pdfBytes('Contrato'),
      documentId: 'property-purchase-contract',
    });
    const created = await call(
      createDealFile,
      'POST',
      '/api/deal-files',
      owner.cookie,
      {},
      SAMPLE_DEAL,
    );
    expect(created.statusCode).toBe(201);
    dealFileId = jsonBody<{ id: string }>(created).id;
  });

  it('without a borrower profile: the deal’s figures, reserves "n/a"', async () => {
    const text = await coverText(owner.cookie, { dealFileId });
    // SAMPLE_DEAL: loan 200,000 − 50,000 = 150,000; P&I at 7 % over 30 years = 997.95;
    // PITIA = 997.95 + 250 taxes + 100 insurance + 0 HOA = 1,347.95; DSCR = 2,100 ÷ 1,347.95
    // = 1.5579; LTV = 150,000 ÷ 200,000 = 75 %.
    for (const line of [
      'Borrower profile: not given (no ¿Califico? profile saved)',
      'Property deal file: Dúplex en Cleveland',
      'Property: Dúplex en Cleveland · 3412 W 54th St, Cleveland, OH',
      'Purchase price: $200,000.00',
      'Loan amount (price less down payment): $150,000.00',
      'Gross monthly rent: $2,100.00',
      'Monthly PITIA: $1,347.95 (P&I $997.95, taxes $250.00, insurance $100.00, HOA $0.00)',
      'DSCR (rent / PITIA): 1.56',
      'LTV (loan / price): 75.0%',
      'Cash to close (down payment + closing costs + rehab): n/a',
      'Reserves after closing: n/a (no assets saved in ¿Califico?)',
      '1. Executed purchase contract',
    ]) {
      expect(text, line).toContain(line);
    }
  });

  it('with the ¿Califico? profile: the member’s summary and reserves after funds to close', async () => {
    const saved = await call(
      saveProfile,
      'PUT',
      '/api/borrower-profile',
      owner.cookie,
      {},
      {
        fico: 720,
        borrowerType: 'resident',
        propertiesOwned: 2,
        entity: 'llc',
        reserves: { cash: 90_000, retirement: 10_000, brokerage: 0 },
      },
    );
    expect(saved.statusCode).toBe(200);
    const text = await coverText(owner.cookie, { dealFileId });
    // Funds to close = 50,000 down + 6,000 closing + 14,000 rehab = 70,000. Counted = 90,000 +
    // 0.5 × 10,000 + 0.5 × 0 = 95,000; (95,000 − 70,000) ÷ PITIA 1,347.95 = 18.55 months.
    expect(text).toContain(
      'Borrower profile: FICO 720 · permanent resident · 2 investment properties owned · vesting in an LLC',
    );
    expect(text).toContain('Cash to close (down payment + closing costs + rehab): $70,000.00');
    expect(text).toContain(
      'Reserves after closing: 18.5 months of PITIA: ($95,000.00 counted - $70,000.00 to close) / $1,347.95 a month (counted: cash + 50% of retirement + 50% of brokerage)',
    );
  });

  it('another member’s deal file is 404, and no package is built', async () => {
    const other = await proMember();
    await uploadFile(other.cookie, {
      name: 'id.jpg',
      type: 'image/jpeg',
      bytes: jpegBytes(2048),
      documentId: 'personal-id',
    });
    const answer = await call(
      createPackage,
      'POST',
      '/api/vault/packages',
      other.cookie,
      {},
      {
        dealFileId,
      },
    );
    expect(answer.statusCode).toBe(404);
    expect(jsonBody(answer)).toEqual({ message: DEAL_FILE_MESSAGES.notFound });
    const history = jsonBody<ReportListResponse>(
      await call(listReports, 'GET', '/api/pro/reports', other.cookie),
    );
    expect(history.packages).toEqual([]);
    const invalid = await call(
      createPackage,
      'POST',
      '/api/vault/packages',
      other.cookie,
      {},
      {
        dealFileId: 'x'.repeat(41),
      },
    );
    expect(invalid.statusCode).toBe(400);
    expect(jsonBody(invalid)).toEqual({ message: VAULT_MESSAGES.dealFileInvalid });
  });
});
