import { siteLink } from '../auth/emails.ts';
import type { ProfileItem } from '../commons/access.ts';
import { config } from '../commons/config.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import {
  supportCategory,
  supportMethod,
  supportPriority,
  ticketStatusLabel,
} from '../../shared/elite.ts';
import type { Ticket } from '../../shared/api/elite.ts';

/** The support emails: the team's copy of a ticket, the member's receipt and status changes. */
function contact(ticket: Ticket, profile: ProfileItem): string {
  const method = supportMethod(ticket.method);
  return ticket.method === 'email'
    ? `${method.label}: ${profile.email}`
    : `${method.label}: ${ticket.phone ?? 'sin número'}`;
}

/** To SUPPORT_EMAIL: everything needed to answer, priority first in the subject. */
export function ticketTeamEmail(profile: ProfileItem, ticket: Ticket): Mail {
  const priority = supportPriority(ticket.priority);
  return {
    to: config.SUPPORT_EMAIL,
    subject: `[${priority.label}] ${ticket.id}: ${ticket.subject}`,
    ...renderEmail({
      preheader: `${priority.target}. ${profile.firstName} ${profile.lastName}, miembro Elite.`,
      heading: `Solicitud ${ticket.id} (${priority.label})`,
      paragraphs: [
        `Miembro Elite: ${profile.firstName} ${profile.lastName} <${profile.email}>`,
        `Prioridad: ${priority.label} — ${priority.target}.`,
        `Categoría: ${supportCategory(ticket.category).label}`,
        `Contactar por ${contact(ticket, profile)} (${supportMethod(ticket.method).target.toLowerCase()}).`,
        `Asunto: ${ticket.subject}`,
        ticket.description,
      ],
      footnote: [
        `Cambia el estado con: npx tsx scripts/elite-content.ts ticket-status ${ticket.id} en-progreso`,
      ],
    }),
  };
}

/** The member's receipt: the ticket number and when to expect an answer. */
export function ticketReceiptEmail(profile: ProfileItem, ticket: Ticket): Mail {
  const priority = supportPriority(ticket.priority);
  return {
    to: profile.email,
    subject: `Recibimos tu solicitud ${ticket.id}: ${ticket.subject}`,
    ...renderEmail({
      preheader: `${priority.target}. Te contactaremos por ${supportMethod(ticket.method).label.toLowerCase()}.`,
      heading: 'Recibimos tu solicitud',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `Tu solicitud «${ticket.subject}» tiene el número ${ticket.id}.`,
        `Prioridad ${priority.label}: ${priority.target.toLowerCase()}. Te contactaremos por ${contact(ticket, profile)}.`,
        'Puedes seguir su estado en tu historial de soporte.',
      ],
      action: { label: 'Ver mis solicitudes', url: siteLink('/elite-support') },
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
      action: { label: 'Ver mis solicitudes', url: siteLink('/elite-support') },
    }),
  };
}
