import Papa from 'papaparse';
import { cashFlowMonthSchema, type CashFlowMonth } from '@shared/api/portfolio';

/**
 * The cash-flow analyzer's CSV import, parsed with papaparse: one row per month with
 * the columns mes (or month), ingresos (income) and gastos (expenses); an optional propiedad
 * (property) column says which property a row belongs to, matched by name. Amounts may carry $
 * and thousands commas; months read as AAAA-MM (or MM/AAAA). Each bad row is reported in Spanish
 * with its line number, and nothing is imported until every row reads.
 */
export interface CsvCashFlow {
  /** Months by property name ('' when the file has no property column). */
  byProperty: Map<string, CashFlowMonth[]>;
  rows: number;
}

const COLUMNS = {
  month: ['mes', 'month', 'fecha', 'date'],
  income: ['ingresos', 'income', 'renta', 'rent'],
  expenses: ['gastos', 'expenses'],
  property: ['propiedad', 'property', 'nombre', 'name'],
} as const;

function normalise(header: string): string {
  return header
    .trim()
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '');
}

function findColumn(headers: string[], names: readonly string[]): string | undefined {
  return headers.find((h) => names.includes(normalise(h)));
}

function readMonth(raw: string): string {
  const text = raw.trim();
  const iso = /^(\d{4})-(\d{1,2})(-\d{1,2})?$/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]!.padStart(2, '0')}`;
  const us = /^(\d{1,2})\/(\d{4})$/.exec(text);
  if (us) return `${us[2]}-${us[1]!.padStart(2, '0')}`;
  return text;
}

function readAmount(raw: string): number {
  const clean = raw.replace(/[\s$,]/g, '');
  return clean === '' ? Number.NaN : Number(clean);
}

export function parseCashFlowCsv(text: string): CsvCashFlow | { error: string } {
  const parsed = Papa.parse<Record<string, string>>(text.trim(), {
    header: true,
    skipEmptyLines: 'greedy',
  });
  const headers = parsed.meta.fields ?? [];
  const month = findColumn(headers, COLUMNS.month);
  const income = findColumn(headers, COLUMNS.income);
  const expenses = findColumn(headers, COLUMNS.expenses);
  const property = findColumn(headers, COLUMNS.property);
  if (!month || !income || !expenses) {
    return {
      error: 'El archivo necesita las columnas mes, ingresos y gastos (en la primera fila).',
    };
  }
  if (parsed.data.length === 0) return { error: 'El archivo no tiene filas de datos.' };
  const byProperty = new Map<string, CashFlowMonth[]>();
  for (const [index, row] of parsed.data.entries()) {
    const line = index + 2; // the header is line 1
    const candidate = {
      month: readMonth(row[month] ?? ''),
      income: readAmount(row[income] ?? ''),
      expenses: readAmount(row[expenses] ?? ''),
    };
    const result = cashFlowMonthSchema.safeParse(candidate);
    if (!result.success) {
      return { error: `Fila ${line}: ${result.error.issues[0]?.message ?? 'datos inválidos'}` };
    }
    const key = property ? (row[property] ?? '').trim() : '';
    byProperty.set(key, [...(byProperty.get(key) ?? []), result.data]);
  }
  return { byProperty, rows: parsed.data.length };
}
