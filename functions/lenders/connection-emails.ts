import { siteLink } from '../auth/emails.ts';
import type { ProfileItem } from '../commons/access.ts';
import { config } from '../commons/config.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import {
  lenderLinkPath,
  SHARE_LABELS,
  type LenderConnection,
  type SharedPackage,
} from '../../shared/api/lender-connections.ts';
import { EXAMPLE_LABEL } from '../../shared/lenders/catalog.ts';
import { sharedLines } from '../../shared/lenders/shared-lines.ts';
import { formatDate } from '../../shared/format.ts';

/**
 * The emails of one connection: to the lender (the summary and the read-only link, in Spanish
 * with an English line: lenders read English), and copies without the link to the member and to
 * our team (the link is the lender's alone: each open is counted as the lender's).
 */
export function connectionEmails(
  profile: ProfileItem,
  connection: LenderConnection,
  shared: SharedPackage,
  token: string,
): { lender: Mail; member: Mail; team: Mail } {
  const name = shared.memberName;
  const link = siteLink(lenderLinkPath(token));
  const until = formatDate(shared.expiresAt);
  const lines = sharedLines(shared);
  const note = shared.message ? [`Mensaje de ${profile.firstName}: «${shared.message}»`] : [];
  const example = shared.example
    ? [`${EXAMPLE_LABEL}: este programa es ilustrativo; la solicitud se envió a modo de prueba.`]
    : [];
  const shareList = connection.share.map((item) => `• ${SHARE_LABELS[item]}`);

  const lender: Mail = {
    to: connection.sentTo,
    subject: `Solicitud de ${name} para «${shared.programName}» / Loan inquiry`,
    ...renderEmail({
      preheader: `${name} comparte su préstamo con ustedes a través de Inversor Listo.`,
      heading: `${name} quiere hablar con ustedes sobre un préstamo`,
      paragraphs: [
        `${name} (${shared.memberEmail}), miembro de Inversor Listo, revisó su préstamo contra su programa «${shared.programName}» y aceptó compartir con ustedes lo siguiente:`,
        ...lines,
        ...note,
        `El expediente de solo lectura está disponible hasta el ${until}. Para responder, escriban directamente a ${shared.memberEmail}.`,
        `English: ${name} (${shared.memberEmail}) shares a loan scenario for your program "${shared.programName}". The read-only file below is available until ${shared.expiresAt.slice(0, 10)}; please reply to the borrower directly.`,
        ...example,
      ],
      action: { label: 'Abrir el expediente (solo lectura)', url: link },
      footnote: [
        'Cada apertura del enlace queda registrada y el inversionista puede retirar el acceso en cualquier momento. No reenvíen este enlace.',
      ],
    }),
  };

  const member: Mail = {
    to: profile.email,
    subject: `Copia: enviaste tu solicitud a ${shared.lenderName}`,
    ...renderEmail({
      preheader: `Enviamos a ${connection.sentTo} lo que elegiste compartir.`,
      heading: 'Tu solicitud llegó al prestamista',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `Enviamos a ${shared.lenderName} (${connection.sentTo}), por su programa «${shared.programName}», lo que elegiste compartir:`,
        ...shareList,
        ...lines,
        ...note,
        `El prestamista puede abrir tu expediente de solo lectura hasta el ${until}. En ¿Califico? ves cuántas veces lo abrió y puedes retirar el acceso cuando quieras.`,
        ...example,
      ],
      action: { label: 'Ver mis conexiones', url: siteLink('/califico#conexiones') },
      footnote: ['Recibes esta copia porque enviaste una solicitud desde Inversor Listo.'],
    }),
  };

  const team: Mail = {
    to: config.CONSULTING_TEAM_EMAIL,
    subject: `Conexión con prestamista: ${name} → ${shared.lenderName}`,
    ...renderEmail({
      preheader: `${name} contactó a ${shared.lenderName}.`,
      heading: 'Nueva conexión directa con un prestamista',
      paragraphs: [
        `Miembro: ${name} (${profile.email}).`,
        `Programa: «${shared.programName}» de ${shared.lenderName}, enviado a ${connection.sentTo}.`,
        'Compartió:',
        ...shareList,
        ...lines,
        ...note,
        `Enlace válido hasta el ${until} (conexión ${connection.id}).`,
        ...example,
      ],
    }),
  };

  return { lender, member, team };
}
