import type { ProfileItem } from '../auth/profile.ts';
import { createHash, randomBytes } from 'node:crypto';
import { incrementUnder, writeCounted, decrement } from '../commons/counters.ts';
import { db, epochSeconds, queryAll, tableName } from '../commons/db.ts';
import {
  badRequest,
  conflict,
  gone,
  notFound,
  tooManyRequests,
  unavailable,
} from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import { sendMail } from '../commons/mail.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import { newItemId } from '../pro/ids.ts';
import { enqueue } from '../jobs/queue.ts';
import { choosePackageFiles, findPackage, packageUrl } from '../vault/package.ts';
import { zipNames } from '../vault/zip-names.ts';
import { isItemId } from '../../shared/api/item-id.ts';
import {
  CONNECTION_MESSAGES as M,
  LENDER_CONNECTION_LIMITS as LIMITS,
  type ConnectionCreated,
  type ConnectionRequest,
  type LenderConnection,
  type SharedFigures,
  type SharedPackage,
  type SharedSummary,
  type ShareItem,
} from '../../shared/api/lender-connections.ts';
import type { LenderResponse } from '../../shared/api/lenders.ts';
import type { QualifyRequest } from '../../shared/api/qualify.ts';
import {
  checkProgram,
  dealMetrics,
  type ProgramBasis,
} from '../../shared/finance/qualification.ts';
import { formatMoney } from '../../shared/format.ts';
import {
  BORROWER_TYPE_LABELS_EN,
  reservesLineEn,
  sharedReserves,
} from '../../shared/lenders/shared-lines.ts';
import { connectionEmails } from './connection-emails.ts';
import { getMatchableProgram } from '../lenders/programs.ts';
import { getLatestRequest } from './qualifications.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

/**
 * Direct lender connections (Elite). Items:
 *   pk USER#<id>               sk LENDER_CONNECTION#<ISO time>#<id>  the connection: what was
 *                              shared (frozen at sending), to whom, until when, revoked, opens
 *   pk LENDER_LINK#<sha256>    sk LENDER_LINK                         the lender's link: only the
 *                              token's hash is kept, so the table never holds a working link
 *   pk USER#<id>               sk LENDER_CONNECTIONS#<YYYY-MM-DD>     the day's counter (UTC)
 * The three are written in one transaction: the counter's condition keeps the daily limit under
 * concurrent requests (commons/counters.ts).
 */
const DAY_MS = 24 * 3600 * 1000;

/** 32 random bytes, base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export interface ConnectionItem {
  id: string;
  programId: string;
  programName: string;
  lenderName: string;
  sentTo: string;
  share: ShareItem[];
  fileCount: number;
  /** Absent when the member wrote none (the table keeps no empty strings). */
  message?: string;
  createdAt: string;
  expiresAt: string;
  revokedAt?: string;
  opens?: number;
  lastOpenedAt?: string;
  tokenHash: string;
  packageId?: string;
  /** The SharedPackage as sent (the lender sees what the member consented to, nothing newer). */
  sharedJson: string;
  /** The program's lender on the platform: the connection is in its inbox. */
  lenderId?: string;
  /** The lender's answers, oldest first. */
  responses?: LenderResponse[];
}

function toConnection(item: ConnectionItem, now: Date): LenderConnection {
  const status = item.revokedAt
    ? 'revoked'
    : Date.parse(item.expiresAt) <= now.getTime()
      ? 'expired'
      : 'active';
  return {
    id: item.id,
    programId: item.programId,
    programName: item.programName,
    lenderName: item.lenderName,
    sentTo: item.sentTo,
    share: item.share,
    fileCount: item.fileCount,
    message: item.message ?? '',
    createdAt: item.createdAt,
    expiresAt: item.expiresAt,
    revokedAt: item.revokedAt ?? null,
    status,
    opens: { count: item.opens ?? 0, lastAt: item.lastOpenedAt ?? null },
    responses: item.responses ?? [],
  };
}

/** The lender figures on the package's cover (English), as the program's lender computes them. */
function coverFigures(figures: SharedFigures) {
  const b = figures.basis!;
  return {
    title: "Figures as this program reads them (Inversor Listo's ¿Califico?)",
    lines: [
      { label: `Monthly ${b.paymentBasis}`, value: formatMoney(b.payment) },
      { label: `DSCR (rent / ${b.paymentBasis})`, value: b.dscr.toFixed(2) },
      { label: 'LTV', value: `${b.ltv.toFixed(2)}%` },
      { label: 'Cash to close', value: formatMoney(b.fundsToClose) },
      { label: 'Reserves after closing', value: reservesLineEn(sharedReserves(figures)!) },
      {
        label: 'FICO',
        value: figures.fico === 0 ? 'No US credit score' : String(figures.fico),
      },
      { label: 'Borrower type', value: BORROWER_TYPE_LABELS_EN[figures.borrowerType] },
    ],
  };
}

async function countToday(userId: string, day: string): Promise<number> {
  const result = await db.query({
    TableName: tableName,
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: {
      ':pk': userPk(userId),
      ':prefix': `${PREFIX.lenderConnection}${day}`,
    },
    Select: 'COUNT',
    ConsistentRead: true, // it seeds the counter: it must miss nothing
  });
  return result.Count ?? 0;
}

async function sentToday(userId: string, day: string): Promise<number> {
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.lenderConnectionsDay(userId, day),
    ConsistentRead: true,
  });
  return Item ? Number(Item.count) : countToday(userId, day);
}

/**
 * Send the program's lender what the member chose, with a read-only link valid LIMITS.linkDays.
 * Order: the program and its contact, the latest ¿Califico? run, the day's limit (read first so a
 * member at the limit builds no package), the package, then the counted write, then the lender's
 * email. If that email fails the connection is taken back (nothing half-sent stays in the history).
 */
export async function createConnection(
  profile: ProfileItem,
  request: ConnectionRequest,
  now: Date = new Date(),
): Promise<ConnectionCreated> {
  const userId = profile.userId;
  const found = await getMatchableProgram(request.programId, now);
  if (!found) throw notFound(M.programNotFound);
  const { program, lenderId } = found;
  const sentTo = program.lender.contactEmail;
  if (!sentTo)
    throw conflict(program.origin === 'published-guide' ? M.publishedGuide : M.noContact);
  const latest = await getLatestRequest(userId);
  if (!latest) throw badRequest(M.noQualification);

  const day = now.toISOString().slice(0, 10);
  if ((await sentToday(userId, day)) >= LIMITS.perDay) throw tooMany();

  const { borrower, deal } = latest.request;
  // The program's verdict on the day the member sends it (seasoning counts from that day).
  const checked = checkProgram(program, borrower, deal, now.toISOString().slice(0, 10));
  const summary = request.share.includes('summary') ? sharedSummary(deal, checked) : null;
  const figures = request.share.includes('figures')
    ? sharedFigures(borrower, deal, checked.basis)
    : null;
  // The documents' ZIP is built by the jobs worker under an id given now: the lender's link names
  // the files at once and downloads them once the package is built (a few seconds to minutes).
  const chosen = request.share.includes('documents')
    ? zipNames(await choosePackageFiles(userId, request.fileIds))
    : null;
  const built = chosen
    ? { id: newItemId(now), fileCount: chosen.length, names: chosen.map((n) => n.zipName) }
    : null;

  const id = newItemId(now);
  const token = randomBytes(32).toString('base64url');
  const tokenHash = hashToken(token);
  const expiresAt = new Date(now.getTime() + LIMITS.linkDays * DAY_MS).toISOString();
  const shared: SharedPackage = {
    memberName: `${profile.firstName} ${profile.lastName}`,
    memberEmail: profile.email,
    programName: program.name,
    lenderName: program.lender.name,
    example: program.example,
    message: request.message,
    createdAt: now.toISOString(),
    expiresAt,
    qualifiedAt: latest.createdAt,
    summary,
    figures,
    documents: built?.names ?? [],
    downloadUrl: null, // set per open (it carries the token)
  };
  const item: ConnectionItem = {
    id,
    programId: program.id,
    programName: program.name,
    lenderName: program.lender.name,
    sentTo,
    share: request.share,
    fileCount: built?.fileCount ?? 0,
    ...(request.message ? { message: request.message } : {}),
    createdAt: now.toISOString(),
    expiresAt,
    tokenHash,
    ...(built ? { packageId: built.id } : {}),
    sharedJson: JSON.stringify(shared),
    ...(lenderId ? { lenderId } : {}),
  };
  const stored = await storeConnection(userId, day, item, now);
  if (built) {
    await enqueue({
      kind: 'vault-package',
      userId,
      packageId: built.id,
      fileIds: request.fileIds,
      facts: { lenderFigures: figures ? coverFigures(figures) : null },
    });
  }
  await deliverConnection(profile, stored, shared, token, now);
  logger.info('lender connection sent', { userId, connectionId: id, programId: program.id });
  return { id, sentTo };
}

/** What the member shares as "summary": the deal and how it fared against the program. */
function sharedSummary(
  deal: QualifyRequest['deal'],
  result: ReturnType<typeof checkProgram>,
): SharedSummary {
  return {
    purpose: deal.purpose,
    price: deal.price,
    loanAmount: deal.loanAmount,
    interestRate: deal.interestRate,
    termYears: deal.termYears,
    monthlyRent: deal.monthlyRent,
    propertyType: deal.propertyType,
    units: deal.units,
    state: deal.state,
    eligible: result.eligible,
    rulesPassed: result.rules.filter((r) => r.pass).length,
    rulesTotal: result.rules.length,
  };
}

/**
 * What the member shares as "figures": the deal's figures, the same as the program reads them
 * (its rent rule, payment, asset weights: reserves after funds to close), and the borrower.
 */
function sharedFigures(
  borrower: QualifyRequest['borrower'],
  deal: QualifyRequest['deal'],
  basis: ProgramBasis,
): SharedFigures {
  return {
    metrics: dealMetrics(borrower, deal),
    basis,
    fico: borrower.fico,
    borrowerType: borrower.borrowerType,
    propertiesOwned: borrower.propertiesOwned,
    entity: borrower.entity,
  };
}

/**
 * The connection, its link and the day's count in one transaction (at most LIMITS.perDay a day,
 * also when requests race). Returns what deliverConnection needs to send it or take it back.
 */
async function storeConnection(userId: string, day: string, item: ConnectionItem, now: Date) {
  const counter = keys.lenderConnectionsDay(userId, day);
  const keep = epochSeconds(now) + (LIMITS.linkDays + 30) * 86_400;
  try {
    await writeCounted(counter, () => countToday(userId, day), [
      incrementUnder(counter, LIMITS.perDay),
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.lenderConnection(userId, item.id), ...item },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.lenderLink(item.tokenHash), userId, connectionId: item.id, ttl: keep },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
      ...(item.lenderId
        ? [
            {
              Put: {
                TableName: tableName,
                Item: {
                  ...keys.lenderInbox(item.lenderId, item.id),
                  userId,
                  connectionId: item.id,
                  createdAt: item.createdAt,
                },
              },
            },
          ]
        : []),
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed && error.failed.includes(0)) throw tooMany();
    throw error;
  }
  return { item, counter };
}

/**
 * Email the lender (a failure takes the connection back: nothing was sent, the day's place is
 * freed, 503), then the member's and the team's copies (a failed copy is only logged: the lender
 * already has it).
 */
async function deliverConnection(
  profile: ProfileItem,
  { item, counter }: Awaited<ReturnType<typeof storeConnection>>,
  shared: SharedPackage,
  token: string,
  now: Date,
): Promise<void> {
  const { userId } = profile;
  const mails = connectionEmails(profile, toConnection(item, now), shared, token);
  try {
    await sendMail(mails.lender);
  } catch (error) {
    logger.error('lender connection email failed', { userId, connectionId: item.id, error });
    await writeTransaction([
      decrement(counter),
      { Delete: { TableName: tableName, Key: keys.lenderConnection(userId, item.id) } },
      { Delete: { TableName: tableName, Key: keys.lenderLink(item.tokenHash) } },
      ...(item.lenderId
        ? [{ Delete: { TableName: tableName, Key: keys.lenderInbox(item.lenderId, item.id) } }]
        : []),
    ]).catch((undo) => logger.error('lender connection undo failed', { userId, error: undo }));
    throw unavailable(M.mailFailed, 60);
  }
  for (const copy of [mails.member, mails.team]) {
    await sendMail(copy).catch((error) =>
      logger.error('lender connection copy failed', { userId, connectionId: item.id, error }),
    );
  }
}

function tooMany() {
  return tooManyRequests(M.dailyLimit);
}

/** The member's connections, newest first. */
export async function listConnections(
  userId: string,
  now: Date = new Date(),
): Promise<LenderConnection[]> {
  const items = await queryAll<ConnectionItem>({
    pk: userPk(userId),
    prefix: PREFIX.lenderConnection,
    newestFirst: true,
  });
  return items.map((item) => toConnection(item, now));
}

/** Take the lender's link back: from now on it answers 410. */
export async function revokeConnection(
  userId: string,
  id: string,
  now: Date = new Date(),
): Promise<LenderConnection> {
  if (!isItemId(id)) throw notFound(M.notFound);
  const key = keys.lenderConnection(userId, id);
  try {
    const { Attributes } = await db.update({
      TableName: tableName,
      Key: key,
      UpdateExpression: 'SET revokedAt = :now',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
      ExpressionAttributeValues: { ':now': now.toISOString() },
      ReturnValues: 'ALL_NEW',
    });
    logger.info('lender connection revoked', { userId, connectionId: id });
    return toConnection(Attributes as ConnectionItem, now);
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    // Only the member's own key was tried: another member's id is simply not there.
    const { Item } = await db.get({ TableName: tableName, Key: key, ConsistentRead: true });
    if (!Item) throw notFound(M.notFound);
    throw conflict(M.alreadyRevoked);
  }
}

/** The connection a lender's token names, or the Spanish 404/410 why it does not open. */
async function connectionForToken(token: string, now: Date) {
  if (!TOKEN_PATTERN.test(token)) throw notFound(M.linkNotFound);
  const { Item: link } = await db.get({
    TableName: tableName,
    Key: keys.lenderLink(hashToken(token)),
  });
  if (!link) throw notFound(M.linkNotFound);
  const userId = String(link.userId);
  const key = keys.lenderConnection(userId, String(link.connectionId));
  const { Item } = await db.get({ TableName: tableName, Key: key });
  if (!Item) throw notFound(M.linkNotFound); // the member's account was deleted
  const item = Item as ConnectionItem;
  if (item.revokedAt) throw gone(M.linkRevoked);
  if (Date.parse(item.expiresAt) <= now.getTime()) throw gone(M.linkExpired);
  return { userId, key, item };
}

/**
 * The lender opens the link: the package as it was sent, and the open is logged on the connection
 * (count, last time, and every time). The update is conditioned on the link still being valid, so
 * an open racing a revocation is refused rather than counted.
 */
export async function openSharedPackage(
  token: string,
  now: Date = new Date(),
): Promise<SharedPackage> {
  const { userId, key, item } = await connectionForToken(token, now);
  try {
    await db.update({
      TableName: tableName,
      Key: key,
      UpdateExpression:
        'SET opens = if_not_exists(opens, :zero) + :one, lastOpenedAt = :now, openLog = list_append(if_not_exists(openLog, :empty), :nowList)',
      ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(revokedAt)',
      ExpressionAttributeValues: {
        ':zero': 0,
        ':one': 1,
        ':now': now.toISOString(),
        ':nowList': [now.toISOString()],
        ':empty': [],
      },
    });
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw gone(M.linkRevoked);
    }
    throw error;
  }
  logger.info('lender link opened', { userId, connectionId: item.id });
  const shared = JSON.parse(item.sharedJson) as SharedPackage;
  return {
    ...shared,
    downloadUrl: item.packageId ? `/api/lender-links/${token}/download` : null,
  };
}

/** A presigned GET (5 minutes) of the shared documents' ZIP, while the link is valid. */
export async function sharedPackageUrl(token: string, now: Date = new Date()): Promise<string> {
  const { userId, item } = await connectionForToken(token, now);
  if (!item.packageId) throw notFound(M.noDocuments);
  if (!(await findPackage(userId, item.packageId))) throw conflict(M.documentsPreparing);
  logger.info('lender link download', { userId, connectionId: item.id });
  return packageUrl(userId, item.packageId, now);
}
