import { describe, expect, it } from 'vitest';
import { decodeRoiPrefill, roiPrefillHref } from '@shared/finance/roi-prefill';
import { DEFAULT_ROI_FORM, formFromPrefill } from './model';

describe("the deal finder's link into the ROI calculator", () => {
  it("opens the calculator at the finder's loan rate, not the example's 7.5 %", () => {
    const href = roiPrefillHref({ price: 139000, down: 34750, rent: 1650, rate: 6.771 });
    const form = formFromPrefill(decodeRoiPrefill(href.split('?')[1]!));
    expect(form.interestRate).toBe('6.771');
    expect(form.propertyPrice).toBe('139000');
  });
  it('keeps the example rate when the link carries none', () => {
    expect(formFromPrefill(decodeRoiPrefill('price=100000')).interestRate).toBe(
      DEFAULT_ROI_FORM.interestRate,
    );
  });
});
