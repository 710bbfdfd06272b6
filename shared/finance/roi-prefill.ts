/**
 * The one definition of the ROI calculator's prefill link, shared by the pages that open it
 * (deal finder's "Analizar Deal") and the calculator that reads it:
 *
 *   /calculadora-roi?price=250000&down=62500&rent=2100&expenses=1050&rate=6.771&address=123+Main+St
 *
 * price: purchase price, $; down: down payment, $; rent: gross rent, $/month; expenses: operating
 * expenses (not the loan), $/month; rate: the loan's annual interest rate, % (the sender's own
 * assumption, so both screens show the same cash flow; 0-100); address: optional label of the property. Amounts are plain
 * numbers (no $ or commas), rounded to cents. Missing or invalid values decode as undefined, so
 * the calculator keeps its defaults for them.
 */
const ROI_PATH = '/calculadora-roi';

export interface RoiPrefill {
  price?: number;
  down?: number;
  rent?: number;
  expenses?: number;
  rate?: number;
  address?: string;
}

const AMOUNT_KEYS = ['price', 'down', 'rent', 'expenses', 'rate'] as const;
const MAX_RATE = 100;
const MAX_AMOUNT = 1_000_000_000;
const MAX_ADDRESS = 200;

export function encodeRoiPrefill(prefill: RoiPrefill): string {
  const params = new URLSearchParams();
  for (const key of AMOUNT_KEYS) {
    const value = prefill[key];
    if (value !== undefined && Number.isFinite(value) && value >= 0) {
      // Rates keep three decimals (6.771 %), amounts are rounded to cents.
      const scale = key === 'rate' ? 1000 : 100;
      params.set(key, String(Math.round(value * scale) / scale));
    }
  }
  const address = prefill.address?.trim();
  if (address) params.set('address', address.slice(0, MAX_ADDRESS));
  return params.toString();
}

/** The link to the ROI calculator with these values. */
export function roiPrefillHref(prefill: RoiPrefill): string {
  const query = encodeRoiPrefill(prefill);
  return query ? `${ROI_PATH}?${query}` : ROI_PATH;
}

export function decodeRoiPrefill(search: string | URLSearchParams): RoiPrefill {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search;
  const prefill: RoiPrefill = {};
  for (const key of AMOUNT_KEYS) {
    const raw = params.get(key);
    if (raw === null || !/^\d+(\.\d+)?$/.test(raw.trim())) continue;
    const value = Number(raw);
    if (Number.isFinite(value) && value <= (key === 'rate' ? MAX_RATE : MAX_AMOUNT)) {
      prefill[key] = value;
    }
  }
  const address = params.get('address')?.trim();
  if (address) prefill.address = address.slice(0, MAX_ADDRESS);
  return prefill;
}
