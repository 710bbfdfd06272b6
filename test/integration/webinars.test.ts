import { describe, expect, it } from 'vitest';
import { handler as cancel } from '../../functions/webinars/handlers/cancel.ts';
import { handler as list } from '../../functions/webinars/handlers/list.ts';
import { handler as register } from '../../functions/webinars/handlers/register.ts';
import { handler as registrations } from '../../functions/webinars/handlers/registrations.ts';
import { addWebinar, setJoinUrl } from '../../functions/webinars/store.ts';
import {
  webinarId,
  type RegisterResponse,
  type RegistrationsResponse,
  type WebinarListResponse,
} from '../../shared/api/webinars.ts';
import { TEST_SES_URL } from '../setup/ports.ts';
import { apiEvent, jsonBody } from '../support/events.ts';
import { waitForEmail } from '../support/mail.ts';
import { grantPlan } from '../support/plans.ts';
import { randomIp, signedInUser } from '../support/users.ts';

async function schedule() {
  const result = await list(apiEvent({ path: '/api/webinars' }));
  expect(result.statusCode).toBe(200);
  return jsonBody<WebinarListResponse>(result).webinars;
}

function signUp(cookie: string | undefined, id: string) {
  return register(
    apiEvent({
      method: 'POST',
      path: '/api/webinars/registrations',
      body: { webinarId: id },
      cookies: cookie ? [cookie] : undefined,
      sourceIp: randomIp(),
    }),
  );
}

async function mine(cookie: string) {
  const result = await registrations(
    apiEvent({ path: '/api/webinars/registrations', cookies: [cookie] }),
  );
  expect(result.statusCode).toBe(200);
  return jsonBody<RegistrationsResponse>(result).registrations;
}

function cancelSignUp(cookie: string, id: string) {
  return cancel(
    apiEvent({
      method: 'DELETE',
      path: `/api/webinars/registrations/${id}`,
      pathParameters: { webinarId: id },
      cookies: [cookie],
      sourceIp: randomIp(),
    }),
  );
}

/** A fresh session a few days out, with its own capacity. */
async function newSession(
  capacity: number,
  audience: 'gratuito' | 'pro' = 'gratuito',
  daysAhead = 3,
) {
  const start = new Date(Date.now() + daysAhead * 86_400_000);
  start.setUTCSeconds(0, 0);
  const id = webinarId(start, Math.random().toString(36).slice(2, 8).padEnd(6, '0'));
  await addWebinar({
    id,
    title: 'Sesión de prueba',
    description: 'Prueba de capacidad',
    startsAt: start.toISOString(),
    durationMinutes: 45,
    audience,
    host: 'Equipo Inversor Listo',
    capacity,
  });
  return id;
}

describe('GET /api/webinars', () => {
  it('publishes the local schedule: monthly for every plan, weekly for Pro and Elite', async () => {
    const webinars = await schedule();
    const monthly = webinars.filter((w) => w.audience === 'gratuito' && w.id.endsWith('-mensua'));
    const weekly = webinars.filter((w) => w.audience === 'pro' && w.id.endsWith('-semana'));
    expect(monthly.length).toBeGreaterThanOrEqual(3);
    expect(weekly.length).toBeGreaterThanOrEqual(6);
    const starts = webinars.map((w) => w.startsAt);
    expect(starts).toEqual([...starts].sort());
    for (const w of webinars) expect(new Date(w.startsAt).getTime()).toBeGreaterThan(Date.now());
    const gaps = weekly
      .slice(1)
      .map((w, i) => Date.parse(w.startsAt) - Date.parse(weekly[i]!.startsAt));
    for (const gap of gaps) expect(Math.abs(gap - 7 * 86_400_000)).toBeLessThanOrEqual(3600_000);
    // Listing only reads (the runtime seeded the schedule at start-up): the same sessions again.
    expect((await schedule()).length).toBe(webinars.length);
  });
});

describe('webinar sign-up', () => {
  it('signs a free user up for a monthly session and emails an .ics invitation', async () => {
    const { cookie, account } = await signedInUser();
    const session = (await schedule()).find((w) => w.audience === 'gratuito')!;
    const result = await signUp(cookie, session.id);
    expect(result.statusCode).toBe(201);
    const body = jsonBody<RegisterResponse>(result);
    expect(body.registration.webinar.id).toBe(session.id);
    expect(body.registration.webinar.seatsLeft).toBe(session.seatsLeft - 1);

    const email = await waitForEmail(TEST_SES_URL, account.email, {
      subject: /Inscripción confirmada/,
    });
    expect(email.subject).toContain(session.title);
    expect(email.body.text).toContain('ET');
    const ics = email.attachments.find((a) => a.contentType.startsWith('text/calendar'));
    expect(ics).toBeDefined();
    const calendar = Buffer.from(ics!.content, 'base64').toString('utf8');
    const start = session.startsAt.replace(/[-:]/g, '').replace(/\.\d{3}/, '');
    expect(calendar).toContain('BEGIN:VEVENT');
    expect(calendar).toContain(`DTSTART:${start}`);

    const signedUp = await mine(cookie);
    expect(signedUp.map((r) => r.webinar.id)).toEqual([session.id]);

    const again = await signUp(cookie, session.id);
    expect(again.statusCode).toBe(409);
    expect(jsonBody(again).message).toBe('Ya estás inscrito en este webinar.');
  });

  it('keeps weekly sessions for Pro and Elite', async () => {
    const { cookie, user } = await signedInUser();
    const weekly = (await schedule()).find((w) => w.audience === 'pro')!;
    const refused = await signUp(cookie, weekly.id);
    expect(refused.statusCode).toBe(403);
    expect(jsonBody(refused).message).toBe('Este webinar es exclusivo de los planes Pro y Elite.');
    await grantPlan(user.id, 'elite');
    expect((await signUp(cookie, weekly.id)).statusCode).toBe(201);
  });

  it('counts one sign-up when the same user clicks many times at once', async () => {
    const { cookie } = await signedInUser();
    const id = await newSession(50);
    const results = await Promise.all(Array.from({ length: 6 }, () => signUp(cookie, id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409, 409, 409, 409]);
    const session = (await schedule()).find((w) => w.id === id)!;
    expect(session.seatsLeft).toBe(49);
  });

  it('never sells more seats than the session has, under concurrent sign-ups', async () => {
    const id = await newSession(2);
    const users = await Promise.all([signedInUser(), signedInUser(), signedInUser()]);
    const results = await Promise.all(users.map((u) => signUp(u.cookie, id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 201, 409]);
    const full = results.find((r) => r.statusCode === 409)!;
    expect(jsonBody(full).message).toBe('Este webinar ya no tiene lugares disponibles.');
    expect((await schedule()).find((w) => w.id === id)!.seatsLeft).toBe(0);
  });

  it('cancels a sign-up and frees the seat', async () => {
    const { cookie } = await signedInUser();
    const id = await newSession(1);
    expect((await signUp(cookie, id)).statusCode).toBe(201);
    expect((await cancelSignUp(cookie, id)).statusCode).toBe(200);
    expect(await mine(cookie)).toEqual([]);
    expect((await schedule()).find((w) => w.id === id)!.seatsLeft).toBe(1);
    expect((await cancelSignUp(cookie, id)).statusCode).toBe(404);
  });

  it('shows the join link to sign-ups once ops publish it', async () => {
    const { cookie } = await signedInUser();
    const id = await newSession(10);
    await signUp(cookie, id);
    expect((await mine(cookie))[0]!.joinUrl).toBeNull();
    await setJoinUrl(id, 'https://meet.example.com/sesion');
    expect((await mine(cookie))[0]!.joinUrl).toBe('https://meet.example.com/sesion');
    const listed = (await schedule()).find((w) => w.id === id)!;
    expect(listed).not.toHaveProperty('joinUrl'); // the public schedule never carries it
  });

  it('refuses visitors, unknown and past sessions', async () => {
    const session = (await schedule())[0]!;
    expect((await signUp(undefined, session.id)).statusCode).toBe(401);
    const { cookie } = await signedInUser();
    expect((await signUp(cookie, '20990101T0000Z-nadaaa')).statusCode).toBe(404);
    expect((await signUp(cookie, 'no-es-un-id')).statusCode).toBe(400);
    const past = await newSession(10, 'gratuito', -1);
    const late = await signUp(cookie, past);
    expect(late.statusCode).toBe(400);
    expect(jsonBody(late).message).toBe('Este webinar ya comenzó; elige una sesión próxima.');
  });
});
