import '../support/simulator-env.ts';
import { describe, expect, it } from 'vitest';
import { runBillingDaily } from '../../functions/billing/daily.ts';
import { SimulatorProvider } from '../../functions/billing/simulator.ts';
import { syncSubscription } from '../../functions/billing/sync.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { billing, billingUser, profileOf } from '../support/billing.ts';
import { emailsTo, waitForEmail, type StoredEmail } from '../support/mail.ts';

/**
 * The billing emails (docs/billing.md "Emails") as the SES emulator receives them, with the
 * offline simulator's test cards: 4242… pays, 4000 0000 0000 0002 is declined at checkout,
 * 4000 0000 0000 0341 is saved but its later charges are declined. Each email is sent once, however
 * many times the sync sees the same event.
 */
const card = (cardNumber: string, clientSecret: string) => ({
  clientSecret,
  cardNumber,
  expiry: '12/34',
  cvc: '123',
  name: 'Carla Gómez',
});

const DAY_MS = 86_400_000;

function text(email: StoredEmail): string {
  return email.body.text ?? '';
}

async function subjects(to: string): Promise<string[]> {
  return (await emailsTo(TEST_SES_URL, to)).map((email) => email.subject);
}

/** A member whose Pro trial started with this test card. */
async function proTrial(cardNumber = '4242 4242 4242 4242') {
  const user = await billingUser();
  const offer = await billing.subscribe(user.cookie, 'pro');
  const confirmed = await billing.simulatorConfirm(
    user.cookie,
    card(cardNumber, offer.body.clientSecret!),
  );
  expect(confirmed.status).toBe(200);
  await billing.paymentSuccess(user.cookie, {
    plan: 'pro',
    paymentIntentId: confirmed.body.intentId,
  });
  const profile = await profileOf(user.user.id);
  return { ...user, subscriptionId: profile.stripeSubscriptionId!, trialEnd: profile.trialEnd! };
}

describe('billing emails', () => {
  it('tells a new trial its first charge date and amount, once', async () => {
    const { user, subscriptionId, trialEnd } = await proTrial();
    const email = await waitForEmail(TEST_SES_URL, user.email, { subject: /prueba gratis/ });
    expect(email.subject).toBe('Tu prueba gratis del Plan Pro comenzó');
    const firstCharge = new Intl.DateTimeFormat('es-ES', { dateStyle: 'long' }).format(
      new Date(trialEnd),
    );
    expect(text(email)).toContain(
      `Tu primer cargo será de $49.00 el ${firstCharge}, a tu Visa terminada en 4242.`,
    );
    expect(text(email)).toContain('Hoy no se te cobró nada.');

    // The same event seen again (a webhook retry, a reload of payment-success, concurrent syncs).
    await Promise.all([syncSubscription(subscriptionId), syncSubscription(subscriptionId)]);
    await syncSubscription(subscriptionId);
    expect(await subjects(user.email)).toEqual(['Tu prueba gratis del Plan Pro comenzó']);
  });

  it('reminds two days before the trial ends, from the daily job, once', async () => {
    const { user, trialEnd } = await proTrial();
    const twoDaysBefore = new Date(Date.parse(trialEnd) - 2 * DAY_MS);
    // The job one day early finds nothing due; on the day, the reminder.
    await runBillingDaily(new Date(twoDaysBefore.getTime() - DAY_MS));
    expect(await subjects(user.email)).toHaveLength(1);
    expect((await runBillingDaily(twoDaysBefore)).trialReminders).toBeGreaterThanOrEqual(1);
    const email = await waitForEmail(TEST_SES_URL, user.email, { subject: /termina/ });
    expect(email.subject).toBe('Tu prueba gratis del Plan Pro termina en 2 días');
    expect(text(email)).toContain('se cobrarán $49.00 a tu Visa terminada en 4242');
    await runBillingDaily(twoDaysBefore);
    expect((await subjects(user.email)).filter((s) => /termina/.test(s))).toHaveLength(1);
  });

  it('sends no reminder to a trial cancelled before its reminder day', async () => {
    const { cookie, user, trialEnd } = await proTrial();
    await billing.cancel(cookie);
    await runBillingDaily(new Date(Date.parse(trialEnd) - 2 * DAY_MS));
    await waitForEmail(TEST_SES_URL, user.email, { subject: /Cancelaste/ });
    expect((await subjects(user.email)).filter((s) => /termina/.test(s))).toEqual([]);
  });

  it('sends a receipt of the charge when the trial converts: amount, plan, period, last 4', async () => {
    const { user, subscriptionId, trialEnd } = await proTrial();
    const later = new SimulatorProvider(() => new Date(Date.parse(trialEnd) + 60_000));
    await syncSubscription(subscriptionId, later);
    await syncSubscription(subscriptionId, later);
    const receipt = await waitForEmail(TEST_SES_URL, user.email, { subject: /Recibo/ });
    expect(receipt.subject).toBe('Recibo de tu pago de $49.00 — Plan Pro');
    const body = text(receipt);
    expect(body).toContain('Importe: $49.00 USD');
    expect(body).toContain('Concepto: Plan Pro, mensualidad');
    expect(body).toMatch(/Periodo: del \d{1,2} de \w+ de \d{4} al \d{1,2} de \w+ de \d{4}/);
    expect(body).toContain('Tarjeta: VISA •••• 4242');
    expect((await subjects(user.email)).filter((s) => /Recibo/.test(s))).toHaveLength(1);
  });

  it('sends a receipt of an Elite checkout paid with 4242', async () => {
    const user = await billingUser();
    const offer = await billing.subscribe(user.cookie, 'elite');
    const paid = await billing.simulatorConfirm(
      user.cookie,
      card('4242424242424242', offer.body.clientSecret!),
    );
    await billing.paymentSuccess(user.cookie, {
      plan: 'elite',
      paymentIntentId: paid.body.intentId,
    });
    const receipt = await waitForEmail(TEST_SES_URL, user.user.email, { subject: /Recibo/ });
    expect(receipt.subject).toBe('Recibo de tu pago de $99.00 — Plan Elite');
    expect(text(receipt)).toContain('Concepto: Plan Elite, primer mes');
  });

  it('tells a declined checkout (4000 0000 0000 0002) that nothing was charged and what to do', async () => {
    const user = await billingUser();
    const offer = await billing.subscribe(user.cookie, 'elite');
    const declined = await billing.simulatorConfirm(
      user.cookie,
      card('4000000000000002', offer.body.clientSecret!),
    );
    expect(declined.status).toBe(402);
    const email = await waitForEmail(TEST_SES_URL, user.user.email, { subject: /No pudimos/ });
    expect(email.subject).toBe('No pudimos cobrar tu pago de $99.00 — Plan Elite');
    expect(text(email)).toContain('No se activó el plan y no se te cobró nada.');
    expect(text(email)).toContain('Qué hacer: vuelve al pago e intenta con otra tarjeta');
    expect(text(email)).toContain('/checkout?plan=elite');
    // Paying with 4242 afterwards: the receipt, and no second failure email.
    const paid = await billing.simulatorConfirm(
      user.cookie,
      card('4242424242424242', offer.body.clientSecret!),
    );
    await billing.paymentSuccess(user.cookie, {
      plan: 'elite',
      paymentIntentId: paid.body.intentId,
    });
    await waitForEmail(TEST_SES_URL, user.user.email, { subject: /Recibo/ });
    expect((await subjects(user.user.email)).filter((s) => /No pudimos/.test(s))).toHaveLength(1);
  });

  it('tells a refused renewal what to do, and a new card pays it', async () => {
    const { cookie, user, subscriptionId, trialEnd } = await proTrial('4000 0000 0000 0341');
    const later = new SimulatorProvider(() => new Date(Date.parse(trialEnd) + 60_000));
    await syncSubscription(subscriptionId, later);
    expect(await profileOf(user.id)).toMatchObject({ subscriptionStatus: 'past_due' });
    const failed = await waitForEmail(TEST_SES_URL, user.email, { subject: /No pudimos/ });
    expect(failed.subject).toBe('No pudimos cobrar tu pago de $49.00 — Plan Pro');
    expect(text(failed)).toContain('a tu Visa terminada en 0341: el banco lo rechazó');
    expect(text(failed)).toContain('pulsa «Actualizar método de pago»');
    await syncSubscription(subscriptionId, later);
    expect((await subjects(user.email)).filter((s) => /No pudimos/.test(s))).toHaveLength(1);

    const portal = await billing.portal(cookie);
    const secret = new URL(portal.body.url).searchParams.get('tarjeta-prueba')!;
    expect((await billing.simulatorConfirm(cookie, card('4242424242424242', secret))).status).toBe(
      200,
    );
    expect(await profileOf(user.id)).toMatchObject({ subscriptionStatus: 'active' });
    const receipt = await waitForEmail(TEST_SES_URL, user.email, { subject: /Recibo/ });
    expect(text(receipt)).toContain('Tarjeta: VISA •••• 4242');
  });

  it('tells a Pro trial upgraded to Elite its charge and its new plan', async () => {
    const { cookie, user } = await proTrial();
    const upgraded = await billing.changePlan(cookie, 'elite');
    expect(upgraded.status).toBe(200);
    const receipt = await waitForEmail(TEST_SES_URL, user.email, { subject: /Recibo/ });
    expect(receipt.subject).toBe('Recibo de tu pago de $99.00 — Plan Elite');
    expect(text(receipt)).toContain('Concepto: Cambio al Plan Elite');
    const changed = await waitForEmail(TEST_SES_URL, user.email, { subject: /cambió/ });
    expect(changed.subject).toBe('Tu plan cambió al Plan Elite');
    expect(text(changed)).toMatch(/Tu próximo cargo será de \$99\.00 el \d{1,2} de \w+ de \d{4}\./);
  });

  it('confirms a cancellation when it is scheduled and when it is done', async () => {
    const { cookie, user, subscriptionId, trialEnd } = await proTrial();
    await billing.cancel(cookie);
    await billing.cancel(cookie).catch(() => undefined);
    const scheduled = await waitForEmail(TEST_SES_URL, user.email, { subject: /Cancelaste/ });
    expect(scheduled.subject).toMatch(/^Cancelaste tu Plan Pro: sigue activo hasta el \d/);
    expect(text(scheduled)).toContain('tu prueba gratis termina sin ningún cargo');

    const later = new SimulatorProvider(() => new Date(Date.parse(trialEnd) + 1000));
    await syncSubscription(subscriptionId, later);
    await syncSubscription(subscriptionId, later);
    const ended = await waitForEmail(TEST_SES_URL, user.email, { subject: /terminó/ });
    expect(ended.subject).toBe('Tu Plan Pro terminó');
    const all = await subjects(user.email);
    expect(all.filter((s) => /Cancelaste/.test(s))).toHaveLength(1);
    expect(all.filter((s) => /terminó/.test(s))).toHaveLength(1);
    expect(all.filter((s) => /Recibo/.test(s))).toEqual([]);
  });
});
