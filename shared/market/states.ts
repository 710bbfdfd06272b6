/**
 * US states, DC and the territories the market data covers, by USPS code. Reference geography for
 * the search forms and the data build (not market figures).
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

/** Options for a state select, sorted by name. */
export const STATE_OPTIONS: readonly { code: StateCode; name: string }[] = (
  Object.entries(US_STATES) as [StateCode, string][]
)
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => a.name.localeCompare(b.name, 'en'));

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
