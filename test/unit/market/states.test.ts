import { describe, expect, it } from 'vitest';
import { STATE_NAMES_ES, STATE_OPTIONS } from '../../../shared/market/states.ts';

describe('the state options', () => {
  it('hold every state once, in the order a Spanish collator gives their names', () => {
    const spanish = new Intl.Collator('es');
    const sorted = Object.entries(STATE_NAMES_ES)
      .sort(([, a], [, b]) => spanish.compare(a, b))
      .map(([code, name]) => ({ code, name }));
    expect(STATE_OPTIONS).toEqual(sorted);
  });
});
