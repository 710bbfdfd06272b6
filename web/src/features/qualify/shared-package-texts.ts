import { CONNECTION_MESSAGES, LENDER_CONNECTION_LIMITS } from '@shared/api/lender-connection-texts';
import { EXAMPLE_LABEL } from '@shared/lenders/catalog';
import type { StandaloneText } from '@/components/tool-layout';

/**
 * /expediente-compartido/:token is read by a loan officer: English first, Spanish on request
 * (`?lang=es`). The API's answers to a bad link are Spanish (it is a public route); the page
 * shows them in the reader's language by which message they are.
 */
export type SharedPageLanguage = 'en' | 'es';

const LINK_ERRORS = ['linkNotFound', 'linkExpired', 'linkRevoked'] as const;
type LinkError = (typeof LINK_ERRORS)[number];

interface SharedPageTexts {
  documentTitle: string;
  eyebrow: string;
  titleOf: (memberName: string) => string;
  lead: string;
  opening: string;
  errorTitle: string;
  errorFallback: string;
  linkErrors: Record<LinkError, string>;
  exampleNote: string;
  from: string;
  sentOn: (sent: string, until: string) => string;
  documents: (count: number) => string;
  download: string;
  switchTo: string;
  frame: StandaloneText;
}

export const SHARED_PAGE_TEXTS: Record<SharedPageLanguage, SharedPageTexts> = {
  en: {
    documentTitle: 'Shared loan file — Inversor Listo',
    eyebrow: 'Shared loan file',
    titleOf: (name) => `Loan inquiry from ${name}`,
    lead: 'An Inversor Listo member shared their loan scenario with you, with their consent. Read-only.',
    opening: 'Opening the file...',
    errorTitle: 'This file cannot be opened',
    errorFallback: 'The file could not be opened. Please try again.',
    linkErrors: {
      linkNotFound: 'We could not find this file. Check that the link is complete.',
      linkExpired: `This link has expired: shared files can be opened for ${LENDER_CONNECTION_LIMITS.linkDays} days. Ask the borrower to send it again.`,
      linkRevoked: 'The borrower withdrew access to this file.',
    },
    exampleNote: 'Example program: illustrative only; this inquiry is a test.',
    from: 'From',
    sentOn: (sent, until) => `Sent ${sent}; available until ${until}.`,
    documents: (count) => `Documents (${count})`,
    download: 'Download the documents (ZIP)',
    switchTo: 'Leer en español',
    frame: {
      notice: {
        label: 'Notice',
        lead: 'Not a credit decision.',
        text: 'The borrower prepared this file with Inversor Listo, an educational platform. Figures come from the borrower’s own input and our calculations; they are not a loan offer, an approval or verified data. Verify them against the documents.',
      },
      skipLink: 'Skip to content',
      footer:
        'Inversor Listo prepares Spanish-speaking investors for investment-property loans. Questions about this file:',
    },
  },
  es: {
    documentTitle: 'Expediente compartido — Inversor Listo',
    eyebrow: 'Expediente compartido',
    titleOf: (name) => `Solicitud de ${name}`,
    lead: 'Un inversionista de Inversor Listo compartió con ustedes, con su consentimiento, los datos de su préstamo. Solo lectura.',
    opening: 'Abriendo el expediente...',
    errorTitle: 'No se puede abrir este expediente',
    errorFallback: 'No se pudo abrir el expediente. Inténtalo de nuevo.',
    linkErrors: {
      linkNotFound: CONNECTION_MESSAGES.linkNotFound,
      linkExpired: CONNECTION_MESSAGES.linkExpired,
      linkRevoked: CONNECTION_MESSAGES.linkRevoked,
    },
    exampleNote: `${EXAMPLE_LABEL}: el programa es ilustrativo; esta solicitud es una prueba.`,
    from: 'De',
    sentOn: (sent, until) => `Enviado el ${sent}; disponible hasta el ${until}.`,
    documents: (count) => `Documentos (${count})`,
    download: 'Descargar los documentos (ZIP)',
    switchTo: 'Read in English',
    frame: {
      notice: {
        label: 'Aviso',
        lead: 'No es una decisión de crédito.',
        text: 'El inversionista preparó este expediente con Inversor Listo, una plataforma educativa. Las cifras salen de sus propios datos y de nuestros cálculos; no son una oferta de préstamo, una aprobación ni datos verificados. Verifíquenlas con los documentos.',
      },
      skipLink: 'Saltar al contenido',
      footer:
        'Inversor Listo prepara a inversionistas hispanohablantes para préstamos de inversión. Preguntas sobre este expediente:',
    },
  },
};

/** The API's answer to a bad link, in the page's language (other answers as they came). */
export function linkErrorText(message: string, language: SharedPageLanguage): string {
  const key = LINK_ERRORS.find((k) => CONNECTION_MESSAGES[k] === message);
  return key ? SHARED_PAGE_TEXTS[language].linkErrors[key] : message;
}
