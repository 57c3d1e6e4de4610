import { chromium } from '@playwright/test';
import { readFileSync, mkdirSync } from 'node:fs';

const PORT = process.env.PORT;
const OUT = process.env.OUT ?? '/tmp/awc-shots';
mkdirSync(OUT, { recursive: true });
const base = (tenant) => (tenant === 'main' ? `http://localhost:${PORT}` : `http://${tenant}.localhost:${PORT}`);

async function api(tenant, path, body, token) {
  const response = await fetch(`${base(tenant)}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const type = response.headers.get('content-type') ?? '';
  return type.includes('json') ? response.json() : response.text();
}

const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--host-resolver-rules=MAP *.localhost 127.0.0.1'] });
for (const tenant of (process.env.TENANTS ?? 'main,erp').split(',')) {
  const login = await api(tenant, '/user/auth/v3/pwd/login', { account: '13800000001', password: 'Demo1234' });
  if (!login.token) throw new Error(JSON.stringify(login));
  const token = login.token;
  let list = await api(tenant, '/ai/writing/list', {}, token);
  if (!list.list.some((w) => w.tool === 'paper')) {
    const paper = await api(tenant, '/ai/writing/create', { tool: 'paper', title: '城市轨道交通工程计量支付管理研究', field: '工程计量' }, token);
    await api(tenant, '/ai/writing/draft', { id: paper.model.id, part: 'outline' }, token);
    await api(tenant, '/ai/writing/draft', { id: paper.model.id, part: 'section', sectionIndex: 0 }, token);
    await api(tenant, '/ai/contract/review', { title: '滨江路施工合同', text: readFileSync('server/test-support/fixtures/sample-contract.txt', 'utf8') }, token);
    list = await api(tenant, '/ai/writing/list', {}, token);
  }
  const paperId = list.list.find((w) => w.tool === 'paper').id;
  const contractId = list.list.find((w) => w.tool === 'contract')?.id;
  const pages = [
    ['list', '/aiWriteList'],
    ['paper-index', '/aipaper/index'],
    ['paper-create', '/aipaper/create'],
    ['paper-edit', `/aipaper/edit/${paperId}`],
    ['paper-detail', `/aipaper/detail/${paperId}`],
    ['tender', '/aiTender/create'],
    ['contract', '/contract'],
    ['contract-review', `/contract?id=${contractId}`],
  ];
  for (const width of [1280, 390]) {
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addInitScript(
      ([t, u, s]) => {
        localStorage.setItem('token', t);
        localStorage.setItem('unionid', u);
        localStorage.setItem('staffId', s);
      },
      [token, login.unionid, login.staffId],
    );
    const page = await context.newPage();
    for (const [name, path] of pages) {
      await page.goto(`${base(tenant)}${path}`);
      await page.locator('html[data-hydrated="true"]').waitFor({ state: 'attached' });
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${OUT}/${tenant}-${width}-${name}.png`, fullPage: true });
    }
    // A visitor's paper index.
    await context.close();
  }
}
const visitor = await browser.newPage({ viewport: { width: 390, height: 800 } });
await visitor.goto(`${base('main')}/aipaper/index`);
await visitor.waitForTimeout(1500);
await visitor.screenshot({ path: `${OUT}/visitor-390-paper-index.png`, fullPage: true });
await browser.close();
