import { type ProfileItem, readProfile } from '../auth/profile.ts';
import { randomUUID } from 'node:crypto';
import { db, queryAll, tableName } from '../commons/db.ts';
import { badRequest, conflict, forbidden, notFound } from '../commons/errors.ts';
import { keys, PARTITION } from '../commons/keys.ts';
import { logger } from '../commons/logger.ts';
import { ConditionsFailed, writeTransaction } from '../commons/transactions.ts';
import {
  STAFF_LENDER_MESSAGES as S,
  type LenderOrganisation,
  type LenderStatus,
  type OrganisationUpdate,
  type VerifyLenderRequest,
} from '../../shared/api/lenders.ts';
import { MESSAGES_EN } from '../../shared/messages.ts';

/**
 * Lender organisations (docs/lender-portal.md). Staff verify a lender: the account with that email
 * gets the role `lender` and `lenderId`, and its organisation is written, in one transaction (the
 * account must exist and carry no role). Suspending takes the role away (every lender route
 * refuses the account at once) and the organisation's programs stop matching; verifying again
 * gives it back. One account per organisation.
 *
 * Deleting the lender's account (functions/auth/member-data.ts) leaves the organisation, as a
 * firm outlives a loan officer: suspended (its programs stop matching), without the account
 * (`userId`, `email` gone, `accountDeletedAt` set, and the contact email when it was that
 * account's), its programs and inbox kept. Staff see it listed so; verifying another account
 * under the organisation's name attaches that account to it (docs/lender-portal.md).
 *   pk LENDERS  sk LENDER#<lenderId>   the organisation (staff list it with one Query)
 */

type OrganisationItem = LenderOrganisation & { pk: string; sk: string };

function toOrganisation(item: Record<string, unknown>): LenderOrganisation {
  const org = { ...(item as unknown as OrganisationItem) } as Partial<OrganisationItem>;
  delete org.pk;
  delete org.sk;
  return {
    ...(org as LenderOrganisation),
    contactEmail: org.contactEmail ?? '',
    userId: org.userId ?? null,
    email: org.email ?? null,
    accountDeletedAt: org.accountDeletedAt ?? null,
  };
}

async function userIdOf(email: string): Promise<string> {
  const { Item } = await db.get({ TableName: tableName, Key: keys.email(email) });
  if (!Item || typeof Item.userId !== 'string') throw notFound(S.noAccount);
  return Item.userId;
}

/** Staff verify a lender: the account gets the role, the organisation is written. */
export async function verifyLender(
  request: VerifyLenderRequest,
  staffUserId: string,
  now = new Date(),
): Promise<{ lenderId: string }> {
  const userId = await userIdOf(request.email);
  const profile = await readProfile(userId);
  if (!profile) throw notFound(S.noAccount);
  if (profile.role === 'staff') throw conflict(S.isStaff);
  if (profile.role === 'lender' || profile.lenderId) throw conflict(S.alreadyLender);
  const named = (await listLenders()).find(
    (l) => l.name.toLowerCase() === request.name.toLowerCase(),
  );
  if (named && named.userId === null) {
    return attachAccount(named, profile, staffUserId, now);
  }
  if (named) throw conflict(S.nameTaken);

  const lenderId = randomUUID();
  const org: LenderOrganisation = {
    lenderId,
    name: request.name,
    website: request.website ?? null,
    states: 'ALL',
    contactEmail: profile.email,
    nmlsId: null,
    status: 'verified',
    userId,
    email: profile.email,
    verifiedAt: now.toISOString(),
    suspendedAt: null,
    accountDeletedAt: null,
  };
  try {
    await writeTransaction([
      grantLenderRole(userId, lenderId),
      {
        Put: {
          TableName: tableName,
          Item: { ...keys.lender(lenderId), ...org },
          ConditionExpression: 'attribute_not_exists(pk)',
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict(S.alreadyLender);
    throw error;
  }
  logger.info('lender verified', { lenderId, userId, staffUserId });
  return { lenderId };
}

/** The profile's side of becoming an organisation's lender (no role or organisation before). */
function grantLenderRole(userId: string, lenderId: string) {
  return {
    Update: {
      TableName: tableName,
      Key: keys.profile(userId),
      UpdateExpression: 'SET #role = :lender, lenderId = :id',
      // A role or an organisation set meanwhile wins: one account, one organisation.
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(#role) AND attribute_not_exists(lenderId)',
      ExpressionAttributeNames: { '#role': 'role' },
      ExpressionAttributeValues: { ':lender': 'lender', ':id': lenderId },
    },
  };
}

/**
 * Staff verify a new account into an organisation whose account was deleted: it is verified
 * again with that account, its programs (confirmed again as the lender saves them) and inbox
 * kept; the contact email becomes the account's when it had none left.
 */
async function attachAccount(
  org: LenderOrganisation,
  profile: ProfileItem,
  staffUserId: string,
  now: Date,
): Promise<{ lenderId: string }> {
  const contactEmail = org.contactEmail || profile.email;
  try {
    await writeTransaction([
      grantLenderRole(profile.userId, org.lenderId),
      {
        Update: {
          TableName: tableName,
          Key: keys.lender(org.lenderId),
          UpdateExpression:
            'SET userId = :user, email = :email, #status = :verified, verifiedAt = :now, ' +
            'suspendedAt = :null, contactEmail = :contact REMOVE accountDeletedAt',
          // Another account attached meanwhile wins.
          ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(userId)',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':user': profile.userId,
            ':email': profile.email,
            ':verified': 'verified',
            ':now': now.toISOString(),
            ':null': null,
            ':contact': contactEmail,
          },
        },
      },
    ]);
  } catch (error) {
    if (error instanceof ConditionsFailed) throw conflict(S.alreadyLender);
    throw error;
  }
  logger.info('lender account attached', {
    lenderId: org.lenderId,
    userId: profile.userId,
    staffUserId,
  });
  return { lenderId: org.lenderId };
}

/**
 * The lender's account is being deleted: its organisation stays, suspended and without the
 * account (see the header). Conditional on the organisation still naming that account, so a
 * second run of the deletion, or an organisation already given another account, is left as is.
 */
export async function detachDeletedAccount(
  lenderId: string,
  userId: string,
  now = new Date(),
): Promise<void> {
  const org = await getOrganisation(lenderId);
  if (!org || org.userId !== userId) return;
  const at = now.toISOString();
  // The account's own address goes with it; a shared desk's address stays.
  const removed = org.contactEmail === org.email ? 'userId, email, contactEmail' : 'userId, email';
  try {
    await db.update({
      TableName: tableName,
      Key: keys.lender(lenderId),
      UpdateExpression: `SET #status = :suspended, suspendedAt = :suspendedAt, accountDeletedAt = :at REMOVE ${removed}`,
      ConditionExpression: 'userId = :user',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: {
        ':suspended': 'suspended',
        ':suspendedAt': org.suspendedAt ?? at,
        ':at': at,
        ':user': userId,
      },
    });
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    return;
  }
  logger.info('lender account deleted: organisation suspended', { lenderId, userId });
}

export async function listLenders(): Promise<LenderOrganisation[]> {
  const items = await queryAll({ pk: PARTITION.lenders, prefix: 'LENDER#' });
  return items
    .map(toOrganisation)
    .sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
}

export async function getOrganisation(lenderId: string): Promise<LenderOrganisation | null> {
  const { Item } = await db.get({ TableName: tableName, Key: keys.lender(lenderId) });
  return Item ? toOrganisation(Item) : null;
}

/** Suspend (the role goes, its programs stop matching) or verify again (the role comes back). */
export async function setLenderStatus(
  lenderId: string,
  status: LenderStatus,
  staffUserId: string,
  now = new Date(),
): Promise<LenderOrganisation> {
  const org = await getOrganisation(lenderId);
  if (!org) throw notFound(S.notFound);
  if (org.status === status) return org;
  // No account to give the role back to: staff verify another account under this name.
  if (org.userId === null) throw conflict(S.noLenderAccount);
  const suspend = status === 'suspended';
  try {
    await writeTransaction([
      {
        Update: {
          TableName: tableName,
          Key: keys.lender(lenderId),
          UpdateExpression: 'SET #status = :status, suspendedAt = :at',
          ConditionExpression: '#status = :was',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':was': org.status,
            ':at': suspend ? now.toISOString() : null,
          },
        },
      },
      {
        Update: {
          TableName: tableName,
          Key: keys.profile(org.userId),
          UpdateExpression: suspend ? 'REMOVE #role' : 'SET #role = :lender',
          ConditionExpression: 'attribute_exists(pk) AND lenderId = :id',
          ExpressionAttributeNames: { '#role': 'role' },
          ExpressionAttributeValues: suspend
            ? { ':id': lenderId }
            : { ':id': lenderId, ':lender': 'lender' },
        },
      },
    ]);
  } catch (error) {
    // Changed meanwhile, or the account is gone: read again and say what it is now.
    if (!(error instanceof ConditionsFailed)) throw error;
    const now2 = await getOrganisation(lenderId);
    if (!now2) throw notFound(S.notFound);
    if (now2.status !== status) throw conflict(S.notFound);
    return now2;
  }
  logger.info(`lender ${status}`, { lenderId, staffUserId });
  return { ...org, status, suspendedAt: suspend ? now.toISOString() : null };
}

/** The caller's organisation; a lender account without one (never expected) is refused. */
export async function callerOrganisation(profile: ProfileItem): Promise<LenderOrganisation> {
  const org = profile.lenderId ? await getOrganisation(profile.lenderId) : null;
  if (!org || org.status !== 'verified' || org.userId !== profile.userId) {
    throw forbidden(MESSAGES_EN.forbiddenLender);
  }
  return org;
}

/** The lender updates what it keeps about itself (the name stays what staff verified). */
export async function updateOrganisation(
  org: LenderOrganisation,
  update: OrganisationUpdate,
): Promise<LenderOrganisation> {
  const next: LenderOrganisation = {
    ...org,
    website: update.website === undefined ? org.website : update.website,
    states: update.states,
    contactEmail: update.contactEmail.toLowerCase(),
    nmlsId: update.nmlsId === undefined ? org.nmlsId : update.nmlsId,
  };
  try {
    await db.put({
      TableName: tableName,
      Item: { ...keys.lender(org.lenderId), ...next },
      ConditionExpression: 'attribute_exists(pk) AND #status = :verified',
      ExpressionAttributeNames: { '#status': 'status' },
      ExpressionAttributeValues: { ':verified': 'verified' },
    });
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') {
      throw forbidden(MESSAGES_EN.forbiddenLender);
    }
    throw error;
  }
  return next;
}

/** Guard for a lender-sent body that is not an object (English 400). */
export function requireObject(body: unknown, message: string): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw badRequest(message);
  return body as Record<string, unknown>;
}
