/**
 * The investor network's lists, limits and Spanish texts, without zod: /elite-red and the staff
 * console show them as they draw, and importing them from ./network.ts put zod (~25 kB gzip) on
 * those pages' first load. ./network.ts builds its schemas from them and re-exports them.
 */
export const NETWORK_STRATEGIES = [
  { id: 'buy-and-hold', label: 'Comprar y mantener (buy-and-hold)' },
  { id: 'brrrr', label: 'BRRRR' },
  { id: 'flips', label: 'Flips (comprar, renovar y vender)' },
  { id: 'short-term-rentals', label: 'Rentas a corto plazo' },
  { id: 'multifamily', label: 'Multifamiliares' },
] as const;
export type NetworkStrategy = (typeof NETWORK_STRATEGIES)[number]['id'];

export const NETWORK_LOOKING_FOR = [
  { id: 'partner', label: 'Socio' },
  { id: 'lender', label: 'Prestamista' },
  { id: 'contractor', label: 'Contratista' },
  { id: 'deals', label: 'Deals' },
] as const;
export type NetworkLookingFor = (typeof NETWORK_LOOKING_FOR)[number]['id'];

export const NETWORK_EXPERIENCE = [
  { id: 'starting', label: 'Empezando (0 propiedades)' },
  { id: '1-3', label: '1 a 3 propiedades' },
  { id: '4-10', label: '4 a 10 propiedades' },
  { id: '10-plus', label: 'Más de 10 propiedades' },
] as const;
export type NetworkExperience = (typeof NETWORK_EXPERIENCE)[number]['id'];

export const NETWORK_REPORT_REASONS = [
  { id: 'spam', label: 'Spam o publicidad no deseada' },
  { id: 'fraud', label: 'Posible fraude o estafa' },
  { id: 'abuse', label: 'Trato ofensivo o acoso' },
  { id: 'fake', label: 'Perfil falso' },
  { id: 'other', label: 'Otro motivo' },
] as const;
export type NetworkReportReason = (typeof NETWORK_REPORT_REASONS)[number]['id'];

/** Contact requests a member may send per day (UTC), kept by a counter item. */
export const NETWORK_DAILY_REQUESTS = 10;
/** Markets (state + metro) a profile may list. */
export const NETWORK_MAX_MARKETS = 5;
/** Members a page of the directory holds at most. */
export const NETWORK_PAGE_SIZE = 24;

export const NETWORK_MESSAGES = {
  displayNameShort: 'Escribe el nombre que verán los demás (mínimo 2 caracteres)',
  displayNameLong: 'El nombre no puede superar los 60 caracteres',
  displayNameChars:
    'Usa solo letras, espacios y signos habituales en nombres (punto, coma, apóstrofo, guion, & y paréntesis), sin direcciones web',
  oneLine: 'Usa una sola línea, sin saltos de línea ni caracteres de control',
  marketsRequired: 'Agrega al menos un mercado (estado y, si quieres, área metropolitana)',
  marketsTooMany: `Puedes listar hasta ${NETWORK_MAX_MARKETS} mercados en tu perfil`,
  stateRequired: 'Elige un estado',
  metroLong: 'El área metropolitana no puede superar los 60 caracteres',
  strategiesRequired: 'Elige al menos una estrategia',
  experienceRequired: 'Elige tu experiencia',
  lookingForRequired: 'Elige al menos una cosa que buscas',
  bioLong: 'La presentación no puede superar los 500 caracteres',
  messageShort: 'Escribe un mensaje de presentación (mínimo 20 caracteres)',
  messageLong: 'El mensaje no puede superar los 1000 caracteres',
  memberRequired: 'Elige un miembro de la red',
  actionRequired: 'Elige aceptar o rechazar',
  reasonRequired: 'Elige el motivo del reporte',
  detailsLong: 'Los detalles no pueden superar los 1000 caracteres',
  joined: 'Tu perfil ya está en la Red de inversionistas.',
  updated: 'Guardamos los cambios de tu perfil.',
  profileChanged: 'Tu perfil cambió mientras lo guardabas. Recarga la página e intenta de nuevo.',
  left: 'Saliste de la red: tu perfil y tus solicitudes pendientes se eliminaron.',
  notInNetwork: 'Primero crea tu perfil en la Red de inversionistas.',
  pageInvalid: 'No pudimos seguir el directorio desde ahí. Recarga la página.',
  memberNotFound: 'Ese miembro no está en la red.',
  requestSelf: 'No puedes enviarte una solicitud a ti mismo.',
  requestExists: 'Ya existe una solicitud de contacto entre ustedes.',
  requestLimit: `Llegaste al límite de ${NETWORK_DAILY_REQUESTS} solicitudes de contacto por día. Intenta de nuevo mañana.`,
  requestSent:
    'Enviamos tu solicitud por correo. Verás su correo electrónico cuando la acepte; tu correo tampoco se muestra hasta entonces.',
  requestNotFound: 'No encontramos esa solicitud.',
  requestAnswered: 'Esa solicitud ya fue respondida.',
  accepted: '¡Conexión aceptada! Ahora cada uno ve el correo del otro.',
  declined: 'Rechazaste la solicitud. No le mostraremos tu correo.',
  blocked: 'Bloqueaste a este miembro: ya no se verán en la red ni podrán enviarse solicitudes.',
  blockSelf: 'No puedes bloquearte a ti mismo.',
  reported: 'Gracias. El equipo revisará tu reporte.',
  reportExists: 'Ya reportaste a este miembro. El equipo lo está revisando.',
  reportSelf: 'No puedes reportarte a ti mismo.',
} as const;

export function networkLabel(list: readonly { id: string; label: string }[], id: string): string {
  return list.find((item) => item.id === id)?.label ?? id;
}
