import { webinarId, type WebinarAudience } from '../../shared/api/webinars.ts';
import { zonedTimeToUtc } from './zoned-time.ts';

/** A session before it is stored (what ops add and what the local seed creates). */
export interface NewWebinar {
  id: string;
  title: string;
  description: string;
  startsAt: string;
  durationMinutes: number;
  audience: WebinarAudience;
  host: string;
  capacity: number;
  joinUrl?: string;
}

const HOST = 'Equipo Inversor Listo';
const EASTERN = 'America/New_York';

const MONTHLY_TOPICS = [
  {
    title: 'Cómo califica un préstamo DSCR: el cálculo del prestamista paso a paso',
    description:
      'Renta bruta, PITIA y DSCR con un caso real; qué mínimos piden los prestamistas (1.00 a 1.25), cuánto pago inicial y cuántos meses de reservas.',
  },
  {
    title: 'Tu primer expediente para el prestamista: documentos, crédito y reservas',
    description:
      'Qué documentos preparar, cómo explicar depósitos grandes y cómo presentar tus reservas en meses de PITIA.',
  },
  {
    title: 'Hard money o DSCR: cuándo conviene cada uno',
    description:
      'Plazos de 6 a 24 meses, puntos y topes sobre el ARV frente a un préstamo de 30 años por la renta; cómo planear la salida.',
  },
] as const;

const WEEKLY_TOPICS = [
  {
    title: 'Análisis en vivo: evaluamos propiedades de los participantes',
    description:
      'Trae la dirección, el precio y la renta esperada: calculamos juntos el DSCR, el flujo y el préstamo máximo.',
  },
  {
    title: 'Renta de mercado y formulario 1007: cómo defender tu renta ante el tasador',
    description: 'Comparables, ajustes y cómo pedir una reconsideración cuando la renta sale baja.',
  },
  {
    title: 'BRRRR: del hard money al refinanciamiento DSCR',
    description:
      'Seasoning, LTV del cash-out y cómo verificar el DSCR del préstamo nuevo antes de comprar.',
  },
  {
    title: 'LLC y EIN: compra a nombre de tu compañía sin retrasar el cierre',
    description:
      'Documentos que pide el prestamista, garantía personal y errores comunes de nombres.',
  },
  {
    title: 'Puntaje, pago inicial y reservas: cómo mejorar tus condiciones',
    description: 'Qué mueve tu tasa en un préstamo DSCR y cómo prepararte meses antes de aplicar.',
  },
  {
    title: 'Preguntas y respuestas sobre financiamiento de inversión',
    description:
      'Una hora abierta para tus dudas sobre DSCR, hard money y preparación de documentos.',
  },
] as const;

function easternDate(at: Date) {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: EASTERN,
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return { year: Number(get('year')), month: Number(get('month')), day: Number(get('day')) };
}

/** Second Thursday of a month (1-12). */
function secondThursday(year: number, month: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay(); // 0 = Sunday
  const firstThursday = 1 + ((4 - firstWeekday + 7) % 7);
  return firstThursday + 7;
}

/**
 * The standing schedule: the monthly session for every plan on the second Thursday at 19:00 ET,
 * and the weekly Pro/Elite session every Tuesday at 20:00 ET. Ids are deterministic, so seeding
 * twice writes nothing new.
 */
export function defaultSchedule(now: Date, months = 3, weeks = 6): NewWebinar[] {
  const sessions: NewWebinar[] = [];
  const today = easternDate(now);

  for (let i = 0, offset = 0; i < months; offset++) {
    const month = ((today.month - 1 + offset) % 12) + 1;
    const year = today.year + Math.floor((today.month - 1 + offset) / 12);
    const start = zonedTimeToUtc(
      { year, month, day: secondThursday(year, month), hour: 19, minute: 0 },
      EASTERN,
    );
    if (start <= now) continue;
    const topic = MONTHLY_TOPICS[(year * 12 + month) % MONTHLY_TOPICS.length]!;
    sessions.push({
      id: webinarId(start, 'mensua'),
      ...topic,
      startsAt: start.toISOString(),
      durationMinutes: 60,
      audience: 'gratuito',
      host: HOST,
      capacity: 500,
    });
    i++;
  }

  const base = new Date(Date.UTC(today.year, today.month - 1, today.day));
  const daysToTuesday = (2 - base.getUTCDay() + 7) % 7;
  for (let i = 0, week = 0; i < weeks; week++) {
    const day = new Date(base.getTime() + (daysToTuesday + week * 7) * 86_400_000);
    const start = zonedTimeToUtc(
      {
        year: day.getUTCFullYear(),
        month: day.getUTCMonth() + 1,
        day: day.getUTCDate(),
        hour: 20,
        minute: 0,
      },
      EASTERN,
    );
    if (start <= now) continue;
    const weekNumber = Math.floor(start.getTime() / (7 * 86_400_000));
    const topic = WEEKLY_TOPICS[weekNumber % WEEKLY_TOPICS.length]!;
    sessions.push({
      id: webinarId(start, 'semana'),
      ...topic,
      startsAt: start.toISOString(),
      durationMinutes: 60,
      audience: 'pro',
      host: HOST,
      capacity: 100,
    });
    i++;
  }
  return sessions.sort((a, b) => a.startsAt.localeCompare(b.startsAt));
}
