import { siteLink } from '../auth/emails.ts';
import { renderEmail } from '../commons/email-layout.ts';
import type { Mail } from '../commons/mail.ts';
import { formatDate, formatMoney } from '../../shared/format.ts';
import { PLANS, type PaidPlanId } from '../../shared/plans.ts';

/**
 * The billing emails (docs/billing.md "Emails"), in Spanish: what was or will be charged, when,
 * to which card, and what the member can do about it. Built from the provider's own figures.
 */
export interface Recipient {
  email: string;
  firstName: string;
}

export interface CardFacts {
  brand: string;
  last4: string;
}

const SUBSCRIPTION_PAGE = '/subscription';

function money(cents: number): string {
  return formatMoney(cents / 100);
}

function day(epochSeconds: number): string {
  return formatDate(epochSeconds * 1000);
}

function cardText(card: CardFacts | null): string {
  if (!card) return 'tu tarjeta';
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `tu ${brand} terminada en ${card.last4}`;
}

function hello(to: Recipient): string {
  return `Hola ${to.firstName}:`;
}

const manage = { label: 'Gestionar mi plan', url: siteLink(SUBSCRIPTION_PAGE) };
const WHY = 'Recibes este correo porque tienes una suscripción en Inversor Listo.';

export function trialStartedEmail(
  to: Recipient,
  input: { plan: PaidPlanId; amount: number; trialEnd: number; card: CardFacts | null },
): Mail {
  const name = PLANS[input.plan].name;
  const first = day(input.trialEnd);
  return {
    to: to.email,
    subject: `Tu prueba gratis del Plan ${name} comenzó`,
    ...renderEmail({
      preheader: `Hoy no se te cobró nada. Tu primer cargo de ${money(input.amount)} será el ${first}.`,
      heading: `Tu prueba gratis del Plan ${name} está activa`,
      paragraphs: [
        hello(to),
        `Tu prueba gratis de ${PLANS[input.plan].trialDays} días del Plan ${name} comenzó. Hoy no se te cobró nada.`,
        `Tu primer cargo será de ${money(input.amount)} el ${first}, a ${cardText(input.card)}. Después, ${money(input.amount)} cada mes.`,
        `Si no quieres continuar, cancela antes del ${first} desde Gestionar Plan y no se te cobrará nada.`,
      ],
      action: manage,
      footnote: [WHY],
    }),
  };
}

export function trialEndingEmail(
  to: Recipient,
  input: {
    plan: PaidPlanId;
    amount: number;
    trialEnd: number;
    card: CardFacts | null;
    daysLeft: number;
  },
): Mail {
  const name = PLANS[input.plan].name;
  const when =
    input.daysLeft <= 0 ? 'hoy' : input.daysLeft === 1 ? 'mañana' : `en ${input.daysLeft} días`;
  const end = day(input.trialEnd);
  return {
    to: to.email,
    subject: `Tu prueba gratis del Plan ${name} termina ${when}`,
    ...renderEmail({
      preheader: `El ${end} se cobrarán ${money(input.amount)} a ${cardText(input.card)}.`,
      heading: `Tu prueba gratis termina ${when}`,
      paragraphs: [
        hello(to),
        `Tu prueba gratis del Plan ${name} termina el ${end}. Ese día se cobrarán ${money(input.amount)} a ${cardText(input.card)}, y después ${money(input.amount)} cada mes.`,
        `Si quieres seguir, no tienes que hacer nada. Si no, cancela antes del ${end} desde Gestionar Plan: no se te cobrará nada.`,
      ],
      action: manage,
      footnote: [WHY],
    }),
  };
}

/** What an invoice paid for, in words. */
function chargeConcept(plan: PaidPlanId, billingReason: string | null): string {
  const name = PLANS[plan].name;
  if (billingReason === 'subscription_update') return `Cambio al Plan ${name}`;
  if (billingReason === 'subscription_create') return `Plan ${name}, primer mes`;
  return `Plan ${name}, mensualidad`;
}

export function receiptEmail(
  to: Recipient,
  input: {
    plan: PaidPlanId;
    invoiceId: string;
    amount: number;
    billingReason: string | null;
    periodStart: number | null;
    periodEnd: number | null;
    paidAt: number;
    card: CardFacts | null;
  },
): Mail {
  const period =
    input.periodStart && input.periodEnd
      ? `del ${day(input.periodStart)} al ${day(input.periodEnd)}`
      : null;
  const lines = [
    `Importe: ${money(input.amount)} USD`,
    `Concepto: ${chargeConcept(input.plan, input.billingReason)}`,
    ...(period ? [`Periodo: ${period}`] : []),
    `Tarjeta: ${input.card ? `${input.card.brand.toUpperCase()} •••• ${input.card.last4}` : 'la de tu suscripción'}`,
    `Fecha del cargo: ${day(input.paidAt)}`,
    `Número de factura: ${input.invoiceId}`,
  ];
  return {
    to: to.email,
    subject: `Recibo de tu pago de ${money(input.amount)} — Plan ${PLANS[input.plan].name}`,
    ...renderEmail({
      preheader: `Cobramos ${money(input.amount)} a ${cardText(input.card)}.`,
      heading: 'Recibimos tu pago',
      paragraphs: [hello(to), 'Este es el recibo de tu pago:', ...lines],
      action: manage,
      footnote: [
        'Guarda este correo como comprobante. Tu plan, tu próximo cargo y tu tarjeta están en Gestionar Plan.',
        WHY,
      ],
    }),
  };
}

export function paymentFailedEmail(
  to: Recipient,
  input: {
    plan: PaidPlanId;
    amount: number;
    billingReason: string | null;
    card: CardFacts | null;
    /** The subscription's current plan when the refused charge was an upgrade. */
    currentPlan?: PaidPlanId;
  },
): Mail {
  const name = PLANS[input.plan].name;
  const amount = money(input.amount);
  let situation: string[];
  let todo: string[];
  let action = manage;
  if (input.billingReason === 'subscription_create') {
    situation = [
      `Tu banco rechazó el pago de ${amount} por el Plan ${name}. No se activó el plan y no se te cobró nada.`,
    ];
    todo = [
      'Qué hacer: vuelve al pago e intenta con otra tarjeta, o llama a tu banco para autorizar el cargo y repítelo.',
    ];
    action = {
      label: 'Volver al pago',
      url: siteLink(`/checkout?plan=${input.plan}`),
    };
  } else if (input.billingReason === 'subscription_update') {
    const current = input.currentPlan ? PLANS[input.currentPlan].name : 'actual';
    situation = [
      `Tu banco rechazó el cargo de ${amount} del cambio al Plan ${name}. El cambio no se aplicó: sigues en tu Plan ${current}, sin cambios.`,
    ];
    todo = [
      'Qué hacer: actualiza tu tarjeta en Gestionar Plan y vuelve a pedir el cambio, o llama a tu banco para autorizar el cargo.',
    ];
  } else {
    situation = [
      `No pudimos cobrar ${amount} de tu Plan ${name} a ${cardText(input.card)}: el banco lo rechazó.`,
      `Mientras el pago esté pendiente, las herramientas del Plan ${name} quedan en pausa.`,
    ];
    todo = [
      'Qué hacer: en Gestionar Plan, pulsa «Actualizar método de pago» y guarda una tarjeta válida; cobraremos el pago pendiente en ese momento y tu plan vuelve a estar activo.',
      'Si la tarjeta es correcta, llama a tu banco: a veces bloquean cargos recurrentes. Si el pago no se hace antes del fin del periodo, tu plan pasará al Plan Gratuito.',
    ];
  }
  return {
    to: to.email,
    subject: `No pudimos cobrar tu pago de ${amount} — Plan ${name}`,
    ...renderEmail({
      preheader: todo[0]!,
      heading: 'Tu pago no se pudo procesar',
      paragraphs: [hello(to), ...situation, ...todo],
      action,
      footnote: [WHY],
    }),
  };
}

export function planChangedEmail(
  to: Recipient,
  input: {
    from: PaidPlanId;
    to: PaidPlanId;
    amount: number;
    nextCharge: number | null;
  },
): Mail {
  const upgrade = PLANS[input.to].monthlyPrice > PLANS[input.from].monthlyPrice;
  const name = PLANS[input.to].name;
  const next = input.nextCharge
    ? `Tu próximo cargo será de ${money(input.amount)} el ${day(input.nextCharge)}.`
    : `Desde ahora pagas ${money(input.amount)} al mes.`;
  return {
    to: to.email,
    subject: `Tu plan cambió al Plan ${name}`,
    ...renderEmail({
      preheader: `Pasaste del Plan ${PLANS[input.from].name} al Plan ${name}.`,
      heading: `Ahora tienes el Plan ${name}`,
      paragraphs: [
        hello(to),
        upgrade
          ? `Pasaste del Plan ${PLANS[input.from].name} al Plan ${name}. Ya tienes todo lo que incluye; el recibo del cargo te llega por separado.`
          : `Pasaste del Plan ${PLANS[input.from].name} al Plan ${name}. Dejas de tener los servicios del Plan ${PLANS[input.from].name}; el saldo no usado se descuenta de tus próximas facturas.`,
        next,
      ],
      action: manage,
      footnote: [WHY],
    }),
  };
}

export function cancelScheduledEmail(
  to: Recipient,
  input: { plan: PaidPlanId; endsAt: number | null; trialing: boolean },
): Mail {
  const name = PLANS[input.plan].name;
  const end = input.endsAt ? day(input.endsAt) : null;
  return {
    to: to.email,
    subject: `Cancelaste tu Plan ${name}${end ? `: sigue activo hasta el ${end}` : ''}`,
    ...renderEmail({
      preheader: 'No se te cobrará más.',
      heading: 'Tu cancelación está programada',
      paragraphs: [
        hello(to),
        `Cancelaste tu Plan ${name}. No se te cobrará más${input.trialing ? ': tu prueba gratis termina sin ningún cargo' : ''}.`,
        end
          ? `Conservas el Plan ${name} hasta el ${end}; después pasarás al Plan Gratuito.`
          : 'Pasarás al Plan Gratuito al final del periodo actual.',
        `¿Cambiaste de opinión? Puedes mantener tu plan${end ? ` antes del ${end}` : ''} desde Gestionar Plan.`,
      ],
      action: manage,
      footnote: [WHY],
    }),
  };
}

export function cancelledEmail(to: Recipient, input: { plan: PaidPlanId }): Mail {
  const name = PLANS[input.plan].name;
  return {
    to: to.email,
    subject: `Tu Plan ${name} terminó`,
    ...renderEmail({
      preheader: 'Ahora estás en el Plan Gratuito; no se te cobrará más.',
      heading: `Tu Plan ${name} terminó`,
      paragraphs: [
        hello(to),
        `Tu Plan ${name} terminó y ahora estás en el Plan Gratuito. No se te cobrará más.`,
        'Las herramientas gratuitas siguen disponibles con tu cuenta. Puedes volver a suscribirte cuando quieras.',
      ],
      action: { label: 'Ver los planes', url: siteLink(SUBSCRIPTION_PAGE) },
      footnote: [WHY],
    }),
  };
}
