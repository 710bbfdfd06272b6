/**
 * Where each market figure comes from: the publisher, what the figure is, and the link and
 * credit each source asks for (Zillow's attribution, FHFA's citation). Every figure the market
 * analysis shows names one of these ids and its period (docs/README.md "Market data").
 */
export const MARKET_SOURCES = {
  'zillow-zhvi': {
    short: 'Zillow ZHVI',
    name: 'Zillow Home Value Index (ZHVI)',
    publisher: 'Zillow',
    description:
      'Valor típico de las viviendas (todas: unifamiliares y condominios; nivel medio, suavizado y desestacionalizado).',
    url: 'https://www.zillow.com/research/data/',
  },
  'zillow-zori': {
    short: 'Zillow ZORI',
    name: 'Zillow Observed Rent Index (ZORI)',
    publisher: 'Zillow',
    description:
      'Renta típica pedida en anuncios (unifamiliares, condominios y multifamiliares; suavizada).',
    url: 'https://www.zillow.com/research/data/',
  },
  'zillow-inventory': {
    short: 'Zillow',
    name: 'Zillow — inventario en venta',
    publisher: 'Zillow',
    description:
      'Número de viviendas con anuncio activo de venta en el área metropolitana (suavizado).',
    url: 'https://www.zillow.com/research/data/',
  },
  'zillow-days-to-pending': {
    short: 'Zillow',
    name: 'Zillow — días promedio hasta contrato (days to pending)',
    publisher: 'Zillow',
    description:
      'Días promedio desde que se anuncia una vivienda hasta que pasa a "pendiente" (bajo contrato): el equivalente de Zillow a los días en el mercado.',
    url: 'https://www.zillow.com/research/data/',
  },
  'zillow-heat': {
    short: 'Zillow',
    name: 'Zillow Market Heat Index',
    publisher: 'Zillow',
    description:
      'Temperatura del mercado: alrededor de 50 es neutral; más alto favorece al vendedor y más bajo al comprador.',
    url: 'https://www.zillow.com/research/data/',
  },
  'zillow-forecast': {
    short: 'Zillow',
    name: 'Zillow Home Value Forecast',
    publisher: 'Zillow',
    description: 'Pronóstico de Zillow del cambio del ZHVI a un año.',
    url: 'https://www.zillow.com/research/data/',
  },
  'fhfa-zip': {
    short: 'FHFA HPI (ZIP)',
    name: 'FHFA House Price Index por código postal (ZIP5, índice experimental)',
    publisher: 'FHFA',
    description:
      'Cambio anual del índice de precios de FHFA por ZIP, a partir de ventas repetidas con hipotecas conformes.',
    url: 'https://www.fhfa.gov/data/hpi/datasets?tab=additional-data',
    citation:
      'Bogin, A., Doerner, W. y Larson, W. (2019). Local House Price Dynamics: New Indices and Stylized Facts. Real Estate Economics 47(2):365-398.',
  },
  'fhfa-county': {
    short: 'FHFA HPI (condado)',
    name: 'FHFA House Price Index anual por condado',
    publisher: 'FHFA',
    description: 'Índice anual de precios de vivienda por condado (ventas repetidas).',
    url: 'https://www.fhfa.gov/data/hpi/datasets?tab=additional-data',
    citation:
      'Bogin, A., Doerner, W. y Larson, W. (2019). Local House Price Dynamics: New Indices and Stylized Facts. Real Estate Economics 47(2):365-398.',
  },
  'fhfa-state': {
    short: 'FHFA HPI (estado)',
    name: 'FHFA House Price Index (solo compras) por estado',
    publisher: 'FHFA',
    description: 'Índice trimestral de precios de compra por estado, sin ajuste estacional.',
    url: 'https://www.fhfa.gov/data/hpi',
  },
  'hud-safmr': {
    short: 'HUD SAFMR',
    name: 'HUD Small Area Fair Market Rents',
    publisher: 'HUD',
    description:
      'Renta FMR (Fair Market Rent) por ZIP y número de habitaciones: la renta bruta (con servicios) del percentil 40, no la renta de mercado de una casa.',
    url: 'https://www.huduser.gov/portal/datasets/fmr/smallarea/index.html',
  },
  'hud-fmr': {
    short: 'HUD FMR',
    name: 'HUD Fair Market Rents',
    publisher: 'HUD',
    description:
      'Renta FMR (Fair Market Rent) por condado (o pueblo en Nueva Inglaterra) y número de habitaciones: la renta bruta del percentil 40.',
    url: 'https://www.huduser.gov/portal/datasets/fmr.html',
  },
  'census-acs-tenure': {
    short: 'Censo ACS',
    name: 'Censo de EE. UU., American Community Survey 5 años (tabla B25003)',
    publisher: 'U.S. Census Bureau',
    description:
      'Viviendas ocupadas por sus dueños y por inquilinos, por ZCTA (área del código postal).',
    url: 'https://data.census.gov/table/ACSDT5Y2023.B25003',
  },
  'census-acs-income': {
    short: 'Censo ACS',
    name: 'Censo de EE. UU., American Community Survey 5 años (tabla S1901)',
    publisher: 'U.S. Census Bureau',
    description: 'Ingreso de los hogares por condado.',
    url: 'https://data.census.gov/table/ACSST5Y2023.S1901',
  },
  rentcast: {
    short: 'RentCast',
    name: 'RentCast API (datos en vivo)',
    publisher: 'RentCast',
    description:
      'Estadísticas de anuncios de venta y alquiler, registros de propiedades y listados activos.',
    url: 'https://www.rentcast.io/api',
  },
  derived: {
    short: 'Cálculo',
    name: 'Cálculo de Inversor Listo',
    publisher: 'Inversor Listo',
    description:
      'Cifra calculada a partir de las fuentes indicadas; la fórmula se muestra junto a ella.',
    url: '',
  },
} as const satisfies Record<
  string,
  {
    short: string;
    name: string;
    publisher: string;
    description: string;
    url: string;
    citation?: string;
  }
>;

export type MarketSourceId = keyof typeof MARKET_SOURCES;

/** Zillow's required credit on every screen that shows its figures. */
export const ZILLOW_ATTRIBUTION = {
  text: 'Data Provided by Zillow Group',
  url: 'https://www.zillow.com/research/data/',
} as const;

export function isZillowSource(id: MarketSourceId): boolean {
  return MARKET_SOURCES[id].publisher === 'Zillow';
}

const MONTHS_ES = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/**
 * A period as the screen says it: '2026-03' → 'marzo de 2026', '2025T4' → '4.º trimestre de 2025',
 * 'FY2024' → 'año fiscal 2024 de HUD', '2019-2023' → 'ACS 2019–2023', '2025' → '2025'.
 */
export function formatPeriod(period: string): string {
  let m = /^(\d{4})-(\d{2})$/.exec(period);
  if (m) return `${MONTHS_ES[Number(m[2]) - 1] ?? m[2]} de ${m[1]}`;
  m = /^(\d{4})T([1-4])$/.exec(period);
  if (m) return `${m[2]}.º trimestre de ${m[1]}`;
  m = /^FY(\d{4})$/.exec(period);
  if (m) return `año fiscal ${m[1]} de HUD`;
  m = /^(\d{4})-(\d{4})$/.exec(period);
  if (m) return `ACS ${m[1]}–${m[2]}`;
  m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(period);
  if (m) return `${Number(m[3])} de ${MONTHS_ES[Number(m[2]) - 1] ?? m[2]} de ${m[1]}`;
  return period;
}

/** Short month label for chart axes: '2024-07' → 'jul 2024'. */
export function formatMonthShort(period: string): string {
  const m = /^(\d{4})-(\d{2})$/.exec(period);
  if (!m) return period;
  return `${(MONTHS_ES[Number(m[2]) - 1] ?? '').slice(0, 3)} ${m[1]}`;
}
