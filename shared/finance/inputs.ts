/**
 * Reading what a user typed into a calculator field (docs/product.md, "Tools and their bands"):
 * non-numeric values count as 0, and an invalid loan term falls back to 30 years. Dollar signs,
 * thousands commas, percent signs and spaces are ignored ("$1,500" reads 1500). Amounts are bounded
 * so no field can push a result to Infinity: the bounds are far beyond any real property.
 */

/** Largest dollar amount a field accepts ($1 billion); larger values read as this bound. */
export const MAX_AMOUNT = 1_000_000_000;
/** Largest rate in % (vacancy, interest); larger values read as 100. */
export const MAX_PERCENT = 100;
const DEFAULT_LOAN_TERM_YEARS = 30;
export const MAX_LOAN_TERM_YEARS = 50;

/** A plain decimal number, optionally signed, optionally with an exponent ("1e3"). */
const NUMBER_PATTERN = /^[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?$/i;

/**
 * What a field holds, the one reading every form shares: '' (or blanks) is "not given"
 * (undefined); "$1,234.56", "12.5%" and " 7 " read as their number; negatives keep their sign;
 * anything else (text, "0x10", "Infinity") is NaN, so a schema or caller can refuse it.
 */
export function readNumber(raw: unknown): number | undefined {
  if (typeof raw === 'number') return raw;
  if (typeof raw !== 'string') return undefined;
  const cleaned = raw.replace(/[\s$,%]/g, '');
  if (cleaned === '') return undefined;
  return NUMBER_PATTERN.test(cleaned) ? Number(cleaned) : Number.NaN;
}

/** A required number: as readNumber, with "not given" as NaN (a schema refuses it). */
export function readRequiredNumber(raw: unknown): number {
  return readNumber(raw) ?? Number.NaN;
}

/** The number in a field, or 0 when it holds no number. Negative values read as 0. */
export function parseNumber(raw: string | number | null | undefined): number {
  const value = readNumber(raw);
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : 0;
}

/**
 * What a field with a negative number says: refused, never read as 0, so a typo never turns a cost
 * into nothing.
 */
export const NEGATIVE_NUMBER_MESSAGE = 'No se aceptan números negativos: escribe 0 o más.';

/** Whether a field holds a number below zero ("-500", "$-1,200"), which callers must refuse. */
export function isNegativeNumber(raw: string | number | null | undefined): boolean {
  const value = readNumber(raw);
  return value !== undefined && Number.isFinite(value) && value < 0;
}

/** A dollar amount: non-numeric → 0, capped at MAX_AMOUNT. */
export function parseAmount(raw: string | number | null | undefined): number {
  return Math.min(parseNumber(raw), MAX_AMOUNT);
}

/** A percentage (0-100): non-numeric → 0, capped at 100. */
export function parsePercent(raw: string | number | null | undefined): number {
  return Math.min(parseNumber(raw), MAX_PERCENT);
}

/** Loan term in years; anything that is not a term of 1 to 50 years reads as 30. */
export function parseLoanTerm(raw: string | number | null | undefined): number {
  const years = parseNumber(raw);
  return years >= 1 && years <= MAX_LOAN_TERM_YEARS ? years : DEFAULT_LOAN_TERM_YEARS;
}

/** Interest-only years: a whole number of years, at most the term; anything else reads as 0. */
export function parseInterestOnlyYears(
  raw: string | number | null | undefined,
  termYears: number,
): number {
  const years = Math.floor(parseNumber(raw));
  return Math.min(years, termYears);
}
