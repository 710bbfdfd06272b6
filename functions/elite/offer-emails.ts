import type { ProfileItem } from '../auth/profile.ts';
import { siteLink } from '../auth/emails.ts';
import { config } from '../commons/config.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import { countOf, formatDate, formatNumber, formatWholeMoney } from '../../shared/format.ts';
import {
  DEAL_STATUS_LABELS,
  dealTypeLabel,
  describeCriteria,
  type DealCriteria,
} from '../../shared/elite/offers.ts';
import { sessionDay } from '../../shared/elite/time.ts';
import type { EliteDeal, UpcomingLaunch } from '../../shared/api/elite.ts';

/** What a member registered interest in: an offer or an upcoming launch. */
export type InterestTarget =
  { kind: 'deal'; item: EliteDeal } | { kind: 'launch'; item: UpcomingLaunch };

/** The deals emails: alerts, launches, and the interest receipt and team notice. */
function dealFacts(deal: EliteDeal): string[] {
  return [
    `${dealTypeLabel(deal.type)} en ${deal.location} · ${DEAL_STATUS_LABELS[deal.status]}`,
    `Precio: ${formatWholeMoney(deal.price)} · Cap rate: ${formatNumber(deal.capRate)}% · Cash-on-cash: ${formatNumber(deal.cashOnCash)}%`,
    `${countOf(deal.units, 'unidad', 'unidades')} · ${formatNumber(deal.sqft)} pies cuadrados`,
    `Exclusivo para miembros Elite hasta el ${formatDate(deal.exclusiveUntil)}.`,
  ];
}

const dealsPage = () => siteLink('/elite-deals');

export function dealAlertEmail(
  profile: ProfileItem,
  deal: EliteDeal,
  matched: DealCriteria[],
): Mail {
  return {
    to: profile.email,
    subject: `Nuevo deal exclusivo para tu alerta: ${deal.title}`,
    ...renderEmail({
      preheader: `${deal.location} · ${formatWholeMoney(deal.price)} · cap rate ${formatNumber(deal.capRate)}%`,
      heading: 'Llegó un deal que coincide con tu alerta',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `«${deal.title}»`,
        ...dealFacts(deal),
        deal.description,
        `Coincide con tu alerta: ${matched.map(describeCriteria).join('; ')}.`,
      ],
      action: { label: 'Ver el deal', url: dealsPage() },
      footnote: [
        'Recibes este correo por tus alertas de deals Elite. Puedes eliminarlas en la página de deals exclusivos.',
        'Los deals se presentan con fines educativos; verifica cada cifra con tu propio análisis antes de invertir.',
      ],
    }),
  };
}

export function launchAvailableEmail(
  profile: ProfileItem,
  launch: UpcomingLaunch,
  deal: EliteDeal,
): Mail {
  return {
    to: profile.email,
    subject: `Ya se lanzó: ${deal.title}`,
    ...renderEmail({
      preheader: `El lanzamiento que seguías ya está disponible para miembros Elite.`,
      heading: 'El lanzamiento que seguías ya está disponible',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `Pediste que te avisáramos del lanzamiento «${launch.title}». Ya está disponible como deal exclusivo:`,
        `«${deal.title}»`,
        ...dealFacts(deal),
      ],
      action: { label: 'Ver el deal', url: dealsPage() },
    }),
  };
}

function targetSummary(target: InterestTarget): string[] {
  if (target.kind === 'deal') return [`Deal: «${target.item.title}»`, ...dealFacts(target.item)];
  const launch = target.item;
  return [
    `Próximo lanzamiento: «${launch.title}»`,
    `${dealTypeLabel(launch.type)} en ${launch.location} · precio estimado ${formatWholeMoney(launch.estimatedPrice)}`,
    `Lanzamiento previsto: ${sessionDay(launch.launchDate)}`,
  ];
}

export function interestReceiptEmail(profile: ProfileItem, target: InterestTarget): Mail {
  const deal = target.kind === 'deal';
  return {
    to: profile.email,
    subject: deal
      ? `Registramos tu interés: ${target.item.title}`
      : `Te avisaremos del lanzamiento: ${target.item.title}`,
    ...renderEmail({
      preheader: deal
        ? 'Un asesor te contactará en menos de 24 horas.'
        : 'Te escribiremos en cuanto el deal esté disponible.',
      heading: deal ? 'Registramos tu interés' : 'Te avisaremos del lanzamiento',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        ...targetSummary(target),
        deal
          ? 'Un asesor del equipo Elite te contactará en menos de 24 horas con el paquete de información (rent roll, gastos y condiciones del vendedor).'
          : 'En cuanto el deal se lance, te enviaremos sus cifras completas antes de que llegue al mercado.',
      ],
      action: { label: 'Ver deals exclusivos', url: dealsPage() },
    }),
  };
}

/** To CONSULTING_TEAM_EMAIL: who wants what, to follow up. */
export function interestTeamEmail(profile: ProfileItem, target: InterestTarget): Mail {
  return {
    to: config.CONSULTING_TEAM_EMAIL,
    subject: `Interés en ${target.kind === 'deal' ? 'deal' : 'lanzamiento'}: ${target.item.title} — ${profile.firstName} ${profile.lastName}`,
    ...renderEmail({
      preheader: `${profile.firstName} ${profile.lastName} quiere más información.`,
      heading:
        target.kind === 'deal' ? 'Interés en un deal exclusivo' : 'Interés en un lanzamiento',
      paragraphs: [
        `Miembro Elite: ${profile.firstName} ${profile.lastName} <${profile.email}>`,
        ...targetSummary(target),
        target.kind === 'deal'
          ? 'Compromiso: contactar al miembro en menos de 24 horas.'
          : 'El miembro recibirá un correo automático cuando el deal se cargue con fromLaunch.',
      ],
      footnote: [`Id: ${target.item.id}`],
    }),
  };
}
