/**
 * The deal finder's CSV import: one property a row, columns by name (Spanish or English, any case,
 * with or without accents), comma or semicolon separated. Rows with problems are reported one by
 * one in Spanish ("Fila 4: …") and left out; the good rows are imported.
 *
 * Required: direccion, precio, habitaciones, and zip (unless the search location is a ZIP, which
 * then fills it). Optional: ciudad, banos, pies2, dias_en_mercado, renta (mensual), gastos
 * (mensuales, sin el préstamo), rehab (costo), arv, requiere_rehab (sí/no), ocupada_por_dueno
 * (sí/no), tipo (unifamiliar, condominio, townhouse, multifamiliar), tipo_listado.
 */
import { candidateSchema, type DealCandidate } from '../api/deal-finder.ts';
import { DEAL_FINDER } from '../finance/deal-score.ts';
import { csvCell, detectSeparator, parseCsv } from '../csv.ts';
import { CSV_COLUMNS, type CsvColumn } from './csv-columns.ts';

export { CSV_COLUMNS, type CsvColumn } from './csv-columns.ts';

/** Header → key: lower case, no accents, spaces and dashes as underscores. */
function headerKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .trim()
    .toLowerCase()
    .replace(/[\s\-.]+/g, '_')
    .replace(/[^a-z0-9_]/g, '');
}

const TYPE_WORDS: Record<string, DealCandidate['propertyType']> = {
  unifamiliar: 'single-family',
  single_family: 'single-family',
  singlefamily: 'single-family',
  casa: 'single-family',
  condominio: 'condo',
  condo: 'condo',
  townhouse: 'townhouse',
  multifamiliar: 'multi-family',
  multi_family: 'multi-family',
  multifamily: 'multi-family',
};

/**
 * A dollar amount or number as people type it in the US: "$250,000", "250000", "1,250.50".
 * A comma followed by one or two digits at the end reads as decimals ("1250,5"), as Spanish-locale
 * spreadsheets write them. Returns null when it is not a number.
 */
export function parseCsvNumber(raw: string): number | null {
  let text = raw
    .trim()
    .replace(/^\$\s*|\s*\$$/g, '')
    .replace(/\s+/g, '')
    .replace(/^US\$/i, '');
  if (text === '') return null;
  if (/^-?\d{1,3}(,\d{3})+(\.\d+)?$/.test(text)) text = text.replace(/,/g, '');
  else if (/^-?\d+,\d{1,2}$/.test(text)) text = text.replace(',', '.');
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Number.isFinite(value) ? value : null;
}

function parseYesNo(raw: string): boolean | null {
  const text = headerKey(raw);
  if (['si', 's', 'yes', 'y', 'true', '1', 'x'].includes(text)) return true;
  if (['no', 'n', 'false', '0'].includes(text)) return false;
  return null;
}

export interface CsvImportResult {
  candidates: DealCandidate[];
  /** File-level problems (missing columns, empty file). */
  fileErrors: string[];
  /** Row-level problems, by the row number the user sees in a spreadsheet (header = 1). */
  rowErrors: { row: number; message: string }[];
  /** Header names we did not recognise (ignored). */
  ignoredColumns: string[];
}

export function importDealsCsv(
  text: string,
  options: { defaultZip?: string } = {},
): CsvImportResult {
  const result: CsvImportResult = {
    candidates: [],
    fileErrors: [],
    rowErrors: [],
    ignoredColumns: [],
  };
  const rows = parseCsv(text, detectSeparator(text)).filter((r) =>
    r.some((cell) => cell.trim() !== ''),
  );
  if (rows.length === 0) {
    result.fileErrors.push('El archivo está vacío.');
    return result;
  }
  const { columnAt, ignored } = mapColumns(rows[0]!);
  result.ignoredColumns.push(...ignored);
  result.fileErrors.push(...missingColumns(columnAt, options.defaultZip));
  if (result.fileErrors.length > 0) return result;
  if (rows.length === 1) {
    result.fileErrors.push('El archivo no tiene filas de propiedades debajo de los encabezados.');
    return result;
  }

  rows.slice(1).forEach((cells, index) => {
    const rowNumber = index + 2;
    if (result.candidates.length >= DEAL_FINDER.maxCandidates) {
      if (index === DEAL_FINDER.maxCandidates) {
        result.rowErrors.push({
          row: rowNumber,
          message: `Se importan como máximo ${DEAL_FINDER.maxCandidates} propiedades; esta fila y las siguientes no se importaron.`,
        });
      }
      return;
    }
    const { candidate, problems } = readRow(cells, columnAt, options.defaultZip);
    if (candidate) result.candidates.push(candidate);
    if (problems.length > 0) {
      result.rowErrors.push({
        row: rowNumber,
        message: `Fila ${rowNumber}: ${problems.join('; ')}.`,
      });
    }
  });
  return result;
}

/** Column index → the known column its header names. */
type ColumnMap = Map<number, CsvColumn>;

/** Which known column each header cell names (the first of duplicates); the others are ignored. */
function mapColumns(headerRow: string[]): { columnAt: ColumnMap; ignored: string[] } {
  const columnAt: ColumnMap = new Map();
  const ignored: string[] = [];
  headerRow.map(headerKey).forEach((name, i) => {
    const column = CSV_COLUMNS.find((c) => c.header === name || c.aliases.includes(name));
    if (column && ![...columnAt.values()].includes(column)) columnAt.set(i, column);
    else if (name) ignored.push(headerRow[i]!.trim());
  });
  return { columnAt, ignored };
}

/** The file-level errors for required columns it lacks (ZIP may come from `defaultZip`). */
function missingColumns(columnAt: ColumnMap, defaultZip: string | undefined): string[] {
  const present = new Set([...columnAt.values()].map((c) => c.key));
  return CSV_COLUMNS.filter(
    (column) =>
      column.required && !present.has(column.key) && !(column.key === 'zip' && defaultZip),
  ).map((column) => `Falta la columna obligatoria "${column.header}".`);
}

/** One data row: its candidate, or the problems that keep it out (in Spanish). */
function readRow(
  cells: string[],
  columnAt: ColumnMap,
  defaultZip: string | undefined,
): { candidate: DealCandidate | null; problems: string[] } {
  const problems: string[] = [];
  const record: Record<string, unknown> = {};
  for (const [i, column] of columnAt) {
    const raw = (cells[i] ?? '').trim();
    if (raw === '') continue;
    const cell = readCell(column, raw);
    if ('problem' in cell) problems.push(cell.problem);
    else record[column.key] = cell.value;
  }
  if (record.zip === undefined && defaultZip && !problems.some((p) => p.startsWith('el ZIP'))) {
    record.zip = defaultZip;
  }
  for (const column of CSV_COLUMNS) {
    if (
      column.required &&
      record[column.key] === undefined &&
      !problems.some((p) => p.startsWith(column.label))
    ) {
      problems.push(`${/^l[ao]s /.test(column.label) ? 'faltan' : 'falta'} ${column.label}`);
    }
  }
  if (problems.length > 0) return { candidate: null, problems };
  const parsed = candidateSchema.safeParse(record);
  if (parsed.success) return { candidate: parsed.data, problems };
  return {
    candidate: null,
    problems: parsed.error.issues.map((issue) => issue.message.toLowerCase()),
  };
}

/** One non-empty cell read as its column's kind: the value, or the problem (in Spanish). */
function readCell(column: CsvColumn, raw: string): { value: unknown } | { problem: string } {
  switch (column.kind) {
    case 'text':
      return { value: raw };
    case 'zip':
      if (/^\d{5}(-\d{4})?$/.test(raw)) return { value: raw.slice(0, 5) };
      // Spreadsheets drop leading zeros.
      if (/^\d{3,4}$/.test(raw)) return { value: raw.padStart(5, '0') };
      return { problem: `el ZIP "${raw}" debe tener 5 dígitos` };
    case 'money':
    case 'number':
    case 'int': {
      const value = parseCsvNumber(raw);
      const plural = /^l[ao]s /.test(column.label);
      if (value === null) return { problem: `${column.label} "${raw}" no es un número válido` };
      if (value < 0) {
        return {
          problem: `${column.label} no ${plural ? 'pueden ser negativos' : 'puede ser negativo'}`,
        };
      }
      if (column.kind === 'int' && !Number.isInteger(value)) {
        return { problem: `${column.label} ${plural ? 'deben' : 'debe'} ser un número entero` };
      }
      return { value };
    }
    case 'yesno': {
      const value = parseYesNo(raw);
      if (value === null)
        return { problem: `${column.label} debe ser "sí" o "no" (dice "${raw}")` };
      return { value };
    }
    case 'type': {
      const value = TYPE_WORDS[headerKey(raw)];
      if (!value) {
        return {
          problem: `el tipo "${raw}" no es unifamiliar, condominio, townhouse ni multifamiliar`,
        };
      }
      return { value };
    }
  }
}

/** Example rows for the downloadable template (illustrative inputs, not market data). */
const EXAMPLE_ROWS: Record<string, string | number>[] = [
  {
    direccion: '123 Calle Ejemplo',
    ciudad: 'Houston',
    zip: '77033',
    precio: 139000,
    habitaciones: 3,
    banos: 2,
    pies2: 1250,
    dias_en_mercado: 24,
    renta: 1650,
    gastos: 520,
    requiere_rehab: 'no',
    ocupada_por_dueno: 'no',
    tipo: 'unifamiliar',
    tipo_listado: 'MLS',
  },
  {
    direccion: '300 Camino Muestra',
    ciudad: 'Houston',
    zip: '77087',
    precio: 168000,
    habitaciones: 3,
    banos: 2,
    pies2: 1380,
    dias_en_mercado: 35,
    renta: 1700,
    gastos: 540,
    requiere_rehab: 'no',
    ocupada_por_dueno: 'no',
    tipo: 'unifamiliar',
    tipo_listado: 'MLS',
  },
  {
    direccion: '45 Avenida Modelo',
    ciudad: 'Houston',
    zip: '77016',
    precio: 145000,
    habitaciones: 3,
    banos: 1,
    pies2: 1100,
    dias_en_mercado: 58,
    rehab: 18000,
    arv: 185000,
    requiere_rehab: 'sí',
    ocupada_por_dueno: 'sí',
    tipo: 'unifamiliar',
    tipo_listado: 'FSBO',
  },
  {
    direccion: '9 Plaza Demostración Unidad 4',
    ciudad: 'Houston',
    zip: '77006',
    precio: 240000,
    habitaciones: 1,
    banos: 1,
    dias_en_mercado: 110,
    tipo: 'condominio',
    tipo_listado: 'Bank Owned',
  },
];

/** The example CSV: every column, four rows (two without rent or expenses, to show the estimates). */
export function exampleDealsCsv(): string {
  const headers = CSV_COLUMNS.map((c) => c.header);
  const lines = [headers.join(',')];
  for (const row of EXAMPLE_ROWS) lines.push(headers.map((h) => csvCell(row[h] ?? '')).join(','));
  return `${lines.join('\r\n')}\r\n`;
}
