import type { ProfileItem } from '../auth/profile.ts';
import { siteLink } from '../auth/emails.ts';
import { config } from '../commons/config.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import {
  SUPPORT_PAGE,
  supportCategory,
  supportMethod,
  supportPriority,
  ticketStatusLabel,
  ticketTarget,
} from '../../shared/elite/support.ts';
import { easternDateTime } from '../../shared/elite/time.ts';
import type { Ticket, TicketReply } from '../../shared/api/elite.ts';

/** The support emails: the team's copy of a ticket, the member's receipt and status changes. */

/** What the team does to answer: reply by email, or call (or write) the number given. */
function teamContact(ticket: Ticket, profile: ProfileItem): string {
  const phone = ticket.phone ?? 'sin número';
  if (ticket.method === 'email') return `responder por correo a ${profile.email}`;
  return ticket.method === 'phone'
    ? `devolver la llamada al ${phone} (el miembro pidió que lo llamemos)`
    : `escribir al ${phone}`;
}

/** How the member will hear from us, as the receipt says it. */
function memberContact(ticket: Ticket, profile: ProfileItem): string {
  const method = supportMethod(ticket.method);
  return ticket.method === 'email'
    ? `${method.phrase} (${profile.email})`
    : `${method.phrase} (${ticket.phone ?? 'sin número'})`;
}

/** To SUPPORT_EMAIL: everything needed to answer, priority first in the subject. */
export function ticketTeamEmail(profile: ProfileItem, ticket: Ticket): Mail {
  const priority = supportPriority(ticket.priority);
  const plan = ticket.tier === 'pro' ? 'Pro' : 'Elite';
  const label = ticket.tier === 'pro' ? 'Pro' : priority.label;
  const target = ticketTarget(ticket.tier, ticket.priority);
  return {
    to: config.SUPPORT_EMAIL,
    subject: `[${label}] ${ticket.id}: ${ticket.subject}`,
    ...renderEmail({
      preheader: `${target}. ${profile.firstName} ${profile.lastName}, miembro ${plan}.`,
      heading: `Solicitud ${ticket.id} (${label})`,
      paragraphs: [
        `Miembro ${plan}: ${profile.firstName} ${profile.lastName} <${profile.email}>`,
        ticket.tier === 'pro'
          ? `Plan Pro — ${target.toLowerCase()} (antes de ${easternDateTime(ticket.respondBy)}).`
          : `Prioridad: ${priority.label} — ${priority.target}.`,
        `Categoría: ${supportCategory(ticket.category).label}`,
        ticket.tier === 'pro'
          ? `Responder desde la consola del equipo (${siteLink('/equipo')}); el miembro recibe la respuesta en ${profile.email}.`
          : `Qué hacer: ${teamContact(ticket, profile)} (${supportMethod(ticket.method).target.toLowerCase()}).`,
        `Asunto: ${ticket.subject}`,
        ticket.description,
      ],
      footnote: [
        `Responde desde la consola del equipo, o cambia el estado con: npx tsx scripts/elite-content.ts ticket-status ${ticket.id} en-progreso`,
      ],
    }),
  };
}

/** The member's receipt: the ticket number and when to expect an answer. */
export function ticketReceiptEmail(profile: ProfileItem, ticket: Ticket): Mail {
  const priority = supportPriority(ticket.priority);
  const target = ticketTarget(ticket.tier, ticket.priority);
  return {
    to: profile.email,
    subject: `Recibimos tu solicitud ${ticket.id}: ${ticket.subject}`,
    ...renderEmail({
      preheader: `${target}. Te contactaremos ${supportMethod(ticket.method).phrase}.`,
      heading: 'Recibimos tu solicitud',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `Tu solicitud «${ticket.subject}» tiene el número ${ticket.id}.`,
        ticket.tier === 'pro'
          ? `Te responderemos a ${profile.email} antes de ${easternDateTime(ticket.respondBy)} (hora del Este).`
          : `Prioridad ${priority.label}: ${priority.target.toLowerCase()}. Te contactaremos ${memberContact(ticket, profile)}.`,
        'Puedes seguir su estado en tu historial de soporte.',
      ],
      action: { label: 'Ver mis solicitudes', url: siteLink(SUPPORT_PAGE) },
    }),
  };
}

/** "solicitud" is feminine: how each status reads in a sentence. */
const STATUS_PHRASE: Record<Ticket['status'], string> = {
  abierto: 'abierta',
  'en-progreso': 'en progreso',
  resuelto: 'resuelta',
};

export function ticketStatusEmail(profile: ProfileItem, ticket: Ticket): Mail {
  const phrase = STATUS_PHRASE[ticket.status];
  return {
    to: profile.email,
    subject: `Tu solicitud ${ticket.id} está ${phrase}`,
    ...renderEmail({
      preheader: `«${ticket.subject}»: ${ticketStatusLabel(ticket.status)}.`,
      heading: `Solicitud ${phrase}`,
      paragraphs: [
        `Hola ${profile.firstName}:`,
        ticket.status === 'resuelto'
          ? `Marcamos como resuelta tu solicitud «${ticket.subject}» (${ticket.id}). Si algo quedó pendiente, abre una nueva solicitud y la atendemos con prioridad.`
          : ticket.status === 'en-progreso'
            ? `Un especialista ya está trabajando en tu solicitud «${ticket.subject}» (${ticket.id}).`
            : `Reabrimos tu solicitud «${ticket.subject}» (${ticket.id}); te contactaremos de nuevo.`,
      ],
      action: { label: 'Ver mis solicitudes', url: siteLink(SUPPORT_PAGE) },
    }),
  };
}

/** The team's answer, in full, to the member (also on the support page). */
export function ticketReplyEmail(profile: ProfileItem, ticket: Ticket, reply: TicketReply): Mail {
  return {
    to: profile.email,
    subject: `Respuesta a tu solicitud ${ticket.id}: ${ticket.subject}`,
    ...renderEmail({
      preheader: `${reply.author}, del equipo de Inversor Listo, respondió tu solicitud.`,
      heading: 'Respondimos tu solicitud',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `${reply.author}, del equipo de Inversor Listo, respondió tu solicitud «${ticket.subject}» (${ticket.id}):`,
        ...reply.message.split(/\n{2,}/),
        ticket.status === 'resuelto'
          ? 'Marcamos la solicitud como resuelta. Si algo quedó pendiente, abre una nueva solicitud.'
          : 'Seguimos trabajando en tu solicitud; te escribiremos de nuevo.',
      ],
      action: { label: 'Ver mis solicitudes', url: siteLink(SUPPORT_PAGE) },
    }),
  };
}
