import { createEvent, type EventAttributes } from 'ics';

/**
 * An iCalendar (RFC 5545) file for one webinar or consulting session, as attached to the
 * confirmation email and offered for download.
 */
export interface CalendarEvent {
  /** Globally unique and stable: re-importing updates the same event. */
  uid: string;
  title: string;
  description: string;
  start: Date;
  durationMinutes: number;
  url?: string;
  /** When the file was made (DTSTAMP). */
  stamp?: Date;
  /** Who runs the event (ORGANIZER); the CN must not contain double quotes. */
  organizer?: { name: string; email: string };
  /** Where it happens (LOCATION), e.g. "Videollamada". */
  location?: string;
  /** The PRODID's product part; 'Webinars' unless another feature names itself. */
  product?: string;
}

/**
 * The .ics text, written by the `ics` library (RFC 5545: UTC times, TEXT escaped, long lines
 * folded, CRLF): one VEVENT with a display alarm 30 minutes before. Throws if the library refuses
 * the event (a bad date or email): our own data, so a bug, not a member's mistake.
 */
export function buildIcs(event: CalendarEvent): string {
  const start = event.start.getTime();
  // DTSTAMP: the library honours `timestamp` (default: now) but its types omit it.
  const attributes: EventAttributes & { timestamp: number } = {
    productId: `-//Inversor Listo//${event.product ?? 'Webinars'}//ES`,
    method: 'PUBLISH',
    uid: event.uid,
    timestamp: (event.stamp ?? new Date()).getTime(),
    start,
    startInputType: 'utc',
    startOutputType: 'utc',
    end: start + event.durationMinutes * 60_000,
    endInputType: 'utc',
    endOutputType: 'utc',
    title: event.title,
    description: event.description,
    ...(event.location ? { location: event.location } : {}),
    // A parameter value cannot hold a double quote (RFC 5545 §3.2).
    ...(event.organizer
      ? {
          organizer: { name: event.organizer.name.replace(/"/g, ''), email: event.organizer.email },
        }
      : {}),
    ...(event.url ? { url: event.url } : {}),
    // The library writes an alarm's text unescaped: a fixed phrase with nothing to escape.
    alarms: [
      {
        action: 'display',
        description: 'Empieza en 30 minutos',
        trigger: { minutes: 30, before: true },
      },
    ],
  };
  const { error, value } = createEvent(attributes);
  if (error || !value) throw new Error(`calendar event ${event.uid}: ${error?.message ?? 'empty'}`);
  return value;
}

/** A webinar session as a calendar event: same UID, text and link in the email and the download. */
export function webinarEvent(
  session: {
    id: string;
    title: string;
    description: string;
    startsAt: string;
    durationMinutes: number;
  },
  links: { siteUrl: string; joinUrl?: string | null },
): CalendarEvent {
  const site = new URL(links.siteUrl);
  const myWebinars = new URL('/webinars', site).toString();
  return {
    uid: `${session.id}@${site.hostname}`,
    title: session.title,
    description: `${session.description}\n\n${webinarJoinLine(links.joinUrl)}\nMis webinars: ${myWebinars}`,
    start: new Date(session.startsAt),
    durationMinutes: session.durationMinutes,
    url: links.joinUrl ?? myWebinars,
  };
}

/** Where to join: the link once published, else where it will appear. */
export function webinarJoinLine(joinUrl: string | null | undefined): string {
  return joinUrl
    ? `Enlace para entrar: ${joinUrl}`
    : 'El enlace para entrar aparecerá en la sección Mis webinars de Inversor Listo antes de la sesión.';
}
