import type { ProfileItem } from '../auth/profile.ts';
import { siteLink } from '../auth/emails.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import { formatBytes } from '../../shared/api/vault-catalog.ts';
import { countOf, formatDate } from '../../shared/format.ts';

/** The emails of long work: it is ready (the page that started it may be closed by now). */
export function packageReadyEmail(
  profile: Pick<ProfileItem, 'email' | 'firstName'>,
  built: { fileCount: number; bytes: number; expiresAt: string },
): Mail {
  return {
    to: profile.email,
    subject: 'Tu expediente para el prestamista está listo',
    ...renderEmail({
      preheader: `${countOf(built.fileCount, 'documento', 'documentos')} en un ZIP, listo para descargar.`,
      heading: 'Tu expediente está listo',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `Armamos tu expediente: una portada y ${countOf(built.fileCount, 'documento', 'documentos')} (${formatBytes(built.bytes)}).`,
        `Lo encuentras en tu historial de reportes hasta el ${formatDate(built.expiresAt)}.`,
      ],
      action: { label: 'Descargar mi expediente', url: siteLink('/reportes-profesionales') },
    }),
  };
}

export function dataExportReadyEmail(
  profile: Pick<ProfileItem, 'email' | 'firstName'>,
  jobId: string,
  expiresAt: string,
): Mail {
  return {
    to: profile.email,
    subject: 'Tus datos de Inversor Listo están listos',
    ...renderEmail({
      preheader: 'El archivo con todos tus datos está listo para descargar.',
      heading: 'Tus datos, listos para descargar',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        'Preparamos el ZIP con todos los datos que guardamos sobre ti y los archivos de tu bóveda.',
        `Inicia sesión y descárgalo antes del ${formatDate(expiresAt)}.`,
      ],
      action: {
        label: 'Descargar mis datos',
        url: siteLink(`/mis-datos?job=${encodeURIComponent(jobId)}`),
      },
      footnote: ['Si no lo pediste tú, cambia tu contraseña.'],
    }),
  };
}
