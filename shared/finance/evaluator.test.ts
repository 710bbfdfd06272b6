import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ageBand,
  conditionFactor,
  evaluateProperty,
  parseYearBuilt,
  pricePerSqFt,
  PROPERTY_CONDITIONS,
  PROPERTY_TYPES,
  yieldBand,
} from './evaluator.ts';

describe('property evaluator, checked by hand', () => {
  it('1,800 sq ft single-family in good condition built 2005, at the 3 % the member expects', () => {
    const r = evaluateProperty(
      {
        propertyType: 'single-family',
        condition: 'good',
        squareFeet: 1800,
        yearBuilt: 2005,
        appreciationPct: 3,
      },
      2026,
    );
    expect(r.estimatedValue).toBe(450000); // 1,800 × $250 × 1.0
    expect(r.valueIn1Year).toBeCloseTo(463500, 6); // × 1.03
    expect(r.valueIn5Years).toBeCloseTo(521673.33344, 4); // × 1.03^5
    expect(r.age).toBe(21);
    expect(ageBand(r.age!)).toBe('establecida');
  });

  it('1,200 sq ft duplex in fair condition: 1,200 × 280 × 0.9 = $302,400', () => {
    const r = evaluateProperty(
      {
        propertyType: 'duplex',
        condition: 'fair',
        squareFeet: 1200,
        yearBuilt: 1990,
        appreciationPct: 6,
      },
      2026,
    );
    expect(r.estimatedValue).toBeCloseTo(302400, 9);
    expect(r.valueIn5Years).toBeCloseTo(404679.414666, 5); // × 1.06^5
    expect(ageBand(r.age!)).toBe('madura');
  });

  it('fills in nothing: no square feet, no value; no appreciation, no projection; no year, no age', () => {
    const r = evaluateProperty(
      { propertyType: '', condition: '', squareFeet: 0, yearBuilt: null, appreciationPct: null },
      2026,
    );
    expect(r.estimatedValue).toBeNull();
    expect(r.valueByYear).toBeNull();
    expect(r.valueIn5Years).toBeNull();
    expect(r.age).toBeNull();
    const noGrowth = evaluateProperty(
      {
        propertyType: 'condo',
        condition: '',
        squareFeet: 900,
        yearBuilt: 2010,
        appreciationPct: null,
      },
      2026,
    );
    expect(noGrowth.estimatedValue).toBe(198000);
    expect(noGrowth.valueByYear).toBeNull();
  });

  it('prices per square foot and condition factors', () => {
    expect(PROPERTY_TYPES.map(pricePerSqFt)).toEqual([250, 220, 280, 240, 240, 240]);
    expect(pricePerSqFt('')).toBe(240);
    expect(PROPERTY_CONDITIONS.map(conditionFactor)).toEqual([1.15, 1, 0.9, 0.75]);
    expect(conditionFactor('')).toBe(1);
  });

  it('a year built that is not given or not a year reads as none, never as this year', () => {
    expect(parseYearBuilt('', 2026)).toBeNull();
    expect(parseYearBuilt('abc', 2026)).toBeNull();
    expect(parseYearBuilt('2031', 2026)).toBeNull();
    expect(parseYearBuilt('1492', 2026)).toBeNull();
    expect(parseYearBuilt(' 1987 ', 2026)).toBe(1987);
    expect(ageBand(0)).toBe('nueva');
    expect(ageBand(9)).toBe('nueva');
    expect(ageBand(10)).toBe('establecida');
    expect(ageBand(29)).toBe('establecida');
    expect(ageBand(30)).toBe('madura');
  });

  it('yield bands: above 8; 6 to 8; 4 to 6; below 4', () => {
    expect(yieldBand(8.01)).toBe('excelente');
    expect(yieldBand(8)).toBe('bueno');
    expect(yieldBand(6)).toBe('bueno');
    expect(yieldBand(5.99)).toBe('moderado');
    expect(yieldBand(4)).toBe('moderado');
    expect(yieldBand(3.99)).toBe('bajo');
  });
});

describe('properties', () => {
  const inputs = fc.record({
    propertyType: fc.constantFrom(...PROPERTY_TYPES, '' as const),
    condition: fc.constantFrom(...PROPERTY_CONDITIONS, '' as const),
    squareFeet: fc.double({ min: 1, max: 1e9, noNaN: true }),
    yearBuilt: fc.integer({ min: 1700, max: 2026 }),
    appreciationPct: fc.double({ min: 0, max: 20, noNaN: true }),
  });
  it('all figures finite; value grows every year', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = evaluateProperty(i, 2026);
        for (const v of [r.estimatedValue, r.valueIn1Year, r.valueIn5Years, r.age]) {
          expect(Number.isFinite(v)).toBe(true);
        }
        const years = r.valueByYear!;
        for (let y = 1; y < years.length; y++) {
          expect(years[y]!).toBeGreaterThanOrEqual(years[y - 1]!);
        }
      }),
    );
  });
  it('more square feet never lowers the value; a better condition never lowers it', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 1e6, noNaN: true }), (i, more) => {
        expect(
          evaluateProperty({ ...i, squareFeet: i.squareFeet + more }, 2026).estimatedValue,
        ).toBeGreaterThanOrEqual(evaluateProperty(i, 2026).estimatedValue!);
        const order = ['poor', 'fair', 'good', 'excellent'] as const;
        const values = order.map(
          (condition) => evaluateProperty({ ...i, condition }, 2026).estimatedValue,
        );
        for (let k = 1; k < values.length; k++)
          expect(values[k]!).toBeGreaterThanOrEqual(values[k - 1]!);
      }),
    );
  });
});
