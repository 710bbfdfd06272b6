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

describe('property evaluator (spec 02 §9), checked by hand', () => {
  it('1,800 sq ft single-family in good condition built 2005, evaluated in 2026', () => {
    const r = evaluateProperty(
      { propertyType: 'single-family', condition: 'good', squareFeet: 1800, yearBuilt: 2005 },
      2026,
    );
    expect(r.estimatedValue).toBe(450000); // 1,800 × $250 × 1.0
    expect(r.valueIn1Year).toBeCloseTo(477000, 6); // × 1.06
    expect(r.valueIn5Years).toBeCloseTo(602201.50992, 4); // × 1.06^5
    expect(r.estimatedRent).toBeCloseTo(3600, 9); // 0.8 %
    expect(r.grossYield).toBeCloseTo(9.6, 9); // 3,600 × 12 ÷ 450,000
    expect(r.age).toBe(21);
    expect(ageBand(r.age)).toBe('establecida');
    expect(yieldBand(r.grossYield!)).toBe('excelente');
  });

  it('1,200 sq ft duplex in fair condition: 1,200 × 280 × 0.9 = $302,400', () => {
    const r = evaluateProperty(
      { propertyType: 'duplex', condition: 'fair', squareFeet: 1200, yearBuilt: 1990 },
      2026,
    );
    expect(r.estimatedValue).toBeCloseTo(302400, 9);
    expect(r.valueIn5Years).toBeCloseTo(404679.414666, 5);
    expect(r.estimatedRent).toBeCloseTo(2419.2, 9);
    expect(ageBand(r.age)).toBe('madura');
  });

  it('prices per square foot and condition factors', () => {
    expect(PROPERTY_TYPES.map(pricePerSqFt)).toEqual([250, 220, 280, 240, 240, 240]);
    expect(pricePerSqFt('')).toBe(240);
    expect(PROPERTY_CONDITIONS.map(conditionFactor)).toEqual([1.15, 1, 0.9, 0.75]);
    expect(conditionFactor('')).toBe(1);
  });

  it('year built falls back to the current year (age 0, new)', () => {
    expect(parseYearBuilt('', 2026)).toBe(2026);
    expect(parseYearBuilt('abc', 2026)).toBe(2026);
    expect(parseYearBuilt('2031', 2026)).toBe(2026);
    expect(parseYearBuilt('1492', 2026)).toBe(2026);
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

  it('no square feet: value 0 and no yield (never NaN)', () => {
    const r = evaluateProperty(
      { propertyType: '', condition: '', squareFeet: 0, yearBuilt: 2026 },
      2026,
    );
    expect(r.estimatedValue).toBe(0);
    expect(r.grossYield).toBeNull();
  });
});

describe('properties', () => {
  const inputs = fc.record({
    propertyType: fc.constantFrom(...PROPERTY_TYPES, '' as const),
    condition: fc.constantFrom(...PROPERTY_CONDITIONS, '' as const),
    squareFeet: fc.double({ min: 0, max: 1e9, noNaN: true }),
    yearBuilt: fc.integer({ min: 1700, max: 2026 }),
  });
  it('all figures finite; value grows every year', () => {
    fc.assert(
      fc.property(inputs, (i) => {
        const r = evaluateProperty(i, 2026);
        for (const v of [
          r.estimatedValue,
          r.valueIn1Year,
          r.valueIn5Years,
          r.estimatedRent,
          r.age,
        ]) {
          expect(Number.isFinite(v)).toBe(true);
        }
        for (let y = 1; y < r.valueByYear.length; y++) {
          expect(r.valueByYear[y]!).toBeGreaterThanOrEqual(r.valueByYear[y - 1]!);
        }
      }),
    );
  });
  it('more square feet never lowers the value; a better condition never lowers it', () => {
    fc.assert(
      fc.property(inputs, fc.double({ min: 0, max: 1e6, noNaN: true }), (i, more) => {
        expect(
          evaluateProperty({ ...i, squareFeet: i.squareFeet + more }, 2026).estimatedValue,
        ).toBeGreaterThanOrEqual(evaluateProperty(i, 2026).estimatedValue);
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
