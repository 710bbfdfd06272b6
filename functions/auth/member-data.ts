import { type ProfileItem, asProfile, readProfile } from './profile.ts';
import { randomBytes } from 'node:crypto';
import { billingProvider } from '../billing/billing-provider.ts';
import { sha256, type Caller } from '../commons/access.ts';
import { batchDeleteKeys, db, epochSeconds, queryAll, tableName } from '../commons/db.ts';
import { renderEmail } from '../commons/email-layout.ts';
import { gone } from '../commons/errors.ts';
import { logger } from '../commons/logger.ts';
import type { Mail } from '../commons/mail.ts';
import { securityEvent } from '../commons/security-log.ts';
import { writeTransaction } from '../commons/transactions.ts';
import { readObject } from '../commons/storage.ts';
import { enqueue } from '../jobs/queue.ts';
import { createJob } from '../jobs/records.ts';
import type { JobView } from '../../shared/api/jobs.ts';
import { idTime } from '../pro/ids.ts';
import { deleteMemberVault, scheduleMemberSweep } from '../vault/erase.ts';
import { fileKey, listFileItems } from '../vault/files.ts';
import { packagePrefix, zipNames } from '../vault/zip-names.ts';
import { inMemory, uploadZip, type ZipEntry } from '../vault/zip-upload.ts';
import { verifyCurrentPassword } from './credentials.ts';
import { deliver, siteLink } from './emails.ts';
import { requireSecondFactor } from './mfa.ts';
import { isoDay } from '../../shared/api/vault-catalog.ts';
import {
  MEMBER_DATA_MESSAGES as M,
  type DeleteAccountInput,
} from '../../shared/api/member-data.ts';
import { forgetNetworkMember } from '../elite/network.ts';
import { detachDeletedAccount } from '../lenders/organisations.ts';
import { ticketQueueEntry } from '../elite/tickets.ts';
import { keys, userPk, PREFIX } from '../commons/keys.ts';

/**
 * The member's data: a download of everything we hold about them, and the
 * deletion of the account. Both start signed in and are confirmed from a link sent to the
 * account's email (one hour, once), so a stolen session alone can do neither; deletion also needs
 * the password and, when on, the second factor.
 *
 * Generic on purpose: every item under the member's partition (pk USER#<id>) is exported and
 * deleted, so what a later feature stores there is covered without touching this file. Items a
 * feature keeps elsewhere that name the member are listed in MIRRORS below.
 *
 * Kept after deletion, for billing law only (DELETED#<id> / BILLING): the Stripe customer and
 * subscription ids, the plan, the deletion date and the extra consulting charges (payment ids,
 * amounts, dates). Why: tax records must be kept for years (IRS: at least 3, up to 7) and card
 * disputes can arrive months later; the invoices and receipts themselves stay at Stripe, whose
 * customer is not deleted. No name, email, password, file or anything else is kept.
 */
const MEMBER_DATA_LINK_SECONDS = 60 * 60;
/** The export ZIP lives beside the lender packages (same prefix, lifecycle and erase). */
const exportKey = (userId: string, id: string) => `${packagePrefix(userId)}mis-datos-${id}.zip`;

type Purpose = 'export' | 'delete';

/** Attributes never exported: secrets and what stands for them. */
const SECRET_ATTRIBUTES = new Set([
  'passwordHash',
  'mfaSecret',
  'mfaPendingSecret',
  'mfaRecoveryCodes',
  'mfaLastStep',
  'pendingEmailHash',
]);

/** Item kinds (sort keys' first part, lower case) whose sort key holds a token's hash. */
const HASH_KEYED = new Set(['session', 'reset', 'mfa_login', 'data_link']);

interface Key {
  pk: string;
  sk: string;
}

/**
 * A link's token, and its index in the member's partition (so deleting the account deletes every
 * link it issued: a link of a deleted member then finds nothing).
 */
async function issueToken(purpose: Purpose, userId: string, now: Date): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const hash = sha256(token);
  const ttl = epochSeconds(now) + MEMBER_DATA_LINK_SECONDS;
  await writeTransaction([
    {
      Put: {
        TableName: tableName,
        Item: { ...keys.memberDataToken(purpose, hash), userId, issuedAt: now.getTime(), ttl },
      },
    },
    { Put: { TableName: tableName, Item: { ...keys.memberDataLink(userId, purpose, hash), ttl } } },
  ]);
  return token;
}

/**
 * The member a link is for, used up (a second click finds nothing). A link used, expired, or of
 * an account deleted since is gone: 410.
 */
async function redeemToken(purpose: Purpose, token: string, now: Date): Promise<string> {
  const invalid = purpose === 'export' ? M.exportInvalid : M.deleteInvalid;
  const hash = sha256(token);
  try {
    const { Attributes } = await db.delete({
      TableName: tableName,
      Key: keys.memberDataToken(purpose, hash),
      ConditionExpression: 'attribute_exists(pk) AND #ttl > :now',
      ExpressionAttributeNames: { '#ttl': 'ttl' },
      ExpressionAttributeValues: { ':now': epochSeconds(now) },
      ReturnValues: 'ALL_OLD',
    });
    if (typeof Attributes?.userId !== 'string') throw gone(invalid);
    await db.delete({
      TableName: tableName,
      Key: keys.memberDataLink(Attributes.userId, purpose, hash),
    });
    return Attributes.userId;
  } catch (error) {
    if ((error as Error).name === 'ConditionalCheckFailedException') throw gone(invalid);
    throw error;
  }
}

function partition(userId: string): Promise<Record<string, unknown>[]> {
  return queryAll({ pk: userPk(userId), consistent: true });
}

// ---------------------------------------------------------------------------------------------
// Download

export async function requestDataExport(
  caller: Caller,
  clientKey: string,
  now = new Date(),
): Promise<void> {
  const token = await issueToken('export', caller.userId, now);
  securityEvent('account.export-requested', { userId: caller.userId, client: clientKey });
  await deliver(
    linkEmail(caller.profile, 'export', siteLink(`/mis-datos?token=${token}`)),
    'data-export',
    caller.userId,
  );
}

/** What we hold about the member, as JSON: every item of their partition, secrets left out. */
async function memberDataJson(userId: string, now = new Date()): Promise<string> {
  const grouped: Record<string, unknown[]> = {};
  for (const item of await partition(userId)) {
    const sk = String(item.sk);
    const kind = sk.split('#')[0]!.toLowerCase();
    const clean = Object.fromEntries(
      Object.entries(item).filter(
        ([name]) => name !== 'pk' && name !== 'sk' && !SECRET_ATTRIBUTES.has(name),
      ),
    );
    // Sessions and links: when (and from which browser), never their hash (the sort key).
    (grouped[kind] ??= []).push(HASH_KEYED.has(kind) ? clean : { id: sk, ...clean });
  }
  return JSON.stringify(
    {
      generatedAt: now.toISOString(),
      about:
        'Todos los datos que Inversor Listo guarda sobre ti. Los archivos de tu bóveda están en la carpeta "Bóveda".',
      data: grouped,
    },
    (_key, value: unknown) => (value instanceof Set ? [...(value as Set<unknown>)] : value),
    2,
  );
}

/** The export's entries: mis-datos.json, then each vault file under Bóveda/, opened in turn. */
async function* exportEntries(
  userId: string,
  json: string,
  files: Parameters<typeof zipNames>[0],
  now: Date,
): AsyncIterable<ZipEntry> {
  yield { name: 'mis-datos.json', mtime: now, chunks: inMemory(new TextEncoder().encode(json)) };
  for (const { file, zipName } of zipNames(files)) {
    yield {
      name: `Bóveda/${zipName}`,
      mtime: new Date(file.uploadedAt!),
      chunks: await readObject(fileKey(userId, file.fileId)),
    };
  }
}

/**
 * Redeem an export link: the ZIP is written off the request by the jobs worker (writeDataExport);
 * the member follows the job on /mis-datos and gets an email when it is ready.
 */
export async function startDataExport(token: string, now = new Date()): Promise<JobView> {
  const userId = await redeemToken('export', token, now);
  // A link issued before the account's deletion builds nothing (its link is gone with it).
  const profile = await readProfile(userId, { consistent: true });
  if (!profile) throw gone(M.exportInvalid);
  const job = await createJob(userId, 'data-export', now);
  await enqueue({ kind: 'data-export', userId, jobId: job.id });
  return job;
}

/**
 * The export's ZIP (mis-datos.json and the vault's files, named as in the lender package) streamed
 * into the bucket under the job's id, so a retried job writes the same object again.
 */
export async function writeDataExport(
  userId: string,
  jobId: string,
  now = new Date(),
): Promise<{ key: string; fileCount: number; bytes: number }> {
  const json = await memberDataJson(userId, now);
  const files = (await listFileItems(userId, true)).filter((f) => f.status === 'ready');
  const key = exportKey(userId, jobId);
  await uploadZip(key, exportEntries(userId, json, files, now));
  securityEvent('account.exported', { userId, count: files.length });
  const bytes = Buffer.byteLength(json) + files.reduce((sum, f) => sum + f.size, 0);
  return { key, fileCount: files.length, bytes };
}

// ---------------------------------------------------------------------------------------------
// Deletion

export async function requestAccountDeletion(
  caller: Caller,
  input: DeleteAccountInput,
  clientKey: string,
  now = new Date(),
): Promise<void> {
  const { profile } = caller;
  await verifyCurrentPassword(profile, input.currentPassword, clientKey);
  await requireSecondFactor(
    profile,
    input.code,
    clientKey,
    'account deletion code',
    M.codeRequired,
  );
  const token = await issueToken('delete', caller.userId, now);
  securityEvent('account.delete-requested', { userId: caller.userId, client: clientKey });
  await deliver(
    linkEmail(profile, 'delete', siteLink(`/eliminar-cuenta?token=${token}`)),
    'account-delete',
    caller.userId,
  );
}

/** The part of a partition item's sort key after its first `#`. */
const afterKind = (item: Record<string, unknown>) => String(item.sk).split('#').slice(1);

/**
 * Items outside the member's partition that a partition item points at (by sk prefix), deleted
 * with it: the session and its index, a reset link, a pending login, an export or deletion link,
 * the consulting slot, the rosters of interests and webinars, the support tickets' locators and queue entries, the deal
 * alerts' index, a lender's link and inbox entry.
 */
const MIRRORS: Record<
  string,
  (item: Record<string, unknown>, userId: string) => Key | readonly Key[] | null
> = {
  SESSION: (item) => keys.session(String(item.sk).slice(PREFIX.session.length)),
  RESET: (item) => keys.reset(String(item.sk).slice(PREFIX.reset.length)),
  MFA_LOGIN: (item) => keys.mfaLogin(afterKind(item).join('#')),
  DATA_LINK: (item) => {
    const [purpose, hash] = afterKind(item);
    return (purpose === 'export' || purpose === 'delete') && hash
      ? keys.memberDataToken(purpose, hash)
      : null;
  },
  DEAL_ALERT: (item, userId) =>
    keys.dealAlertIndex(userId, String(item.sk).slice(PREFIX.dealAlert.length)),
  // Its link, and its entry in the lender's inbox (which names the member).
  LENDER_CONNECTION: (item) => [
    ...(typeof item.tokenHash === 'string' ? [keys.lenderLink(item.tokenHash)] : []),
    ...(typeof item.lenderId === 'string'
      ? [keys.lenderInbox(item.lenderId, String(item.id))]
      : []),
  ],
  BOOKING: (item) => {
    const [, date, time] = String(item.sk).split('#');
    return date && time ? keys.slot(date, time) : null;
  },
  // The member's sk INTEREST#<kind>#<id> is the roster's pk.
  INTEREST: (item, userId) => ({ pk: String(item.sk), sk: userPk(userId) }),
  WEBINAR: (item, userId) => {
    const id = String(item.sk).split('#').at(-1);
    return id ? keys.webinarAttendee(id, userId) : null;
  },
  // Its locator and its queue entry (open, or in its resolution month's partition).
  TICKET: (item) => {
    const id = String(item.sk).split('#').at(-1);
    const ticket = item as Parameters<typeof ticketQueueEntry>[0];
    return id ? [keys.ticketLocator(id), ticketQueueEntry({ ...ticket, id })] : null;
  },
  // A request not yet delivered waits in the staff queue (a delivered one has left it).
  PORTFOLIO_ANALYSIS: (item, userId) => {
    const id = String(item.sk).split('#').at(-1);
    return id && item.status !== 'entregado' ? keys.portfolioAnalysisQueue(id, userId) : null;
  },
};

/**
 * Redeem a deletion link: cancel the subscription at Stripe now, delete the vault's objects and
 * items, every item of the member's partition and their mirrors, the email and username markers;
 * keep the billing record. A failure half way (e.g. Stripe down: 503 before anything is deleted)
 * leaves the profile, deleted last, so support can finish it.
 *
 * Its ~80 lines are that order of deletions, which is the point: kept in one place to read as one.
 */
export async function deleteAccount(token: string, now = new Date()): Promise<void> {
  const userId = await redeemToken('delete', token, now);
  const items = await partition(userId);
  const profileItem = items.find((i) => i.sk === 'PROFILE');
  const profile = profileItem && asProfile(profileItem);
  // Already deleted (another link of the same member, confirmed first): nothing left to do.
  if (!profile) return;

  // Billing first: no charge may follow the deletion.
  if (profile.stripeSubscriptionId) {
    const provider = await billingProvider();
    if (provider.owns(profile.stripeSubscriptionId)) {
      await provider.cancelNow(profile.stripeSubscriptionId);
    }
  }
  const charges = items
    .filter((i) => String(i.sk).startsWith(PREFIX.booking) && typeof i.paymentIntentId === 'string')
    .map((i) => {
      const payment = (i.payment ?? {}) as { amount?: number; status?: string; paidAt?: string };
      return {
        paymentIntentId: String(i.paymentIntentId),
        amount: payment.amount ?? null,
        status: payment.status ?? null,
        paidAt: payment.paidAt ?? null,
      };
    });
  // Written once: a second confirmation running at the same time (another link of the same
  // member) may read the partition after the first deleted bookings or the profile, and must not
  // overwrite the full record with a partial one. The first writer read everything: each run
  // writes this record before it deletes anything.
  try {
    await db.put({
      TableName: tableName,
      Item: {
        ...keys.deletedBilling(userId),
        deletedAt: now.toISOString(),
        plan: profile.plan ?? null,
        stripeCustomerId: profile.stripeCustomerId ?? null,
        stripeSubscriptionId: profile.stripeSubscriptionId ?? null,
        extraConsultingCharges: charges,
      },
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  } catch (error) {
    if ((error as Error).name !== 'ConditionalCheckFailedException') throw error;
  }

  // The daily job's upload markers (UPLOADS#<day the upload started>/<userId>#<fileId>): the file
  // id carries that instant. Collected before the vault's items go.
  const uploadMarkers: Key[] = items
    .filter((i) => String(i.sk).startsWith(PREFIX.file))
    .map((i) => {
      const fileId = String(i.sk).slice(PREFIX.file.length);
      return keys.upload(isoDay(idTime(fileId)), userId, fileId);
    });
  // A lender's organisation outlives the account: suspended, without it (functions/lenders).
  if (typeof profile.lenderId === 'string') {
    await detachDeletedAccount(profile.lenderId, userId, now);
  }
  const objects = await deleteMemberVault(userId);
  // The investor network keeps the member's directory entry, the other side of each request,
  // block and "no", and reports outside this partition.
  await forgetNetworkMember(userId);

  const doomed: Key[] = [...uploadMarkers, ...outsideItems(profile, userId)];
  for (const item of await partition(userId)) {
    if (item.sk === 'PROFILE') continue;
    doomed.push({ pk: String(item.pk), sk: String(item.sk) });
    const mirror = MIRRORS[String(item.sk).split('#')[0]!]?.(item, userId);
    if (mirror) doomed.push(...[mirror].flat());
  }
  if (profile.email) doomed.push(keys.email(String(profile.email)));
  if (profile.username) doomed.push(keys.username(String(profile.username)));
  await batchDeleteKeys(doomed);
  // The profile last: while it exists, the account can still be found and the deletion finished.
  await batchDeleteKeys([keys.profile(userId)]);
  // An upload URL issued before now can still write for its lifetime: the objects are swept again
  // once it is dead (functions/vault/erase.ts; the vault's daily job runs what is due).
  await scheduleMemberSweep(userId, now);
  securityEvent('account.deleted', { userId, count: objects });
  logger.info('account deleted', { userId, items: doomed.length + 1, objects });
  if (profile.email) {
    await deliver(
      deletedEmail(String(profile.email), String(profile.firstName)),
      'account-deleted',
      userId,
    );
  }
}

/**
 * Items outside the partition that name the member but no partition item points at: their
 * masterclass notice, the staff marker, the billing customer's mapping (the billing record keeps
 * its id), an email change waiting for its link.
 */
function outsideItems(profile: ProfileItem, userId: string): Key[] {
  return [
    keys.masterclassNotify(userId),
    keys.staff(userId),
    ...(profile.stripeCustomerId ? [keys.customer(String(profile.stripeCustomerId))] : []),
    ...(typeof profile.pendingEmailHash === 'string'
      ? [keys.emailChange(profile.pendingEmailHash)]
      : []),
  ];
}

// ---------------------------------------------------------------------------------------------
// Emails

function linkEmail(profile: ProfileItem, purpose: Purpose, url: string): Mail {
  const exporting = purpose === 'export';
  return {
    to: profile.email,
    subject: exporting
      ? 'Descarga tus datos de Inversor Listo'
      : 'Confirma la eliminación de tu cuenta de Inversor Listo',
    ...renderEmail({
      preheader: exporting
        ? 'Usa este enlace durante la próxima hora para descargar tus datos.'
        : 'Tu cuenta no se elimina hasta que abras este enlace.',
      heading: exporting
        ? 'Tus datos, listos para descargar'
        : 'Confirma que quieres eliminar tu cuenta',
      paragraphs: exporting
        ? [
            `Hola ${profile.firstName}:`,
            'Pediste una copia de todos los datos que guardamos sobre ti: tu perfil, tus análisis, tus expedientes, tu portafolio, tus sesiones, tus solicitudes y los archivos de tu bóveda.',
            'El enlace vale durante 1 hora y solo se puede usar una vez.',
          ]
        : [
            `Hola ${profile.firstName}:`,
            'Pediste eliminar tu cuenta. Al confirmar, cancelamos tu suscripción y borramos tu perfil, tus sesiones, los archivos de tu bóveda, tus análisis, tus expedientes, tu portafolio, tus sesiones de consultoría, tus solicitudes de soporte y tus cartas. No se puede deshacer.',
            'Solo conservamos lo que la ley exige para la facturación (los identificadores de tus pagos, sin tu nombre ni tu correo).',
            'El enlace vale durante 1 hora y solo se puede usar una vez.',
          ],
      action: { label: exporting ? 'Descargar mis datos' : 'Eliminar mi cuenta', url },
      footnote: [
        exporting
          ? 'Si no lo pediste tú, ignora este correo y cambia tu contraseña.'
          : 'Si no lo pediste tú, ignora este correo: tu cuenta sigue igual. Te recomendamos cambiar tu contraseña.',
      ],
    }),
  };
}

function deletedEmail(to: string, firstName: string): Mail {
  return {
    to,
    subject: 'Eliminamos tu cuenta de Inversor Listo',
    ...renderEmail({
      preheader: 'Tu cuenta, tus archivos y tus datos se eliminaron.',
      heading: 'Tu cuenta fue eliminada',
      paragraphs: [
        `Hola ${firstName}:`,
        'Eliminamos tu cuenta, tus archivos y tus datos, y cancelamos tu suscripción. Este es el último correo que te enviamos.',
      ],
      footnote: ['Si no lo pediste tú, escríbenos a soporte@inversorlisto.com.'],
    }),
  };
}
