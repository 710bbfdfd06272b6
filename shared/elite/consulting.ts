/**
 * Elite 1:1 consulting: the consultation types and their prices, the extra-session refund policy,
 * the slots and modes, and which dates and slots can be booked.
 */
import { TZDate } from '@date-fns/tz';
import { catalogueEntry, catalogueIds } from './catalogue.ts';
import { addDays, CONSULTING_TIME_ZONE, dateInZone, isCalendarDate, weekday } from './time.ts';

/** One 1:1 session a month is included in Elite; further sessions that month get this discount. */
export const INCLUDED_SESSIONS_PER_MONTH = 1;
export const EXTRA_SESSION_DISCOUNT_PERCENT = 25;

export const CONSULTATION_TYPES = [
  {
    id: 'estrategia-portafolio',
    title: 'Estrategia de Portafolio',
    minutes: 60,
    description:
      'Revisamos tus propiedades, tu flujo de caja y tus metas para definir el siguiente paso de tu portafolio.',
    /** Regular price of the session in US dollars (an extra session pays it minus the discount). */
    regularPrice: 200,
  },
  {
    id: 'analisis-deal',
    title: 'Análisis de Deal',
    minutes: 45,
    description:
      'Analizamos a fondo una propiedad concreta: números, riesgos, estrategia de salida y cómo financiarla.',
    regularPrice: 150,
  },
  {
    id: 'revision-financiamiento',
    title: 'Revisión de Financiamiento',
    minutes: 30,
    description:
      'Preparamos tu expediente para un préstamo DSCR o hard money y repasamos lo que pedirá el prestamista.',
    regularPrice: 100,
  },
  {
    id: 'plan-crecimiento',
    title: 'Plan de Crecimiento Anual',
    minutes: 60,
    description:
      'Diseñamos tu plan de 12 meses: cuántas propiedades, con qué capital y con qué financiamiento.',
    regularPrice: 200,
  },
] as const;

export type ConsultationTypeId = (typeof CONSULTATION_TYPES)[number]['id'];
export type ConsultationType = (typeof CONSULTATION_TYPES)[number];
export const CONSULTATION_TYPE_IDS = catalogueIds(CONSULTATION_TYPES);

export function consultationType(id: ConsultationTypeId): ConsultationType {
  return catalogueEntry(CONSULTATION_TYPES, id);
}

/** What an extra session costs: the regular price less the Elite discount, in dollars. */
export function extraSessionPrice(type: ConsultationTypeId): number {
  const regular = consultationType(type).regularPrice;
  return Math.round(regular * (100 - EXTRA_SESSION_DISCOUNT_PERCENT)) / 100;
}

/**
 * Refund policy of an extra session (charged to the card on file when booked): cancelled at
 * least this many hours before it starts, the charge is refunded in full; later, it is not (the
 * consultant's time was held). An extra session that becomes the month's included one (the
 * included session was cancelled) is refunded whatever the time.
 */
export const EXTRA_SESSION_REFUND_HOURS = 24;
export const EXTRA_SESSION_POLICY = `Las sesiones adicionales se cobran al agendarlas a la tarjeta de tu suscripción. Si cancelas con al menos ${EXTRA_SESSION_REFUND_HOURS} horas de anticipación, te reembolsamos el cobro completo; con menos de ${EXTRA_SESSION_REFUND_HOURS} horas, el cobro no se reembolsa.`;

/** Does cancelling now refund an extra session starting at `startsAt` (policy above)? */
export function refundsOnCancel(startsAt: string, now: Date): boolean {
  return new Date(startsAt).getTime() - now.getTime() >= EXTRA_SESSION_REFUND_HOURS * 3_600_000;
}

/**
 * Six one-hour slots between 9:00 AM and 6:00 PM New York time (CONSULTING_TIME_ZONE in
 * time.ts): a morning block and an afternoon block, the last one ending at 6:00 PM.
 */
export const CONSULTING_SLOTS = ['09:00', '10:00', '11:00', '15:00', '16:00', '17:00'] as const;

/** The instant a slot starts: its wall-clock date and time in New York (daylight saving included). */
export function slotStart(date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const [hour, minute] = time.split(':').map(Number) as [number, number];
  return new Date(new TZDate(year, month - 1, day, hour, minute, CONSULTING_TIME_ZONE).getTime());
}

/** Sessions are booked Monday to Friday, from tomorrow up to this many days ahead. */
const BOOKING_HORIZON_DAYS = 60;

export const CONSULTING_MODES = [
  {
    id: 'video',
    label: 'Videollamada',
    detail: 'Te enviamos el enlace de la videollamada antes de la sesión.',
  },
  { id: 'phone', label: 'Llamada telefónica', detail: 'Te llamamos al número que nos indiques.' },
] as const;
/** Sessions booked by chat before that mode was withdrawn: shown as what they were. */
const STORED_ONLY_MODES = [
  { id: 'chat', label: 'Chat al teléfono indicado', detail: 'Te escribimos al número indicado.' },
] as const;
export type ConsultingModeId =
  (typeof CONSULTING_MODES)[number]['id'] | (typeof STORED_ONLY_MODES)[number]['id'];
/** The modes a new booking may ask for. */
export const CONSULTING_MODE_IDS = catalogueIds(CONSULTING_MODES);
export function consultingMode(id: ConsultingModeId): { label: string; detail: string } {
  return catalogueEntry<{ id: ConsultingModeId; label: string; detail: string }>(
    [...CONSULTING_MODES, ...STORED_ONLY_MODES],
    id,
  );
}

/** The dates a session can be booked on, seen from `now`: tomorrow to the horizon. */
export function bookingWindow(now: Date): { min: string; max: string } {
  const today = dateInZone(now);
  return { min: addDays(today, 1), max: addDays(today, BOOKING_HORIZON_DAYS) };
}

export const BOOKING_DATE_MESSAGES = {
  required: 'Elige la fecha de tu sesión',
  past: 'Elige una fecha futura: las sesiones se agendan a partir de mañana.',
  tooFar: `Puedes agendar con hasta ${BOOKING_HORIZON_DAYS} días de anticipación.`,
  weekend: 'Las sesiones se agendan de lunes a viernes.',
} as const;

/** Why a date cannot be booked (Spanish), or undefined when it can. */
export function bookingDateProblem(date: string, now: Date): string | undefined {
  if (!isCalendarDate(date)) return BOOKING_DATE_MESSAGES.required;
  const { min, max } = bookingWindow(now);
  if (date < min) return BOOKING_DATE_MESSAGES.past;
  if (date > max) return BOOKING_DATE_MESSAGES.tooFar;
  const day = weekday(date);
  if (day === 0 || day === 6) return BOOKING_DATE_MESSAGES.weekend;
  return undefined;
}

/** A booking's id: its slot, e.g. 2026-03-12-0900 (one booking per slot). */
export function bookingId(date: string, time: string): string {
  return `${date}-${time.replace(':', '')}`;
}
const BOOKING_ID_PATTERN = /^(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})$/;
export function parseBookingId(id: string): { date: string; time: string } | undefined {
  const match = BOOKING_ID_PATTERN.exec(id);
  if (!match || !isCalendarDate(match[1]!)) return undefined;
  return { date: match[1]!, time: `${match[2]}:${match[3]}` };
}
