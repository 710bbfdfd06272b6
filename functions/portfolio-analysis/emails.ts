import type { ProfileItem } from '../auth/profile.ts';
import { siteLink } from '../auth/emails.ts';
import { config } from '../commons/config.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import { formatDate } from '../../shared/format.ts';
import { analysisPath, type PortfolioAnalysis } from '../../shared/api/portfolio-analysis.ts';
import { PORTFOLIO_PATH } from '../../shared/api/portfolio-texts.ts';

/** The portfolio analysis emails: the team's notice, the member's receipt, the delivered report. */

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** To the consulting team: a new request waits in the staff console. */
export function analysisTeamEmail(profile: ProfileItem, goals: string, properties: number): Mail {
  return {
    to: config.CONSULTING_TEAM_EMAIL,
    subject: `Nuevo análisis de portafolio: ${profile.firstName} ${profile.lastName}`,
    ...renderEmail({
      preheader: `${plural(properties, 'propiedad', 'propiedades')} en su portafolio.`,
      heading: 'Un miembro Elite pide su análisis de portafolio',
      paragraphs: [
        `Miembro Elite: ${profile.firstName} ${profile.lastName} <${profile.email}>`,
        `Portafolio: ${plural(properties, 'propiedad', 'propiedades')}.`,
        `Sus metas: ${goals}`,
        `Tómalo en la consola del equipo (${siteLink('/equipo')}): verás su portafolio, sus expedientes y su último ¿Califico?.`,
      ],
    }),
  };
}

/** To the member: the request arrived and what happens next. */
export function analysisReceiptEmail(profile: ProfileItem): Mail {
  return {
    to: profile.email,
    subject: 'Recibimos tu solicitud de análisis de portafolio',
    ...renderEmail({
      preheader: 'Un consultor del equipo la tomará y te escribiremos cuando esté listo.',
      heading: 'Recibimos tu solicitud',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        'Un consultor del equipo revisará tu portafolio, tus expedientes de Mis Propiedades y tu último resultado de ¿Califico?, y escribirá sus hallazgos y recomendaciones para cada propiedad y para el portafolio completo.',
        'En tu portafolio verás quién lo está preparando. Te escribiremos en cuanto esté listo.',
      ],
      action: { label: 'Ver mi portafolio', url: siteLink(PORTFOLIO_PATH) },
    }),
  };
}

/** To the member: the report is ready, signed by the consultant. */
export function analysisDeliveredEmail(profile: ProfileItem, analysis: PortfolioAnalysis): Mail {
  const consultant = analysis.consultant!;
  return {
    to: profile.email,
    subject: `Tu análisis de portafolio está listo (por ${consultant.name})`,
    ...renderEmail({
      preheader: `${consultant.name} terminó tu análisis personalizado.`,
      heading: 'Tu análisis de portafolio está listo',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `${consultant.name}, ${consultant.title}, terminó tu análisis personalizado de portafolio el ${formatDate(analysis.deliveredAt!)}.`,
        'Incluye sus hallazgos y recomendaciones para cada propiedad y las recomendaciones para tu portafolio completo. Puedes leerlo en línea y descargarlo en PDF.',
      ],
      action: { label: 'Leer mi análisis', url: siteLink(analysisPath(analysis.id)) },
      footnote: [
        'El análisis de Inversor Listo es educativo: no constituye asesoría legal, fiscal ni una oferta de préstamo.',
      ],
    }),
  };
}
