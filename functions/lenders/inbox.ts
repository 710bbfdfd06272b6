import { db, queryAll, tableName } from '../commons/db.ts';
import { conflict, gone, notFound } from '../commons/errors.ts';
import { keys } from '../commons/keys.ts';
import { logger } from '../commons/logger.ts';
import { newItemId } from '../pro/ids.ts';
import { sendMailRetried } from '../jobs/mail.ts';
import { findPackage, packageUrl } from '../vault/package.ts';
import { isItemId } from '../../shared/api/item-id.ts';
import type { SharedPackage } from '../../shared/api/lender-connections.ts';
import {
  LENDER_MESSAGES as L,
  RESPONSE_LIMITS,
  type LenderInboxItem,
  type LenderOrganisation,
  type LenderResponse,
  type ResponseRequest,
} from '../../shared/api/lenders.ts';
import type { ConnectionItem } from '../qualify/connections.ts';
import { responseEmail } from '../qualify/connection-emails.ts';

/**
 * A lender's inbox (docs/lender-portal.md): the connections members sent to its programs. The
 * connection stays in the member's partition (the member's to revoke or delete); the inbox item
 * `LENDER#<lenderId>` / `INBOX#<connectionId>` only points to it. What the lender sees is what
 * the member consented to, as it was sent. A revoked connection leaves the inbox, and every
 * route answers 404 for it as for another lender's.
 */

interface Found {
  userId: string;
  item: ConnectionItem;
}

/** The lender's live connection by id, or 404 (another lender's, revoked, or deleted). */
async function inboxConnection(org: LenderOrganisation, id: string): Promise<Found> {
  if (!isItemId(id)) throw notFound(L.connectionNotFound);
  const { Item: pointer } = await db.get({
    TableName: tableName,
    Key: keys.lenderInbox(org.lenderId, id),
  });
  if (!pointer) throw notFound(L.connectionNotFound);
  const userId = String(pointer.userId);
  const { Item } = await db.get({
    TableName: tableName,
    Key: keys.lenderConnection(userId, id),
    ConsistentRead: true,
  });
  const item = Item as ConnectionItem | undefined;
  if (!item || item.revokedAt || item.lenderId !== org.lenderId) {
    throw notFound(L.connectionNotFound);
  }
  return { userId, item };
}

function toInboxItem(item: ConnectionItem): LenderInboxItem {
  const shared = JSON.parse(item.sharedJson) as SharedPackage;
  return {
    id: item.id,
    programId: item.programId,
    programName: item.programName,
    memberName: shared.memberName,
    memberEmail: shared.memberEmail,
    share: item.share,
    message: item.message ?? '',
    createdAt: item.createdAt,
    expiresAt: item.expiresAt,
    qualifiedAt: shared.qualifiedAt,
    summary: shared.summary,
    figures: shared.figures,
    documents: shared.documents,
    downloadUrl: item.packageId ? `/api/lender/connections/${item.id}/download` : null,
    responses: item.responses ?? [],
  };
}

/** The lender's connections, newest first, revoked ones left out. */
export async function listInbox(org: LenderOrganisation): Promise<LenderInboxItem[]> {
  const pointers = await queryAll({
    pk: `LENDER#${org.lenderId}`,
    prefix: 'INBOX#',
    newestFirst: true,
  });
  const keyList = pointers.map((p) =>
    keys.lenderConnection(String(p.userId), String(p.connectionId)),
  );
  const found = new Map<string, ConnectionItem>();
  for (let i = 0; i < keyList.length; i += 100) {
    let request: Record<string, { Keys: Record<string, unknown>[] }> | undefined = {
      [tableName]: { Keys: keyList.slice(i, i + 100) },
    };
    while (request && Object.keys(request).length > 0) {
      const result = await db.batchGet({ RequestItems: request });
      for (const item of result.Responses?.[tableName] ?? []) {
        const connection = item as ConnectionItem;
        found.set(connection.id, connection);
      }
      request = result.UnprocessedKeys as typeof request;
    }
  }
  return pointers
    .map((p) => found.get(String(p.connectionId)))
    .filter(
      (item): item is ConnectionItem => !!item && !item.revokedAt && item.lenderId === org.lenderId,
    )
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
    .map(toInboxItem);
}

/**
 * The lender answers: the answer is appended to the connection (at most RESPONSE_LIMITS
 * .perConnection, only while it is not revoked: one conditional update, so a revocation or a
 * racing answer cannot be overwritten), then the member is emailed (retried through the queue).
 */
export async function respond(
  org: LenderOrganisation,
  id: string,
  request: ResponseRequest,
  now = new Date(),
): Promise<{ id: string }> {
  const { userId, item } = await inboxConnection(org, id);
  const response: LenderResponse = {
    id: newItemId(now),
    status: request.status,
    message: request.message,
    createdAt: now.toISOString(),
  };
  try {
    await db.update({
      TableName: tableName,
      Key: keys.lenderConnection(userId, id),
      UpdateExpression: 'SET responses = list_append(if_not_exists(responses, :empty), :one)',
      ConditionExpression:
        'attribute_exists(pk) AND attribute_not_exists(revokedAt) AND lenderId = :me AND (attribute_not_exists(responses) OR size(responses) < :max)',
      ExpressionAttributeValues: {
        ':empty': [],
        ':one': [response],
        ':me': org.lenderId,
        ':max': RESPONSE_LIMITS.perConnection,
      },
    });
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
    const again = await inboxConnection(org, id); // 404 when revoked meanwhile
    if ((again.item.responses?.length ?? 0) >= RESPONSE_LIMITS.perConnection) {
      throw conflict(L.tooManyResponses);
    }
    throw error;
  }
  logger.info('lender answered a connection', {
    lenderId: org.lenderId,
    connectionId: id,
    status: request.status,
  });
  const shared = JSON.parse(item.sharedJson) as SharedPackage;
  await sendMailRetried('lender-response', responseEmail(shared, item, org, response)).catch(
    (error: unknown) =>
      logger.error('lender answer email failed', { connectionId: id, error: error as Error }),
  );
  return { id: response.id };
}

/** A presigned GET (5 minutes) of the connection's documents, for its lender. */
export async function inboxPackageUrl(org: LenderOrganisation, id: string, now = new Date()) {
  const { userId, item } = await inboxConnection(org, id);
  if (!item.packageId) throw notFound(L.noDocuments);
  // The member shared the documents for the link's days, not for ever.
  if (Date.parse(item.expiresAt) <= now.getTime()) throw gone(L.documentsExpired);
  if (!(await findPackage(userId, item.packageId))) throw conflict(L.documentsPreparing);
  logger.info('lender inbox download', { lenderId: org.lenderId, connectionId: id });
  return packageUrl(userId, item.packageId, now);
}
