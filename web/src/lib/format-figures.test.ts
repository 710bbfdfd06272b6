import { describe, expect, it } from 'vitest';
import { formatPercent, formatRatio } from './format-figures';

describe('formatPercent', () => {
  it('shows two decimals unless the caller asks for fewer', () => {
    expect(formatPercent(7.6923)).toBe('7.69%');
    expect(formatPercent(1234.5)).toBe('1,234.50%');
    expect(formatPercent(8.94, 1)).toBe('8.9%');
    expect(formatPercent(-3, 1)).toBe('-3.0%');
  });

  it('shows a dash where the figure does not exist, at any precision', () => {
    expect(formatPercent(null)).toBe('—');
    expect(formatPercent(Number.NaN, 1)).toBe('—');
    expect(formatPercent(Number.POSITIVE_INFINITY)).toBe('—');
  });
});

describe('formatRatio', () => {
  it('shows two decimals and an x', () => {
    expect(formatRatio(1.3)).toBe('1.30x');
    expect(formatRatio(null)).toBe('—');
  });
});
