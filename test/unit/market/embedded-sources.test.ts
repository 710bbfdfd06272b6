/**
 * The embedded market data against the raw public files it is compiled from
 * (../shared/data/market): for known ZIPs, the figures the adapter reports are the ones in the
 * source files, read here independently of the build script. Then: rebuilding gives the committed
 * bytes (the compile is deterministic and the committed data is current).
 */
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, readdir } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { EmbeddedMarketData } from '../../../functions/market/embedded.ts';
import { marketDataDir } from '../../../functions/market/store.ts';
import {
  compileMarketData,
  compiledFiles,
  writeCompiled,
} from '../../../scripts/market-data/compile.ts';
import { parseCsv } from '../../../shared/csv.ts';
import type { Figure, MarketReport } from '../../../shared/api/market.ts';

const SOURCE_DIR = path.resolve(import.meta.dirname, '../../../../shared/data/market');
const haveSources = existsSync(path.join(SOURCE_DIR, 'SOURCES.md'));

const read = (file: string) => readFile(path.join(SOURCE_DIR, file), 'utf8');
const csv = async (file: string) => parseCsv(await read(file));

async function sheet(file: string, name: string): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.readFile(path.join(SOURCE_DIR, file));
  const rows: unknown[][] = [];
  wb.getWorksheet(name)!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

/** The last non-empty monthly value of a Zillow metro row. */
function lastValue(rows: string[][], region: string): { month: string; value: number } {
  const header = rows[0]!;
  const row = rows.find((r) => r[2] === region && r[3] === 'msa')!;
  for (let i = header.length - 1; i >= 0; i--) {
    if (/^\d{4}-\d{2}-\d{2}$/.test(header[i]!) && row[i]) {
      return { month: header[i]!.slice(0, 7), value: Number(row[i]) };
    }
  }
  throw new Error(`no value for ${region}`);
}

function fig(datum: { value: number | null }): Figure {
  expect(datum.value, JSON.stringify(datum)).not.toBeNull();
  return datum as Figure;
}

const CASES = [
  {
    zip: '77002',
    county: 'Harris County',
    countyFips: '48201',
    stateName: 'Texas',
    metro: 'Houston, TX',
  },
  {
    zip: '60601',
    county: 'Cook County',
    countyFips: '17031',
    stateName: 'Illinois',
    metro: 'Chicago, IL',
  },
  {
    zip: '60614',
    county: 'Cook County',
    countyFips: '17031',
    stateName: 'Illinois',
    metro: 'Chicago, IL',
  },
  {
    zip: '33101',
    county: 'Miami-Dade County',
    countyFips: '12086',
    stateName: 'Florida',
    metro: 'Miami, FL',
  },
] as const;

/**
 * The raw sources (23 MB) live beside the repository, not in it: on a clone without them (CI) this
 * comparison cannot run, and says so in the output and in the skipped count, never as a pass.
 */
const NOT_RUN = `NOT RUN: the market source files are not at ${SOURCE_DIR} (see docs/README.md, Market data)`;
if (!haveSources) console.warn(`embedded-sources.test.ts: ${NOT_RUN}`);

describe('embedded market data = the source files', () => {
  beforeEach((ctx) => {
    if (!haveSources) ctx.skip(NOT_RUN);
  });

  const market = new EmbeddedMarketData();
  const reports = new Map<string, MarketReport>();
  let zipData: { f: string[]; z: string[]; d: unknown[][] };
  let fhfa: string[][];
  let tenure: string[][];
  let income: string[][];
  let zori: string[][];
  let daysToPending: string[][];
  let heat: string[][];
  let forecast: string[][];
  let countyHpi: string[][];
  let safmr: unknown[][];
  let fmr: unknown[][];

  beforeAll(async () => {
    if (!haveSources) return;
    for (const c of CASES) reports.set(c.zip, await market.forZip(c.zip, 'all'));
    zipData = JSON.parse(await read('zip-data-lite.json'));
    [fhfa, tenure, income, zori, daysToPending, heat, forecast, countyHpi] = await Promise.all([
      csv('fhfa_zip.csv'),
      csv('Homeowners_Data.csv'),
      csv('ACSST5Y2023.S1901-Data.csv'),
      csv('Metro_zori_uc_sfrcondomfr_sm_month.csv'),
      csv('Metro_mean_doz_pending_uc_sfrcondo_sm_month.csv'),
      csv('Metro_market_temp_index_uc_sfrcondo_month.csv'),
      csv('Metro_zhvf_growth_uc_sfrcondo_tier_0.33_0.67_sm_sa_month.csv'),
      csv('county_growth_rates.csv'),
    ]);
    safmr = await sheet('fy2024_safmrs_revised.xlsx', 'SAFMRs');
    fmr = await sheet('FY26_FMRs.xlsx', 'FY26_FMRs');
  }, 120_000);

  for (const c of CASES) {
    describe(`ZIP ${c.zip}`, () => {
      it('locates the ZIP in its county, state and metro', () => {
        const r = reports.get(c.zip)!;
        expect(r.location).toMatchObject({
          zip: c.zip,
          county: c.county,
          stateName: c.stateName,
          metro: c.metro,
        });
      });

      it('reports the ZIP home value of zip-data-lite.json, or says the ZIP has none', () => {
        const row = zipData.d[zipData.z.indexOf(c.zip)]!;
        const zhvi = row[zipData.f.indexOf('zhvi')] as number | null;
        const price = reports.get(c.zip)!.summary.averagePrice;
        if (zhvi === null) {
          // 33101 (a PO-box ZIP): no ZIP figure; the metro's, labelled as such.
          expect(fig(price)).toMatchObject({ geo: 'metro', place: c.metro, source: 'zillow-zhvi' });
          expect(fig(price).note).toMatch(/no publica ZHVI para este ZIP/);
        } else {
          expect(fig(price)).toMatchObject({
            value: Math.round(zhvi),
            geo: 'zip',
            period: '2026-03',
          });
        }
      });

      it('reports the FHFA ZIP change of fhfa_zip.csv in the table, or the county figure when the ZIP has none', () => {
        // The headline takes one series (the metro's ZHVI); the ZIP's FHFA figure is a
        // row of the table below it.
        const row = fhfa.find((r) => r[0] === c.zip);
        const table = reports.get(c.zip)!.priceAppreciation.table;
        const zipRow = table.find((t) => t.source === 'fhfa-zip');
        if (row) {
          expect(zipRow).toMatchObject({
            oneYear: Number(row[2]),
            threeYear: Number(row[3]),
            period: row[1],
            kind: 'average-annual',
          });
        } else {
          expect(zipRow).toBeUndefined();
          expect(table.find((t) => t.source === 'fhfa-county')).toMatchObject({ place: c.county });
        }
      });

      it('reports the county FHFA HPI changes of county_growth_rates.csv', () => {
        const years = new Map(
          countyHpi.filter((r) => r[2] === c.countyFips).map((r) => [Number(r[3]), Number(r[5])]),
        );
        const last = Math.max(...years.keys());
        const change = (n: number) =>
          Math.round((years.get(last)! / years.get(last - n)! - 1) * 10000) / 100;
        const row = reports
          .get(c.zip)!
          .priceAppreciation.table.find((t) => t.source === 'fhfa-county')!;
        expect(row).toMatchObject({
          period: String(last),
          oneYear: change(1),
          threeYear: change(3),
          fiveYear: change(5),
        });
      });

      it('reports the ACS tenure of Homeowners_Data.csv, or says the Census counts no households', () => {
        const row = tenure.find((r) => r[0] === `860Z200US${c.zip}`)!;
        const [total, owner] = [Number(row[2]), Number(row[4])];
        const d = reports.get(c.zip)!.demographics;
        if (total === 0) {
          expect(d.homeOwnership.value).toBeNull();
          expect(d.households.value).toBeNull();
        } else {
          expect(fig(d.households).value).toBe(total);
          expect(fig(d.homeOwnership).value).toBe(Math.round((owner / total) * 10000) / 100);
        }
      });

      it('reports the county median income of the ACS S1901 file', () => {
        const header = income[0]!;
        const row = income.find((r) => r[0] === `0500000US${c.countyFips}`)!;
        expect(fig(reports.get(c.zip)!.demographics.medianIncome)).toMatchObject({
          value: Number(row[header.indexOf('S1901_C01_012E')]),
          geo: 'county',
          period: '2019-2023',
        });
      });

      it('reports the HUD SAFMR (FY2024) and FMR (FY2026) rents of the spreadsheets', () => {
        const tables = reports.get(c.zip)!.rentalMetrics.fairMarketRents;
        const safmrRows = safmr.filter((r) => String(r[0]).padStart(5, '0') === c.zip);
        const safmrTable = tables.find((t) => t.source === 'hud-safmr');
        if (safmrRows.length === 0) expect(safmrTable).toBeUndefined();
        else {
          const expected = safmrRows.map((r) => [r[3], r[6], r[9], r[12], r[15]].map(Number));
          expect(expected).toContainEqual(safmrTable!.rents);
        }
        const fmrRow = fmr.find((r) => String(r[7]) === `${c.countyFips}99999`)!;
        expect(tables.find((t) => t.source === 'hud-fmr')!.rents).toEqual(
          [fmrRow[9], fmrRow[10], fmrRow[11], fmrRow[12], fmrRow[13]].map(Number),
        );
      });

      it('reports the metro ZORI, days to pending and heat index of the Zillow files', () => {
        const r = reports.get(c.zip)!;
        const rent = lastValue(zori, c.metro);
        expect(fig(r.summary.averageRent)).toMatchObject({
          value: Math.round(rent.value),
          period: rent.month,
          geo: 'metro',
        });
        const days = lastValue(daysToPending, c.metro);
        expect(fig(r.marketMetrics.daysToPending)).toMatchObject({
          value: Math.round(days.value),
          period: days.month,
        });
        const temp = lastValue(heat, c.metro);
        expect(fig(r.marketMetrics.heatIndex)).toMatchObject({
          value: Math.round(temp.value),
          period: temp.month,
        });
      });

      it("shows Zillow's forecast only while its horizon (November 2026) is ahead", async () => {
        const f = forecast.find((row) => row[2] === c.metro)!;
        const on = (day: string) =>
          new EmbeddedMarketData(() => new Date(`${day}T12:00:00Z`)).forZip(c.zip, 'all');
        expect(fig((await on('2026-10-31')).marketMetrics.forecast)).toMatchObject({
          value: Number(f[f.length - 1]),
          period: '2025-11',
          source: 'zillow-forecast',
        });
        expect((await on('2026-11-26')).marketMetrics.forecast).toEqual({
          value: null,
          reason:
            'El pronóstico de Zillow publicado en noviembre de 2025 llegaba hasta noviembre de 2026: ese plazo ya llegó y las fuentes no traen uno más reciente.',
        });
      });

      it('says plainly which report figures the public data lacks', () => {
        const r = reports.get(c.zip)!;
        for (const d of [
          r.summary.pricePerSqFt,
          r.summary.rentPerSqFt,
          r.marketMetrics.priceReduction,
          r.marketMetrics.cashSales,
          r.rentalMetrics.vacancyRate,
          r.rentalMetrics.averageDaysVacant,
          r.demographics.populationGrowth,
          r.demographics.medianAge,
        ]) {
          expect(d).toEqual({ value: null, reason: 'Sin dato en las fuentes públicas' });
        }
        expect(r.comparables).toMatchObject({ value: null });
      });
    });
  }

  it('rebuilds to the committed files, byte for byte', async () => {
    const data = await compileMarketData(SOURCE_DIR);
    const files = compiledFiles(data);
    const out = await mkdtemp(path.join(os.tmpdir(), 'market-data-'));
    await writeCompiled(out, files);
    const committed = await readdir(path.join(marketDataDir(), 'states'));
    expect(committed.sort()).toEqual(
      [...files.keys()]
        .filter((f) => f.startsWith('states/'))
        .map((f) => f.slice(7))
        .sort(),
    );
    for (const [file, text] of files) {
      expect(await readFile(path.join(marketDataDir(), file), 'utf8'), file).toBe(text);
    }
  }, 120_000);
});
