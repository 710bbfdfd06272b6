import type { ArticleDraft } from '../article-draft.ts';

const READ = '2026-11-26';

export const termSheet: ArticleDraft = {
  id: 'term-sheet-como-leerlo',
  title: 'Cómo leer un term sheet línea por línea',
  description:
    'Qué es y qué no es una hoja de términos, cada línea que importa (tasa y bloqueo, plazo, penalidad por pago anticipado, DSCR, cargos, condiciones) y cómo comparar dos ofertas con números.',
  topic: 'financiamiento',
  level: 'intermediate',
  publishedOn: '2026-11-26',
  sources: [
    {
      publisher: 'Consumer Financial Protection Bureau',
      title: 'Regulation Z, 12 CFR 1026.3, Exempt transactions',
      url: 'https://www.consumerfinance.gov/rules-policy/regulations/1026/3/',
      readOn: READ,
    },
    {
      publisher: 'Consumer Financial Protection Bureau',
      title: 'Regulation X, 12 CFR 1024.5, Coverage of RESPA',
      url: 'https://www.consumerfinance.gov/rules-policy/regulations/1024/5/',
      readOn: READ,
    },
    {
      publisher: 'Consumer Financial Protection Bureau',
      title: 'Loan Estimate explainer',
      url: 'https://www.consumerfinance.gov/owning-a-home/loan-estimate/',
      readOn: READ,
    },
    {
      publisher: 'BrokerMortgages.com',
      title: 'Foreign National DSCR Loan Program (terms, prepayment penalty)',
      url: 'https://brokermortgages.com/programs-we-offer/foreign-national-dscr-business-purpose-loan',
      readOn: READ,
    },
    {
      publisher: 'Pantheon Private Lending',
      title: 'Our Loan Terms (buy and hold prepayment penalty)',
      url: 'https://pantheonprivatelending.com/our-loan-terms',
      readOn: READ,
    },
  ],
  content: `La hoja de términos (term sheet) es el primer documento donde un prestamista pone por escrito lo que te ofrece. En un préstamo DSCR o hard money es, además, casi la única herramienta que tendrás para comparar ofertas, porque las reglas que obligan a entregar formularios estándar a un consumidor no aplican. Aprender a leerla te ahorra dinero y sorpresas al cierre.

## Qué es y qué no es
Una hoja de términos resume las condiciones propuestas: monto, tasa, plazo, cargos y requisitos. Casi siempre no es un compromiso de préstamo: dice que la oferta depende de la tasación, del título, del seguro, de tus documentos y de la aprobación final, y tiene fecha de vencimiento. El compromiso llega después, con la aprobación del análisis (underwriting). Busca la frase que lo aclara y la fecha hasta la que vale.

## Por qué no hay Loan Estimate
La Regulación Z no aplica al crédito con propósito principalmente comercial (sección 1026.3), y la ley RESPA tampoco cubre esos préstamos (sección 1024.5 de la Regulación X). Un préstamo para una propiedad de inversión a nombre de tu LLC suele estar en ese caso: no recibirás el Loan Estimate ni el Closing Disclosure que protegen a quien compra su casa. Puedes usar la guía del Loan Estimate de la CFPB como lista de lo que debes preguntar: tasa, pagos, costos al cierre y penalidades.

## Línea por línea
- Prestatario y garantes: quién firma el préstamo (tú o tu LLC) y quién firma la garantía personal.
- Propiedad y propósito: compra, refinanciamiento sin efectivo o con retiro de efectivo (cash-out).
- Monto y porcentajes: préstamo máximo como porcentaje del valor (LTV) o del costo (LTC), y qué valor se usa.
- Tasa y bloqueo: si la tasa ya está bloqueada (locked) o puede cambiar hasta bloquearla; cuántos días dura el bloqueo y cuánto cuesta extenderlo.
- Plazo y amortización: 30 años fijos, o un préstamo ajustable como un 5/6 ARM (fijo cinco años y después se ajusta cada seis meses) o un 7/6 ARM, que son los que ofrece, por ejemplo, el programa DSCR para extranjeros de BrokerMortgages.com. Si es ajustable, busca el índice, el margen y los topes de cada ajuste.
- Periodo de solo intereses: cuántos años, y cuál será el pago cuando empiece a amortizar.
- Penalidad por pago anticipado: cuánto pagas si vendes o refinancias antes de cierto plazo. Puede ser escalonada, como 5-4-3-2-1 (5 % del saldo en el primer año, 4 % en el segundo, y así) o la de 3 %, 2 % y 1 % en los tres primeros años que publica Pantheon Private Lending para sus préstamos de renta, o tomar otras formas. BrokerMortgages.com aclara que la permite sujeta a las restricciones de cada estado.
- DSCR mínimo y cómo se calcula: qué renta usan (contrato, formulario 1007 o la menor) y qué entra en el pago (PITIA completo o solo intereses).
- Reservas: cuántos meses de pago debes tener después del cierre.
- Cargos del prestamista: originación (puntos), análisis, procesamiento, preparación de documentos y legales. Pide que te digan cuáles son reembolsables si el préstamo no cierra.
- Costos de terceros: tasación, título, seguro, registro, impuestos de transferencia.
- Cuenta de depósito (escrow o impounds): si será obligatoria para impuestos y seguro.
- Depósito inicial: si pides un depósito para la tasación o para "bloquear" la oferta, en qué casos se devuelve.
- Condiciones y vencimiento: la lista de lo que falta y la fecha límite para aceptar.

## Comparar dos ofertas (ejemplo ilustrativo)
Dos prestamistas te ofrecen $240,000 a 30 años:
- Oferta A: 7.25 % con 1.5 puntos ($3,600 al cierre) y penalidad 5-4-3-2-1. Pago de principal e interés: $1,637.22.
- Oferta B: 7.75 % sin puntos y penalidad de 3 %, 2 % y 1 % en los tres primeros años. Pago: $1,719.39.

Si vendes o refinancias en el mes 30 (tercer año):
- A: $42,979.04 de interés, más $3,600 de puntos, más 3 % del saldo de $233,862.35 ($7,015.87): $53,594.91.
- B: $45,994.14 de interés, más 1 % del saldo de $234,412.46 ($2,344.12): $48,338.27.
- B cuesta $5,256.64 menos.

Si conservas el préstamo siete años, las dos penalidades ya vencieron:
- A: $117,117.66 de interés más $3,600 de puntos: $120,717.66.
- B: $125,615.23 de interés.
- A cuesta $4,897.57 menos.

La mejor oferta depende de cuánto tiempo vas a conservar el préstamo. Las tasas, puntos y penalidades del ejemplo son supuestos: haz este cálculo con las ofertas reales.

## Preguntas que conviene hacer por escrito
1. ¿La tasa está bloqueada? ¿Hasta qué fecha y qué cuesta extenderla?
2. ¿Qué renta y qué pago usarán para el DSCR, y cuál es el mínimo?
3. ¿La penalidad por pago anticipado aplica también a un pago parcial? ¿Se puede cambiar por una tasa más alta?
4. ¿Qué cargos se cobran aunque el préstamo no cierre?
5. ¿Qué condiciones faltan y quién las cumple?

## Señales de alerta
- Una oferta sin fecha de vencimiento ni lista de condiciones.
- Cargos "por determinar" o cargos que aparecen por primera vez en los documentos finales.
- Un depósito grande no reembolsable antes de que el prestamista haya revisado tu expediente.
- Presión para firmar el mismo día.

Este contenido es educativo y no es asesoría legal: antes de firmar, un abogado puede revisar los documentos del préstamo.`,
};
