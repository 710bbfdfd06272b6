import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRoiPrefill, encodeRoiPrefill, roiPrefillHref } from './roi-prefill.ts';

describe('ROI prefill link', () => {
  it('writes the agreed query names', () => {
    expect(
      roiPrefillHref({
        price: 250000,
        down: 62500,
        rent: 2100,
        expenses: 1050.456,
        address: '123 Main St',
      }),
    ).toBe(
      '/calculadora-roi?price=250000&down=62500&rent=2100&expenses=1050.46&address=123+Main+St',
    );
    expect(roiPrefillHref({})).toBe('/calculadora-roi');
  });
  it('reads back what it wrote', () => {
    fc.assert(
      fc.property(
        fc.record({
          price: fc.integer({ min: 0, max: 10_000_000 }),
          down: fc.integer({ min: 0, max: 10_000_000 }),
          rent: fc.integer({ min: 0, max: 100_000 }),
          expenses: fc.integer({ min: 0, max: 100_000 }),
        }),
        (prefill) => {
          expect(decodeRoiPrefill(encodeRoiPrefill(prefill))).toEqual(prefill);
        },
      ),
    );
  });
  it('ignores what is not a plain non-negative amount', () => {
    expect(decodeRoiPrefill('price=-5&down=abc&rent=1e9&expenses=%241%2C000&address=%20')).toEqual(
      {},
    );
    expect(decodeRoiPrefill('price=2000000000')).toEqual({});
  });
  it("carries the sender's rate, so the calculator uses the member's loan rate", () => {
    const href = roiPrefillHref({ price: 139000, rate: 6.771 });
    expect(href).toBe('/calculadora-roi?price=139000&rate=6.771');
    const prefill = decodeRoiPrefill(href.split('?')[1]!);
    expect(prefill).toEqual({ price: 139000, rate: 6.771 });
    expect(decodeRoiPrefill('rate=150')).toEqual({});
  });
});
