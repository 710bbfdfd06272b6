/**
 * The member's time zone (chosen on /account, defaulting to the browser's): the Elite pages show
 * sessions and masterclasses at the member's own clock. The team's clock stays New York
 * (shared/elite/time.ts): a slot is booked in that zone, and shown in the member's.
 */

/**
 * The zones offered first on /account, with the names members use: the US zones, then the
 * Spanish-speaking countries members move between. Any other IANA zone is valid too (the browser's
 * is added when it is not here).
 */
export const TIME_ZONE_CHOICES = [
  {
    id: 'America/New_York',
    label: 'Hora del Este (Nueva York, Miami, Atlanta)',
    short: 'hora del Este',
  },
  {
    id: 'America/Chicago',
    label: 'Hora del Centro (Chicago, Houston, Dallas)',
    short: 'hora del Centro',
  },
  {
    id: 'America/Denver',
    label: 'Hora de la Montaña (Denver, El Paso)',
    short: 'hora de la Montaña',
  },
  { id: 'America/Phoenix', label: 'Hora de Arizona (Phoenix)', short: 'hora de Arizona' },
  {
    id: 'America/Los_Angeles',
    label: 'Hora del Pacífico (Los Ángeles, Las Vegas)',
    short: 'hora del Pacífico',
  },
  { id: 'America/Anchorage', label: 'Hora de Alaska', short: 'hora de Alaska' },
  { id: 'Pacific/Honolulu', label: 'Hora de Hawái', short: 'hora de Hawái' },
  {
    id: 'America/Puerto_Rico',
    label: 'Hora del Atlántico (Puerto Rico)',
    short: 'hora de Puerto Rico',
  },
  {
    id: 'America/Mexico_City',
    label: 'México (Ciudad de México)',
    short: 'hora de Ciudad de México',
  },
  { id: 'America/Tijuana', label: 'México (Tijuana)', short: 'hora de Tijuana' },
  { id: 'America/Guatemala', label: 'Guatemala', short: 'hora de Guatemala' },
  { id: 'America/El_Salvador', label: 'El Salvador', short: 'hora de El Salvador' },
  { id: 'America/Tegucigalpa', label: 'Honduras', short: 'hora de Honduras' },
  { id: 'America/Managua', label: 'Nicaragua', short: 'hora de Nicaragua' },
  { id: 'America/Costa_Rica', label: 'Costa Rica', short: 'hora de Costa Rica' },
  { id: 'America/Panama', label: 'Panamá', short: 'hora de Panamá' },
  { id: 'America/Havana', label: 'Cuba', short: 'hora de Cuba' },
  { id: 'America/Santo_Domingo', label: 'República Dominicana', short: 'hora de Santo Domingo' },
  { id: 'America/Bogota', label: 'Colombia', short: 'hora de Bogotá' },
  { id: 'America/Caracas', label: 'Venezuela', short: 'hora de Caracas' },
  { id: 'America/Guayaquil', label: 'Ecuador', short: 'hora de Ecuador' },
  { id: 'America/Lima', label: 'Perú', short: 'hora de Lima' },
  { id: 'America/La_Paz', label: 'Bolivia', short: 'hora de La Paz' },
  { id: 'America/Santiago', label: 'Chile', short: 'hora de Santiago' },
  { id: 'America/Asuncion', label: 'Paraguay', short: 'hora de Asunción' },
  { id: 'America/Montevideo', label: 'Uruguay', short: 'hora de Montevideo' },
  { id: 'America/Argentina/Buenos_Aires', label: 'Argentina', short: 'hora de Buenos Aires' },
  { id: 'Europe/Madrid', label: 'España (Madrid)', short: 'hora de Madrid' },
] as const;

/** The zone a page uses until the member chooses one: New York's, the team's. */
export const DEFAULT_TIME_ZONE = 'America/New_York';

export const TIME_ZONE_MESSAGES = {
  invalid: 'Elige una zona horaria de la lista',
  saved: 'Guardamos tu zona horaria: verás tus sesiones y masterclasses a tu hora.',
  cleared: 'Usaremos la zona horaria de tu navegador.',
} as const;

/** A canonical IANA zone name the runtime knows ("America/Chicago"; not "CST" nor an alias). */
export function isTimeZone(value: unknown): value is string {
  if (
    typeof value !== 'string' ||
    value.length > 64 ||
    !/^[A-Za-z]+(?:\/[\w+-]+){1,2}$/.test(value)
  ) {
    return false;
  }
  try {
    return (
      new Intl.DateTimeFormat('en-US', { timeZone: value }).resolvedOptions().timeZone === value
    );
  } catch {
    return false;
  }
}

/** "hora del Centro", "hora de Bogotá", or for any other zone its city ("hora de Berlin"). */
export function timeZoneShortLabel(timeZone: string): string {
  const known = TIME_ZONE_CHOICES.find((choice) => choice.id === timeZone);
  if (known) return known.short;
  const city = timeZone.split('/').at(-1)?.replaceAll('_', ' ') ?? timeZone;
  return `hora de ${city}`;
}

/** The label of a zone in the /account list (the browser's own zone when it is not listed). */
export function timeZoneLabel(timeZone: string): string {
  const known = TIME_ZONE_CHOICES.find((choice) => choice.id === timeZone);
  return known ? known.label : timeZone.replaceAll('_', ' ');
}
