/**
 * zip-data-lite.json (SOURCES.md item 1): every ZIP with its city, county name, state, metro name
 * and Zillow ZHVI, as a column list `f` and one value array per ZIP in `d`.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { addMonths } from '../../../functions/market/compiled.ts';
import { num, SOURCE_FILES } from '../read-sources.ts';

export interface ZipGeography {
  zip: string;
  state: string;
  city: string;
  countyName: string;
  metroName: string | null;
  /** Zillow home value, $ (unrounded), or null. */
  zhvi: number | null;
}

export async function readZipGeography(
  sourceDir: string,
): Promise<{ month: string; zips: ZipGeography[] }> {
  const file = JSON.parse(await readFile(path.join(sourceDir, SOURCE_FILES.zipData), 'utf8')) as {
    last_updated_utc: string;
    f: string[];
    z: string[];
    d: unknown[][];
  };
  const column = (name: string) => {
    const i = file.f.indexOf(name);
    if (i < 0) throw new Error(`${SOURCE_FILES.zipData} has no field ${name}`);
    return i;
  };
  const [city, county, state, metro, zhvi] = ['city', 'county', 'state', 'metro', 'zhvi'].map(
    column,
  ) as [number, number, number, number, number];
  return {
    // Zillow publishes month M's ZHVI in the middle of month M+1: the file built on 2026-04-26
    // carries March 2026 (SOURCES.md item 1).
    month: addMonths(file.last_updated_utc.slice(0, 7), -1),
    zips: file.z.map((zip, i) => {
      const d = file.d[i]!;
      return {
        zip,
        state: String(d[state]),
        city: String(d[city] ?? ''),
        countyName: String(d[county] ?? ''),
        metroName: d[metro] ? String(d[metro]) : null,
        zhvi: num(d[zhvi]),
      };
    }),
  };
}
