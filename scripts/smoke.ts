/**
 * The smoke test of a deployed site (or the local runtime), as a member goes through it, over HTTP
 * only (no AWS access, no table): health, register, log in, a Pro call, and a lender package built
 * through the jobs queue and downloaded.
 *
 *   npx tsx scripts/smoke.ts <site url>
 *
 * The Pro plan: against the local runtime (its billing simulator) the new account subscribes with
 * the 4242 test card; against a stage with Stripe, set SMOKE_PRO_EMAIL and SMOKE_PRO_PASSWORD to a
 * Pro account of that stage (docs/operations.md). New accounts use SES's mailbox simulator
 * (success+…@simulator.amazonses.com), which accepts mail even in SES's sandbox. Exits 0 when
 * every step passed, 1 with the step that failed.
 */
import { pdfBytes } from '../test/support/vault-files.ts';

interface Step {
  name: string;
  ms: number;
}

const base = process.argv[2];
if (!base || !/^https?:\/\//.test(base)) {
  console.error('Usage: npx tsx scripts/smoke.ts <site url, e.g. https://staging.example.com>');
  process.exit(2);
}
const site = base.replace(/\/+$/, '');
const origin = new URL(site).origin;
const JOB_TIMEOUT_MS = Number(process.env.SMOKE_JOB_TIMEOUT_MS ?? 180_000);

class SmokeFailure extends Error {}

/** The session cookie the API set (sid locally, __Host-sid over https). */
let cookie = '';

async function api(
  method: string,
  path: string,
  body?: unknown,
  redirect: RequestRedirect = 'follow',
): Promise<{ status: number; json: Record<string, unknown>; headers: Headers }> {
  const response = await fetch(`${site}${path}`, {
    method,
    redirect,
    headers: {
      ...(body === undefined ? {} : { 'content-type': 'application/json', origin }),
      ...(cookie ? { cookie } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  for (const line of response.headers.getSetCookie()) {
    const [pair] = line.split(';');
    if (/^(__Host-)?sid=/.test(pair!)) cookie = pair!;
  }
  const text = await response.text();
  let json: Record<string, unknown> = {};
  try {
    json = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    json = { text: text.slice(0, 200) };
  }
  return { status: response.status, json, headers: response.headers };
}

function expectStatus(answer: { status: number; json: unknown }, wanted: number, what: string) {
  if (answer.status !== wanted) {
    throw new SmokeFailure(
      `${what}: expected ${wanted}, got ${answer.status} ${JSON.stringify(answer.json).slice(0, 300)}`,
    );
  }
}

const steps: Step[] = [];
async function step(name: string, run: () => Promise<void>): Promise<void> {
  const started = performance.now();
  await run();
  steps.push({ name, ms: Math.round(performance.now() - started) });
  console.log(`✓ ${name} (${Math.round(performance.now() - started)} ms)`);
}

async function main(): Promise<void> {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
  const password = `Smoke-${stamp}-Clave!9`;
  const email = `success+smoke-${stamp}@simulator.amazonses.com`;
  const proEmail = process.env.SMOKE_PRO_EMAIL;
  const proPassword = process.env.SMOKE_PRO_PASSWORD;

  await step('health', async () => {
    const health = await api('GET', '/api/health');
    expectStatus(health, 200, 'GET /api/health');
  });

  await step('register', async () => {
    const registered = await api('POST', '/api/auth/register', {
      firstName: 'Prueba',
      lastName: 'Humo',
      email,
      username: `humo${stamp}`.slice(0, 20),
      password,
    });
    expectStatus(registered, 201, 'POST /api/auth/register');
  });

  await step('login', async () => {
    cookie = '';
    const login = await api('POST', '/api/auth/login', { email, password });
    expectStatus(login, 200, 'POST /api/auth/login');
    if (!cookie) throw new SmokeFailure('POST /api/auth/login set no session cookie');
    expectStatus(await api('GET', '/api/auth/user'), 200, 'GET /api/auth/user');
  });

  await step('Pro plan', async () => {
    const billing = await api('GET', '/api/billing/config');
    if (billing.json.mode === 'simulator') {
      const offer = await api('POST', '/api/subscribe/pro', {});
      expectStatus(offer, 200, 'POST /api/subscribe/pro');
      const confirmed = await api('POST', '/api/billing/simulator/confirm', {
        clientSecret: offer.json.clientSecret,
        cardNumber: '4242 4242 4242 4242',
        expiry: '12/34',
        cvc: '123',
        name: 'Prueba Humo',
      });
      expectStatus(confirmed, 200, 'POST /api/billing/simulator/confirm');
      return;
    }
    if (!proEmail || !proPassword) {
      throw new SmokeFailure(
        'This stage charges through Stripe: set SMOKE_PRO_EMAIL and SMOKE_PRO_PASSWORD to a Pro account of it',
      );
    }
    cookie = '';
    expectStatus(
      await api('POST', '/api/auth/login', { email: proEmail, password: proPassword }),
      200,
      'POST /api/auth/login (the Pro account)',
    );
  });

  await step('a Pro call', async () => {
    expectStatus(await api('GET', '/api/qualify/latest'), 200, 'GET /api/qualify/latest');
  });

  await step('a lender package through the queue', async () => {
    const bytes = pdfBytes(`Prueba de humo ${stamp}`);
    const started = await api('POST', '/api/vault/uploads', {
      fileName: `humo-${stamp}.pdf`,
      contentType: 'application/pdf',
      size: bytes.length,
      documentId: 'personal-bank-statements',
    });
    expectStatus(started, 201, 'POST /api/vault/uploads');
    const upload = started.json as {
      id: string;
      uploadUrl: string;
      headers: Record<string, string>;
    };
    const put = await fetch(upload.uploadUrl, {
      method: 'PUT',
      body: new Uint8Array(bytes),
      headers: { ...upload.headers, origin },
    });
    if (!put.ok) throw new SmokeFailure(`PUT to the vault bucket: ${put.status}`);
    expectStatus(
      await api('POST', `/api/vault/files/${upload.id}/complete`, {}),
      200,
      'POST /api/vault/files/{id}/complete',
    );
    const accepted = await api('POST', '/api/vault/packages', {});
    expectStatus(accepted, 202, 'POST /api/vault/packages');
    const jobId = (accepted.json.job as { id: string }).id;
    const deadline = Date.now() + JOB_TIMEOUT_MS;
    let job: { status: string; result?: { downloadUrl: string } | null; error?: string | null };
    for (;;) {
      const polled = await api('GET', `/api/jobs/${jobId}`);
      expectStatus(polled, 200, 'GET /api/jobs/{id}');
      job = polled.json as typeof job;
      if (job.status === 'ready' || job.status === 'failed') break;
      if (Date.now() > deadline) throw new SmokeFailure(`package job still ${job.status}`);
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
    if (job.status !== 'ready') throw new SmokeFailure(`package job failed: ${job.error}`);
    const download = await api('GET', job.result!.downloadUrl, undefined, 'manual');
    expectStatus(download, 302, 'GET the package download');
    const zip = await fetch(download.headers.get('location')!);
    const head = new Uint8Array(await zip.arrayBuffer()).subarray(0, 2);
    if (!zip.ok || head[0] !== 0x50 || head[1] !== 0x4b) {
      throw new SmokeFailure(`the package download is not a ZIP (${zip.status})`);
    }
  });
}

main()
  .then(() => {
    console.log(`smoke: ${steps.length} passed, 0 failed against ${site}`);
  })
  .catch((error: unknown) => {
    console.error(`✗ ${error instanceof SmokeFailure ? error.message : String(error)}`);
    console.log(`smoke: ${steps.length} passed, 1 failed against ${site}`);
    process.exit(1);
  });
