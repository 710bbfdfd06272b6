import { describe, expect, it } from 'vitest';
import {
  bookingDateProblem,
  BOOKING_DATE_MESSAGES,
  bookingWindow,
  extraSessionPrice,
  parseBookingId,
} from './consulting.ts';
import { dealMatches, describeCriteria } from './offers.ts';
import { slotLabel } from './time.ts';
import { buildIcs } from '../webinars/ics.ts';

// Friday 13 March 2026, 23:30 in New York (already Saturday in UTC).
const NOW = new Date('2026-03-14T03:30:00Z');

describe('booking dates (New York time)', () => {
  it('opens tomorrow in New York, not in UTC, and lasts 60 days', () => {
    expect(bookingWindow(NOW)).toEqual({ min: '2026-03-14', max: '2026-05-12' });
  });
  it('refuses today, the past, weekends, the far future and impossible dates', () => {
    expect(bookingDateProblem('2026-03-13', NOW)).toBe(BOOKING_DATE_MESSAGES.past);
    expect(bookingDateProblem('2026-03-14', NOW)).toBe(BOOKING_DATE_MESSAGES.weekend);
    expect(bookingDateProblem('2026-03-15', NOW)).toBe(BOOKING_DATE_MESSAGES.weekend);
    expect(bookingDateProblem('2026-05-13', NOW)).toBe(BOOKING_DATE_MESSAGES.tooFar);
    expect(bookingDateProblem('2026-02-30', NOW)).toBe(BOOKING_DATE_MESSAGES.required);
    expect(bookingDateProblem('', NOW)).toBe(BOOKING_DATE_MESSAGES.required);
    expect(bookingDateProblem('2026-03-16', NOW)).toBeUndefined();
  });
  it('names slots and reads booking ids back', () => {
    expect(['09:00', '11:00', '15:00', '17:00'].map(slotLabel)).toEqual([
      '9:00 AM',
      '11:00 AM',
      '3:00 PM',
      '5:00 PM',
    ]);
    expect(parseBookingId('2026-03-16-1500')).toEqual({ date: '2026-03-16', time: '15:00' });
    expect(parseBookingId('2026-02-30-1500')).toBeUndefined();
    expect(parseBookingId('../PROFILE')).toBeUndefined();
  });
  it('prices an extra session at the regular price less 25%', () => {
    expect(extraSessionPrice('estrategia-portafolio')).toBe(150);
    expect(extraSessionPrice('analisis-deal')).toBe(112.5);
    expect(extraSessionPrice('revision-financiamiento')).toBe(75);
  });
});

describe('deal criteria', () => {
  const houston = {
    type: 'multifamily',
    price: 2_850_000,
    capRate: 9.2,
    city: 'Houston',
    state: 'TX',
  } as const;
  it('matches type, price range [min, max), minimum cap rate', () => {
    expect(dealMatches(houston, {})).toBe(true);
    expect(dealMatches(houston, { type: 'single-family' })).toBe(false);
    expect(dealMatches(houston, { priceRange: '1m-3m' })).toBe(true);
    expect(dealMatches({ ...houston, price: 3_000_000 }, { priceRange: '1m-3m' })).toBe(false);
    expect(dealMatches({ ...houston, price: 3_000_000 }, { priceRange: 'mas-3m' })).toBe(true);
    expect(dealMatches(houston, { minCapRate: 9 })).toBe(true);
    expect(dealMatches(houston, { minCapRate: 10 })).toBe(false);
  });
  it('matches a location by city, state name or code, accents and case aside', () => {
    for (const location of ['Houston', 'houston, tx', 'Texas', 'TX', 'tx', 'HOUSTON TEXAS']) {
      expect(dealMatches(houston, { location }), location).toBe(true);
    }
    for (const location of ['Dallas', 'Florida', 'FL', 'al']) {
      expect(dealMatches(houston, { location }), location).toBe(false);
    }
    expect(dealMatches({ ...houston, city: 'San Antonio' }, { location: 'san antonio' })).toBe(
      true,
    );
    const newYork = { ...houston, city: 'Buffalo', state: 'NY' };
    for (const location of ['Nueva York', 'nueva york', 'New York', 'NY', 'Buffalo, Nueva York']) {
      expect(dealMatches(newYork, { location }), location).toBe(true);
    }
  });
  it('describes criteria in Spanish', () => {
    expect(describeCriteria({ type: 'multifamily', minCapRate: 8, location: ' Florida ' })).toBe(
      'Multifamiliar · cap rate desde 8% · Florida',
    );
    expect(describeCriteria({})).toBe('Todos los deals');
  });
});

describe('calendar file with an organizer', () => {
  it('adds ORGANIZER and LOCATION, folded at 75 characters with CRLF', () => {
    const ics = buildIcs({
      uid: 'consulta-1@example.com',
      title: 'Consultoría 1:1',
      description: 'Tema; con, comas',
      start: new Date('2026-03-16T19:00:00Z'),
      durationMinutes: 45,
      location: 'Videollamada',
      organizer: {
        name: 'Equipo de Consultoría "Inversor Listo"',
        email: 'consultoria@example.com',
      },
      product: 'Consultoria',
      stamp: new Date('2026-03-01T00:00:00Z'),
    });
    const lines = ics.split('\r\n');
    expect(lines.every((line) => [...line].length <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('PRODID:-//Inversor Listo//Consultoria//ES');
    expect(unfolded).toContain('DTSTART:20260316T190000Z\r\nDTEND:20260316T194500Z');
    expect(unfolded).toContain('DESCRIPTION:Tema\\; con\\, comas');
    expect(unfolded).toContain('LOCATION:Videollamada');
    expect(unfolded).toMatch(
      /ORGANIZER;CN="Equipo de Consultoría Inversor Listo":mailto:consultoria@example\.com\r\n/i,
    );
  });
});
