/**
 * US states, DC and the territories the market data covers, by USPS code, with their English names
 * as the public data sources spell them (Zillow, FHFA): the data build and place matching use these.
 * What the member reads is STATE_NAMES_ES.
 */
export const US_STATES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  VI: 'U.S. Virgin Islands',
} as const satisfies Record<string, string>;

export type StateCode = keyof typeof US_STATES;

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && Object.hasOwn(US_STATES, value);
}

/**
 * The one table of state names in Spanish (exonyms where Spanish has one: Nueva York, Carolina del
 * Norte, Pensilvania, Hawái…). Every state list or label the member sees uses it; codes stay codes
 * in the API and the data.
 */
export const STATE_NAMES_ES = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'Distrito de Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawái',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Luisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Míchigan',
  MN: 'Minnesota',
  MS: 'Misisipi',
  MO: 'Misuri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'Nuevo Hampshire',
  NJ: 'Nueva Jersey',
  NM: 'Nuevo México',
  NY: 'Nueva York',
  NC: 'Carolina del Norte',
  ND: 'Dakota del Norte',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregón',
  PA: 'Pensilvania',
  RI: 'Rhode Island',
  SC: 'Carolina del Sur',
  SD: 'Dakota del Sur',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'Virginia Occidental',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
  VI: 'Islas Vírgenes de EE. UU.',
} as const satisfies Record<StateCode, string>;

/** The state's Spanish name, or the text itself when it is not a known code. */
export function stateNameEs(code: string): string {
  return isStateCode(code) ? STATE_NAMES_ES[code] : code;
}

/**
 * The states by their Spanish names as Spanish sorts them (Carolina del Norte after California).
 * Written out, not sorted as the module loads: a Spanish collator costs a phone 10–35 ms to make
 * (test/unit/market/states.test.ts checks the order against one).
 */
// prettier-ignore
const SPANISH_ORDER: readonly StateCode[] = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'NC', 'SC', 'CO', 'CT', 'ND', 'SD', 'DE', 'DC', 'FL', 'GA', 'HI',
  'ID', 'IL', 'IN', 'IA', 'VI', 'KS', 'KY', 'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT',
  'NE', 'NV', 'NJ', 'NY', 'NH', 'NM', 'OH', 'OK', 'OR', 'PA', 'PR', 'RI', 'TN', 'TX', 'UT', 'VT',
  'VA', 'WV', 'WA', 'WI', 'WY',
];

/** Options for a state select: Spanish names, sorted as Spanish sorts them. */
export const STATE_OPTIONS: readonly { code: StateCode; name: string }[] = SPANISH_ORDER.map(
  (code) => ({ code, name: STATE_NAMES_ES[code] }),
);

/**
 * A place name reduced for comparison: no accents, case, punctuation or spaces, and the usual
 * abbreviations unified ("Saint Louis" = "St. Louis", "Ft Myers" = "Fort Myers").
 */
export function placeKey(name: string): string {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[.'’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .split(' ')
    .map((word) => PLACE_WORDS[word] ?? word)
    .join('');
}

const PLACE_WORDS: Record<string, string> = {
  saint: 'st',
  sainte: 'ste',
  ft: 'fort',
  mt: 'mount',
};
