import { describe, expect, it } from 'vitest';
import { regionLabel, regionsOfCountry } from './regions';

/** The checkout's state or province follows the country (issue: every member can pay). */
describe('billing address regions', () => {
  it('lists all 50 US states and DC (and the territories), in Spanish', () => {
    const us = regionsOfCountry('US');
    const codes = us.map((r) => r.code);
    for (const code of ['AL', 'AZ', 'GA', 'TX', 'WY', 'DC', 'NY']) expect(codes).toContain(code);
    expect(codes.filter((c) => c !== 'PR' && c !== 'VI')).toHaveLength(51);
    expect(us.find((r) => r.code === 'NY')?.name).toBe('Nueva York');
  });

  it("lists Mexico's 32 states and Canada's 13 provinces and territories", () => {
    const mx = regionsOfCountry('MX');
    expect(mx).toHaveLength(32);
    expect(mx.map((r) => r.name)).toContain('Nuevo León');
    const ca = regionsOfCountry('CA');
    expect(ca).toHaveLength(13);
    expect(ca.map((r) => r.code)).toEqual(expect.arrayContaining(['ON', 'QC', 'BC', 'NU']));
    expect(regionLabel('CA')).toBe('Provincia o territorio');
    expect(regionLabel('MX')).toBe('Estado');
  });
});
