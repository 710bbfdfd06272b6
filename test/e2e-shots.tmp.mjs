import { chromium } from '@playwright/test';
const base = 'http://localhost:3010';
const out = '/tmp/shots';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const id = Date.now().toString(36);
const account = { firstName: 'Ana', lastName: 'Pérez', email: `ana.${id}@example.com`, username: `ana_${id}`, password: 'Clave-segura-123' };
let r = await fetch(`${base}/api/auth/register`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(account) });
console.log('register', r.status, await r.text());
r = await fetch(`${base}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: account.email, password: account.password }) });
const cookie = r.headers.get('set-cookie').split(';')[0].split('=');
console.log('login', r.status);
const pages = process.argv.slice(2);
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, locale: 'es-US' });
  for (const p of pages) {
    const [path, signed] = p.split('@');
    if (signed) await context.addCookies([{ name: cookie[0], value: cookie[1], url: base }]);
    else await context.clearCookies();
    const page = await context.newPage();
    await page.goto(base + path);
    await page.waitForTimeout(1200);
    const name = `${path.replace(/[/?=&]/g, '_')}${signed ? '-in' : ''}-${width}.png`;
    await page.screenshot({ path: `${out}/${name}`, fullPage: true });
    console.log(name, page.url());
    await page.close();
  }
  await context.close();
}
await browser.close();
