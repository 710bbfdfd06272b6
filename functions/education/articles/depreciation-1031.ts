import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const depreciation1031: ArticleDraft = {
  id: 'depreciacion-1031',
  title: 'Depreciación y 1031: lo que tu contador calculará',
  description:
    'La depreciación de 27.5 años con el mes de inicio, la recaptura al vender, el límite de pérdidas pasivas y las reglas de 45 y 180 días de un intercambio 1031, con ejemplos.',
  topic: 'impuestos',
  level: 'advanced',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'IRS',
      title: 'Publication 527, Residential Rental Property',
      url: 'https://www.irs.gov/publications/p527',
      readOn: READ,
    },
    {
      publisher: 'IRS',
      title: 'Publication 946, How To Depreciate Property',
      url: 'https://www.irs.gov/publications/p946',
      readOn: READ,
    },
    {
      publisher: 'IRS',
      title: 'Publication 925, Passive Activity and At-Risk Rules',
      url: 'https://www.irs.gov/publications/p925',
      readOn: READ,
    },
    {
      publisher: 'IRS',
      title: 'Instructions for Schedule D (Form 1040), unrecaptured section 1250 gain',
      url: 'https://www.irs.gov/instructions/i1040sd',
      readOn: READ,
    },
    {
      publisher: 'IRS',
      title: 'Instructions for Form 8824, Like-Kind Exchanges',
      url: 'https://www.irs.gov/instructions/i8824',
      readOn: READ,
    },
  ],
  content: `La depreciación es la razón por la que muchas propiedades de renta con flujo positivo declaran poca o ninguna ganancia, y el intercambio 1031 es la razón por la que muchos inversionistas venden sin pagar impuestos ese año. Las dos reglas son generosas, pero tienen letra pequeña que se cobra después. Así las explicaría un contador a un cliente que acaba de comprar su primera renta.

## Qué se deprecia y cuánto
Según la Publicación 527 del IRS, una vivienda de renta residencial se deprecia con el sistema MACRS general en 27.5 años, en línea recta. Tres reglas definen la cifra:
- El terreno no se deprecia. Solo se deprecia la construcción, así que hay que repartir el costo entre terreno y edificio; una forma común es usar la proporción del valor tasado por el condado.
- La base es el costo: precio de compra más ciertos costos del cierre, como honorarios legales, de registro, de título o impuestos de transferencia que pagaste.
- La depreciación empieza cuando la propiedad está lista y disponible para rentarse (placed in service), no cuando la compras ni cuando llega el primer inquilino. Se usa la convención de mitad de mes: el primer mes cuenta como medio mes.

Los electrodomésticos, las alfombras y los muebles de la renta se deprecian en plazos más cortos, y las mejoras posteriores se deprecian por separado desde que se terminan. La Publicación 946 tiene las tablas completas.

## Ejemplo de depreciación (ilustrativo)
Compras una casa en $300,000 y pagas $6,000 de costos de cierre que forman parte de la base: base de $306,000. El condado asigna 20 % del valor al terreno: la construcción vale $244,800.
- Depreciación anual: $244,800 ÷ 27.5 = $8,901.82.
- Si la casa queda lista para rentar en abril, el primer año cuentan 8.5 meses: la tabla del IRS da 2.576 %, es decir $6,306.05.
- Si la renta neta antes de depreciación es de $7,000 al año, el primer año tu ingreso gravable de la propiedad baja a $693.95, aunque el dinero sí entró.

Las cifras son un ejemplo; tu contador usará tu base real y la fecha real.

## La depreciación se devuelve al vender
La depreciación reduce tu base. Al vender, la ganancia se calcula contra esa base reducida, y la parte de la ganancia que viene de la depreciación se llama ganancia no recapturada de la sección 1250: según las instrucciones del Anexo D, tributa con una tasa máxima de 25 %. Además, la base se reduce por la depreciación que podías tomar aunque no la hayas tomado ("permitida o permisible"). No deducirla no te ahorra la recaptura: solo te hace perder la deducción.

## Pérdidas pasivas: el límite de $25,000
Si la depreciación y los gastos superan la renta, la propiedad da pérdida. La Publicación 925 explica que el alquiler es, en general, una actividad pasiva, y que sus pérdidas solo compensan ingresos pasivos. La excepción: si participas activamente en la administración, puedes deducir hasta $25,000 de pérdidas contra tu otro ingreso. Ese monto se reduce en 50 % de lo que tu ingreso bruto ajustado modificado supere $100,000 y desaparece a los $150,000. Las pérdidas que no puedes usar no se pierden: se arrastran a años siguientes y se liberan al vender.

## El intercambio 1031
La sección 1031 permite diferir la ganancia cuando cambias una propiedad por otra similar. Lo que dicen las instrucciones del formulario 8824:
- Desde 2018 solo aplica a bienes raíces, mantenidos para un negocio o como inversión. No aplica a propiedades mantenidas principalmente para vender, como la casa que compras para rehabilitar y revender.
- En un intercambio diferido, debes identificar por escrito la propiedad de reemplazo dentro de los 45 días siguientes a la transferencia de la que vendes.
- Debes recibir la propiedad de reemplazo dentro de 180 días o antes de la fecha de vencimiento de tu declaración de ese año (con prórrogas), lo que ocurra primero.
- El intercambio se reporta en el formulario 8824.

Dos reglas prácticas: el dinero de la venta no debe pasar por tus manos, por eso se usa un intermediario calificado que lo guarda; y los bienes raíces en EE. UU. no son similares a los del extranjero.

## Lo que el 1031 no hace
- No elimina el impuesto: lo difiere. La base de la propiedad nueva se calcula a partir de la base de la anterior, así que la ganancia diferida y la depreciación siguen ahí.
- No cubre el efectivo que recibes. El dinero o la deuda de la que te liberas y no reinviertes (boot) paga impuesto ese año.
- Los plazos no se extienden por un fin de semana ni porque el vendedor de la propiedad nueva se retrase.

## Ejemplo de intercambio (ilustrativo)
Vendes en $400,000 una renta con base ajustada de $250,000: la ganancia es $150,000. Con un intermediario calificado, identificas tres posibles reemplazos el día 30 y compras una casa de $500,000 el día 120, reinvirtiendo todo el dinero y con una hipoteca igual o mayor.
- Ganancia reconocida ese año: $0. La ganancia de $150,000 queda diferida en la propiedad nueva.
- Si te quedas con $30,000 en efectivo, esos $30,000 son ganancia gravable ese año.
- Si el día 46 todavía no identificaste por escrito, ya no hay intercambio: la venta tributa normal.

## Cómo trabajar con tu contador
1. Guarda el documento de cierre de la compra: define tu base y el reparto entre terreno y construcción.
2. Anota la fecha en que la propiedad quedó lista para rentarse.
3. Separa reparaciones de mejoras, con facturas.
4. Si piensas vender, habla del 1031 antes de poner la propiedad a la venta: el intermediario debe estar contratado antes del cierre.

Esto no es asesoría fiscal: las cifras son ejemplos y cada caso depende de tus ingresos, tu estado y tu historial. Un contador con experiencia en bienes raíces debe revisar tu situación.`,
};
