/**
 * "Any US ZIP in the data": every ZIP of the compiled data gets a report, and every figure in it
 * is a finite number with a source, a period and a place — or a stated reason for its absence.
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { StateShard } from '../../../functions/market/compiled.ts';
import { EmbeddedMarketData } from '../../../functions/market/embedded.ts';
import { marketDataDir } from '../../../functions/market/store.ts';
import { MARKET_SOURCES } from '../../../shared/market/sources.ts';

/** Every problem in a report: figures without source/period, non-finite numbers, empty reasons. */
function problems(value: unknown, where = ''): string[] {
  if (typeof value === 'number') return Number.isFinite(value) ? [] : [`${where}: ${value}`];
  if (Array.isArray(value)) return value.flatMap((v, i) => problems(v, `${where}[${i}]`));
  if (!value || typeof value !== 'object') return [];
  const record = value as Record<string, unknown>;
  const found: string[] = [];
  if ('value' in record && 'unit' in record) {
    if (!(typeof record.source === 'string' && record.source in MARKET_SOURCES))
      found.push(`${where}: no source`);
    if (typeof record.period !== 'string' || !record.period) found.push(`${where}: no period`);
    if (typeof record.place !== 'string' || !record.place) found.push(`${where}: no place`);
  }
  if (
    'value' in record &&
    record.value === null &&
    !(typeof record.reason === 'string' && record.reason)
  ) {
    found.push(`${where}: missing without a reason`);
  }
  for (const [k, v] of Object.entries(record)) found.push(...problems(v, `${where}.${k}`));
  return found;
}

describe('every ZIP of the compiled data', () => {
  it('has a report whose figures all carry a source and period, or say why there is none', async () => {
    const market = new EmbeddedMarketData();
    const dir = path.join(marketDataDir(), 'states');
    let zips = 0;
    let withValue = 0;
    const failures: string[] = [];
    for (const file of (await readdir(dir)).sort()) {
      const shard = JSON.parse(await readFile(path.join(dir, file), 'utf8')) as StateShard;
      for (const zip of Object.keys(shard.zips)) {
        const report = await market.forZip(zip, 'all');
        zips++;
        if (report.summary.averagePrice.value !== null) withValue++;
        failures.push(...problems(report, zip).slice(0, 3));
      }
    }
    expect(failures.slice(0, 20)).toEqual([]);
    expect(zips).toBe(33771);
    // Zillow has a ZIP, metro or state value for almost every ZIP; the rest say so.
    expect(withValue / zips).toBeGreaterThan(0.95);
  }, 300_000);
});
