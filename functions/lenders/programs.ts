import { db, queryAll, tableName } from '../commons/db.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { lenderProgramSchema, type LenderProgram } from '../../shared/lenders/program.ts';
import {
  LENDER_PROGRAM_CONFIRM_DAYS,
  PUBLISHED_GUIDE_STALE_DAYS,
  type LenderOrganisation,
} from '../../shared/api/lenders.ts';
import { keys, PREFIX, PARTITION } from '../commons/keys.ts';
import { listLenders } from './organisations.ts';

/**
 * Lender programs in the table: loaded by ops (scripts/lender-programs.ts: published guides and,
 * on a fresh install, examples) or kept by a verified lender (functions/lenders/lender-programs.ts).
 * Two items per program, written in one transaction:
 *   pk PROGRAM#<id>  sk PROGRAM       one program by id (a key lookup)
 *   pk PROGRAMS      sk PROGRAM#<id>  the listing partition: every program in one query, no scan
 * The program is kept as JSON text and validated again when read. A lender's program also
 * carries `lenderId`, `confirmedAt` (its last save) and `remindedAt` (the 100-day reminder).
 *
 * What matches (`listPrograms`): a lender's program while its organisation is verified and for
 * LENDER_PROGRAM_CONFIRM_DAYS after its lender last confirmed it; a published guide for
 * PUBLISHED_GUIDE_STALE_DAYS after it was read; every example. A lender's program shows its
 * organisation's name, contact and website as they are now.
 */

const DAY_MS = 86_400_000;

export interface StoredProgram {
  program: LenderProgram;
  lenderId?: string;
  confirmedAt?: string;
  remindedAt?: string;
}

export interface LenderMeta {
  lenderId: string;
  confirmedAt: string;
}

function items(program: LenderProgram, updatedAt: string, meta?: LenderMeta) {
  const data = {
    id: program.id,
    programJson: JSON.stringify(program),
    updatedAt,
    ...(meta ? { lenderId: meta.lenderId, confirmedAt: meta.confirmedAt } : {}),
  };
  return [
    { ...keys.program(program.id), ...data },
    { ...keys.programListing(program.id), ...data },
  ];
}

function fromItem(item: Record<string, unknown>): StoredProgram {
  return {
    program: lenderProgramSchema.parse(JSON.parse(String(item.programJson))),
    ...(typeof item.lenderId === 'string' ? { lenderId: item.lenderId } : {}),
    ...(typeof item.confirmedAt === 'string' ? { confirmedAt: item.confirmedAt } : {}),
    ...(typeof item.remindedAt === 'string' ? { remindedAt: item.remindedAt } : {}),
  };
}

class ProgramOwned extends Error {
  override name = 'ProgramOwned';
}

/**
 * Ops: add or replace a program; says whether it is new. A program kept by a lender is never
 * replaced from a file (ProgramOwned): it is the lender's.
 */
export async function putProgram(
  program: LenderProgram,
  now: Date = new Date(),
): Promise<{ created: boolean }> {
  const existing = await getStoredProgram(program.id);
  try {
    await writeTransaction(
      items(program, now.toISOString()).map((Item) => ({
        Put: { TableName: tableName, Item, ConditionExpression: 'attribute_not_exists(lenderId)' },
      })),
    );
  } catch (error) {
    if (error instanceof ConditionsFailed) throw new ProgramOwned(`${program.id} is a lender's`);
    throw error;
  }
  return { created: existing === null };
}

/**
 * A lender's program written: new (`ifNew`: the id must be free) or replacing the lender's own
 * (the stored one must carry the same `lenderId`). False when the condition failed.
 */
export async function putLenderProgram(
  program: LenderProgram,
  meta: LenderMeta,
  mode: 'create' | 'replace',
  now: Date = new Date(),
): Promise<boolean> {
  const condition =
    mode === 'create'
      ? { ConditionExpression: 'attribute_not_exists(pk)' }
      : {
          ConditionExpression: 'lenderId = :me',
          ExpressionAttributeValues: { ':me': meta.lenderId },
        };
  try {
    await writeTransaction(
      items(program, now.toISOString(), meta).map((Item) => ({
        Put: { TableName: tableName, Item, ...condition },
      })),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionsFailed) return false;
    throw error;
  }
}

export async function getStoredProgram(id: string): Promise<StoredProgram | null> {
  const result = await db.get({ TableName: tableName, Key: keys.program(id) });
  return result.Item ? fromItem(result.Item) : null;
}

/**
 * One program as members see it today (a lender's with its organisation as it is now) and its
 * lender on the platform, or null when there is none or it no longer matches.
 */
export async function getMatchableProgram(
  id: string,
  now: Date = new Date(),
): Promise<{ program: LenderProgram; lenderId?: string } | null> {
  const stored = await getStoredProgram(id);
  if (!stored) return null;
  const orgs = stored.lenderId ? await organisations() : new Map<string, LenderOrganisation>();
  const [program] = matchable([stored], orgs, now);
  if (!program) return null;
  return stored.lenderId ? { program, lenderId: stored.lenderId } : { program };
}

/** One program as stored (ops and tests), or null. */
export async function getProgram(id: string): Promise<LenderProgram | null> {
  return (await getStoredProgram(id))?.program ?? null;
}

/** Every stored program, as stored (ops' listing, the lender's own, the daily reminders). */
export async function listStoredPrograms(): Promise<StoredProgram[]> {
  return (await queryAll({ pk: PARTITION.programs, prefix: PREFIX.program })).map(fromItem);
}

/** The programs members are matched against today, by id. */
export async function listPrograms(now: Date = new Date()): Promise<LenderProgram[]> {
  const stored = await listStoredPrograms();
  const orgs = stored.some((s) => s.lenderId) ? await organisations() : new Map();
  return matchable(stored, orgs, now);
}

/** The day a lender's program stops matching unless confirmed again (YYYY-MM-DD). */
export function matchesUntil(confirmedAt: string): string {
  return new Date(Date.parse(confirmedAt) + LENDER_PROGRAM_CONFIRM_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
}

function matchable(
  stored: readonly StoredProgram[],
  orgs: ReadonlyMap<string, LenderOrganisation>,
  now: Date,
): LenderProgram[] {
  const today = now.toISOString().slice(0, 10);
  const guideCutoff = new Date(now.getTime() - PUBLISHED_GUIDE_STALE_DAYS * DAY_MS)
    .toISOString()
    .slice(0, 10);
  const shown: LenderProgram[] = [];
  for (const { program, lenderId, confirmedAt } of stored) {
    if (program.origin === 'published-guide' && program.sourceDate < guideCutoff) continue;
    if (!lenderId) {
      shown.push(program);
      continue;
    }
    const org = orgs.get(lenderId);
    if (!org || org.status !== 'verified' || !confirmedAt) continue;
    if (matchesUntil(confirmedAt) <= today) continue;
    shown.push(withOrganisation(program, org));
  }
  return shown;
}

/** A lender's program with its organisation's name, contact and website as they are now. */
export function withOrganisation(program: LenderProgram, org: LenderOrganisation): LenderProgram {
  const lender = { ...program.lender, name: org.name, contactEmail: org.contactEmail };
  delete lender.website;
  return { ...program, lender: org.website ? { ...lender, website: org.website } : lender };
}

async function organisations(): Promise<Map<string, LenderOrganisation>> {
  return new Map((await listLenders()).map((org) => [org.lenderId, org]));
}

/** Take a program off the list; false when there was none. */
export async function removeProgram(id: string): Promise<boolean> {
  if (!(await getStoredProgram(id))) return false;
  await writeTransaction([
    { Delete: { TableName: tableName, Key: keys.program(id) } },
    { Delete: { TableName: tableName, Key: keys.programListing(id) } },
  ]);
  return true;
}

/** A lender removes its own program; false when it is not there or not the lender's. */
export async function removeLenderProgram(id: string, lenderId: string): Promise<boolean> {
  const owned = {
    ConditionExpression: 'lenderId = :me',
    ExpressionAttributeValues: { ':me': lenderId },
  };
  try {
    await writeTransaction([
      { Delete: { TableName: tableName, Key: keys.program(id), ...owned } },
      { Delete: { TableName: tableName, Key: keys.programListing(id), ...owned } },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionsFailed) return false;
    throw error;
  }
}

/** Record that the confirmation reminder went out for this confirmation (the daily job). */
export async function markReminded(id: string, confirmedAt: string, at: Date): Promise<boolean> {
  const cond = {
    ConditionExpression: 'confirmedAt = :c',
    ExpressionAttributeValues: { ':c': confirmedAt, ':at': at.toISOString() },
    UpdateExpression: 'SET remindedAt = :at',
  };
  try {
    await writeTransaction([
      { Update: { TableName: tableName, Key: keys.program(id), ...cond } },
      { Update: { TableName: tableName, Key: keys.programListing(id), ...cond } },
    ]);
    return true;
  } catch (error) {
    if (error instanceof ConditionsFailed) return false;
    throw error;
  }
}
