import { monthlyPayment } from '../../shared/finance/amortization.ts';
import { addDays, CONSULTING_TIME_ZONE, dateInZone, weekday } from '../../shared/elite/time.ts';
import { zonedTimeToUtc } from '../webinars/zoned-time.ts';
import type { DealInput, LaunchInput } from './offers.ts';
import type { MasterclassInput } from './masterclasses.ts';

/**
 * Example content for the local runtime (seeded at start-up when the lists are empty, see
 * scripts/local/seed.ts, or with `scripts/elite-content.ts seed`): realistic US deals with Spanish
 * descriptions, upcoming launches and masterclasses, dated relative to the day they are seeded.
 * Never used in AWS, where ops load the real content. Each is marked `example`, so the pages label it
 * as an example rather than show made-up properties and instructors as real offers.
 */

/** The sponsor's financing assumptions behind every example's cash-on-cash figure. */
const DOWN_PAYMENT = 0.25;
const RATE_PERCENT = 7.25;
const TERM_YEARS = 30;
const FINANCING_NOTE = `Cash-on-cash estimado con ${DOWN_PAYMENT * 100}% de pago inicial y préstamo al ${RATE_PERCENT}% a ${TERM_YEARS} años, sin costos de cierre.`;

/** Cap rate = NOI / price; cash-on-cash = (NOI − annual debt service) / down payment. In %. */
function returns(price: number, noi: number): { capRate: number; cashOnCash: number } {
  const down = price * DOWN_PAYMENT;
  const debtService = monthlyPayment(price - down, RATE_PERCENT, TERM_YEARS) * 12;
  const round1 = (n: number) => Math.round(n * 10) / 10;
  return {
    capRate: round1((noi / price) * 100),
    cashOnCash: round1(((noi - debtService) / down) * 100),
  };
}

function until(now: Date, days: number): string {
  const end = new Date(now.getTime() + days * 86_400_000);
  end.setUTCMinutes(0, 0, 0);
  return end.toISOString();
}

interface DealSeed extends Omit<
  DealInput,
  'capRate' | 'cashOnCash' | 'exclusiveUntil' | 'financingNote'
> {
  /** Annual net operating income in dollars. */
  noi: number;
  exclusiveDays: number;
}

const DEALS: DealSeed[] = [
  {
    id: 'houston-tx-alief-24-unidades',
    title: 'Complejo de 24 Departamentos en Alief',
    type: 'multifamily',
    price: 2_850_000,
    noi: 262_000,
    city: 'Houston',
    state: 'TX',
    units: 24,
    sqft: 19_800,
    status: 'Pre-Market',
    exclusiveDays: 4,
    description:
      'Complejo de 1984 con 24 departamentos de 2 recámaras, 96% ocupado y con rentas 11% por debajo del mercado de Alief. El vendedor, dueño por 18 años, acepta cierre en 45 días y entrega rent roll y T12 auditados.',
    highlights: [
      'Rentas 11% bajo mercado: margen de valor agregado',
      'Techos reemplazados en 2022 y medidores eléctricos individuales',
      '96% de ocupación con historial de 3 años',
      'A 10 minutos del Westchase District',
    ],
  },
  {
    id: 'cleveland-oh-6-casas',
    title: 'Portafolio de 6 Casas Unifamiliares Rentadas',
    type: 'single-family',
    price: 690_000,
    noi: 66_900,
    city: 'Cleveland',
    state: 'OH',
    units: 6,
    sqft: 7_560,
    status: 'Elite Only',
    exclusiveDays: 9,
    description:
      'Seis casas de 3 recámaras en Old Brooklyn y Parma Heights, todas rentadas con contratos anuales. Se venden juntas: un solo cierre y un solo préstamo DSCR de portafolio.',
    highlights: [
      'Todas rentadas, 4 con Section 8 al día',
      'Calentadores y hornos renovados en los últimos 5 años',
      'Administración local dispuesta a continuar',
    ],
  },
  {
    id: 'kissimmee-fl-renta-vacacional',
    title: 'Casa de Renta Vacacional de 5 Recámaras cerca de Disney',
    type: 'short-term',
    price: 615_000,
    noi: 58_400,
    city: 'Kissimmee',
    state: 'FL',
    units: 1,
    sqft: 2_740,
    status: 'VIP Access',
    exclusiveDays: 6,
    description:
      'Casa amueblada en comunidad con zonificación para renta vacacional, a 15 minutos de los parques. Incluye alberca privada, sala de juegos y 2 años de historial en Airbnb y VRBO con ocupación de 71%.',
    highlights: [
      'Zonificación que permite renta corta',
      'Se vende amueblada y lista para operar',
      'Historial de ingresos verificable de 24 meses',
      'Alberca privada con calentador',
    ],
  },
  {
    id: 'san-antonio-tx-uso-mixto',
    title: 'Edificio de Uso Mixto en Southtown',
    type: 'mixed-use',
    price: 1_240_000,
    noi: 106_900,
    city: 'San Antonio',
    state: 'TX',
    units: 6,
    sqft: 6_900,
    status: 'Elite Only',
    exclusiveDays: 11,
    description:
      'Edificio de dos plantas con 2 locales comerciales en planta baja (cafetería y barbería, contratos de 5 años) y 4 departamentos arriba, en el corredor de arte de Southtown.',
    highlights: [
      'Inquilinos comerciales con contratos NNN hasta 2029',
      'Zona de alta demanda peatonal',
      'Departamentos renovados en 2023',
    ],
  },
  {
    id: 'decatur-ga-12-unidades',
    title: 'Edificio de 12 Unidades en Decatur',
    type: 'multifamily',
    price: 1_680_000,
    noi: 136_500,
    city: 'Decatur',
    state: 'GA',
    units: 12,
    sqft: 10_200,
    status: 'Pre-Market',
    exclusiveDays: 3,
    description:
      'Edificio de ladrillo de 1972 con 12 departamentos de 1 y 2 recámaras, a pasos de la estación de MARTA. Lavandería propia que genera ingreso adicional y estacionamiento para 16 autos.',
    highlights: [
      'A 5 minutos caminando de la estación de tren',
      'Lavandería con ingreso adicional',
      'Plomería actualizada a PEX en 2021',
    ],
  },
  {
    id: 'mesa-az-plaza-comercial',
    title: 'Plaza Comercial de 8 Locales en Mesa',
    type: 'commercial',
    price: 3_400_000,
    noi: 265_200,
    city: 'Mesa',
    state: 'AZ',
    units: 8,
    sqft: 14_600,
    status: 'VIP Access',
    exclusiveDays: 12,
    description:
      'Plaza de 8 locales anclada por una clínica dental y un restaurante de cadena regional, 100% ocupada, sobre una avenida con 38,000 autos diarios.',
    highlights: [
      '100% ocupada con contratos NNN',
      'Inquilino ancla con 7 años restantes',
      'Estacionamiento repavimentado en 2024',
    ],
  },
  {
    id: 'memphis-tn-3-casas',
    title: 'Paquete de 3 Casas en Cordova',
    type: 'single-family',
    price: 365_000,
    noi: 36_100,
    city: 'Memphis',
    state: 'TN',
    units: 3,
    sqft: 4_150,
    status: 'Elite Only',
    exclusiveDays: 8,
    description:
      'Tres casas de 3 recámaras y 2 baños construidas en 2004, rentadas a familias con más de 2 años de antigüedad. Ideal para un primer préstamo DSCR de portafolio.',
    highlights: [
      'Inquilinos estables con 2+ años',
      'Construcción de 2004: bajo mantenimiento',
      'Barrio con buenas escuelas y baja vacancia',
    ],
  },
];

export function exampleDeals(now: Date): DealInput[] {
  return DEALS.map(({ noi, exclusiveDays, ...deal }) => ({
    ...deal,
    ...returns(deal.price, noi),
    exclusiveUntil: until(now, exclusiveDays),
    financingNote: FINANCING_NOTE,
    example: true,
  }));
}

export function exampleLaunches(now: Date): LaunchInput[] {
  const today = dateInZone(now);
  return [
    {
      id: 'tampa-fl-16-unidades',
      title: 'Edificio de 16 Unidades en Seminole Heights',
      type: 'multifamily',
      estimatedPrice: 2_400_000,
      city: 'Tampa',
      state: 'FL',
      units: 16,
      launchDate: addDays(today, 10),
      example: true,
      preview:
        'Edificio de 16 departamentos con rentas por debajo del mercado en uno de los barrios de mayor crecimiento de Tampa. El vendedor está terminando la renovación de 4 unidades vacías.',
    },
    {
      id: 'gatlinburg-tn-cabanas',
      title: 'Tres Cabañas de Renta Vacacional en las Smoky Mountains',
      type: 'short-term',
      estimatedPrice: 1_150_000,
      city: 'Gatlinburg',
      state: 'TN',
      rooms: 11,
      launchDate: addDays(today, 18),
      example: true,
      preview:
        'Tres cabañas con jacuzzi y vista a la montaña, operadas como renta vacacional desde 2019. Se venden juntas con mobiliario y cuentas de reservas.',
    },
    {
      id: 'dallas-tx-duplex-package',
      title: 'Paquete de 5 Dúplex en Oak Cliff',
      type: 'multifamily',
      estimatedPrice: 1_475_000,
      city: 'Dallas',
      state: 'TX',
      units: 10,
      launchDate: addDays(today, 25),
      example: true,
      preview:
        'Cinco dúplex en la misma calle de Oak Cliff, con potencial de aumento de renta tras renovaciones ligeras de cocina y baños.',
    },
  ];
}

/** The first date from `from` (inclusive) that falls on `day` (0 Sunday … 6 Saturday). */
function nextWeekday(from: string, day: number): string {
  let date = from;
  while (weekday(date) !== day) date = addDays(date, 1);
  return date;
}

/** 7:00 PM New York time on a date, as ISO. */
function eveningStart(date: string): string {
  const [year, month, dayOfMonth] = date.split('-').map(Number) as [number, number, number];
  const start = { year, month, day: dayOfMonth, hour: 19, minute: 0 };
  return zonedTimeToUtc(start, CONSULTING_TIME_ZONE).toISOString();
}

export function exampleMasterclasses(now: Date): MasterclassInput[] {
  const today = dateInZone(now);
  return [
    {
      slug: 'brrrr-con-prestamos-dscr',
      title: 'BRRRR con préstamos DSCR: comprar, renovar, rentar y refinanciar',
      description:
        'Cómo recuperar tu capital con un refinanciamiento cash-out sobre el nuevo valor de la propiedad: qué piden los prestamistas DSCR, cuánto tiempo de seasoning necesitas y cómo calcular el LTV máximo antes de comprar.',
      instructor: 'Mariana Gutiérrez',
      instructorRole: 'Especialista en financiamiento para inversionistas',
      startsAt: eveningStart(nextWeekday(addDays(today, 5), 2)),
      durationMinutes: 90,
      topics: ['Estrategia BRRRR', 'Refinanciamiento cash-out', 'Seasoning y LTV', 'DSCR mínimo'],
      level: 'Avanzado',
      example: true,
    },
    {
      slug: 'multifamiliares-5-a-50-unidades',
      title: 'Cómo analizar multifamiliares de 5 a 50 unidades',
      description:
        'Del rent roll y el T12 al NOI real: cómo detectar gastos escondidos, calcular el cap rate que de verdad pagas y preparar la solicitud de un préstamo comercial.',
      instructor: 'Carlos Mendoza',
      instructorRole: 'Inversionista y asesor de adquisiciones multifamiliares',
      startsAt: eveningStart(nextWeekday(addDays(today, 12), 4)),
      durationMinutes: 75,
      topics: ['Rent roll y T12', 'NOI y cap rate', 'Valor agregado', 'Préstamos comerciales'],
      level: 'Avanzado',
      example: true,
    },
    {
      slug: 'de-hard-money-a-dscr',
      title: 'De hard money a préstamo DSCR: planea tu salida desde el día uno',
      description:
        'Un préstamo hard money es un puente: aprende a planear el refinanciamiento a 30 años antes de cerrar, con los números que el prestamista DSCR revisará.',
      instructor: 'Ana Lucía Torres',
      instructorRole: 'Asesora de crédito hipotecario para inversionistas',
      startsAt: eveningStart(nextWeekday(addDays(today, 26), 3)),
      durationMinutes: 60,
      topics: ['Hard money', 'Estrategia de salida', 'Préstamos DSCR'],
      level: 'Intermedio',
      example: true,
    },
  ];
}
