/**
 * The ¿Califico? form's messages, without zod: /califico reads them before its schema has loaded,
 * and importing them from ./qualify.ts put zod (~25 kB gzip) and the schemas' construction on the
 * page's first load. ./qualify.ts re-exports those the server imports from it.
 */
export const QUALIFY_MESSAGES = {
  fico: 'Ingresa tu puntaje FICO (300 a 850), o 0 si no tienes puntaje en EE. UU.',
  borrowerType: 'Elige tu situación migratoria',
  entity: 'Elige si compras a tu nombre o con una LLC',
  propertiesOwned: 'Ingresa cuántas propiedades de inversión tienes (0 o más)',
  reserves: 'Ingresa tus reservas en dólares (0 o más)',
  purpose: 'Elige el propósito del préstamo',
  price: 'Ingresa el precio de compra o el valor de la propiedad',
  loanAmount: 'Ingresa el monto del préstamo',
  loanOverPrice: 'El préstamo no puede ser mayor que el precio o valor de la propiedad',
  interestRate: 'Ingresa una tasa de interés entre 0% y 30%',
  termYears: 'Ingresa un plazo de 1 a 50 años',
  amount: 'Ingresa una cantidad válida (0 o más)',
  propertyType: 'Elige el tipo de propiedad',
  units: 'Ingresa el número de unidades (1 a 500)',
  state: 'Elige el estado de la propiedad',
  noPrograms: 'Todavía no hay programas de prestamistas cargados.',
  interestOnlyYears: 'Los años de solo interés van de 0 al plazo del préstamo',
  occupancy: 'Elige si la propiedad está alquilada, vacía o en alquiler de corto plazo',
  strHistoryMonths: 'Ingresa los meses de historial del alquiler de corto plazo (0 a 600)',
  acquisitionDate: 'Ingresa la fecha de compra como AAAA-MM-DD',
  acquisitionTogether: 'Ingresa juntos la fecha y el precio de compra de la propiedad',
  acquisitionFuture: 'La fecha de compra no puede ser posterior a hoy',
  points: 'Ingresa los puntos del prestamista entre 0% y 10%',
  rehabMonths: 'Ingresa los meses de obra (0 a 60)',
  arv: 'Ingresa el valor después de reparar (ARV), mayor que 0',
  financedProperties: 'Ingresa cuántas de tus propiedades tienen hipoteca (0 o más)',
  financedOverOwned: 'Las propiedades con hipoteca no pueden ser más que las que tienes',
} as const;
