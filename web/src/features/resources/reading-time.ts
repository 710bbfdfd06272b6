/**
 * Reading time from the text itself, so the label matches what the member reads: words ÷ 200 per
 * minute (an unhurried adult pace for informative text in Spanish), rounded up, at least 1 minute.
 */
const WORDS_PER_MINUTE = 200;

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readingTime(text: string): string {
  return `${Math.max(1, Math.ceil(wordCount(text) / WORDS_PER_MINUTE))} min de lectura`;
}
