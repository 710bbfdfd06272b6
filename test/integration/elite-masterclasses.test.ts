import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { handler as listMasterclasses } from '../../functions/elite/handlers/list-masterclasses.ts';
import { handler as notifyHandler } from '../../functions/elite/handlers/masterclass-notify.ts';
import {
  addMasterclass,
  publishRecording,
  type MasterclassInput,
} from '../../functions/elite/masterclasses.ts';
import { ELITE_MESSAGES, type MasterclassesResponse } from '../../shared/api/elite.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { emailsTo, waitForEmail } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';

async function eliteUser() {
  const user = await signedInUser();
  await grantPlan(user.user.id, 'elite');
  return user;
}
async function page(cookie: string) {
  const result = await listMasterclasses(
    apiEvent({ path: '/api/elite/masterclasses', cookies: [cookie] }),
  );
  expect(result.statusCode).toBe(200);
  return jsonBody<MasterclassesResponse>(result);
}
function notify(cookie: string, body: unknown) {
  return notifyHandler(
    apiEvent({
      method: 'PUT',
      path: '/api/elite/masterclasses/notify',
      body,
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
}

function newClass(overrides: Partial<MasterclassInput> = {}): MasterclassInput {
  return {
    slug: `prueba-${randomBytes(3).toString('hex')}`,
    title: 'Impuestos de la propiedad y seguros: cómo proyectarlos',
    description: 'Cómo estimar impuestos y seguros de una propiedad de inversión antes de ofertar.',
    instructor: 'Jorge Ramírez',
    instructorRole: 'Analista de inversiones inmobiliarias',
    startsAt: new Date(Date.now() + 20 * 86_400_000).toISOString(),
    durationMinutes: 60,
    topics: ['Impuestos', 'Seguros'],
    level: 'Intermedio',
    ...overrides,
  };
}

const sent = async (to: string, subject: RegExp) =>
  (await emailsTo(TEST_SES_URL, to)).filter((e) => subject.test(e.subject));

describe('Elite masterclasses', () => {
  it('lists upcoming classes soonest first; recordings only once published', async () => {
    const ana = await eliteUser();
    const { upcoming, recorded, notify: wish } = await page(ana.cookie);
    expect(wish).toBe(false);
    expect(upcoming.length).toBeGreaterThanOrEqual(3);
    const starts = upcoming.map((m) => m.startsAt);
    expect(starts).toEqual([...starts].sort());
    for (const m of upcoming) {
      expect(new Date(m.startsAt).getTime()).toBeGreaterThan(Date.now());
      expect(m.recordingUrl).toBeNull();
    }
    expect(recorded.every((m) => m.recordingUrl)).toBe(true);
  });

  it('stores the wish and emails it, with an invitation, when a class is published', async () => {
    const ana = await eliteUser();
    const quiet = await eliteUser();
    const downgraded = await eliteUser();
    const on = await notify(ana.cookie, { notify: true });
    expect(on.statusCode).toBe(200);
    expect(jsonBody<{ message: string }>(on).message).toBe(ELITE_MESSAGES.notifyOn);
    expect((await page(ana.cookie)).notify).toBe(true);
    expect((await page(quiet.cookie)).notify).toBe(false);
    await notify(downgraded.cookie, { notify: true });
    await grantPlan(downgraded.user.id, 'pro');

    const input = newClass();
    const added = await addMasterclass(input);
    expect(added.created).toBe(true);
    expect(added.notified).toBeGreaterThanOrEqual(1);
    const email = await waitForEmail(TEST_SES_URL, ana.account.email, {
      subject: /Nueva masterclass Elite/,
    });
    expect(email.subject).toBe(`Nueva masterclass Elite: ${input.title}`);
    expect(email.body.text).toContain('Jorge Ramírez');
    const ics = email.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    const calendar = Buffer.from(ics!.content, 'base64').toString('utf8');
    expect(calendar).toContain(`UID:masterclass-${added.masterclass.id}@`);
    expect((await page(ana.cookie)).upcoming.map((m) => m.id)).toContain(added.masterclass.id);

    // Adding the same class again is not news.
    expect((await addMasterclass(input)).created).toBe(false);

    const recording = await publishRecording(
      added.masterclass.id,
      'https://vimeo.com/inversorlisto/impuestos',
    );
    expect(recording.masterclass.recordingUrl).toBe('https://vimeo.com/inversorlisto/impuestos');
    await waitForEmail(TEST_SES_URL, ana.account.email, { subject: /Grabación disponible/ });
    const after = await page(ana.cookie);
    expect(after.recorded.map((m) => m.id)).toContain(added.masterclass.id);
    expect(after.upcoming.map((m) => m.id)).not.toContain(added.masterclass.id);

    // Emails are sent before addMasterclass and publishRecording return: the inboxes are final.
    expect(await sent(ana.account.email, /Nueva masterclass/)).toHaveLength(1);
    expect(await sent(quiet.account.email, /masterclass|Grabación/i)).toEqual([]);
    expect(await sent(downgraded.account.email, /masterclass|Grabación/i)).toEqual([]);

    // Turning it off stops the emails.
    const off = await notify(ana.cookie, { notify: false });
    expect(jsonBody<{ message: string }>(off).message).toBe(ELITE_MESSAGES.notifyOff);
    expect(
      (await addMasterclass(newClass({ title: 'Cómo negociar con vendedores motivados' }))).created,
    ).toBe(true);
    expect(await sent(ana.account.email, /Nueva masterclass/)).toHaveLength(1);
  });

  it('refuses a malformed wish in Spanish', async () => {
    const ana = await eliteUser();
    for (const body of [{ notify: 'sí' }, {}, 'true']) {
      const result = await notify(ana.cookie, body);
      expect(result.statusCode).toBe(400);
      expect(jsonBody<{ message: string }>(result).message).toMatch(
        /Indica si quieres recibir avisos|Datos inválidos/,
      );
    }
    expect((await page(ana.cookie)).notify).toBe(false);
  });
});
