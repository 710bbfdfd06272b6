/**
 * Priority support: Elite's 24/7 methods and priorities, Pro's email tier, and the ticket statuses
 * the support team moves a ticket through.
 */
import { catalogueEntry, catalogueIds } from './catalogue.ts';

/**
 * How a member asks to be contacted. A phone number is a callback request (we call the member
 * back), and says so. WhatsApp is not a ticket method: a member writes to the team directly through
 * the WhatsApp link ops configure (SupportChannelsResponse), and the pages show it only then.
 */
export const SUPPORT_METHODS = [
  {
    id: 'phone',
    label: 'Solicitar una llamada',
    target: 'Te llamamos en menos de 30 minutos',
    targetMinutes: 30,
    description: 'Déjanos tu número y un especialista te devuelve la llamada.',
    /** How the receipt says we will answer ("Te contactaremos …"). */
    phrase: 'con una llamada al número que nos diste',
  },
  {
    id: 'email',
    label: 'Correo electrónico',
    target: 'Respuesta en menos de 45 minutos',
    targetMinutes: 45,
    description: 'Te respondemos al correo de tu cuenta.',
    phrase: 'por correo electrónico',
  },
] as const;
/**
 * Tickets opened before WhatsApp became a link kept their method `chat`: they read as what they
 * were, a message to the number given, and no form offers it.
 */
const STORED_ONLY_METHODS = [
  {
    id: 'chat',
    label: 'Mensaje al teléfono indicado',
    target: 'Respuesta en menos de 15 minutos',
    targetMinutes: 15,
    description: 'Te escribimos al número que nos indicaste.',
    phrase: 'con un mensaje al número que nos diste',
  },
] as const;
export type SupportMethodId =
  (typeof SUPPORT_METHODS)[number]['id'] | (typeof STORED_ONLY_METHODS)[number]['id'];
/** The methods a new ticket may ask for. */
export const SUPPORT_METHOD_IDS = catalogueIds(SUPPORT_METHODS);
export function supportMethod(id: SupportMethodId) {
  return catalogueEntry<{
    id: SupportMethodId;
    label: string;
    target: string;
    targetMinutes: number;
    description: string;
    phrase: string;
  }>([...SUPPORT_METHODS, ...STORED_ONLY_METHODS], id);
}
export function isSupportMethodId(value: unknown): value is (typeof SUPPORT_METHOD_IDS)[number] {
  return SUPPORT_METHOD_IDS.includes(value as (typeof SUPPORT_METHOD_IDS)[number]);
}

/**
 * The team's WhatsApp, when ops configure one (scripts/elite-content.ts whatsapp): WhatsApp's own
 * click-to-chat link to the team's number, https://wa.me/<country code and number>.
 */
export const WHATSAPP_LINK = /^https:\/\/wa\.me\/[1-9]\d{7,14}$/;

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
export const SUPPORT_PRIORITY_IDS = catalogueIds(SUPPORT_PRIORITIES);
export function supportPriority(id: SupportPriorityId) {
  return catalogueEntry(SUPPORT_PRIORITIES, id);
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
export const SUPPORT_CATEGORY_IDS = catalogueIds(SUPPORT_CATEGORIES);
export function supportCategory(id: SupportCategoryId) {
  return catalogueEntry(SUPPORT_CATEGORIES, id);
}

/**
 * Who a ticket is served as. Elite: 24/7 by chat, phone or email, with the targets of its priority.
 * Pro: priority support by email only, answered by the end of the next business day (6:00 PM New
 * York time, Monday to Friday) whatever the priority; tickets stored before tiers existed are
 * Elite's.
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
const TICKET_STATUSES = [
  { id: 'abierto', label: 'Abierto' },
  { id: 'en-progreso', label: 'En progreso' },
  { id: 'resuelto', label: 'Resuelto' },
] as const;
export type TicketStatusId = (typeof TICKET_STATUSES)[number]['id'];
export const TICKET_STATUS_IDS = catalogueIds(TICKET_STATUSES);
export function ticketStatusLabel(id: TicketStatusId): string {
  return catalogueEntry(TICKET_STATUSES, id).label;
}

/** Modes and methods that reach the user by phone need a number. */
export function needsPhone(method: string): boolean {
  return method === 'phone' || method === 'chat';
}
