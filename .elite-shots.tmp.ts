// Scratch: screenshots of the Elite pages for an Elite member (deleted before hand-off).
import { chromium } from '@playwright/test';
process.env.DYNAMODB_ENDPOINT = 'http://localhost:8070';
process.env.AWS_ACCESS_KEY_ID = 'local';
process.env.AWS_SECRET_ACCESS_KEY = 'local';
const { grantPlan } = await import('./test/support/plans.ts');
const base = 'http://localhost:3070';
const out = '/tmp/elite-shots';
const id = Date.now().toString(36);
const account = { firstName: 'Ana', lastName: 'Pérez', email: `ana.${id}@example.com`, username: `ana_${id}`, password: 'Clave-segura-123' };
let name = '', value = '';
if (process.env.COOKIE) [name, value] = process.env.COOKIE.split('=') as [string, string];
else {
let r = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) });
const login = await r.json();
await grantPlan(login.user.id, 'elite');
[name, value] = r.headers.get('set-cookie')!.split(';')[0]!.split('=') as [string, string];
}
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const widths = (process.env.WIDTHS ?? '390,1280').split(',').map(Number);
for (const width of widths) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-US' });
  await context.addCookies([{ name, value, url: base }]);
  for (const path of process.argv.slice(2)) {
    const page = await context.newPage();
    page.on('console', (m) => { if (m.type() === 'error') console.log('console error', path, m.text()); });
    await page.goto(base + path);
    await page.waitForLoadState('networkidle');
    await page.locator('h1').first().waitFor({ timeout: 15000 }).catch(() => {});
    await page.waitForTimeout(600);
    if (process.env.CLICK) {
      await page.getByRole('button', { name: process.env.CLICK }).first().click();
      await page.waitForTimeout(500);
    }
    const file = `${out}/${path.replace(/[/?=&]/g, '_')}-${width}.png`;
    await page.screenshot({ path: file, fullPage: !process.env.CLICK });
    if (process.env.SEGMENTS) {
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      for (let y = 0, i = 0; y < height; y += 1000, i++) {
        await page.screenshot({
          path: file.replace('.png', `-part${i}.png`),
          fullPage: true,
          clip: { x: 0, y, width, height: Math.min(1000, height - y) },
        });
      }
    }
    console.log(file, page.url());
    await page.close();
  }
  await context.close();
}
await browser.close();
process.exit(0);
