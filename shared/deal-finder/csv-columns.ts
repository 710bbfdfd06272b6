/**
 * The deal finder's CSV columns (./csv-import.ts reads them), apart from the import so that the
 * page listing them does not load the import's zod schema before a file is picked.
 */
import type { DealCandidate } from '../api/deal-finder.ts';

export interface CsvColumn {
  key: keyof DealCandidate;
  /** The header we write in the example file. */
  header: string;
  aliases: string[];
  required: boolean;
  kind: 'text' | 'zip' | 'money' | 'int' | 'number' | 'yesno' | 'type';
  label: string;
  help: string;
}

export const CSV_COLUMNS: readonly CsvColumn[] = [
  {
    key: 'address',
    header: 'direccion',
    aliases: ['address', 'domicilio'],
    required: true,
    kind: 'text',
    label: 'la dirección',
    help: 'Calle y número',
  },
  {
    key: 'city',
    header: 'ciudad',
    aliases: ['city'],
    required: false,
    kind: 'text',
    label: 'la ciudad',
    help: 'Opcional',
  },
  {
    key: 'zip',
    header: 'zip',
    aliases: ['codigo_postal', 'codigopostal', 'cp', 'zipcode', 'zip_code'],
    required: true,
    kind: 'zip',
    label: 'el ZIP',
    help: '5 dígitos (si falta, se usa el ZIP de la ubicación)',
  },
  {
    key: 'price',
    header: 'precio',
    aliases: ['price', 'precio_venta', 'list_price'],
    required: true,
    kind: 'money',
    label: 'el precio',
    help: 'Precio de compra en dólares',
  },
  {
    key: 'beds',
    header: 'habitaciones',
    aliases: ['beds', 'bedrooms', 'recamaras', 'cuartos', 'hab'],
    required: true,
    kind: 'int',
    label: 'las habitaciones',
    help: 'Número entero (0 = estudio)',
  },
  {
    key: 'baths',
    header: 'banos',
    aliases: ['baths', 'bathrooms'],
    required: false,
    kind: 'number',
    label: 'los baños',
    help: 'Opcional (1.5 vale)',
  },
  {
    key: 'sqft',
    header: 'pies2',
    aliases: ['sqft', 'pies_cuadrados', 'square_feet', 'superficie'],
    required: false,
    kind: 'number',
    label: 'los pies cuadrados',
    help: 'Opcional',
  },
  {
    key: 'daysOnMarket',
    header: 'dias_en_mercado',
    aliases: ['days_on_market', 'dom', 'dias'],
    required: false,
    kind: 'int',
    label: 'los días en el mercado',
    help: 'Opcional',
  },
  {
    key: 'monthlyRent',
    header: 'renta',
    aliases: ['renta_mensual', 'rent', 'monthly_rent'],
    required: false,
    kind: 'money',
    label: 'la renta',
    help: 'Mensual; si falta, la renta FMR de HUD (percentil 40) del ZIP',
  },
  {
    key: 'monthlyExpenses',
    header: 'gastos',
    aliases: ['gastos_mensuales', 'expenses', 'monthly_expenses'],
    required: false,
    kind: 'money',
    label: 'los gastos',
    help: 'Mensuales, sin el préstamo; si faltan, el % de gastos',
  },
  {
    key: 'rehabCost',
    header: 'rehab',
    aliases: ['costo_rehab', 'rehab_cost', 'reparaciones'],
    required: false,
    kind: 'money',
    label: 'el costo de rehabilitación',
    help: 'Opcional',
  },
  {
    key: 'arv',
    header: 'arv',
    aliases: ['valor_despues_reparacion', 'after_repair_value'],
    required: false,
    kind: 'money',
    label: 'el ARV',
    help: 'Valor después de reparaciones (opcional)',
  },
  {
    key: 'needsRehab',
    header: 'requiere_rehab',
    aliases: ['needs_rehab', 'rehabilitacion'],
    required: false,
    kind: 'yesno',
    label: 'requiere_rehab',
    help: 'sí / no',
  },
  {
    key: 'ownerOccupied',
    header: 'ocupada_por_dueno',
    aliases: ['owner_occupied', 'ocupada_por_dueño'],
    required: false,
    kind: 'yesno',
    label: 'ocupada_por_dueno',
    help: 'sí / no',
  },
  {
    key: 'propertyType',
    header: 'tipo',
    aliases: ['tipo_propiedad', 'property_type', 'type'],
    required: false,
    kind: 'type',
    label: 'el tipo',
    help: 'unifamiliar, condominio, townhouse o multifamiliar',
  },
  {
    key: 'listingType',
    header: 'tipo_listado',
    aliases: ['listing_type', 'listado'],
    required: false,
    kind: 'text',
    label: 'el tipo de listado',
    help: 'MLS, FSBO, Foreclosure, Bank Owned, Wholesale',
  },
];
