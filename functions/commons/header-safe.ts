/**
 * A value that goes into a mail header (the Subject, an attachment's name, the recipient) or a
 * stored one-line field (a session's User-Agent): control characters (CR and LF above all, which
 * would start a new header: `Bcc: …`), line and paragraph separators become spaces.
 */
export function headerSafe(value: string): string {
  return value
    .replace(/[\p{Cc}\p{Zl}\p{Zp}]+/gu, ' ')
    .replace(/ {2,}/g, ' ')
    .trim();
}
