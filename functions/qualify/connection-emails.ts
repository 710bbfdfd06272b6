import type { ProfileItem } from '../auth/profile.ts';
import { siteLink } from '../auth/emails.ts';
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
import { sharedLines, sharedLinesEn } from '../../shared/lenders/shared-lines.ts';
import { formatDate, formatDateEn } from '../../shared/format.ts';
import {
  RESPONSE_STATUS_LABELS,
  type LenderOrganisation,
  type LenderResponse,
} from '../../shared/api/lenders.ts';

/**
 * The emails of one connection: to the lender (the summary and the read-only link, in English
 * with a Spanish line: lenders read English), and copies without the link to the member and to
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

  const linesEn = sharedLinesEn(shared);
  const noteEn = shared.message ? [`Message from ${profile.firstName}: "${shared.message}"`] : [];
  const exampleEn = shared.example
    ? ['Example program: illustrative only; this inquiry was sent as a test.']
    : [];
  const lender: Mail = {
    to: connection.sentTo,
    subject: `Loan inquiry from ${name} for "${shared.programName}" / Solicitud de préstamo`,
    ...renderEmail({
      preheader: `${name} shares a loan scenario with you through Inversor Listo.`,
      heading: `${name} would like to discuss a loan with you`,
      paragraphs: [
        `${name} (${shared.memberEmail}), an Inversor Listo member, checked a loan against your program "${shared.programName}" and agreed to share the following with you:`,
        ...linesEn,
        ...noteEn,
        `The read-only file is available until ${formatDateEn(shared.expiresAt)}. Lenders on Inversor Listo answer from their portal (${siteLink('/prestamistas')}); otherwise reply to ${shared.memberEmail} directly.`,
        `Español: ${name} (${shared.memberEmail}) comparte un préstamo para su programa «${shared.programName}». El expediente de solo lectura está disponible hasta el ${until}.`,
        ...exampleEn,
      ],
      action: { label: 'Open the file (read-only)', url: link },
      footnote: [
        'Every open of this link is logged and the borrower may withdraw access at any time. Please do not forward it.',
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

/** The member hears of a lender's answer (Spanish), with the answer and where to see it. */
export function responseEmail(
  shared: SharedPackage,
  connection: { programName: string; lenderName: string },
  org: LenderOrganisation,
  response: LenderResponse,
): Mail {
  const firstName = shared.memberName.split(' ')[0] ?? shared.memberName;
  return {
    to: shared.memberEmail,
    subject: `${org.name} respondió: ${RESPONSE_STATUS_LABELS[response.status]}`,
    ...renderEmail({
      preheader: `${org.name} respondió a tu solicitud por «${connection.programName}».`,
      heading: `${org.name} respondió a tu solicitud`,
      paragraphs: [
        `Hola ${firstName}:`,
        `${org.name} respondió a la solicitud que enviaste por su programa «${connection.programName}»: ${RESPONSE_STATUS_LABELS[response.status]}.`,
        `Su mensaje (el prestamista escribe en su idioma): «${response.message}»`,
        'Para seguir la conversación, responde al prestamista desde tu correo o revisa tus conexiones en ¿Califico?.',
      ],
      action: { label: 'Ver mis conexiones', url: siteLink('/califico#conexiones') },
      footnote: [
        'Recibes este correo porque enviaste una solicitud a un prestamista desde Inversor Listo.',
      ],
    }),
  };
}

/** The lender is asked to confirm a program before it stops matching (English). */
export function confirmReminderEmail(
  org: LenderOrganisation,
  program: { id: string; name: string },
  until: string,
): Mail {
  return {
    to: org.contactEmail,
    subject: `Please confirm "${program.name}" by ${until}`,
    ...renderEmail({
      preheader: `Your program stops matching borrowers on ${until} unless you confirm it.`,
      heading: 'Is this program still current?',
      paragraphs: [
        `Borrowers on Inversor Listo are matched against "${program.name}" as ${org.name} last confirmed it. Programs not confirmed for 120 days stop matching, so borrowers never act on an outdated grid.`,
        `"${program.name}" stops matching on ${until}. Open it in your portal, check the grid, and save it to confirm it for another 120 days.`,
      ],
      action: { label: 'Review my programs', url: siteLink('/prestamistas') },
      footnote: [
        'You receive this email because your organisation keeps programs on Inversor Listo.',
      ],
    }),
  };
}
