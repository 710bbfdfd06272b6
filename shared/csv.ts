/**
 * A small RFC 4180 CSV reader: quoted fields (with "" for a quote, commas and line breaks inside),
 * CRLF or LF line ends, an optional UTF-8 byte-order mark, and a separator of ',' or ';' (Excel in
 * Spanish locales saves with ';'). Used by the market-data build and by the deal finder's import.
 */
export type CsvRow = string[];

/** Guess the separator from the first line: ';' when it has more semicolons than commas. */
export function detectSeparator(text: string): ',' | ';' {
  const firstLine = text.slice(0, text.search(/\r?\n|$/));
  let commas = 0;
  let semicolons = 0;
  let quoted = false;
  for (const char of firstLine) {
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === ',') commas++;
    else if (!quoted && char === ';') semicolons++;
  }
  return semicolons > commas ? ';' : ',';
}

export function parseCsv(text: string, separator: ',' | ';' = ','): CsvRow[] {
  const rows: CsvRow[] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let i = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  for (; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"') {
        if (text[i + 1] === '"') {
          field += '"';
          i++;
        } else {
          quoted = false;
        }
      } else {
        field += char;
      }
      continue;
    }
    if (char === '"') {
      quoted = true;
      fieldStarted = true;
    } else if (char === separator) {
      row.push(field);
      field = '';
      fieldStarted = true;
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[i + 1] === '\n') i++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      fieldStarted = false;
    } else {
      field += char;
      fieldStarted = true;
    }
  }
  if (fieldStarted || field !== '' || row.length > 0) {
    row.push(field);
    rows.push(row);
  }
  return rows;
}

/** Quote a value for a CSV cell when it needs it. */
export function csvCell(value: string | number, separator: ',' | ';' = ','): string {
  const text = String(value);
  return text.includes('"') || text.includes(separator) || /[\r\n]/.test(text)
    ? `"${text.replace(/"/g, '""')}"`
    : text;
}
