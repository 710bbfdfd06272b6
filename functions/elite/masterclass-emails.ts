import type { ProfileItem } from '../auth/profile.ts';
import { siteLink } from '../auth/emails.ts';
import { config } from '../commons/config.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import { masterclassIcs } from '../../shared/elite-calendar.ts';
import { CONSULTING_TIME_ZONE_LABEL, easternDateTime } from '../../shared/elite/time.ts';
import type { Masterclass } from '../../shared/api/elite.ts';

/** To a member who asked to be told: a new masterclass, or the recording of one. */
export function masterclassPublishedEmail(
  profile: ProfileItem,
  masterclass: Masterclass,
  kind: 'new' | 'recording',
): Mail {
  const when = `${easternDateTime(masterclass.startsAt)}, ${CONSULTING_TIME_ZONE_LABEL}`;
  const recording = kind === 'recording';
  return {
    to: profile.email,
    subject: recording
      ? `Grabación disponible: ${masterclass.title}`
      : `Nueva masterclass Elite: ${masterclass.title}`,
    ...renderEmail({
      preheader: recording
        ? 'Ya puedes ver la grabación completa en tu área Elite.'
        : `${when}. Agrega la sesión a tu calendario con el archivo adjunto.`,
      heading: recording ? 'La grabación ya está disponible' : 'Publicamos una nueva masterclass',
      paragraphs: [
        `Hola ${profile.firstName}:`,
        recording
          ? `Ya puedes ver la grabación de «${masterclass.title}».`
          : `Te avisamos, como pediste: «${masterclass.title}».`,
        masterclass.description,
        `Imparte: ${masterclass.instructor}, ${masterclass.instructorRole}.`,
        ...(recording ? [] : [`Fecha: ${when}. Duración: ${masterclass.durationMinutes} minutos.`]),
        `Temas: ${masterclass.topics.join(', ')}.`,
      ],
      action: {
        label: recording ? 'Ver la grabación' : 'Ver masterclasses',
        url: siteLink('/elite-masterclasses'),
      },
      footnote: [
        'Recibes este correo porque pediste avisos de nuevas masterclasses. Puedes desactivarlos en la página de masterclasses.',
      ],
    }),
    ...(recording
      ? {}
      : {
          attachments: [
            {
              fileName: 'masterclass-inversor-listo.ics',
              contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
              content: masterclassIcs(masterclass, config.SITE_URL),
            },
          ],
        }),
  };
}
