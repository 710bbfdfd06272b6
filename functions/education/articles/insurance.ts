import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const insurance: ArticleDraft = {
  id: 'seguros-propiedad-inversion',
  title: 'Seguros de una propiedad de inversión: póliza de arrendador, inundación y renta perdida',
  description:
    'Por qué tu póliza de casa no sirve para una renta, qué cubren las pólizas DP-1 a DP-3, cuándo es obligatorio el seguro de inundación y cómo el seguro mueve tu DSCR.',
  topic: 'propiedad',
  level: 'beginner',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'Steele Agency',
      title: 'Landlord insurance',
      url: 'https://steeleagency.com/products-and-programs/landlord-insurance',
      readOn: READ,
    },
    {
      publisher: 'Insurance Curator',
      title:
        'Best insurance for rental properties & landlords: property, liability, and loss of income coverages',
      url: 'https://insurancecurator.com/best-insurance-for-rental-properties-landlords-property-liability-and-loss-of-income-coverages',
      readOn: READ,
    },
    {
      publisher: 'FEMA',
      title: 'National Flood Insurance Program (FloodSmart)',
      url: 'https://www.floodsmart.gov/',
      readOn: READ,
    },
    {
      publisher: 'FEMA',
      title: 'Flood insurance',
      url: 'https://www.fema.gov/flood-insurance',
      readOn: READ,
    },
  ],
  content: `El seguro es parte de tu pago: es la "I" del PITIA con el que el prestamista calcula tu DSCR. Una póliza equivocada puede dejarte sin cobertura cuando más la necesitas, y una prima más alta de lo que supusiste puede hacer que el préstamo ya no califique. Estas son las piezas que un oficial de préstamos revisa antes del cierre.

## Tu póliza de casa no cubre una renta
Las pólizas de propietario de vivienda (homeowners, la más común es la HO-3) están hechas para la casa donde vives. Como explica la agencia Steele, exigen que el dueño ocupe la propiedad y pueden negar reclamos en una casa ocupada por inquilinos. Una propiedad de renta necesita una póliza de arrendador, también llamada póliza de vivienda contra incendio (dwelling fire). Esas pólizas cubren propiedades de una a cuatro unidades; a partir de cinco, normalmente se necesita un seguro comercial.

Si conviertes en renta la casa donde vivías, cambia la póliza antes de que entre el inquilino.

## Las formas DP-1, DP-2 y DP-3
Las pólizas de arrendador se emiten en formularios de "propiedad de vivienda" (dwelling property):
- DP-1, básica: cubre solo los riesgos que nombra, y con frecuencia paga el valor en efectivo actual.
- DP-2, amplia: nombra más riesgos.
- DP-3, especial: cubre la construcción contra todo riesgo que no esté excluido, y suele poder pagar a costo de reposición.

La diferencia entre costo de reposición y valor en efectivo actual (ACV) importa: el costo de reposición paga para reconstruir sin descontar el desgaste; el valor en efectivo actual descuenta la depreciación, y en un techo de 15 años esa diferencia puede ser enorme. Para una inversión de largo plazo, pide costo de reposición.

## Las coberturas que debes revisar
- Construcción: el monto debe alcanzar para reconstruir, no el precio de compra (que incluye el terreno).
- Responsabilidad civil: te defiende si un inquilino o visitante se lesiona y te culpa. Pregunta si conviene una póliza paraguas (umbrella) adicional.
- Renta perdida (loss of rents o fair rental value): si un incendio o una tormenta deja la casa inhabitable, paga la renta mientras se repara. No cubre al inquilino que deja de pagar. Muchos prestamistas DSCR la exigen; pregunta cuántos meses.
- Endosos frecuentes: ordenanza o ley (obliga a reconstruir con el código actual), rotura de equipos y respaldo de drenaje.
- Lo que no cubre: el desgaste normal, el mantenimiento que se dejó de hacer y las pertenencias del inquilino, que necesita su propio seguro de inquilino.

## Inundación: una póliza aparte
Las pólizas de propiedad excluyen la inundación. El seguro de inundación se compra aparte, por medio del Programa Nacional de Seguro contra Inundaciones (NFIP) de FEMA o de aseguradoras privadas. Lo que dice FEMA:
- Si la propiedad está en una zona de alto riesgo (Special Flood Hazard Area) y el préstamo viene de un prestamista regulado o asegurado por el gobierno federal, el seguro de inundación es obligatorio.
- La póliza del NFIP cubre hasta $250,000 por la construcción de una vivienda y hasta $100,000 por su contenido.
- Por lo general hay un periodo de espera de 30 días antes de que la póliza entre en vigor, salvo excepciones como la compra ligada a un préstamo nuevo.

Revisa el mapa de inundación de la dirección antes de ofertar, y pide la cotización de inundación junto con la de la póliza de arrendador. Aunque la casa no esté en zona de alto riesgo, el prestamista puede pedirla, y tú puedes quererla.

## Cómo mueve el seguro tu DSCR (ejemplo ilustrativo)
Préstamo de $240,000 al 7.5 % a 30 años: $1,678.11 de principal e interés. Impuestos de $300 al mes. Renta de mercado de $2,400.
- Con un seguro de $1,800 al año ($150 al mes), el PITIA es $2,128.11 y el DSCR es 1.13.
- Si la cotización real es de $3,600 al año ($300 al mes), el PITIA sube a $2,278.11 y el DSCR baja a 1.05.
- Si además la zona exige seguro de inundación de $1,200 al año ($100 al mes), el PITIA llega a $2,378.11 y el DSCR a 1.01.

Con un prestamista que pide 1.10, el mismo préstamo pasa de calificar a no calificar solo por el seguro. Las primas del ejemplo son supuestas: pide cotizaciones reales antes de firmar el contrato de compra, sobre todo en zonas costeras, de huracanes o de incendios forestales.

## Qué pedirá el prestamista al cierre
- La póliza o su declaración (declarations page), con la dirección exacta, las coberturas y el deducible.
- El prestamista nombrado como acreedor hipotecario (mortgagee clause), con su nombre y dirección tal como te los indique.
- Si compras con tu LLC, la LLC como asegurada.
- La prima del primer año pagada, o incluida en los costos de cierre, y la reserva en la cuenta de depósito (escrow) si el préstamo la tiene.

## Lista antes de ofertar
1. Cotiza la póliza de arrendador con costo de reposición, responsabilidad civil y renta perdida.
2. Revisa la zona de inundación y cotiza el seguro de inundación si aplica.
3. Si será renta de corto plazo, confirma que la póliza la cubre de forma expresa.
4. Recalcula tu DSCR con las primas reales.`,
};
