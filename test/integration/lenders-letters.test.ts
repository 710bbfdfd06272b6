import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createLetter } from '../../functions/qualify/handlers/create-letter.ts';
import { handler as getLetter } from '../../functions/qualify/handlers/get-letter.ts';
import { handler as getReport } from '../../functions/pro/handlers/get-report.ts';
import { handler as listReports } from '../../functions/pro/handlers/list-reports.ts';
import { LETTER_MESSAGES, type LetterRequest } from '../../shared/api/letters.ts';
import type { ReportListResponse } from '../../shared/api/pro-catalog.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';
import { WORKED_EXAMPLE } from '../support/worked-example.ts';

const standardFontDataUrl = `${path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of a PDF, page by page (pdfjs: the PDF must parse to be read at all). */
async function pdfPages(data: Buffer): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), standardFontDataUrl }).promise;
  const pages: string[] = [];
  for (let n = 1; n <= pdf.numPages; n++) {
    const content = await (await pdf.getPage(n)).getTextContent();
    pages.push(
      content.items
        .map((item) => ('str' in item ? item.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  await pdf.destroy();
  return pages;
}

let cookie: string;
let free: string;
let otherPro: string;

beforeAll(async () => {
  const member = await signedInUser({ firstName: 'Lucía', lastName: 'Peña' });
  await grantPlan(member.user.id, 'pro');
  cookie = member.cookie;
  free = (await signedInUser()).cookie;
  const other = await signedInUser();
  await grantPlan(other.user.id, 'pro');
  otherPro = other.cookie;
});

const post = (body: unknown, as = cookie) =>
  createLetter(
    apiEvent({ method: 'POST', path: '/api/letters', cookies: [as], body, sourceIp: randomIp() }),
  );

const NAME = 'Lucía Peña Ramírez';

const LETTERS: Record<LetterRequest['type'], { body: LetterRequest; facts: string[] }> = {
  'credit-inquiries': {
    body: {
      type: 'credit-inquiries',
      fullName: NAME,
      lenderName: 'Banco Ejemplo',
      inquiries: [
        {
          creditor: 'Capital Auto',
          date: '2026-09-14',
          reason: 'auto-loan',
          newAccount: false,
          note: 'I decided not to buy the car.',
        },
      ],
    },
    facts: [
      'Capital Auto',
      'September 14, 2026',
      'I decided not to buy the car.',
      '14 de septiembre',
    ],
  },
  'large-deposit': {
    body: {
      type: 'large-deposit',
      fullName: NAME,
      deposits: [
        {
          date: '2026-10-02',
          amount: 8500,
          account: 'Chase ****1234',
          source: 'sale-of-asset',
          note: 'Sold my 2018 truck to a neighbor.',
        },
      ],
      documentsAttached: true,
    },
    facts: ['$8,500.00', 'Chase ****1234', 'Sold my 2018 truck to a neighbor.', 'venta de un bien'],
  },
  'address-change': {
    body: {
      type: 'address-change',
      fullName: NAME,
      addresses: [
        { address: '12 Oak St, Houston, TX', from: '2021-03', to: '2024-06' },
        { address: '400 Pine Ave, Katy, TX', from: '2024-08', to: '' },
      ],
      explanation: 'Between June and August 2024 I lived with my parents.',
    },
    facts: ['12 Oak St, Houston, TX', 'March 2021', 'present', 'I lived with my parents'],
  },
  gift: {
    body: {
      type: 'gift',
      fullName: NAME,
      propertyAddress: '88 Elm St, San Antonio, TX 78201',
      donorName: 'Rosa Ramírez',
      relationship: 'mother',
      amount: 20000,
      transferDate: '2026-11-01',
      noRepayment: true,
    },
    facts: ['Rosa Ramírez', '$20,000.00', 'my mother', 'No repayment is expected', 'regalo'],
  },
  'preapproval-request': {
    body: {
      type: 'preapproval-request',
      fullName: NAME,
      lenderName: 'Prestamista Sur',
      propertyAddress: '88 Elm St, San Antonio, TX 78201',
      deal: WORKED_EXAMPLE.deal,
      fico: WORKED_EXAMPLE.borrower.fico,
      message: 'I can close in 30 days.',
    },
    // The worked example (test/support/worked-example.ts): PITIA 1,678.11 + 300 + 150 = 2,128.11;
    // DSCR 2,400 / 2,128.11 = 1.13; LTV 80 %.
    facts: [
      'Prestamista Sur',
      '$240,000.00',
      '80.00%',
      '$2,128.11',
      '1.13',
      '700',
      'I can close in 30 days.',
    ],
  },
};

const DEPOSIT = LETTERS['large-deposit'].body as Extract<LetterRequest, { type: 'large-deposit' }>;

describe('POST /api/letters', () => {
  for (const [type, { body, facts }] of Object.entries(LETTERS)) {
    it(`${type}: a valid PDF in English then Spanish, with the member's name and facts`, async () => {
      const result = await post(body);
      expect(result.statusCode).toBe(201);
      expect(result.headers?.['content-type']).toBe('application/pdf');
      expect(result.headers?.['content-disposition']).toMatch(
        new RegExp(`^attachment; filename="carta-${type}-\\d{4}-\\d{2}-\\d{2}\\.pdf"$`),
      );
      expect(result.isBase64Encoded).toBe(true);
      const data = Buffer.from(result.body!, 'base64');
      expect(data.subarray(0, 5).toString()).toBe('%PDF-');
      const pages = await pdfPages(data);
      expect(pages.length).toBeGreaterThanOrEqual(2);
      const text = pages.join('\n');
      expect(text).toContain(NAME);
      for (const fact of facts) expect(text).toContain(fact);
      // English first (lenders read English), then the Spanish version.
      expect(pages[0]).toMatch(/Sincerely|Gift Letter/);
      expect(pages.at(-1)).toMatch(/Atentamente|Carta de regalo/);
    });
  }

  it('one language only when asked', async () => {
    const result = await post({ ...LETTERS['large-deposit'].body, language: 'en' });
    const pages = await pdfPages(Buffer.from(result.body!, 'base64'));
    expect(pages).toHaveLength(1);
    expect(pages[0]).not.toContain('Atentamente');
  });

  it('kept in the history and downloaded again as the same letter', async () => {
    const first = await post(LETTERS.gift.body);
    const id = String(first.headers!['x-letter-id']);
    const history = jsonBody<ReportListResponse>(
      await listReports(apiEvent({ path: '/api/pro/reports', cookies: [cookie] })),
    );
    expect(history.letters.map((l) => l.id)).toContain(id);
    expect(history.reports.map((r) => r.id)).not.toContain(id);
    const again = await getLetter(
      apiEvent({ path: `/api/letters/${id}`, pathParameters: { id }, cookies: [cookie] }),
    );
    expect(again.statusCode).toBe(200);
    expect(again.body).toBe(first.body); // same input, same date: the same bytes
    // A letter is not a professional report.
    const asReport = await getReport(
      apiEvent({ path: `/api/pro/reports/${id}`, pathParameters: { id }, cookies: [cookie] }),
    );
    expect(asReport.statusCode).toBe(404);
    // Another Pro member cannot read it.
    const other = await getLetter(
      apiEvent({ path: `/api/letters/${id}`, pathParameters: { id }, cookies: [otherPro] }),
    );
    expect(other.statusCode).toBe(404);
    expect(jsonBody(other)).toEqual({ message: LETTER_MESSAGES.letterNotFound });
  });

  it('refuses in Spanish, writing nothing to the history', async () => {
    const before = jsonBody<ReportListResponse>(
      await listReports(apiEvent({ path: '/api/pro/reports', cookies: [cookie] })),
    ).letters.length;
    const cases: [unknown, string][] = [
      [{ ...LETTERS.gift.body, noRepayment: false }, LETTER_MESSAGES.noRepayment],
      [{ ...LETTERS.gift.body, fullName: '  ' }, LETTER_MESSAGES.fullName],
      [{ ...LETTERS['credit-inquiries'].body, inquiries: [] }, LETTER_MESSAGES.items],
      [
        {
          ...LETTERS['large-deposit'].body,
          deposits: [{ ...DEPOSIT.deposits[0]!, date: '2026-13-45' }],
        },
        LETTER_MESSAGES.date,
      ],
      [{ type: 'love-letter', fullName: NAME }, 'Elige el tipo de carta'],
    ];
    for (const [body, message] of cases) {
      const result = await post(body);
      expect(result.statusCode, message).toBe(400);
      expect(jsonBody(result)).toEqual({ message });
    }
    const after = jsonBody<ReportListResponse>(
      await listReports(apiEvent({ path: '/api/pro/reports', cookies: [cookie] })),
    ).letters.length;
    expect(after).toBe(before);
  });

  it('a free member gets no letter', async () => {
    const result = await post(LETTERS.gift.body, free);
    expect(result.statusCode).toBe(403);
    expect(jsonBody(result)).toEqual({ message: MESSAGES.forbiddenPro });
  });
});
