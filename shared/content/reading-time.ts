/**
 * Reading time from the text itself, never typed by hand: words ÷ 200 words per minute, the pace
 * of an adult reading explanatory prose in Spanish (rounded to whole minutes, at least one).
 * Texts use the small markup of the educational library ("## " heading, "- " bullet, "1. " step),
 * whose markers are not words.
 */
export const WORDS_PER_MINUTE = 200;

/** Words of a text: runs of characters that hold at least one letter or digit. */
export function countWords(text: string): number {
  let words = 0;
  for (const line of text.split('\n')) {
    const body = line.replace(/^(## |- |\d+\. )/, '');
    for (const token of body.split(/\s+/)) if (/[\p{L}\p{N}]/u.test(token)) words += 1;
  }
  return words;
}

/** Whole minutes at WORDS_PER_MINUTE, never less than 1. */
export function readingMinutes(text: string): number {
  return Math.max(1, Math.round(countWords(text) / WORDS_PER_MINUTE));
}

/** "5 min de lectura" */
export function readingTimeLabel(minutes: number): string {
  return `${minutes} min de lectura`;
}
