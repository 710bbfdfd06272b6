/**
 * The Elite plan's services (spec 02 §2, §9; spec 01 §1): 1:1 consulting, priority support and
 * exclusive deals. One place for their constants, so the plan page, the Elite pages, the handlers
 * and the emails say the same thing.
 */
import { placeKey, US_STATES, STATE_NAMES_ES, isStateCode } from './market/states.ts';

// ---------------------------------------------------------------------------------------------
// 1:1 consulting
// ---------------------------------------------------------------------------------------------

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
export const CONSULTATION_TYPE_IDS = CONSULTATION_TYPES.map((t) => t.id) as [
  ConsultationTypeId,
  ...ConsultationTypeId[],
];

export function consultationType(id: ConsultationTypeId): ConsultationType {
  return CONSULTATION_TYPES.find((t) => t.id === id)!;
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
 * Every consulting time is wall-clock time in New York (the team's zone); the pages say so next
 * to each time. Six one-hour slots between 9:00 AM and 6:00 PM: a morning block and an afternoon
 * block, the last one ending at 6:00 PM.
 */
export const CONSULTING_TIME_ZONE = 'America/New_York';
export const CONSULTING_TIME_ZONE_LABEL = 'hora del Este (Nueva York)';
export const CONSULTING_SLOTS = ['09:00', '10:00', '11:00', '15:00', '16:00', '17:00'] as const;
export type ConsultingSlot = (typeof CONSULTING_SLOTS)[number];

/** Sessions are booked Monday to Friday, from tomorrow up to this many days ahead. */
export const BOOKING_HORIZON_DAYS = 60;

export const CONSULTING_MODES = [
  {
    id: 'video',
    label: 'Videollamada',
    detail: 'Te enviamos el enlace de la videollamada antes de la sesión.',
  },
  { id: 'phone', label: 'Llamada telefónica', detail: 'Te llamamos al número que nos indiques.' },
  {
    id: 'chat',
    label: 'Chat por WhatsApp',
    detail: 'Te escribimos por WhatsApp al número que nos indiques.',
  },
] as const;
export type ConsultingModeId = (typeof CONSULTING_MODES)[number]['id'];
export const CONSULTING_MODE_IDS = CONSULTING_MODES.map((m) => m.id) as [
  ConsultingModeId,
  ...ConsultingModeId[],
];
export function consultingMode(id: ConsultingModeId) {
  return CONSULTING_MODES.find((m) => m.id === id)!;
}

/** "9:00 AM" for "09:00". */
export function slotLabel(time: string): string {
  const [h, m] = time.split(':').map(Number) as [number, number];
  const hour12 = h % 12 === 0 ? 12 : h % 12;
  return `${hour12}:${String(m).padStart(2, '0')} ${h < 12 ? 'AM' : 'PM'}`;
}

/** The calendar date (YYYY-MM-DD) it is now in a time zone. */
export function dateInZone(now: Date, timeZone: string = CONSULTING_TIME_ZONE): string {
  // en-CA formats as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A real calendar date written YYYY-MM-DD (2026-02-30 is not). */
export function isCalendarDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** 0 Sunday … 6 Saturday, for a YYYY-MM-DD date. */
export function weekday(date: string): number {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).getUTCDay();
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
export const BOOKING_ID_PATTERN = /^(\d{4}-\d{2}-\d{2})-(\d{2})(\d{2})$/;
export function parseBookingId(id: string): { date: string; time: string } | undefined {
  const match = BOOKING_ID_PATTERN.exec(id);
  if (!match || !isCalendarDate(match[1]!)) return undefined;
  return { date: match[1]!, time: `${match[2]}:${match[3]}` };
}

// ---------------------------------------------------------------------------------------------
// Priority support (24/7)
// ---------------------------------------------------------------------------------------------

export const SUPPORT_METHODS = [
  {
    id: 'chat',
    label: 'Chat por WhatsApp',
    target: 'Respuesta en menos de 15 minutos',
    targetMinutes: 15,
    description: 'Te escribimos por WhatsApp al número que nos indiques.',
  },
  {
    id: 'phone',
    label: 'Llamada telefónica',
    target: 'Respuesta en menos de 30 minutos',
    targetMinutes: 30,
    description: 'Un especialista te llama al número que nos indiques.',
  },
  {
    id: 'email',
    label: 'Correo electrónico',
    target: 'Respuesta en menos de 45 minutos',
    targetMinutes: 45,
    description: 'Te respondemos al correo de tu cuenta.',
  },
] as const;
export type SupportMethodId = (typeof SUPPORT_METHODS)[number]['id'];
export const SUPPORT_METHOD_IDS = SUPPORT_METHODS.map((m) => m.id) as [
  SupportMethodId,
  ...SupportMethodId[],
];
export function supportMethod(id: SupportMethodId) {
  return SUPPORT_METHODS.find((m) => m.id === id)!;
}
export function isSupportMethodId(value: unknown): value is SupportMethodId {
  return SUPPORT_METHOD_IDS.includes(value as SupportMethodId);
}

export const SUPPORT_PRIORITIES = [
  {
    id: 'urgente',
    label: 'Urgente',
    target: 'Respuesta en menos de 30 min',
    targetMinutes: 30,
    description: 'Un cierre o una fecha límite en riesgo hoy.',
  },
  {
    id: 'alta',
    label: 'Alta',
    target: 'Respuesta en menos de 2 h',
    targetMinutes: 120,
    description: 'Bloquea un análisis o una solicitud de préstamo en curso.',
  },
  {
    id: 'normal',
    label: 'Normal',
    target: 'Respuesta en menos de 4 h',
    targetMinutes: 240,
    description: 'Dudas, sugerencias y consultas generales.',
  },
] as const;
export type SupportPriorityId = (typeof SUPPORT_PRIORITIES)[number]['id'];
export const SUPPORT_PRIORITY_IDS = SUPPORT_PRIORITIES.map((p) => p.id) as [
  SupportPriorityId,
  ...SupportPriorityId[],
];
export function supportPriority(id: SupportPriorityId) {
  return SUPPORT_PRIORITIES.find((p) => p.id === id)!;
}

export const SUPPORT_CATEGORIES = [
  { id: 'tools', label: 'Herramientas' },
  { id: 'analysis', label: 'Análisis de inversiones' },
  { id: 'financing', label: 'Financiamiento' },
  { id: 'strategy', label: 'Estrategia' },
  { id: 'technical', label: 'Problema técnico' },
  { id: 'account', label: 'Cuenta y facturación' },
] as const;
export type SupportCategoryId = (typeof SUPPORT_CATEGORIES)[number]['id'];
export const SUPPORT_CATEGORY_IDS = SUPPORT_CATEGORIES.map((c) => c.id) as [
  SupportCategoryId,
  ...SupportCategoryId[],
];
export function supportCategory(id: SupportCategoryId) {
  return SUPPORT_CATEGORIES.find((c) => c.id === id)!;
}

/**
 * Who a ticket is served as. Elite: 24/7 by chat, phone or email, with the targets of its priority.
 * Pro (issue 16): priority support by email only, answered by the end of the next business day
 * (6:00 PM New York time, Monday to Friday) whatever the priority; tickets stored before tiers
 * existed are Elite's.
 */
export type SupportTier = 'elite' | 'pro';
export const PRO_SUPPORT = {
  label: 'Soporte prioritario por correo',
  target: 'Respuesta en 1 día hábil',
  detail:
    'Te respondemos por correo antes de las 6:00 PM (hora del Este) del siguiente día hábil, de lunes a viernes.',
  /** The hour (New York) of the business day by which a Pro ticket is answered. */
  dueHour: 18,
} as const;
/** Elite's headline target (24/7, high priority within 2 hours), for plan pages and the support page. */
export const ELITE_SUPPORT_TARGET = 'Atención 24/7, prioridad alta en menos de 2 h';

/** What a ticket's answer target reads like, by tier and priority. */
export function ticketTarget(tier: SupportTier, priority: SupportPriorityId): string {
  return tier === 'pro' ? PRO_SUPPORT.target : supportPriority(priority).target;
}

/** The support page a tier's emails link to (one page for both, see web/src/app/routes). */
export const SUPPORT_PAGE = '/elite-support';

/** A ticket starts Abierto; the support team moves it to En progreso and Resuelto. */
export const TICKET_STATUSES = [
  { id: 'abierto', label: 'Abierto' },
  { id: 'en-progreso', label: 'En progreso' },
  { id: 'resuelto', label: 'Resuelto' },
] as const;
export type TicketStatusId = (typeof TICKET_STATUSES)[number]['id'];
export const TICKET_STATUS_IDS = TICKET_STATUSES.map((s) => s.id) as [
  TicketStatusId,
  ...TicketStatusId[],
];
export function ticketStatusLabel(id: TicketStatusId): string {
  return TICKET_STATUSES.find((s) => s.id === id)!.label;
}

/** Modes and methods that reach the user by phone need a number. */
export function needsPhone(method: string): boolean {
  return method === 'phone' || method === 'chat';
}

// ---------------------------------------------------------------------------------------------
// Exclusive deals
// ---------------------------------------------------------------------------------------------

export const DEAL_STATUSES = ['Pre-Market', 'Elite Only', 'VIP Access'] as const;
export type DealStatus = (typeof DEAL_STATUSES)[number];

export const DEAL_PROPERTY_TYPES = [
  { id: 'multifamily', label: 'Multifamiliar' },
  { id: 'single-family', label: 'Unifamiliar' },
  { id: 'short-term', label: 'Renta vacacional' },
  { id: 'mixed-use', label: 'Uso mixto' },
  { id: 'commercial', label: 'Comercial' },
] as const;
export type DealPropertyType = (typeof DEAL_PROPERTY_TYPES)[number]['id'];
export const DEAL_PROPERTY_TYPE_IDS = DEAL_PROPERTY_TYPES.map((t) => t.id) as [
  DealPropertyType,
  ...DealPropertyType[],
];
export function dealTypeLabel(id: DealPropertyType): string {
  return DEAL_PROPERTY_TYPES.find((t) => t.id === id)!.label;
}

/** Price ranges of the filter bar, in dollars ([min, max), max undefined = no upper bound). */
export const DEAL_PRICE_RANGES = [
  { id: 'hasta-500k', label: 'Hasta $500,000', min: 0, max: 500_000 },
  { id: '500k-1m', label: '$500,000 – $1,000,000', min: 500_000, max: 1_000_000 },
  { id: '1m-3m', label: '$1,000,000 – $3,000,000', min: 1_000_000, max: 3_000_000 },
  { id: 'mas-3m', label: 'Más de $3,000,000', min: 3_000_000, max: undefined },
] as const;
export type DealPriceRangeId = (typeof DEAL_PRICE_RANGES)[number]['id'];
export const DEAL_PRICE_RANGE_IDS = DEAL_PRICE_RANGES.map((r) => r.id) as [
  DealPriceRangeId,
  ...DealPriceRangeId[],
];
export function dealPriceRange(id: DealPriceRangeId) {
  return DEAL_PRICE_RANGES.find((r) => r.id === id)!;
}

/** Minimum cap rates offered by the filter bar (percent). */
export const DEAL_MIN_CAP_RATES = [6, 7, 8, 9, 10] as const;

/** What a filter or a saved alert asks for; an unset field matches everything. */
export interface DealCriteria {
  type?: DealPropertyType;
  priceRange?: DealPriceRangeId;
  /** Percent, e.g. 8 for 8%. */
  minCapRate?: number;
  /** City, state name or USPS code ("Houston", "Texas", "TX", "Houston, TX"). */
  location?: string;
}

export interface DealFacts {
  type: DealPropertyType;
  price: number;
  capRate: number;
  city: string;
  state: string;
}

export function hasCriteria(criteria: DealCriteria): boolean {
  return (
    criteria.type !== undefined ||
    criteria.priceRange !== undefined ||
    criteria.minCapRate !== undefined ||
    (criteria.location ?? '').trim() !== ''
  );
}

/** Does a deal meet the criteria? One rule for the filter bar and the saved alerts. */
export function dealMatches(deal: DealFacts, criteria: DealCriteria): boolean {
  if (criteria.type && deal.type !== criteria.type) return false;
  if (criteria.priceRange) {
    const range = dealPriceRange(criteria.priceRange);
    if (deal.price < range.min) return false;
    if (range.max !== undefined && deal.price >= range.max) return false;
  }
  if (criteria.minCapRate !== undefined && deal.capRate < criteria.minCapRate) return false;
  const location = (criteria.location ?? '').trim();
  if (location) return locationMatches(deal, location);
  return true;
}

function locationMatches(deal: Pick<DealFacts, 'city' | 'state'>, query: string): boolean {
  const code = query.trim().toUpperCase();
  if (isStateCode(code)) return deal.state === code;
  const wanted = placeKey(query);
  if (!wanted) return true;
  // The state as its code, its English name and its Spanish one ("Nueva York" finds NY deals).
  const names = isStateCode(deal.state)
    ? [deal.state, US_STATES[deal.state], STATE_NAMES_ES[deal.state]]
    : [deal.state];
  return names
    .flatMap((name) => [placeKey(`${deal.city} ${name}`), placeKey(name)])
    .some((key) => key.includes(wanted));
}

/** "Multifamiliar · $500,000 – $1,000,000 · cap rate ≥ 8% · Houston" (for alerts and emails). */
export function describeCriteria(criteria: DealCriteria): string {
  const parts: string[] = [];
  if (criteria.type) parts.push(dealTypeLabel(criteria.type));
  if (criteria.priceRange) parts.push(dealPriceRange(criteria.priceRange).label);
  if (criteria.minCapRate !== undefined) parts.push(`cap rate desde ${criteria.minCapRate}%`);
  if (criteria.location?.trim()) parts.push(criteria.location.trim());
  return parts.length > 0 ? parts.join(' · ') : 'Todos los deals';
}

/** Whole days left until a deal's exclusivity ends (0 on its last day). */
export function daysLeft(exclusiveUntil: string, now: Date): number {
  return Math.max(0, Math.ceil((new Date(exclusiveUntil).getTime() - now.getTime()) / 86_400_000));
}

/** A saved-alert limit per user, so alerts stay meaningful (and emails few). */
export const MAX_DEAL_ALERTS = 5;

// ---------------------------------------------------------------------------------------------
// Formatting (es-ES dates, as the spec asks)
// ---------------------------------------------------------------------------------------------

const sessionDayFormat = new Intl.DateTimeFormat('es-ES', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "jueves, 12 de marzo de 2026" for a YYYY-MM-DD calendar date (no time-zone shift). */
export function sessionDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return sessionDayFormat.format(new Date(Date.UTC(y, m - 1, d, 12)));
}

const monthFormat = new Intl.DateTimeFormat('es-ES', {
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "marzo de 2026" for YYYY-MM. */
export function monthName(month: string): string {
  const [y, m] = month.split('-').map(Number) as [number, number];
  return monthFormat.format(new Date(Date.UTC(y, m - 1, 15)));
}

/** The wall-clock time (HH:MM, 24 h) of an instant in a time zone. */
export function timeInZone(instant: Date, timeZone: string = CONSULTING_TIME_ZONE): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hourCycle: 'h23',
    hour: '2-digit',
    minute: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('hour')}:${get('minute')}`;
}

/** "miércoles, 15 de abril de 2026, 7:00 PM" in New York time, for an ISO instant. */
export function easternDateTime(iso: string): string {
  const instant = new Date(iso);
  return `${sessionDay(dateInZone(instant))}, ${slotLabel(timeInZone(instant))}`;
}
