/**
 * The Elite API contract: request schemas the handlers validate with (Spanish messages, also used
 * by the forms) and the answers' shapes. Every route needs plan Elite.
 *   GET    /api/elite/bookings                  upcoming sessions and the months whose included
 *                                               session is used
 *   GET    /api/elite/availability?date=        taken slots of a date
 *   POST   /api/elite/bookings                  book a session (slot unique, emails with .ics)
 *   DELETE /api/elite/bookings/{bookingId}      cancel (frees the slot)
 *   GET    /api/elite/masterclasses             upcoming and recorded, and the notify wish
 *   PUT    /api/elite/masterclasses/notify      { notify } — email me when one is published
 *   GET    /api/elite/support-channels          the team's WhatsApp link, when ops set one
 *   GET    /api/elite/tickets                   the caller's support tickets, newest first
 *   POST   /api/elite/tickets                   open a ticket (emails support and the user)
 *                                               — these two also for Pro (email only, 1 business day)
 *   GET    /api/elite/deals?type=&priceRange=&minCapRate=&location=   filtered deals, launches
 *   POST   /api/elite/interests                 { kind, id } — interest in a deal or launch
 *   GET    /api/elite/alerts                    saved deal alerts
 *   POST   /api/elite/alerts                    save the filter as an alert
 *   DELETE /api/elite/alerts/{alertId}          delete an alert
 */
import * as z from 'zod';
import { MESSAGES } from '../messages.ts';
import {
  BOOKING_DATE_MESSAGES,
  bookingDateProblem,
  CONSULTATION_TYPE_IDS,
  CONSULTING_MODE_IDS,
  CONSULTING_SLOTS,
  EXTRA_SESSION_DISCOUNT_PERCENT,
  EXTRA_SESSION_REFUND_HOURS,
  type ConsultationTypeId,
  type ConsultingModeId,
} from '../elite/consulting.ts';
import {
  DEAL_MIN_CAP_RATES,
  DEAL_PRICE_RANGE_IDS,
  DEAL_PROPERTY_TYPE_IDS,
  MAX_DEAL_ALERTS,
  type DealCriteria,
  type DealPropertyType,
  type DealStatus,
} from '../elite/offers.ts';
import {
  needsPhone,
  SUPPORT_CATEGORY_IDS,
  SUPPORT_METHOD_IDS,
  SUPPORT_PRIORITY_IDS,
  type SupportCategoryId,
  type SupportMethodId,
  type SupportPriorityId,
  type SupportTier,
  type TicketStatusId,
} from '../elite/support.ts';

export const ELITE_MESSAGES = {
  typeRequired: 'Elige un tipo de consulta',
  timeRequired: 'Elige un horario',
  modeRequired: 'Elige una modalidad',
  topicShort: 'Cuéntanos el tema de la sesión (mínimo 10 caracteres)',
  topicLong: 'El tema no puede superar los 2000 caracteres',
  phoneRequired: 'Indica un teléfono para contactarte',
  phoneInvalid: 'Ingresa un teléfono válido de 10 dígitos, por ejemplo (305) 555-0123',
  slotTaken: 'Ese horario ya fue reservado. Elige otro horario u otra fecha.',
  slotBusy: 'Muchas personas están reservando en este momento. Intenta de nuevo en unos segundos.',
  booked: '¡Sesión programada! Te enviamos la confirmación con la invitación de calendario.',
  bookedExtra: (amount: string, card: string | null) =>
    `¡Sesión programada! Es una sesión adicional con ${EXTRA_SESSION_DISCOUNT_PERCENT}% de descuento Elite: cobramos ${amount} a ${card ? `tu tarjeta ${card}` : 'la tarjeta de tu suscripción'}. Te enviamos la confirmación por correo.`,
  bookingNotFound: 'No encontramos esa sesión en tu agenda.',
  sessionNotFound: 'No encontramos esa sesión: ya terminó o el miembro la canceló.',
  specialistAssigned: 'Quedaste como especialista de la sesión: avisamos al miembro por correo.',
  bookingStarted: 'Esta sesión ya comenzó o terminó; no se puede cancelar.',
  bookingCancelled: 'Cancelamos tu sesión y liberamos el horario.',
  bookingChanging: 'Tu agenda cambió mientras cancelabas. Recarga la página e intenta de nuevo.',
  bookingCancelledRefund: (amount: string) =>
    `Cancelamos tu sesión y liberamos el horario. Reembolsamos ${amount} a tu tarjeta (puede tardar de 5 a 10 días hábiles en verse en tu estado de cuenta).`,
  bookingCancelledNoRefund: `Cancelamos tu sesión y liberamos el horario. Como faltaban menos de ${EXTRA_SESSION_REFUND_HOURS} horas, el cobro de la sesión adicional no se reembolsa.`,
  chargeNoCard:
    'Para agendar una sesión adicional necesitamos la tarjeta de tu suscripción y no encontramos una guardada. Agrégala en Mi suscripción e intenta de nuevo. No agendamos la sesión.',
  chargeDeclined:
    'Tu banco rechazó el cobro de la sesión adicional. No agendamos la sesión ni se hizo ningún cargo; actualiza tu tarjeta en Mi suscripción e intenta de nuevo.',
  chargeInsufficientFunds:
    'Tu tarjeta no tiene fondos suficientes para la sesión adicional. No agendamos la sesión ni se hizo ningún cargo.',
  chargeActionRequired:
    'Tu banco pide que confirmes este cobro en persona y no podemos hacerlo desde aquí. No agendamos la sesión; escríbenos a soporte o usa otra tarjeta en Mi suscripción.',

  notifyOn: 'Te avisaremos por correo cuando publiquemos una nueva masterclass.',
  notifyOff: 'Ya no te enviaremos avisos de nuevas masterclasses.',

  subjectShort: 'Escribe un asunto (mínimo 5 caracteres)',
  subjectLong: 'El asunto no puede superar los 120 caracteres',
  subjectOneLine: 'El asunto debe ser una sola línea, sin saltos de línea ni caracteres de control',
  categoryRequired: 'Elige una categoría',
  descriptionShort: 'Describe tu consulta con más detalle (mínimo 20 caracteres)',
  descriptionLong: 'La descripción no puede superar los 4000 caracteres',
  priorityRequired: 'Elige una prioridad',
  methodRequired: 'Elige cómo quieres que te contactemos',
  ticketCreated:
    'Recibimos tu solicitud. Te contactaremos dentro del tiempo de respuesta de su prioridad.',
  ticketCreatedPro:
    'Recibimos tu solicitud. Te responderemos por correo antes de que termine el siguiente día hábil.',
  proEmailOnly:
    'El soporte del plan Pro es por correo electrónico. El chat y la llamada son del plan Elite.',
  replyShort: 'Escribe la respuesta (mínimo 10 caracteres)',
  replyLong: 'La respuesta no puede superar los 4000 caracteres',
  ticketNotFound: 'No encontramos esa solicitud.',
  ticketCursor: 'La página pedida de la cola no es válida. Vuelve a cargar la lista.',
  ticketLimit: 'Pide entre 1 y 100 solicitudes por página.',
  ticketReplied: 'Respuesta enviada: el miembro la recibe por correo y la ve en su historial.',

  dealNotFound: 'Ese deal ya no está disponible.',
  launchNotFound: 'Ese lanzamiento ya no está disponible.',
  interestSaved: 'Registramos tu interés. Un asesor te contactará en menos de 24 horas.',
  interestAgain: 'Ya habías registrado tu interés; el equipo ya lo tiene.',
  launchInterestSaved: 'Te avisaremos por correo cuando este deal se lance.',
  criteriaEmpty: 'Elige al menos un criterio para tu alerta.',
  locationLong: 'La ubicación no puede superar los 80 caracteres',
  alertsFull: `Puedes tener hasta ${MAX_DEAL_ALERTS} alertas. Elimina una para crear otra.`,
  alertDuplicate: 'Ya tienes una alerta con esos criterios.',
  alertSaved: 'Alerta creada: te avisaremos por correo cuando llegue un deal que coincida.',
  alertNotFound: 'No encontramos esa alerta.',
  alertDeleted: 'Alerta eliminada.',
} as const;

/** A body that is not an object at all. */
const INVALID = { error: MESSAGES.invalidInput };

/** US numbers: 10 digits (an optional +1), the usual separators allowed. */
const PHONE_DIGITS = /^(?:\+?1)?\d{10}$/;
function isValidPhone(value: string): boolean {
  if (!/^[+\d\s().-]+$/.test(value)) return false;
  return PHONE_DIGITS.test(value.replace(/[\s().-]/g, ''));
}

const phoneField = z.string().trim().max(25, ELITE_MESSAGES.phoneInvalid).optional();

function checkPhone(
  value: { phone?: string | undefined },
  method: string,
  ctx: z.RefinementCtx,
): void {
  if (!needsPhone(method)) return;
  const phone = value.phone?.trim() ?? '';
  if (!phone)
    ctx.addIssue({ code: 'custom', path: ['phone'], message: ELITE_MESSAGES.phoneRequired });
  else if (!isValidPhone(phone)) {
    ctx.addIssue({ code: 'custom', path: ['phone'], message: ELITE_MESSAGES.phoneInvalid });
  }
}

// ---------------------------------------------------------------------------------------------
// Consulting
// ---------------------------------------------------------------------------------------------

/**
 * A booking as of `now` (the date must be a future weekday inside the booking window): a
 * function so the server checks against its clock and the form against the browser's.
 */
export function bookingSchema(now: () => Date = () => new Date()) {
  return z
    .object(
      {
        type: z.enum(CONSULTATION_TYPE_IDS, { error: ELITE_MESSAGES.typeRequired }),
        /** YYYY-MM-DD, a calendar date in the consulting time zone. */
        date: z.string({ error: BOOKING_DATE_MESSAGES.required }).superRefine((date, ctx) => {
          const problem = bookingDateProblem(date, now());
          if (problem) ctx.addIssue({ code: 'custom', message: problem });
        }),
        time: z.enum(CONSULTING_SLOTS, { error: ELITE_MESSAGES.timeRequired }),
        topic: z
          .string({ error: ELITE_MESSAGES.topicShort })
          .trim()
          .min(10, ELITE_MESSAGES.topicShort)
          .max(2000, ELITE_MESSAGES.topicLong),
        mode: z.enum(CONSULTING_MODE_IDS, { error: ELITE_MESSAGES.modeRequired }),
        phone: phoneField,
      },
      INVALID,
    )
    .superRefine((value, ctx) => checkPhone(value, value.mode, ctx));
}
export type BookingInput = z.input<ReturnType<typeof bookingSchema>>;

export interface Booking {
  /** The slot: 2026-03-12-0900. */
  id: string;
  type: ConsultationTypeId;
  /** YYYY-MM-DD and HH:MM in the consulting time zone. */
  date: string;
  time: string;
  /** The same instant in UTC (ISO). */
  startsAt: string;
  durationMinutes: number;
  topic: string;
  mode: ConsultingModeId;
  phone: string | null;
  /** An extra session of the month: charged at the regular price less the Elite discount. */
  extra: boolean;
  /** Dollars: 0 for the included session. */
  price: number;
  regularPrice: number;
  createdAt: string;
  /**
   * The charge of an extra session to the card on file: `paid` once Stripe (or the simulator)
   * confirmed it, `refunded` after a refund; null for an included session.
   */
  payment: BookingPayment | null;
  /** The team member who holds the session, once one takes it from the staff console. */
  specialist: Specialist | null;
}

/** A named member of the team, as members read them (sessions, portfolio analyses). */
export interface Specialist {
  name: string;
  title: string;
}

export interface BookingPayment {
  status: 'pending' | 'paid' | 'refunded';
  /** Dollars charged. */
  amount: number;
  /** "visa •••• 4242" when known. */
  card: string | null;
  paidAt: string | null;
  refundedAt: string | null;
}

/** A session in the staff console: the booking, who booked it and who holds it. */
export interface StaffSession extends Booking {
  memberId: string;
  memberName: string;
  memberEmail: string;
  /** The member's chosen zone, if any (else the team's New York clock). */
  memberTimeZone: string | null;
  /** The specialist is the caller. */
  mine: boolean;
}
export interface StaffSessionsResponse {
  sessions: StaffSession[];
}
export interface StaffSessionResponse {
  message: string;
  session: StaffSession;
}

export interface BookingsResponse {
  /** Sessions that have not ended, soonest first. */
  bookings: Booking[];
  /** Months (YYYY-MM) whose included session is already used, from this month on. */
  includedUsed: string[];
}

export interface BookResponse {
  message: string;
  booking: Booking;
}

export const availabilityQuerySchema = z.object({
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Elige una fecha válida'),
});
export interface AvailabilityResponse {
  date: string;
  /** Slots already booked by anyone (no one's details). */
  taken: string[];
}

// ---------------------------------------------------------------------------------------------
// Masterclasses
// ---------------------------------------------------------------------------------------------

export interface Masterclass {
  id: string;
  title: string;
  description: string;
  instructor: string;
  instructorRole: string;
  /** ISO date-time, UTC. */
  startsAt: string;
  durationMinutes: number;
  topics: string[];
  level: 'Intermedio' | 'Avanzado';
  /** The live session's link, once ops publish it. */
  joinUrl: string | null;
  /** The recording, once ops publish it. */
  recordingUrl: string | null;
  /** Example content of the local runtime, never a real class: the page labels it. */
  example: boolean;
}

export interface MasterclassesResponse {
  /** Live sessions that have not ended, soonest first. */
  upcoming: Masterclass[];
  /** Sessions with a recording, newest first. */
  recorded: Masterclass[];
  notify: boolean;
}

export const masterclassNotifySchema = z.object(
  { notify: z.boolean({ error: 'Indica si quieres recibir avisos' }) },
  INVALID,
);

// ---------------------------------------------------------------------------------------------
// Support tickets
// ---------------------------------------------------------------------------------------------

export const ticketInputSchema = z
  .object(
    {
      subject: z
        .string({ error: ELITE_MESSAGES.subjectShort })
        .trim()
        .min(5, ELITE_MESSAGES.subjectShort)
        .max(120, ELITE_MESSAGES.subjectLong)
        // It becomes the Subject of two emails: a line break there would start a new header.
        .regex(/^[^\p{Cc}\p{Zl}\p{Zp}]*$/u, ELITE_MESSAGES.subjectOneLine),
      category: z.enum(SUPPORT_CATEGORY_IDS, { error: ELITE_MESSAGES.categoryRequired }),
      description: z
        .string({ error: ELITE_MESSAGES.descriptionShort })
        .trim()
        .min(20, ELITE_MESSAGES.descriptionShort)
        .max(4000, ELITE_MESSAGES.descriptionLong),
      priority: z.enum(SUPPORT_PRIORITY_IDS, { error: ELITE_MESSAGES.priorityRequired }),
      method: z.enum(SUPPORT_METHOD_IDS, { error: ELITE_MESSAGES.methodRequired }),
      phone: phoneField,
    },
    INVALID,
  )
  .superRefine((value, ctx) => checkPhone(value, value.method, ctx));
export type TicketInput = z.input<typeof ticketInputSchema>;

export interface Ticket {
  /** IL-260312-K7QF */
  id: string;
  subject: string;
  category: SupportCategoryId;
  description: string;
  priority: SupportPriorityId;
  method: SupportMethodId;
  phone: string | null;
  status: TicketStatusId;
  createdAt: string;
  updatedAt: string;
  /** When the first answer is due (Elite: createdAt + the priority's target; Pro: next business day). */
  respondBy: string;
  tier: SupportTier;
  /** The team's answers, oldest first. */
  replies: TicketReply[];
}

export interface TicketReply {
  at: string;
  /** The staff member's first name, as the member reads it. */
  author: string;
  message: string;
}

/** POST /api/staff/tickets/{id}/reply — the answer, and whether it settles the ticket. */
export const ticketReplySchema = z.object(
  {
    message: z
      .string({ error: ELITE_MESSAGES.replyShort })
      .trim()
      .min(10, ELITE_MESSAGES.replyShort)
      .max(4000, ELITE_MESSAGES.replyLong),
    resolve: z.boolean({ error: 'Indica si la solicitud queda resuelta' }),
  },
  INVALID,
);
export type TicketReplyInput = z.input<typeof ticketReplySchema>;

/** A ticket in the staff console's queue: the ticket and who asked. */
export interface StaffTicket extends Ticket {
  memberName: string;
}
/**
 * GET /api/staff/tickets?cursor=…&limit=…: a page of the queue. `cursor` is the `next` of the page
 * before (opaque); `limit` 1 to 100 (25 unless given).
 */
export const staffTicketsQuerySchema = z.object({
  cursor: z.string().max(200, ELITE_MESSAGES.ticketCursor).optional(),
  limit: z.coerce
    .number({ error: ELITE_MESSAGES.ticketLimit })
    .int(ELITE_MESSAGES.ticketLimit)
    .min(1, ELITE_MESSAGES.ticketLimit)
    .max(100, ELITE_MESSAGES.ticketLimit)
    .optional(),
});
export interface StaffTicketsResponse {
  tickets: StaffTicket[];
  /** The cursor of the next page; null when this one is the last. */
  next: string | null;
}

export interface TicketsResponse {
  tickets: Ticket[];
}

/**
 * GET /api/elite/support-channels — the channels beside the ticket form that ops configure:
 * the team's WhatsApp click-to-chat link, or null (then no page mentions WhatsApp).
 */
export interface SupportChannelsResponse {
  whatsappUrl: string | null;
}
export interface TicketResponse {
  message: string;
  ticket: Ticket;
}

// ---------------------------------------------------------------------------------------------
// Exclusive deals
// ---------------------------------------------------------------------------------------------

export interface EliteDeal {
  id: string;
  title: string;
  type: DealPropertyType;
  price: number;
  /** Percent. */
  capRate: number;
  /** Percent, on the sponsor's financing assumptions (financingNote). */
  cashOnCash: number;
  /** "Houston, TX" */
  location: string;
  city: string;
  state: string;
  units: number;
  sqft: number;
  status: DealStatus;
  /** ISO date-time: until when the deal is offered only to Elite members. */
  exclusiveUntil: string;
  daysLeft: number;
  description: string;
  highlights: string[];
  /** The assumptions behind the cash-on-cash figure. */
  financingNote: string;
  addedAt: string;
  /** Example content of the local runtime, never a real offer: the page labels it. */
  example: boolean;
}

export interface UpcomingLaunch {
  id: string;
  title: string;
  type: DealPropertyType;
  estimatedPrice: number;
  location: string;
  city: string;
  state: string;
  units: number | null;
  rooms: number | null;
  /** YYYY-MM-DD */
  launchDate: string;
  preview: string;
  /** Example content of the local runtime, never a real offer: the page labels it. */
  example: boolean;
}

export interface DealsResponse {
  deals: EliteDeal[];
  launches: UpcomingLaunch[];
  /** Active deals before filtering (the page's figures). */
  totalActive: number;
  /** Average cap rate of all active deals, or null with none. */
  averageCapRate: number | null;
  /** Ids of deals and launches the caller registered interest in. */
  interests: string[];
}

const optionalChoice = <T extends [string, ...string[]]>(values: T) =>
  z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    z.enum(values, { error: 'Elige una opción válida' }).optional(),
  );

/** The filter bar, as query parameters or as an alert's criteria. */
export const dealCriteriaSchema = z.object(
  {
    type: optionalChoice(DEAL_PROPERTY_TYPE_IDS),
    priceRange: optionalChoice(DEAL_PRICE_RANGE_IDS),
    minCapRate: z.preprocess(
      (value) =>
        value === '' || value === null || value === undefined ? undefined : Number(value),
      z
        .number()
        .refine((n) => (DEAL_MIN_CAP_RATES as readonly number[]).includes(n), {
          error: 'Elige un cap rate mínimo de la lista',
        })
        .optional(),
    ),
    location: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().trim().max(80, ELITE_MESSAGES.locationLong).optional(),
    ),
  },
  INVALID,
) satisfies z.ZodType<DealCriteria>;

export const interestInputSchema = z.object(
  {
    kind: z.enum(['deal', 'launch'], { error: 'Indica un deal o un lanzamiento' }),
    id: z.string({ error: ELITE_MESSAGES.dealNotFound }).min(1).max(100),
  },
  INVALID,
);
export type InterestInput = z.infer<typeof interestInputSchema>;
export interface InterestResponse {
  message: string;
}

export interface DealAlert {
  id: string;
  criteria: DealCriteria;
  /** "Multifamiliar · cap rate desde 8%" */
  summary: string;
  createdAt: string;
}
export interface AlertsResponse {
  alerts: DealAlert[];
}
export interface AlertResponse {
  message: string;
  alert: DealAlert;
}

export interface MessageResponse {
  message: string;
}
