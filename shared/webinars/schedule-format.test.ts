import { describe, expect, it } from 'vitest';
import { webinarStartFromId, webinarId } from '../api/webinars.ts';
import { webinarDay, webinarTimes } from './schedule-format.ts';

describe('webinar times', () => {
  it('shows the East Coast date in es-ES and the time in the four US zones', () => {
    // 00:00 UTC on 13 Feb 2026 is 19:00 on Thursday 12 Feb in New York (EST, UTC−5).
    expect(webinarDay('2026-02-13T00:00:00.000Z')).toBe('jueves, 12 de febrero de 2026');
    expect(webinarTimes('2026-02-13T00:00:00.000Z')).toBe(
      '19:00 ET · 18:00 CT · 17:00 MT · 16:00 PT',
    );
    // Summer (EDT, UTC−4).
    expect(webinarTimes('2026-07-09T23:00:00.000Z')).toBe(
      '19:00 ET · 18:00 CT · 17:00 MT · 16:00 PT',
    );
  });

  it('ids carry the start time', () => {
    const id = webinarId(new Date('2026-02-13T00:00:00.000Z'), 'mensua');
    expect(id).toBe('20260213T0000Z-mensua');
    expect(webinarStartFromId(id)).toBe('2026-02-13T00:00:00.000Z');
    expect(webinarStartFromId('20261399T0000Z-mensua')).toBeUndefined();
    expect(webinarStartFromId('nada')).toBeUndefined();
  });
});
