import { createHash } from 'node:crypto';
import { db, epochSeconds, tableName } from './db.ts';
import { config } from './config.ts';
import { forbidden, unauthorized } from './errors.ts';
import { MESSAGES } from '../../shared/messages.ts';
import { accessAllows, type Access, type PlanId, type Role } from '../../shared/plans.ts';

/** The stored user profile item (pk USER#<id>, sk PROFILE): what access checks read. */
export interface ProfileItem {
  pk: string;
  sk: 'PROFILE';
  userId: string;
  firstName: string;
  lastName: string;
  email: string;
  username: string;
  passwordHash: string;
  /** When the password was last reset (epoch ms); absent until the first reset. */
  passwordChangedAt?: number;
  plan: PlanId;
  subscriptionStatus: string;
  createdAt: string;
  /** Set only by ops (scripts/staff.ts): staff see the review queue at /equipo. */
  role?: Role;
  [extra: string]: unknown;
}

export interface Caller {
  userId: string;
  profile: ProfileItem;
  sessionHash: string;
}

/** `__Host-sid` over https (production), `sid` on http://localhost (no Secure possible). */
export function sessionCookieName(): string {
  return config.SITE_URL.startsWith('https://') ? '__Host-sid' : 'sid';
}

export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

/** The signed-in caller from the session cookie, or undefined for a visitor. */
export async function loadCaller(cookies: Record<string, string>): Promise<Caller | undefined> {
  const token = cookies[sessionCookieName()];
  if (!token || token.length > 128) return undefined;
  const sessionHash = sha256(token);
  const session = await db.get({
    TableName: tableName,
    Key: { pk: `SESSION#${sessionHash}`, sk: 'SESSION' },
  });
  const item = session.Item;
  if (!item || typeof item.userId !== 'string' || Number(item.ttl) <= epochSeconds()) {
    return undefined;
  }
  const profile = await db.get({
    TableName: tableName,
    Key: { pk: `USER#${item.userId}`, sk: 'PROFILE' },
  });
  if (!profile.Item) return undefined;
  return { userId: item.userId, profile: profile.Item as ProfileItem, sessionHash };
}

/** Enforce a route's access level; returns the caller (undefined only for public routes). */
export async function authorize(
  access: Access,
  cookies: Record<string, string>,
): Promise<Caller | undefined> {
  const caller = await loadCaller(cookies);
  if (access === 'public') return caller;
  if (!caller) throw unauthorized();
  if (!accessAllows(caller.profile, access)) {
    throw forbidden(
      access === 'staff'
        ? MESSAGES.forbiddenStaff
        : access === 'elite'
          ? MESSAGES.forbiddenElite
          : MESSAGES.forbiddenPro,
    );
  }
  return caller;
}
