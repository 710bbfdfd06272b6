import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const shortTermRentalDscr: ArticleDraft = {
  id: 'dscr-renta-corto-plazo',
  title: 'DSCR para rentas de corto plazo (Airbnb): cómo cuentan los ingresos',
  description:
    'Historial de 12 meses o proyección de mercado, por qué una compra nueva suele calificar con la renta de largo plazo, las reglas locales que pueden cerrar tu negocio y los impuestos propios de una renta corta.',
  topic: 'financiamiento',
  level: 'advanced',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'Greenblock',
      title: 'Do you use the actual STR income to qualify the property?',
      url: 'https://greenblockinc.com/requirements/do-you-use-the-actual-str-income-to-qualify-the-property/',
      readOn: READ,
    },
    {
      publisher: 'Ridge Street Capital',
      title: 'Airbnb financing',
      url: 'https://ridgestreetcap.com/airbnb-financing',
      readOn: READ,
    },
    {
      publisher: 'NYC Mayor’s Office of Special Enforcement',
      title: 'Short-Term Rental Registration Law (Local Law 18 of 2022)',
      url: 'https://www.nyc.gov/site/specialenforcement/registration-law/registration.page',
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
      title: 'Publication 527, Residential Rental Property',
      url: 'https://www.irs.gov/publications/p527',
      readOn: READ,
    },
  ],
  content: `Una casa bien ubicada puede producir como renta de corto plazo mucho más que con un contrato anual, y por eso muchos inversionistas buscan un préstamo DSCR para comprarla. El problema es que no hay contrato de 12 meses que mostrar: el prestamista tiene que decidir qué ingreso cuenta. De esa decisión depende si calificas, y conviene conocerla antes de ofertar.

## Las dos formas de contar el ingreso
Los prestamistas que financian rentas cortas usan una de estas bases, o las dos según el caso:
- Historial real. Si la propiedad ya opera como renta corta, los reportes de la plataforma (Airbnb, Vrbo) y los estados de cuenta muestran lo que de verdad produjo. Greenblock, por ejemplo, publica que usa el ingreso real de renta corta si la propiedad tiene al menos 12 meses de historial; con menos, usa la renta de mercado de un arrendamiento típico de largo plazo.
- Proyección de mercado. Algunos prestamistas aceptan un estudio con datos de rentas cortas comparables, como los de AirDNA, que estiman la tarifa diaria, la ocupación y los gastos de la zona. Ridge Street Capital describe que usa esos datos para estimar el flujo proyectado en compras y refinanciamientos.

Ninguna de las dos es universal. La primera pregunta a cualquier prestamista es: "¿con qué ingreso calificarán esta propiedad si la compro hoy?".

## Por qué una compra nueva suele calificar como renta larga
Si compras una casa que nunca se rentó por noches, no hay historial. Con la regla de Greenblock, el préstamo se calcula con la renta de largo plazo, aunque tu plan sea rentar por noches. Muchas compras de renta corta que parecen excelentes en una hoja de cálculo no califican por esto.

## Ejemplo con números (ilustrativo)
Una casa cerca de un parque nacional. El PITIA del préstamo que buscas es $2,300 al mes.
- Renta de largo plazo de mercado: $2,000 al mes. DSCR = $2,000 ÷ $2,300 = 0.87.
- Renta corta proyectada: tarifa promedio de $200 por noche, 70 % de ocupación, 30 noches: $200 × 0.70 × 30 = $4,200 al mes. DSCR = $4,200 ÷ $2,300 = 1.83.

Con un prestamista que solo acepta historial, tu DSCR es 0.87 y necesitas un programa que acepte DSCR menor de 1.00, más pago inicial o uno que use la proyección. Con uno que usa la proyección, calificas con margen. Las cifras son un ejemplo: pide al prestamista el estudio que usará y léelo.

Recuerda que tu flujo real en renta corta tiene gastos que una renta larga no tiene: limpieza entre huéspedes, comisiones de la plataforma, servicios públicos, internet, muebles, reposiciones y, a menudo, un administrador con comisión alta. Aunque el prestamista divida el ingreso bruto entre el PITIA, tu análisis debe restar todo eso.

## Las reglas locales pueden cerrar tu negocio
Antes que el financiamiento, revisa si la renta corta es legal en esa dirección:
- La ciudad o el condado pueden exigir licencia o registro, limitar noches o prohibirla en ciertas zonas.
- La asociación de propietarios (HOA) o el reglamento del condominio pueden prohibirla aunque la ciudad la permita.
- Los impuestos de hospedaje locales y estatales suelen aplicar a estadías cortas.

Nueva York es el ejemplo más conocido. Su ley local 18 de 2022 exige que los anfitriones de rentas cortas se registren con la Oficina de Cumplimiento Especial de la alcaldía y prohíbe a las plataformas procesar reservas de rentas no registradas; las rentas de 30 días consecutivos o más están exentas del registro. La ciudad también mantiene una lista de edificios donde la renta corta está prohibida. Un préstamo basado en ingresos de renta corta en un lugar así no se sostiene.

## Los impuestos son distintos
Dos reglas del IRS cambian el resultado fiscal de una renta corta:
- La Publicación 925 explica que una actividad cuyo periodo promedio de uso por cliente es de siete días o menos no se trata como "actividad de alquiler" para las reglas de pérdidas pasivas. En consecuencia, la deducción especial de hasta $25,000 para quien participa activamente en un alquiler no aplica; lo que importa es si participas materialmente. Según tu caso, eso puede jugar a favor o en contra.
- La Publicación 527 limita las deducciones si usas la propiedad personalmente más de 14 días al año o más del 10 % de los días que la rentas a precio justo, lo que sea mayor. Una casa de vacaciones que usas con tu familia puede caer en esta regla.

Habla con un contador antes de comprar: el mismo ingreso puede tributar de forma muy distinta según cómo operes.

## Cómo preparar la solicitud
1. Verifica por escrito que la renta corta está permitida por la ciudad y por la HOA, y qué registro o licencia necesitas.
2. Pregunta a dos o tres prestamistas con qué ingreso calificarían la propiedad: historial, proyección o renta larga.
3. Si compras una propiedad que ya opera, pide al vendedor 12 meses de reportes de la plataforma y los estados de cuenta que los respaldan.
4. Calcula tu DSCR con la renta de largo plazo: si la operación solo funciona con la proyección de renta corta, sabes cuánto riesgo asumes.
5. Consigue un seguro que cubra expresamente la renta de corto plazo; muchas pólizas de arrendador no lo hacen.

Este contenido es educativo: no es asesoría legal ni fiscal.`,
};
