import { describe, expect, it } from 'vitest';
import { webinarTimes } from '../../shared/webinars/schedule-format.ts';
import { defaultSchedule } from './schedule.ts';
import { zonedTimeToUtc } from './zoned-time.ts';

describe('zonedTimeToUtc', () => {
  it('handles standard and daylight time in New York and Los Angeles', () => {
    const at = (y: number, m: number, d: number, h: number, zone: string) =>
      zonedTimeToUtc({ year: y, month: m, day: d, hour: h, minute: 0 }, zone).toISOString();
    expect(at(2026, 2, 12, 19, 'America/New_York')).toBe('2026-02-13T00:00:00.000Z');
    expect(at(2026, 7, 9, 19, 'America/New_York')).toBe('2026-07-09T23:00:00.000Z');
    expect(at(2026, 3, 8, 12, 'America/New_York')).toBe('2026-03-08T16:00:00.000Z'); // DST day
    expect(at(2026, 11, 1, 12, 'America/Los_Angeles')).toBe('2026-11-01T20:00:00.000Z');
  });
});

describe('the standing schedule', () => {
  const now = new Date('2026-11-21T23:00:00.000Z');
  const sessions = defaultSchedule(now);
  const monthly = sessions.filter((s) => s.audience === 'gratuito');
  const weekly = sessions.filter((s) => s.audience === 'pro');

  it('holds the next three monthly sessions: second Thursday, 19:00 ET', () => {
    expect(monthly.map((s) => s.startsAt)).toEqual([
      '2026-12-11T00:00:00.000Z', // Thu 10 Dec 2026, 19:00 EST
      '2027-01-15T00:00:00.000Z', // Thu 14 Jan 2027
      '2027-02-12T00:00:00.000Z', // Thu 11 Feb 2027
    ]);
    for (const s of monthly) expect(webinarTimes(s.startsAt)).toMatch(/^19:00 ET/);
  });

  it('holds six weekly Pro sessions on Tuesdays at 20:00 ET, one week apart', () => {
    expect(weekly).toHaveLength(6);
    expect(weekly[0]!.startsAt).toBe('2026-11-25T01:00:00.000Z'); // Tue 24 Nov, 20:00 EST
    for (const s of weekly) expect(webinarTimes(s.startsAt)).toMatch(/^20:00 ET/);
    for (let i = 1; i < weekly.length; i++) {
      expect(Date.parse(weekly[i]!.startsAt) - Date.parse(weekly[i - 1]!.startsAt)).toBe(
        7 * 86_400_000,
      );
    }
  });

  it('is sorted, in the future, with unique deterministic ids and Spanish titles', () => {
    expect(sessions.map((s) => s.startsAt)).toEqual([...sessions.map((s) => s.startsAt)].sort());
    expect(new Set(sessions.map((s) => s.id)).size).toBe(sessions.length);
    expect(defaultSchedule(now)).toEqual(sessions);
    for (const s of sessions) {
      expect(Date.parse(s.startsAt)).toBeGreaterThan(now.getTime());
      expect(s.title.length).toBeGreaterThan(10);
    }
  });
});
