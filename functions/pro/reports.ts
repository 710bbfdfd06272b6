import { db, tableName } from '../commons/db.ts';
import { notFound } from '../commons/errors.ts';
import { activityPut, type Activity } from '../commons/activity.ts';
import { writeTransaction } from '../commons/transactions.ts';
import {
  PRO_LIMITS,
  PRO_MESSAGES,
  type ReportInput,
  type ReportListResponse,
  type ReportRecord,
} from '../../shared/api/pro-catalog.ts';
import { LETTER_MESSAGES, type LetterInput, type LetterRecord } from '../../shared/api/letters.ts';
import type { PortfolioReportSnapshot } from '../../shared/api/portfolio.ts';
import { countOf } from '../../shared/format.ts';
import { newItemId } from './ids.ts';
import type { PackageRecord } from '../../shared/api/vault-catalog.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

/**
 * The reports history: each generated report's input, so its PDF can be rebuilt and downloaded
 * again with its original date. Items: pk USER#<id>, sk REPORT#<ISO time>#<id> (the id carries
 * the time, so one is a key lookup). Kinds: deal reports (no kind), Elite portfolio reports
 * (`kind: 'portfolio'`), letters for lenders (`kind: 'letter'`) and lender packages built
 * from the vault (`kind: 'package'`, functions/vault/package.ts writes them). Access patterns:
 * newest 50 of every kind (query, descending); one item (get).
 */

/**
 * The input is stored as JSON text (opaque to the table; empty strings are not storable). A
 * portfolio report (Elite) keeps its snapshot instead; items without a kind are deal reports.
 */
function toRecord(item: Record<string, unknown>): ReportRecord {
  const { id, createdAt, inputJson, kind, portfolioJson } = item as {
    id: string;
    createdAt: string;
    inputJson?: string;
    kind?: string;
    portfolioJson?: string;
  };
  if (kind === 'portfolio') {
    return {
      id,
      createdAt,
      kind: 'portfolio',
      portfolio: JSON.parse(portfolioJson!) as PortfolioReportSnapshot,
    };
  }
  return { id, createdAt, kind: 'deal', input: JSON.parse(inputJson!) as ReportInput };
}

/**
 * Write an item of the reports history (a report, a portfolio report, a letter) and its activity
 * line in one transaction: one table call, and no
 * activity line for a report that was not saved (nor a saved report answered with an error).
 */
async function saveReport<R extends { id: string; createdAt: string }>(
  userId: string,
  record: R,
  stored: Record<string, unknown>,
  activity: Omit<Activity, 'createdAt'>,
  now: Date,
): Promise<R> {
  await writeTransaction([
    {
      Put: {
        TableName: tableName,
        Item: {
          ...keys.report(userId, record.id),
          id: record.id,
          createdAt: record.createdAt,
          ...stored,
        },
        ConditionExpression: 'attribute_not_exists(pk)',
      },
    },
    activityPut(userId, activity, now),
  ]);
  return record;
}

export function createReport(
  userId: string,
  input: ReportInput,
  now: Date = new Date(),
): Promise<ReportRecord> {
  const record: ReportRecord = {
    id: newItemId(now),
    createdAt: now.toISOString(),
    kind: 'deal',
    input,
  };
  return saveReport(
    userId,
    record,
    { inputJson: JSON.stringify(input) },
    {
      kind: 'report',
      title: `Reporte: ${input.propertyAddress}`,
      href: `/reportes-profesionales?report=${record.id}`,
    },
    now,
  );
}

/** The newest 50 items of the history, split by kind (each list newest first). */
export async function listReports(userId: string): Promise<ReportListResponse> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': userPk(userId), ':prefix': PREFIX.report },
    ScanIndexForward: false,
    Limit: PRO_LIMITS.listMax,
  });
  const items = result.Items ?? [];
  return {
    reports: items
      .filter((item) => item.kind !== 'letter' && item.kind !== 'package')
      .map(toRecord),
    letters: items.filter((item) => item.kind === 'letter').map(toLetter),
    packages: items.filter((item) => item.kind === 'package').map(toPackage),
  };
}

function toPackage(item: Record<string, unknown>): PackageRecord {
  return {
    id: String(item.id),
    createdAt: String(item.createdAt),
    fileCount: Number(item.fileCount),
    bytes: Number(item.bytes),
    expiresAt: String(item.expiresAt),
  };
}

export async function getReport(userId: string, id: string): Promise<ReportRecord> {
  const result = await db.get({ TableName: tableName, Key: keys.report(userId, id) });
  const kind = result.Item?.kind;
  if (!result.Item || kind === 'letter' || kind === 'package') {
    throw notFound(PRO_MESSAGES.reportNotFound);
  }
  return toRecord(result.Item);
}

/** Record an Elite portfolio report in the same history, with what it was built from. */
export function createPortfolioReport(
  userId: string,
  portfolio: PortfolioReportSnapshot,
  now: Date = new Date(),
): Promise<ReportRecord> {
  const record: ReportRecord = {
    id: newItemId(now),
    createdAt: now.toISOString(),
    kind: 'portfolio',
    portfolio,
  };
  return saveReport(
    userId,
    record,
    { kind: 'portfolio', portfolioJson: JSON.stringify(portfolio) },
    {
      kind: 'report',
      title: `Reporte de portafolio: ${countOf(portfolio.properties.length, 'propiedad', 'propiedades')}`,
      href: `/portafolio?reporte=${record.id}`,
    },
    now,
  );
}

/* ── Letters ──────────────────────────────────────────────────────────────── */

function toLetter(item: Record<string, unknown>): LetterRecord {
  const { id, createdAt, inputJson } = item as { id: string; createdAt: string; inputJson: string };
  return { id, createdAt, input: JSON.parse(inputJson) as LetterInput };
}

/** Record a generated letter in the history and the recent activity. */
export function createLetter(
  userId: string,
  input: LetterInput,
  title: string,
  now: Date = new Date(),
): Promise<LetterRecord> {
  const record: LetterRecord = { id: newItemId(now), createdAt: now.toISOString(), input };
  return saveReport(
    userId,
    record,
    { kind: 'letter', inputJson: JSON.stringify(input) },
    { kind: 'report', title, href: '/califico#cartas' },
    now,
  );
}

export async function getLetter(userId: string, id: string): Promise<LetterRecord> {
  const result = await db.get({ TableName: tableName, Key: keys.report(userId, id) });
  if (!result.Item || result.Item.kind !== 'letter') throw notFound(LETTER_MESSAGES.letterNotFound);
  return toLetter(result.Item);
}
