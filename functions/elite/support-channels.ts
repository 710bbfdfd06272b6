import { db, tableName } from '../commons/db.ts';
import { keys } from '../commons/keys.ts';
import { WHATSAPP_LINK } from '../../shared/elite/support.ts';
import type { SupportChannelsResponse } from '../../shared/api/elite.ts';

/**
 * The support channels ops configure beside the ticket form (scripts/elite-content.ts whatsapp):
 *   config   pk CONFIG   sk SUPPORT_CHANNELS   whatsappUrl   GetItem, PutItem, DeleteItem
 * Absent by default: no page offers WhatsApp until ops give the team's real link.
 */

export async function supportChannels(): Promise<SupportChannelsResponse> {
  const { Item } = await db.get({ TableName: tableName, Key: keys.supportChannels() });
  const url = Item?.whatsappUrl;
  // A stored value that no longer reads as the team's link is not offered.
  return { whatsappUrl: typeof url === 'string' && WHATSAPP_LINK.test(url) ? url : null };
}

/** Ops: set the team's WhatsApp link (https://wa.me/<number>), or null to take it away. */
export async function setWhatsappUrl(url: string | null, now = new Date()): Promise<void> {
  if (url === null) {
    await db.delete({ TableName: tableName, Key: keys.supportChannels() });
    return;
  }
  if (!WHATSAPP_LINK.test(url)) {
    throw new Error(
      'The WhatsApp link must be https://wa.me/<country code and number>, digits only',
    );
  }
  await db.put({
    TableName: tableName,
    Item: { ...keys.supportChannels(), whatsappUrl: url, updatedAt: now.toISOString() },
  });
}
