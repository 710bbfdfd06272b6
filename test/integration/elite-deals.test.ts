import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as createAlert } from '../../functions/elite/handlers/create-alert.ts';
import { handler as deleteAlert } from '../../functions/elite/handlers/delete-alert.ts';
import { handler as listAlerts } from '../../functions/elite/handlers/list-alerts.ts';
import { handler as listDeals } from '../../functions/elite/handlers/list-offers.ts';
import { handler as registerInterest } from '../../functions/elite/handlers/register-interest.ts';
import { putDeal, putLaunch, type DealInput } from '../../functions/elite/offers.ts';
import { exampleDeals } from '../../functions/elite/examples.ts';
import { DEAL_STATUSES, MAX_DEAL_ALERTS } from '../../shared/elite/offers.ts';
import {
  ELITE_MESSAGES,
  type AlertResponse,
  type AlertsResponse,
  type DealsResponse,
} from '../../shared/api/elite.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import { holdTableCall } from '../support/faults.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';

async function eliteUser() {
  const user = await signedInUser();
  await grantPlan(user.user.id, 'elite');
  return user;
}

async function deals(cookie: string, query = '') {
  const result = await listDeals(apiEvent({ path: '/api/elite/deals', query, cookies: [cookie] }));
  return {
    status: result.statusCode,
    body: jsonBody<DealsResponse & { message?: string }>(result),
  };
}
function interest(cookie: string, body: unknown) {
  return registerInterest(
    apiEvent({
      method: 'POST',
      path: '/api/elite/interests',
      body,
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
}
function alert(cookie: string, body: unknown) {
  return createAlert(
    apiEvent({
      method: 'POST',
      path: '/api/elite/alerts',
      body,
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
}
async function alerts(cookie: string) {
  return jsonBody<AlertsResponse>(
    await listAlerts(apiEvent({ path: '/api/elite/alerts', cookies: [cookie] })),
  ).alerts;
}
function removeAlert(cookie: string, id: string) {
  return deleteAlert(
    apiEvent({
      method: 'DELETE',
      path: `/api/elite/alerts/${id}`,
      pathParameters: { alertId: id },
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
}

const SEEDED = exampleDeals(new Date()).map((d) => d.id);

/** A new deal as ops would load it, unique to this run. */
function newDeal(overrides: Partial<DealInput> = {}): DealInput {
  const id = `prueba-${randomBytes(4).toString('hex')}`;
  return {
    id,
    title: 'Fourplex Renovado en Little Havana',
    type: 'multifamily',
    price: 1_150_000,
    capRate: 8.6,
    cashOnCash: 9.8,
    city: 'Miami',
    state: 'FL',
    units: 4,
    sqft: 3_900,
    status: 'Elite Only',
    exclusiveUntil: new Date(Date.now() + 5 * 86_400_000).toISOString(),
    description:
      'Cuatro departamentos renovados en 2024 a tres cuadras de la Calle Ocho, 100% rentados.',
    highlights: ['Renovación completa en 2024', 'Rentados al 100%'],
    financingNote: 'Cash-on-cash con 25% de enganche al 7.25% a 30 años.',
    ...overrides,
  };
}

describe('Elite exclusive deals', () => {
  let ana: Awaited<ReturnType<typeof eliteUser>>;
  beforeAll(async () => {
    ana = await eliteUser();
  });

  it('lists the active deals with their fields, launches and figures', async () => {
    const { status, body } = await deals(ana.cookie);
    expect(status).toBe(200);
    const ids = body.deals.map((d) => d.id);
    for (const id of SEEDED) expect(ids).toContain(id);
    for (const deal of body.deals) {
      expect(DEAL_STATUSES).toContain(deal.status);
      expect(deal.daysLeft).toBeGreaterThan(0);
      expect(deal.location).toBe(`${deal.city}, ${deal.state}`);
      expect(deal.highlights.length).toBeGreaterThan(0);
    }
    expect(body.totalActive).toBe(body.deals.length);
    const average = body.deals.reduce((s, d) => s + d.capRate, 0) / body.deals.length;
    expect(body.averageCapRate).toBeCloseTo(average, 1);
    expect(body.launches.length).toBeGreaterThanOrEqual(3);
    for (const launch of body.launches) expect(launch.units ?? launch.rooms).toBeGreaterThan(0);
    expect(body.interests).toEqual([]);
    // The seeded examples say so; the page labels them "Ejemplo".
    for (const deal of body.deals.filter((d) => SEEDED.includes(d.id))) {
      expect(deal.example, deal.id).toBe(true);
    }
    expect(body.launches.every((l) => l.example)).toBe(true);
  });

  it('marks a deal ops load as real unless the file says it is an example', async () => {
    // Away from the cities the other tests filter by.
    const real = newDeal({ city: 'Boise', state: 'ID' });
    await putDeal(real, { notify: false });
    const sample = newDeal({ city: 'Boise', state: 'ID', example: true });
    await putDeal(sample, { notify: false });
    const listed = (await deals(ana.cookie)).body.deals;
    expect(listed.find((d) => d.id === real.id)?.example).toBe(false);
    expect(listed.find((d) => d.id === sample.id)?.example).toBe(true);
  });

  it('filters by property type, price range, minimum cap rate and location', async () => {
    const all = (await deals(ana.cookie)).body.deals;

    const multi = (await deals(ana.cookie, 'type=multifamily')).body;
    expect(multi.deals.length).toBeGreaterThan(0);
    expect(multi.deals.every((d) => d.type === 'multifamily')).toBe(true);
    expect(multi.deals.length).toBe(all.filter((d) => d.type === 'multifamily').length);
    expect(multi.launches.every((l) => l.type === 'multifamily')).toBe(true);
    expect(multi.totalActive).toBe(all.length); // the figures stay those of every active deal

    const cheap = (await deals(ana.cookie, 'priceRange=hasta-500k')).body.deals;
    expect(cheap.map((d) => d.id)).toContain('memphis-tn-3-casas');
    expect(cheap.every((d) => d.price < 500_000)).toBe(true);

    const cap9 = (await deals(ana.cookie, 'minCapRate=9')).body.deals;
    expect(cap9.length).toBeGreaterThan(0);
    expect(cap9.every((d) => d.capRate >= 9)).toBe(true);
    expect(cap9.length).toBe(all.filter((d) => d.capRate >= 9).length);

    for (const query of ['location=Texas', 'location=tx', 'location=TX']) {
      const texas = (await deals(ana.cookie, query)).body.deals;
      expect(texas.map((d) => d.id).sort()).toEqual(
        all
          .filter((d) => d.state === 'TX')
          .map((d) => d.id)
          .sort(),
      );
    }
    const houston = (await deals(ana.cookie, `location=${encodeURIComponent('houston, tx')}`)).body
      .deals;
    expect(houston.map((d) => d.id)).toEqual(['houston-tx-alief-24-unidades']);

    const combined = (await deals(ana.cookie, 'type=single-family&minCapRate=9&location=TN')).body
      .deals;
    expect(combined.map((d) => d.id)).toEqual(['memphis-tn-3-casas']);
    const none = (await deals(ana.cookie, 'type=commercial&location=Ohio')).body;
    expect(none.deals).toEqual([]);

    // Empty parameters (a cleared filter bar) mean no filter.
    const cleared = (await deals(ana.cookie, 'type=&priceRange=&minCapRate=&location=')).body.deals;
    expect(cleared).toHaveLength(all.length);
  });

  it('refuses invalid filters with Spanish messages', async () => {
    for (const query of [
      'minCapRate=5.5',
      'type=castillo',
      'priceRange=gratis',
      `location=${'x'.repeat(81)}`,
    ]) {
      const { status, body } = await deals(ana.cookie, query);
      expect(status, query).toBe(400);
      expect(body.message).toMatch(/Elige|ubicación/);
    }
  });

  it('registers interest in a deal once, emailing the member and the team', async () => {
    const id = 'houston-tx-alief-24-unidades';
    const first = await interest(ana.cookie, { kind: 'deal', id });
    expect(first.statusCode).toBe(201);
    expect(jsonBody<{ message: string }>(first).message).toBe(ELITE_MESSAGES.interestSaved);
    await waitForEmail(TEST_SES_URL, ana.account.email, { subject: /Registramos tu interés/ });
    const team = await waitForEmail(TEST_SES_URL, 'consultoria@inversorlisto.com', {
      subject: new RegExp(`Interés en deal.*${ana.account.firstName} ${ana.account.lastName}`),
    });
    expect(team.body.text).toContain(ana.account.email);
    expect((await deals(ana.cookie)).body.interests).toContain(id);

    const again = await interest(ana.cookie, { kind: 'deal', id });
    expect(again.statusCode).toBe(200);
    expect(jsonBody<{ message: string }>(again).message).toBe(ELITE_MESSAGES.interestAgain);
    const receipts = (await emailsTo(TEST_SES_URL, ana.account.email)).filter((e) =>
      /Registramos tu interés/.test(e.subject),
    );
    expect(receipts).toHaveLength(1);

    expect((await interest(ana.cookie, { kind: 'deal', id: 'no-existe' })).statusCode).toBe(404);
    expect((await interest(ana.cookie, { kind: 'launch', id: 'no-existe' })).statusCode).toBe(404);
    const bad = await interest(ana.cookie, { kind: 'casa', id });
    expect(bad.statusCode).toBe(400);
    expect(jsonBody<{ message: string }>(bad).message).toBe('Indica un deal o un lanzamiento');
  });

  it('saves alerts from the filter (at most five, no duplicates) and deletes them', async () => {
    const luis = await eliteUser();
    const created = await alert(luis.cookie, {
      type: 'multifamily',
      minCapRate: 8,
      location: 'Florida',
    });
    expect(created.statusCode).toBe(201);
    const saved = jsonBody<AlertResponse>(created).alert;
    expect(saved.summary).toBe('Multifamiliar · cap rate desde 8% · Florida');
    expect(await alerts(luis.cookie)).toEqual([saved]);

    const duplicate = await alert(luis.cookie, {
      type: 'multifamily',
      minCapRate: 8,
      location: 'florida',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(jsonBody<{ message: string }>(duplicate).message).toBe(ELITE_MESSAGES.alertDuplicate);
    const empty = await alert(luis.cookie, { type: '', location: '  ' });
    expect(empty.statusCode).toBe(400);
    expect(jsonBody<{ message: string }>(empty).message).toBe(ELITE_MESSAGES.criteriaEmpty);

    for (const cap of [6, 7, 9, 10])
      expect((await alert(luis.cookie, { minCapRate: cap })).statusCode).toBe(201);
    const full = await alert(luis.cookie, { location: 'Ohio' });
    expect(full.statusCode).toBe(409);
    expect(jsonBody<{ message: string }>(full).message).toBe(ELITE_MESSAGES.alertsFull);
    expect(await alerts(luis.cookie)).toHaveLength(MAX_DEAL_ALERTS);

    expect((await removeAlert(luis.cookie, saved.id)).statusCode).toBe(200);
    expect((await removeAlert(luis.cookie, saved.id)).statusCode).toBe(404);
    expect((await removeAlert(ana.cookie, (await alerts(luis.cookie))[0]!.id)).statusCode).toBe(
      404,
    );
    expect(await alerts(luis.cookie)).toHaveLength(MAX_DEAL_ALERTS - 1);
  });

  it('alerts created at once: one per set of criteria, five at most, and a freed place is one', async () => {
    const rosa = await eliteUser();
    // The same alert sent five times at once (a double tap, a retry): one is kept.
    const same = await Promise.all(
      Array.from({ length: 5 }, () =>
        alert(rosa.cookie, { type: 'single-family', location: 'Texas' }),
      ),
    );
    expect(same.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409, 409, 409]);
    for (const refused of same.filter((answer) => answer.statusCode === 409)) {
      expect(jsonBody<{ message: string }>(refused).message).toBe(ELITE_MESSAGES.alertDuplicate);
    }
    // Eight different ones at once with four places left: four are kept.
    const different = await Promise.all(
      ['Miami', 'Tampa', 'Orlando', 'Dallas', 'Austin', 'Phoenix', 'Denver', 'Atlanta'].map(
        (location) => alert(rosa.cookie, { location }),
      ),
    );
    expect(different.filter((answer) => answer.statusCode === 201)).toHaveLength(4);
    for (const refused of different.filter((answer) => answer.statusCode !== 201)) {
      expect(refused.statusCode).toBe(409);
      expect(jsonBody<{ message: string }>(refused).message).toBe(ELITE_MESSAGES.alertsFull);
    }
    const kept = await alerts(rosa.cookie);
    expect(kept).toHaveLength(MAX_DEAL_ALERTS);

    // Deleting the Texas alert frees its place and its criteria: the same alert can come back,
    // once, and a second new one finds the list full again.
    const texas = kept.find((a) => a.criteria.location === 'Texas')!;
    expect((await removeAlert(rosa.cookie, texas.id)).statusCode).toBe(200);
    const back = await Promise.all([
      alert(rosa.cookie, { type: 'single-family', location: 'texas' }),
      alert(rosa.cookie, { location: 'Ohio' }),
    ]);
    expect(back.map((answer) => answer.statusCode).sort()).toEqual([201, 409]);
    expect(await alerts(rosa.cookie)).toHaveLength(MAX_DEAL_ALERTS);
  });

  it('the first alerts of a member, at once: the one that finds no count yet still answers right', async () => {
    // The first alert ever finds no counter and makes one; hold that request after its refused
    // write, let a twin (same criteria) make the counter and the alert, then let it go on.
    const pablo = await eliteUser();
    const hold = holdTableCall({ command: /GetItem/, input: /COUNT#DEAL_ALERT/ });
    try {
      const first = alert(pablo.cookie, { location: 'Chicago' });
      await hold.reached;
      const twin = await alert(pablo.cookie, { location: 'chicago' });
      hold.release();
      expect(twin.statusCode).toBe(201);
      const answer = await first;
      expect(answer.statusCode).toBe(409);
      expect(jsonBody<{ message: string }>(answer).message).toBe(ELITE_MESSAGES.alertDuplicate);
    } finally {
      hold.dispose();
    }
    expect(await alerts(pablo.cookie)).toHaveLength(1);
  });

  it('emails members whose alert matches a newly added deal, once', async () => {
    const match = await eliteUser();
    const other = await eliteUser();
    const lapsed = await eliteUser();
    await alert(match.cookie, { location: 'Miami', type: 'multifamily' });
    await alert(other.cookie, { location: 'Ohio' });
    await alert(lapsed.cookie, { location: 'FL' });
    await grantPlan(lapsed.user.id, 'pro'); // no longer Elite: no more Elite emails

    const input = newDeal();
    const result = await putDeal(input);
    expect(result.created).toBe(true);
    expect(result.alertsEmailed).toBeGreaterThanOrEqual(1);
    const email = await waitForEmail(TEST_SES_URL, match.account.email, {
      subject: /Nuevo deal exclusivo/,
    });
    expect(email.subject).toBe(`Nuevo deal exclusivo para tu alerta: ${input.title}`);
    expect(email.body.text).toContain('Miami, FL');
    expect(email.body.text).toContain('Multifamiliar · Miami');
    expect((await deals(match.cookie, 'location=Miami')).body.deals.map((d) => d.id)).toEqual([
      input.id,
    ]);

    // An update of the same deal is not news: nobody is emailed (alerts are sent before putDeal
    // returns, so the inboxes below are final).
    const update = await putDeal({ ...input, price: 1_100_000 });
    expect(update).toMatchObject({ created: false, alertsEmailed: 0 });
    const alertsTo = async (email: string) =>
      (await emailsTo(TEST_SES_URL, email)).filter((e) => /Nuevo deal exclusivo/.test(e.subject));
    expect(await alertsTo(match.account.email)).toHaveLength(1);
    expect(await alertsTo(other.account.email)).toHaveLength(0);
    expect(await alertsTo(lapsed.account.email)).toHaveLength(0);
  });

  it('tells the followers of a launch when it goes live, and removes the launch', async () => {
    const follower = await eliteUser();
    const launchId = `lanzamiento-${randomBytes(4).toString('hex')}`;
    await putLaunch({
      id: launchId,
      title: 'Triplex en Orlando Este',
      type: 'multifamily',
      estimatedPrice: 720_000,
      city: 'Orlando',
      state: 'FL',
      units: 3,
      launchDate: new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10),
      preview: 'Triplex con rentas bajo mercado cerca de la UCF, en preparación para su venta.',
    });
    const followed = await interest(follower.cookie, { kind: 'launch', id: launchId });
    expect(followed.statusCode).toBe(201);
    expect(jsonBody<{ message: string }>(followed).message).toBe(
      ELITE_MESSAGES.launchInterestSaved,
    );
    expect((await deals(follower.cookie)).body.launches.map((l) => l.id)).toContain(launchId);

    const result = await putDeal(
      newDeal({ title: 'Triplex en Orlando Este', city: 'Orlando', fromLaunch: launchId }),
    );
    expect(result.launchFollowersEmailed).toBe(1);
    await waitForEmail(TEST_SES_URL, follower.account.email, {
      subject: /Ya se lanzó: Triplex en Orlando Este/,
    });
    expect((await deals(follower.cookie)).body.launches.map((l) => l.id)).not.toContain(launchId);
  });
});
