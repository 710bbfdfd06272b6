/** What the member typed in a number field: '' is "not given"; "$1,500" reads 1500; text is NaN. */
export function readNumber(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value !== 'string') return undefined;
  const clean = value.replace(/[\s$,%]/g, '');
  return clean === '' ? undefined : Number(clean);
}
