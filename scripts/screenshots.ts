// `npm run screenshots [baseUrl]`: desktop and 390 px screenshots of the main site and every tenant.
import { chromium } from '@playwright/test';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { CHROMIUM_LAUNCH } from '../tests/browser';
import { loadTenants } from '../server/tenants/load-tenants';

const base = new URL(process.argv[2] ?? 'http://localhost:3000/');
/** The pages shot when SHOT_PATHS (comma-separated) does not name others: one line each, areas add theirs. */
const PAGES = [
  '/',
  // Landing pages and brand login entrances.
  '/erp',
  '/erppro',
  '/treasure',
  '/treasurepro',
  '/jizhibao',
  '/jizhibaopro',
  '/erplogin',
  '/treasurelogin',
  '/udebanklogin',
  '/qztlogin',
  '/kllogin',
  '/ntlogin',
  '/gzblogin',
  // Products and solutions (a fresh seed numbers products 1-10, then solutions).
  '/product',
  '/product/7',
  '/product/log',
  '/solution/tunnel',
  '/solution/detail/11',
  // Learning videos.
  '/video',
  '/video/detail/21',
  // Help centre.
  '/help',
  '/help/num/KB2101',
  `/help/search/${encodeURIComponent('清单')}`,
];
const paths = process.env.SHOT_PATHS ? process.env.SHOT_PATHS.split(',') : PAGES;
const outDir = join(process.cwd(), 'screenshots');
mkdirSync(outDir, { recursive: true });

const browser = await chromium.launch(CHROMIUM_LAUNCH);
const widths = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'mobile', viewport: { width: 390, height: 844 } },
];
for (const tenant of loadTenants().tenants) {
  const host = tenant.id === 'main' ? base.host : `${tenant.id}.localhost:${base.port}`;
  for (const width of widths) {
    const page = await browser.newPage({ viewport: width.viewport });
    for (const path of paths) {
      await page.goto(`${base.protocol}//${host}${path}`, { waitUntil: 'networkidle' });
      const file = join(outDir, `${tenant.id}-${path.replace(/\W+/g, '_') || 'root'}-${width.name}.png`);
      await page.screenshot({ path: file, fullPage: process.env.SHOT_FULL === '1' });
      console.log(file);
    }
    await page.close();
  }
}
await browser.close();
