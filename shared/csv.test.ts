import { describe, expect, it } from 'vitest';
import { csvCell, detectSeparator, parseCsv } from './csv.ts';

describe('parseCsv', () => {
  it('reads quotes, escaped quotes, separators and line breaks inside quotes, CRLF and a BOM', () => {
    const text = '\uFEFFa,b,c\r\n"1,5","dice ""hola""","dos\nlíneas"\r\n,,\n';
    expect(parseCsv(text)).toEqual([
      ['a', 'b', 'c'],
      ['1,5', 'dice "hola"', 'dos\nlíneas'],
      ['', '', ''],
    ]);
  });
  it('keeps a last line without a line break', () => {
    expect(parseCsv('a;b\n1;2', ';')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
  });
  it('detects the separator Excel uses in Spanish locales', () => {
    expect(detectSeparator('direccion;precio;zip\n')).toBe(';');
    expect(detectSeparator('"a;b",c,d\n')).toBe(',');
  });
  it('round-trips cells that need quoting', () => {
    for (const value of ['simple', 'con, coma', 'con "comillas"', 'dos\nlíneas']) {
      expect(parseCsv(csvCell(value))).toEqual([[value]]);
    }
  });
});
