import { siteLink } from '../auth/emails.ts';
import { config } from '../commons/config.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import { buildIcs, webinarEvent, webinarJoinLine } from '../../shared/webinars/ics.ts';
import { webinarDay, webinarTimes } from '../../shared/webinars/schedule-format.ts';
import type { NewWebinar } from './schedule.ts';

/** The sign-up confirmation: the session, its time in US zones, and an .ics calendar file. */
export function registrationEmail(to: string, firstName: string, session: NewWebinar): Mail {
  const day = webinarDay(session.startsAt);
  const times = webinarTimes(session.startsAt);
  const myWebinars = siteLink('/webinars');
  const joinLine = webinarJoinLine(session.joinUrl);
  const ics = buildIcs(
    webinarEvent(session, { siteUrl: config.SITE_URL, joinUrl: session.joinUrl }),
  );
  return {
    to,
    subject: `Inscripción confirmada: ${session.title}`,
    ...renderEmail({
      preheader: `${day}, ${times}. Agrega la sesión a tu calendario con el archivo adjunto.`,
      heading: 'Tu lugar está reservado',
      paragraphs: [
        `Hola ${firstName}:`,
        `Te inscribiste en el webinar «${session.title}».`,
        `Fecha: ${day}. Hora: ${times}. Duración: ${session.durationMinutes} minutos.`,
        session.description,
        joinLine,
        'Adjuntamos un archivo de calendario (.ics): ábrelo para agregar la sesión a Google Calendar, Outlook o Apple Calendar.',
      ],
      action: { label: 'Ver mis webinars', url: myWebinars },
      footnote: [
        'Si ya no puedes asistir, cancela tu inscripción desde Mis webinars para liberar tu lugar.',
        'Los webinars de Inversor Listo son educativos: no constituyen asesoría financiera ni garantizan la aprobación de un préstamo.',
      ],
    }),
    attachments: [
      {
        fileName: 'webinar-inversor-listo.ics',
        contentType: 'text/calendar; charset=utf-8',
        content: ics,
      },
    ],
  };
}
