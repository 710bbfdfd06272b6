import type { ProfileItem } from '../auth/profile.ts';
import { siteLink } from '../auth/emails.ts';
import { config } from '../commons/config.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import { buildIcs } from '../../shared/webinars/ics.ts';
import { formatMoney } from '../../shared/format.ts';
import {
  consultationType,
  consultingMode,
  EXTRA_SESSION_DISCOUNT_PERCENT,
  EXTRA_SESSION_POLICY,
} from '../../shared/elite/consulting.ts';
import {
  CONSULTING_TIME_ZONE,
  CONSULTING_TIME_ZONE_LABEL,
  dateTimeIn,
  sessionDay,
  slotLabel,
} from '../../shared/elite/time.ts';
import { timeZoneShortLabel } from '../../shared/time-zone.ts';
import type { Booking } from '../../shared/api/elite.ts';

/** The consulting emails: the member's confirmation (.ics attached) and the team's notices. */
const TEAM_NAME = 'Equipo de Consultoría Inversor Listo';

/** The session's date and time on the team's clock (New York). */
function when(booking: Booking): string {
  return `${sessionDay(booking.date)}, ${slotLabel(booking.time)}, ${CONSULTING_TIME_ZONE_LABEL}`;
}

/**
 * The session's date and time as the member reads it: in the zone chosen on /account, with the
 * team's New York time beside it; the team's clock alone until the member chooses one.
 */
function memberWhen(profile: ProfileItem, booking: Booking): string {
  const zone = typeof profile.timeZone === 'string' ? profile.timeZone : CONSULTING_TIME_ZONE;
  if (zone === CONSULTING_TIME_ZONE) return when(booking);
  return `${dateTimeIn(booking.startsAt, zone)}, ${timeZoneShortLabel(zone)} (${slotLabel(booking.time)} ${CONSULTING_TIME_ZONE_LABEL})`;
}

/** "Con Ana Martínez, Consultora de inversiones DSCR." or that the name comes by email. */
function specialistLine(booking: Booking): string {
  return booking.specialist
    ? `Tu especialista: ${booking.specialist.name}, ${booking.specialist.title}.`
    : 'Te escribiremos con el nombre de tu especialista en cuanto tome la sesión.';
}

function priceLine(booking: Booking): string {
  if (!booking.extra) return 'Sesión incluida en tu plan Elite este mes: sin costo adicional.';
  const charged =
    booking.payment?.status === 'paid'
      ? ` Lo cobramos a ${booking.payment.card ? `tu tarjeta ${booking.payment.card}` : 'la tarjeta de tu suscripción'}.`
      : '';
  return `Sesión adicional del mes con ${EXTRA_SESSION_DISCOUNT_PERCENT}% de descuento Elite: ${formatMoney(booking.price)} (precio regular ${formatMoney(booking.regularPrice)}).${charged}`;
}

function contactLine(booking: Booking): string {
  const mode = consultingMode(booking.mode);
  return booking.phone
    ? `${mode.label}: ${mode.detail} Número: ${booking.phone}.`
    : `${mode.label}: ${mode.detail}`;
}

/** The calendar file of a session (RFC 5545, UTC times, organizer = the consulting team). */
function bookingIcs(userId: string, booking: Booking, stamp = new Date()): string {
  const type = consultationType(booking.type);
  return buildIcs({
    uid: `consulta-${userId}-${booking.id}@${new URL(config.SITE_URL).host}`,
    title: `Consultoría 1:1 Inversor Listo: ${type.title}`,
    description: [
      `Tema: ${booking.topic}`,
      contactLine(booking),
      priceLine(booking),
      `Tu agenda: ${siteLink('/elite-consulting')}`,
    ].join('\n'),
    start: new Date(booking.startsAt),
    durationMinutes: booking.durationMinutes,
    location: consultingMode(booking.mode).label,
    organizer: { name: TEAM_NAME, email: config.CONSULTING_TEAM_EMAIL },
    url: siteLink('/elite-consulting'),
    product: 'Consultoria',
    stamp,
  });
}

export function bookingConfirmationEmail(profile: ProfileItem, booking: Booking): Mail {
  const type = consultationType(booking.type);
  return {
    to: profile.email,
    subject: `Sesión 1:1 confirmada: ${type.title}, ${sessionDay(booking.date)}`,
    ...renderEmail({
      preheader: `${memberWhen(profile, booking)}. Agrega la sesión a tu calendario con el archivo adjunto.`,
      heading: 'Tu sesión 1:1 está confirmada',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `Programamos tu sesión «${type.title}» (${booking.durationMinutes} minutos).`,
        `Fecha y hora: ${memberWhen(profile, booking)}.`,
        specialistLine(booking),
        `Tema: ${booking.topic}`,
        contactLine(booking),
        priceLine(booking),
        ...(booking.extra ? [EXTRA_SESSION_POLICY] : []),
        'Adjuntamos un archivo de calendario (.ics): ábrelo para agregar la sesión a Google Calendar, Outlook o Apple Calendar.',
      ],
      action: { label: 'Ver mis sesiones', url: siteLink('/elite-consulting') },
      footnote: [
        'Si no puedes asistir, cancela la sesión desde tu agenda para liberar el horario.',
        'La consultoría de Inversor Listo es educativa: no constituye asesoría legal, fiscal ni una oferta de préstamo.',
      ],
    }),
    attachments: [
      {
        fileName: 'consulta-inversor-listo.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: bookingIcs(profile.userId, booking),
      },
    ],
  };
}

function member(profile: ProfileItem): string {
  return `${profile.firstName} ${profile.lastName} <${profile.email}>`;
}

/** The team's notice of a new booking (to CONSULTING_TEAM_EMAIL). */
export function bookingTeamEmail(profile: ProfileItem, booking: Booking): Mail {
  const type = consultationType(booking.type);
  return {
    to: config.CONSULTING_TEAM_EMAIL,
    subject: `Nueva sesión 1:1${booking.extra ? ' (adicional)' : ''}: ${sessionDay(booking.date)} ${slotLabel(booking.time)} — ${profile.firstName} ${profile.lastName}`,
    ...renderEmail({
      preheader: `${type.title} con ${profile.firstName} ${profile.lastName}.`,
      heading: 'Nueva sesión 1:1 agendada',
      paragraphs: [
        `Miembro Elite: ${member(profile)}`,
        `Tipo: ${type.title} (${booking.durationMinutes} minutos)`,
        `Fecha y hora: ${when(booking)}`,
        `Modalidad: ${consultingMode(booking.mode).label}${booking.phone ? ` — teléfono ${booking.phone}` : ''}`,
        `Tema: ${booking.topic}`,
        booking.extra
          ? `Cobro: sesión adicional, ${formatMoney(booking.price)} (${EXTRA_SESSION_DISCOUNT_PERCENT}% de descuento sobre ${formatMoney(booking.regularPrice)}), cobrado a la tarjeta del miembro al agendar; no hay que facturarlo.`
          : 'Cobro: ninguno, es la sesión incluida del mes.',
      ],
      footnote: [`Reserva ${booking.id}.`],
    }),
    attachments: [
      {
        fileName: 'consulta.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: bookingIcs(profile.userId, booking),
      },
    ],
  };
}

export function cancellationEmail(profile: ProfileItem, booking: Booking, refunded = false): Mail {
  const type = consultationType(booking.type);
  return {
    to: profile.email,
    subject: `Sesión 1:1 cancelada: ${sessionDay(booking.date)}`,
    ...renderEmail({
      preheader: `Cancelamos tu sesión del ${memberWhen(profile, booking)}.`,
      heading: 'Cancelamos tu sesión',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `Cancelamos tu sesión «${type.title}» del ${memberWhen(profile, booking)} y liberamos el horario.`,
        ...(booking.extra && booking.payment?.status === 'paid'
          ? [
              refunded
                ? `Reembolsamos ${formatMoney(booking.payment.amount)} a tu tarjeta; puede tardar de 5 a 10 días hábiles en verse en tu estado de cuenta.`
                : `El cobro de ${formatMoney(booking.payment.amount)} no se reembolsa: cancelaste con menos de la anticipación de la política. ${EXTRA_SESSION_POLICY}`,
            ]
          : []),
        'Si la agregaste a tu calendario, elimínala de allí. Puedes agendar otra cuando quieras.',
      ],
      action: { label: 'Agendar otra sesión', url: siteLink('/elite-consulting') },
    }),
  };
}

export function cancellationTeamEmail(
  profile: ProfileItem,
  booking: Booking,
  promoted: Booking | null,
): Mail {
  return {
    to: config.CONSULTING_TEAM_EMAIL,
    subject: `Sesión 1:1 cancelada: ${sessionDay(booking.date)} ${slotLabel(booking.time)} — ${profile.firstName} ${profile.lastName}`,
    ...renderEmail({
      preheader: 'El horario quedó libre.',
      heading: 'Sesión 1:1 cancelada',
      paragraphs: [
        `Miembro Elite: ${member(profile)}`,
        `Sesión: ${consultationType(booking.type).title}, ${when(booking)}. El horario quedó libre.`,
        ...(promoted
          ? [
              `La sesión del ${when(promoted)} pasa a ser la sesión incluida del mes: ya no tiene cobro.`,
            ]
          : []),
      ],
      footnote: [`Reserva ${booking.id}.`],
    }),
  };
}

/** The member learns who holds their session (a staff member took it in the console). */
export function specialistEmail(profile: ProfileItem, booking: Booking): Mail {
  const type = consultationType(booking.type);
  const specialist = booking.specialist!;
  return {
    to: profile.email,
    subject: `Tu especialista para la sesión del ${sessionDay(booking.date)}: ${specialist.name}`,
    ...renderEmail({
      preheader: `${specialist.name} te atenderá en tu sesión «${type.title}».`,
      heading: 'Ya tienes especialista para tu sesión',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        `${specialist.name}, ${specialist.title}, te atenderá en tu sesión «${type.title}».`,
        `Fecha y hora: ${memberWhen(profile, booking)}.`,
        `Tema: ${booking.topic}`,
        contactLine(booking),
      ],
      action: { label: 'Ver mis sesiones', url: siteLink('/elite-consulting') },
      footnote: [
        'La consultoría de Inversor Listo es educativa: no constituye asesoría legal, fiscal ni una oferta de préstamo.',
      ],
    }),
  };
}
