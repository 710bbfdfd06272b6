import { describe, expect, it } from 'vitest';
import { countWords, readingMinutes, readingTimeLabel, WORDS_PER_MINUTE } from './reading-time.ts';

describe('reading time from the text', () => {
  it('counts words, not the markup of headings, bullets and steps', () => {
    const text = '## Un título\n- Una viñeta con $1,200 al mes.\n1. Un paso — y otro.\n\nFin.';
    // "—" alone is punctuation, not a word.
    expect(countWords(text)).toBe(2 + 6 + 4 + 1);
  });

  it('is words ÷ 200 rounded to whole minutes, never less than one', () => {
    const words = (n: number) => Array.from({ length: n }, () => 'palabra').join(' ');
    expect(WORDS_PER_MINUTE).toBe(200);
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes(words(90))).toBe(1);
    expect(readingMinutes(words(1100))).toBe(6); // 5.5 → 6
    expect(readingMinutes(words(1099))).toBe(5);
    expect(readingTimeLabel(5)).toBe('5 min de lectura');
  });
});
