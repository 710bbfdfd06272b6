/**
 * An iCalendar (RFC 5545) file for one webinar, as attached to the confirmation email and offered
 * for download: one VEVENT in UTC, CRLF line ends, text escaped and long lines folded at 75 octets.
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

function utc(date: Date): string {
  return date
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, ''); // 20260212T000000Z
}

/** RFC 5545 §3.3.11: backslash, semicolon, comma and newlines are escaped in TEXT values. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r?\n/g, '\\n');
}

/** RFC 5545 §3.1: lines longer than 75 octets continue on the next line after CRLF + space. */
export function foldLine(line: string): string {
  const encoder = new TextEncoder();
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const char of line) {
    const bytes = encoder.encode(char).length;
    const limit = parts.length === 0 ? 75 : 74; // continuation lines start with a space
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += char;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(event: CalendarEvent): string {
  const end = new Date(event.start.getTime() + event.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:-//Inversor Listo//${event.product ?? 'Webinars'}//ES`,
    'CALSCALE:GREGORIAN',
    'METHOD:PUBLISH',
    'BEGIN:VEVENT',
    `UID:${event.uid}`,
    `DTSTAMP:${utc(event.stamp ?? new Date())}`,
    `DTSTART:${utc(event.start)}`,
    `DTEND:${utc(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.organizer
      ? [`ORGANIZER;CN="${event.organizer.name.replace(/"/g, '')}":mailto:${event.organizer.email}`]
      : []),
    ...(event.url ? [`URL:${event.url}`] : []),
    'BEGIN:VALARM',
    'TRIGGER:-PT30M',
    'ACTION:DISPLAY',
    `DESCRIPTION:${escapeText(event.title)}`,
    'END:VALARM',
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return lines.map(foldLine).join('\r\n') + '\r\n';
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
