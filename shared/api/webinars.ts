import * as z from 'zod';
import { planAllows, type PlanId } from '../plans.ts';

/**
 * The webinar schedule (monthly webinars on every plan, weekly on Pro and Elite).
 *   GET    /api/webinars                            upcoming sessions (public)
 *   GET    /api/webinars/registrations              the caller's upcoming sign-ups
 *   POST   /api/webinars/registrations              sign up { webinarId }
 *   DELETE /api/webinars/registrations/{webinarId}  cancel a sign-up
 */

/** Who may attend: 'gratuito' sessions are open to every plan; 'pro' ones to Pro and Elite. */
export const WEBINAR_AUDIENCES = ['gratuito', 'pro'] as const;
export type WebinarAudience = (typeof WEBINAR_AUDIENCES)[number];

export const WEBINAR_AUDIENCE_LABELS: Record<WebinarAudience, string> = {
  gratuito: 'Webinar mensual · todos los planes',
  pro: 'Webinar semanal · Pro y Elite',
};

/**
 * Session ids carry their start time (UTC, to the minute) so a sign-up can read the session by
 * key: 20260212T0000Z-k3j9x2.
 */
const WEBINAR_ID_PATTERN = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})Z-([a-z0-9]{6})$/;

export interface Webinar {
  id: string;
  title: string;
  description: string;
  /** ISO date-time, UTC. */
  startsAt: string;
  durationMinutes: number;
  audience: WebinarAudience;
  host: string;
  capacity: number;
  seatsLeft: number;
}

export interface WebinarListResponse {
  webinars: Webinar[];
}

export interface WebinarRegistration {
  webinar: Webinar;
  /** ISO date-time of the sign-up. */
  registeredAt: string;
  /** The link to join, once the organisers publish it; only sign-ups see it. */
  joinUrl: string | null;
}

export interface RegistrationsResponse {
  registrations: WebinarRegistration[];
}

export interface RegisterResponse {
  message: string;
  registration: WebinarRegistration;
}

export const registerWebinarSchema = z.object({
  webinarId: z.string().regex(WEBINAR_ID_PATTERN, 'Webinar no encontrado'),
});

export const WEBINAR_MESSAGES = {
  notFound: 'Webinar no encontrado',
  started: 'Este webinar ya comenzó; elige una sesión próxima.',
  proOnly: 'Este webinar es exclusivo de los planes Pro y Elite.',
  full: 'Este webinar ya no tiene lugares disponibles.',
  alreadyRegistered: 'Ya estás inscrito en este webinar.',
  registered: '¡Listo! Te inscribimos y te enviamos la invitación a tu correo.',
  notRegistered: 'No estás inscrito en este webinar.',
  cancelled: 'Cancelamos tu inscripción.',
} as const;

/** May a user on this plan and status attend a session for this audience? */
export function canAttend(
  plan: PlanId,
  subscriptionStatus: string,
  audience: WebinarAudience,
): boolean {
  return audience === 'gratuito' || planAllows(plan, subscriptionStatus, 'pro');
}

/** The UTC start time an id encodes, as an ISO string; undefined for a malformed id. */
export function webinarStartFromId(id: string): string | undefined {
  const match = WEBINAR_ID_PATTERN.exec(id);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match;
  const date = new Date(`${y}-${mo}-${d}T${h}:${mi}:00.000Z`);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** An id for a session starting at `startsAt` (seconds are dropped), with a 6-char suffix. */
export function webinarId(startsAt: Date, suffix: string): string {
  const iso = startsAt.toISOString(); // 2026-02-12T00:00:00.000Z
  const compact = `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}T${iso.slice(11, 13)}${iso.slice(14, 16)}Z`;
  return `${compact}-${suffix}`;
}
