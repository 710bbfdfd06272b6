/**
 * The lender package on the S3 emulator and DynamoDB Local: built server-side as one streamed ZIP,
 * kept in the reports history, downloaded through a presigned GET, unzipped and checked entry by
 * entry (names by guide item, the same bytes, a cover PDF with the index).
 */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as listReports } from '../../functions/handlers/pro/list-reports.ts';
import { handler as getReport } from '../../functions/handlers/pro/get-report.ts';
import { handler as createPackage } from '../../functions/handlers/vault/create-package.ts';
import { handler as downloadPackage } from '../../functions/handlers/vault/download-package.ts';
import { headObject } from '../../functions/commons/storage.ts';
import { deleteMemberVault } from '../../functions/vault/erase.ts';
import type { ReportListResponse } from '../../shared/api/pro-catalog.ts';
import { VAULT_MESSAGES, type PackageRecord } from '../../shared/api/vault-catalog.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { pdfTextOf } from '../support/pdf-text.ts';
import { jpegBytes, pdfBytes, uploadFile } from '../support/vault.ts';

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

describe('the lender package', () => {
  let record: PackageRecord & { downloadUrl: string };

  it('builds one ZIP: a cover and every file named by guide item, with the same bytes', async () => {
    const built = await call(createPackage, 'POST', '/api/vault/packages', member.cookie, {}, {});
    expect(built.statusCode).toBe(201);
    record = jsonBody(built);
    expect(record).toMatchObject({
      fileCount: 3,
      downloadUrl: `/api/vault/packages/${record.id}/download`,
    });

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
      '00 Portada del expediente.pdf',
      '01 Identificación oficial con foto.jpg',
      '03 Estados de cuenta bancarios (1 de 2).pdf',
      '03 Estados de cuenta bancarios (2 de 2).pdf',
    ]);
    expect(Buffer.from(entries['01 Identificación oficial con foto.jpg']!)).toEqual(license);
    expect(Buffer.from(entries['03 Estados de cuenta bancarios (1 de 2).pdf']!)).toEqual(march);
    expect(Buffer.from(entries['03 Estados de cuenta bancarios (2 de 2).pdf']!)).toEqual(april);

    // The cover: a PDF (pdfjs must parse it to read it) whose text holds the summary and index.
    const coverBytes = entries['00 Portada del expediente.pdf']!;
    expect(Buffer.from(coverBytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const cover = await pdfTextOf(coverBytes);
    for (const text of [
      'Expediente para el prestamista',
      'Lucía Núñez',
      'Documentos de la guía con archivo: 2 de 20; requeridos: 2 de 14.',
      '1. Identificación oficial con foto',
      'Archivo: 03 Estados de cuenta bancarios (1 de 2).pdf',
      'original: marzo.pdf',
      'Cifras del prestamista',
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
        createdAt: record.createdAt,
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
