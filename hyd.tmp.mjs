import { chromium } from '@playwright/test';
const PORT = process.env.PORT;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const login = await (await fetch(`http://localhost:${PORT}/api/user/auth/v3/pwd/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ account: '13800000001', password: 'Demo1234' }) })).json();
for (const signed of [false, true]) {
  const context = await browser.newContext();
  if (signed) await context.addInitScript(([t, u, s]) => { localStorage.setItem('token', t); localStorage.setItem('unionid', u); localStorage.setItem('staffId', s); }, [login.token, login.unionid, login.staffId]);
  const page = await context.newPage();
  let errors = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  page.on('pageerror', (e) => errors.push(e.message));
  for (const path of ['/aiWriteList', '/aipaper/index', '/aipaper/create', '/aipaper/detail/1', '/aipaper/edit/1', '/aiTender/create', '/contract', '/aiToolList']) {
    errors = [];
    await page.goto(`http://localhost:${PORT}${path}`);
    await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
    await page.waitForTimeout(800);
    console.log(signed, path, page.url().replace(/http:\/\/[^/]+/, ''), errors.map((e) => e.slice(0, 90)));
  }
  await context.close();
}
await browser.close();
