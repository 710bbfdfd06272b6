import { describe, expect, it } from 'vitest';
import { forecastStillAhead, periodEnd, staleNote } from './freshness.ts';

const TODAY = new Date('2026-11-26T12:00:00Z');
const day = (iso: string) => new Date(`${iso}T12:00:00Z`);

describe('period ends', () => {
  it('knows every period format of the market data', () => {
    expect(periodEnd('2025-01')).toBe('2025-01-31');
    expect(periodEnd('2024-02')).toBe('2024-02-29');
    expect(periodEnd('2025T4')).toBe('2025-12-31');
    expect(periodEnd('2026T1')).toBe('2026-03-31');
    expect(periodEnd('FY2024')).toBe('2024-09-30');
    expect(periodEnd('2019-2023')).toBe('2023-12-31');
    expect(periodEnd('2025')).toBe('2025-12-31');
    expect(periodEnd('2026-11-21')).toBe('2026-11-21');
    expect(periodEnd('pronto')).toBeNull();
  });
});

describe('a forecast is shown only while its horizon is ahead', () => {
  it('hides the Zillow forecast "to November 2026" on 26 November 2026', () => {
    expect(forecastStillAhead('2026-11', TODAY)).toBe(false);
    expect(forecastStillAhead('2026-10', TODAY)).toBe(false);
  });

  it('shows it while the horizon month is still to come', () => {
    expect(forecastStillAhead('2026-11', day('2026-10-31'))).toBe(true);
    expect(forecastStillAhead('2026-12', TODAY)).toBe(true);
    expect(forecastStillAhead('2027-11', TODAY)).toBe(true);
  });
});

describe('a source older than its publisher’s cadence carries its date', () => {
  it('marks the data the build holds on 26 November 2026, each with its date', () => {
    expect(staleNote('hud-safmr', 'FY2024', TODAY)).toBe(
      'Desactualizado (año fiscal 2024 de HUD): HUD publica cada año fiscal (octubre a septiembre); hay datos más recientes que aún no incluimos.',
    );
    // FY2026 ended on 30 September 2026: HUD's fiscal year 2027 is in force.
    expect(staleNote('hud-fmr', 'FY2026', TODAY)).toMatch(
      /^Desactualizado \(año fiscal 2026 de HUD\): HUD/,
    );
    expect(staleNote('zillow-zhvi', '2025-01', TODAY)).toMatch(
      /^Desactualizado \(enero de 2025\): Zillow publica cada mes/,
    );
    expect(staleNote('zillow-zori', '2025-11', TODAY)).toMatch(/noviembre de 2025/);
    expect(staleNote('fhfa-county', '2024', TODAY)).toMatch(
      /^Desactualizado \(2024\): FHFA publica cada año/,
    );
    expect(staleNote('fhfa-state', '2025T4', TODAY)).toMatch(
      /4\.º trimestre de 2025.*cada trimestre/,
    );
    expect(staleNote('census-acs-income', '2019-2023', TODAY)).toMatch(
      /ACS 2019–2023.*U\.S\. Census Bureau/,
    );
  });

  it('leaves alone what is as current as the calendar allows', () => {
    expect(staleNote('fhfa-zip', '2025', TODAY)).toBeNull(); // released in spring 2026
    expect(staleNote('zillow-zhvi', '2026-09', TODAY)).toBeNull();
    expect(staleNote('hud-fmr', 'FY2027', TODAY)).toBeNull();
    expect(staleNote('fhfa-state', '2026T2', TODAY)).toBeNull();
    expect(staleNote('census-acs-tenure', '2020-2024', TODAY)).toBeNull();
    // Live and derived figures are not judged by a calendar.
    expect(staleNote('rentcast', '2025-01-02', TODAY)).toBeNull();
    expect(staleNote('derived', '2025-01', TODAY)).toBeNull();
  });

  it('gives each publisher the time its calendar needs before calling a figure old', () => {
    // HUD's fiscal year 2026 was in force until 30 September 2026.
    expect(staleNote('hud-fmr', 'FY2026', day('2026-09-30'))).toBeNull();
    expect(staleNote('hud-fmr', 'FY2026', day('2026-10-01'))).not.toBeNull();
    // Zillow's September figures come out in October: August is still current on 20 October.
    expect(staleNote('zillow-zori', '2026-08', day('2026-10-20'))).toBeNull();
    expect(staleNote('zillow-zori', '2026-08', day('2026-11-01'))).not.toBeNull();
    // An annual index for 2025 is expected from July 2026.
    expect(staleNote('fhfa-county', '2024', day('2026-06-30'))).toBeNull();
    expect(staleNote('fhfa-county', '2024', day('2026-07-01'))).not.toBeNull();
    // A quarter is expected five months after it ends.
    expect(staleNote('fhfa-state', '2025T4', day('2026-05-31'))).toBeNull();
    expect(staleNote('fhfa-state', '2025T4', day('2026-09-01'))).not.toBeNull();
    // The ACS 2020–2024 estimates are expected from December 2025.
    expect(staleNote('census-acs-income', '2019-2023', day('2025-11-30'))).toBeNull();
    expect(staleNote('census-acs-income', '2019-2023', day('2025-12-01'))).not.toBeNull();
  });
});
