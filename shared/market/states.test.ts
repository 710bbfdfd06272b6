import { describe, expect, it } from 'vitest';
import { STATE_NAMES_ES, STATE_OPTIONS, US_STATES, stateNameEs } from './states.ts';

describe('state names in Spanish', () => {
  it('names every state code the data knows, once', () => {
    expect(Object.keys(STATE_NAMES_ES).sort()).toEqual(Object.keys(US_STATES).sort());
    const names = Object.values(STATE_NAMES_ES);
    expect(new Set(names).size).toBe(names.length);
  });

  it('uses the Spanish exonyms', () => {
    expect(stateNameEs('NY')).toBe('Nueva York');
    expect(stateNameEs('NC')).toBe('Carolina del Norte');
    expect(stateNameEs('PA')).toBe('Pensilvania');
    expect(stateNameEs('HI')).toBe('Hawái');
    expect(stateNameEs('TX')).toBe('Texas');
    expect(stateNameEs('ALL')).toBe('ALL');
  });

  it('feeds the selects, sorted in Spanish', () => {
    expect(STATE_OPTIONS).toHaveLength(Object.keys(US_STATES).length);
    const carolinas = STATE_OPTIONS.map((o) => o.name).filter((n) => n.startsWith('Carolina'));
    expect(carolinas).toEqual(['Carolina del Norte', 'Carolina del Sur']);
  });
});
