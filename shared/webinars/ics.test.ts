import { describe, expect, it } from 'vitest';
import { buildIcs, webinarEvent } from './ics.ts';

/** RFC 5545 §3.1: a CRLF followed by a space or a tab continues the line. */
const unfolded = (text: string) => text.replace(/\r\n[ \t]/g, '');

describe('iCalendar file', () => {
  const ics = buildIcs({
    uid: '20260213T0000Z-mensua@inversorlisto.com',
    title: 'DSCR, reservas; y crédito',
    description: 'Línea uno\nLínea dos con una coma, y un punto y coma;',
    start: new Date('2026-02-13T00:00:00.000Z'),
    durationMinutes: 60,
    url: 'https://inversorlisto.com/webinars',
    stamp: new Date('2026-01-01T12:30:00.000Z'),
  });

  it('has one VEVENT in UTC with its end from the duration', () => {
    expect(ics).toContain('BEGIN:VCALENDAR\r\nVERSION:2.0\r\n');
    expect(ics).toContain('\r\nDTSTART:20260213T000000Z\r\n');
    expect(ics).toContain('\r\nDTEND:20260213T010000Z\r\n');
    expect(ics).toContain('\r\nDTSTAMP:20260101T123000Z\r\n');
    expect(ics).toContain('\r\nUID:20260213T0000Z-mensua@inversorlisto.com\r\n');
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(1);
    expect(ics).toContain('\r\nTRIGGER:-PT30M\r\n'); // the reminder, 30 minutes before
  });

  it('escapes text values', () => {
    expect(ics).toContain('SUMMARY:DSCR\\, reservas\\; y crédito');
    expect(unfolded(ics)).toContain(
      'DESCRIPTION:Línea uno\\nLínea dos con una coma\\, y un punto y coma\\;',
    );
  });

  it('folds long lines, and unfolding restores them', () => {
    const long = buildIcs({
      uid: 'largo@inversorlisto.com',
      title: 'Largo',
      description: 'ñ'.repeat(200),
      start: new Date('2026-02-13T00:00:00.000Z'),
      durationMinutes: 30,
    });
    const lines = long.split('\r\n');
    expect(lines.every((line) => [...line].length <= 75)).toBe(true);
    expect(unfolded(long)).toContain(`DESCRIPTION:${'ñ'.repeat(200)}\r\n`);
  });
});

describe('a webinar as an event', () => {
  const session = {
    id: '20261211T0000Z-mensua',
    title: 'Cómo califica un préstamo DSCR',
    description: 'Renta bruta y PITIA.',
    startsAt: '2026-12-11T00:00:00.000Z',
    durationMinutes: 60,
  };
  it('uses the site host in the UID and links Mis webinars until a join link exists', () => {
    const event = webinarEvent(session, { siteUrl: 'http://localhost:3000' });
    expect(event.uid).toBe('20261211T0000Z-mensua@localhost');
    expect(event.url).toBe('http://localhost:3000/webinars');
    expect(event.description).toContain('aparecerá en la sección Mis webinars');
  });
  it('carries the join link once published', () => {
    const event = webinarEvent(session, {
      siteUrl: 'https://inversorlisto.com',
      joinUrl: 'https://meet.example.com/abc',
    });
    expect(event.url).toBe('https://meet.example.com/abc');
    expect(event.description).toContain('Enlace para entrar: https://meet.example.com/abc');
  });
});
