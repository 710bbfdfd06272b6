import type { ProfileItem } from '../auth/profile.ts';
import { siteLink } from '../auth/emails.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import { DOCUMENT_ITEMS } from '../../shared/content/documents.ts';
import { formatDate } from '../../shared/format.ts';
import { REVIEW_DECISION_LABELS, type VaultFile } from '../../shared/api/vault-catalog.ts';

/** The vault's emails: the result of an expert review, and documents about to go stale. */
function itemTitle(documentId: string | null): string {
  return DOCUMENT_ITEMS.find((item) => item.id === documentId)?.title ?? 'Sin asignar';
}

/** To the member when every file of the review has a decision. */
export function reviewDoneEmail(profile: ProfileItem, files: VaultFile[]): Mail {
  const changes = files.filter((f) => f.review?.status === 'requiere-cambios');
  const lines = files.map((file) => {
    const status = REVIEW_DECISION_LABELS[file.review?.status ?? 'pendiente'];
    const comment = file.review?.comment ? ` — ${file.review.comment}` : '';
    return `${itemTitle(file.documentId)} («${file.name}»): ${status}${comment}`;
  });
  return {
    to: profile.email,
    subject:
      changes.length === 0
        ? 'Revisión de documentos: todo aprobado'
        : `Revisión de documentos: ${changes.length} ${changes.length === 1 ? 'documento requiere' : 'documentos requieren'} cambios`,
    ...renderEmail({
      preheader: `Revisamos ${files.length} ${files.length === 1 ? 'documento' : 'documentos'} de tu expediente.`,
      heading: 'Terminamos la revisión de tus documentos',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `Nuestro equipo revisó ${files.length} ${files.length === 1 ? 'documento' : 'documentos'} de tu bóveda. Este es el resultado:`,
        ...lines,
        changes.length > 0
          ? 'Sube la versión corregida de los documentos que requieren cambios y vuelve a pedir la revisión cuando estén listos.'
          : 'Tu expediente está listo para presentarlo al prestamista.',
      ],
      action: { label: 'Ver mi bóveda', url: siteLink('/boveda-documentos') },
    }),
  };
}

/** To the member a week before documents go stale (one email for all of the day's reminders). */
export function staleSoonEmail(
  profile: ProfileItem,
  files: { name: string; documentId: string | null; staleOn: string }[],
): Mail {
  const lines = files.map(
    (f) =>
      `${itemTitle(f.documentId)} («${f.name}»): deja de estar vigente el ${formatDate(`${f.staleOn}T12:00:00Z`)}.`,
  );
  return {
    to: profile.email,
    subject:
      files.length === 1
        ? `Tu documento «${itemTitle(files[0]!.documentId)}» vence en una semana`
        : `${files.length} documentos de tu expediente vencen en una semana`,
    ...renderEmail({
      preheader:
        'Los prestamistas piden estos documentos recientes: renuévalos antes de presentar tu expediente.',
      heading: 'Documentos por vencer',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        'Los prestamistas piden que estos documentos sean recientes. En una semana dejarán de estarlo:',
        ...lines,
        'Sube una versión más reciente a tu bóveda para mantener tu expediente listo.',
      ],
      action: { label: 'Abrir mi bóveda', url: siteLink('/boveda-documentos') },
      footnote: [
        'Recibes este aviso porque guardaste estos documentos en tu bóveda de Inversor Listo.',
      ],
    }),
  };
}
