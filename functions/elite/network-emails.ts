import { siteLink } from '../auth/emails.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';

/**
 * The network's relayed emails. The request carries the sender's display name and message, never
 * an address (and is sent from the platform, so the receiver's address stays hidden too); only an
 * accepted request gives each side the other's email. A member's display name is theirs to write:
 * it goes in the body (escaped), never in a subject, where it could pose as our own words.
 */
const NETWORK_PAGE = '/elite-red';

export function contactRequestEmail(to: string, senderName: string, message: string): Mail {
  return {
    to,
    subject: 'Un miembro Elite quiere conectar contigo en la Red de inversionistas',
    ...renderEmail({
      preheader: `${senderName} te envió una solicitud de contacto.`,
      heading: 'Nueva solicitud de contacto',
      paragraphs: [
        `${senderName}, miembro Elite de la Red de inversionistas, quiere conectar contigo:`,
        `“${message}”`,
        'Tu correo no se muestra hasta que aceptes. Si aceptas, cada uno verá el correo del otro.',
      ],
      action: { label: 'Ver solicitud', url: siteLink(NETWORK_PAGE) },
      footnote: ['Si no quieres recibir solicitudes de este miembro, puedes bloquearlo en la red.'],
    }),
  };
}

export function contactAcceptedEmail(to: string, otherName: string, otherEmail: string): Mail {
  return {
    to,
    subject: 'Conexión aceptada en la Red de inversionistas',
    ...renderEmail({
      preheader: `Ya puedes escribir a ${otherName}.`,
      heading: 'Conexión aceptada',
      paragraphs: [
        `Tú y ${otherName} ya están conectados en la Red de inversionistas.`,
        `Su correo: ${otherEmail}`,
      ],
      action: { label: 'Ver mis conexiones', url: siteLink(NETWORK_PAGE) },
    }),
  };
}
