import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { expect, test } from '@playwright/test';
import { submitPasswordLogin } from './account-support';
import { axeViolations } from './axe-check';
import { EDITOR, PASSWORD, PDF, serious } from './console-support';
import { openHydrated, watchErrors } from './support';
import { requirePostgres, startTenderServer, type TenderServer } from './tender-support';

// Notices imported with `npm run tenders:import` while the portal runs (on this spec's own PostgreSQL,
// which takes a second process, unlike the embedded database), as a visitor and a reader then see them. The
// notice's documents are served on 127.0.0.1 (TENDER_FETCH_ALLOW=loopback): nothing is fetched from elsewhere.

requirePostgres();
test.describe.configure({ mode: 'default' });

const READER = { account: '13800000001', password: 'Demo1234' };
const OCID = `ocds-e2e-${Date.now()}`;
const BUYER = `示例轨道交通集团有限公司${Date.now() % 100000}`;
const WINNER = `示例隧道工程有限公司${Date.now() % 100000}`;
/** The documents' server: the notice page (HTML, which stays a link) and a PDF (fetched and offered as a download). */
const documents: Server = createServer((req, res) =>
  req.url === '/e2e/spec.pdf'
    ? res.writeHead(200, { 'content-type': 'application/pdf' }).end(PDF)
    : res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<!doctype html><title>notice</title>'),
);
const documentsReady = new Promise<string>((ready) =>
  documents.listen(0, '127.0.0.1', () => ready(`http://127.0.0.1:${(documents.address() as AddressInfo).port}`)),
);
let NOTICE_URL = '';
let SPEC_URL = '';
/** A feed the portal polls (TENDER_FEEDS): the documents' server answers a page with no notices. */
let FEED_URL = '';

const parties = [
  { id: 'b', name: BUYER, roles: ['buyer'], address: { region: '广东省', locality: '深圳市南山区' } },
  { id: 'w', name: WINNER, roles: ['supplier'] },
];
const tenderRelease = () => ({
  ocid: OCID,
  id: `${OCID}-1`,
  date: '2026-01-05T09:00:00+08:00',
  tag: ['tender'],
  buyer: { id: 'b', name: BUYER },
  parties,
  tender: {
    id: 't',
    title: `深圳地铁示例线隧道工程${OCID.slice(-5)}`,
    description: '示例招标范围。',
    value: { amount: 80_000_000, currency: 'CNY' },
    documents: [
      { id: 'n', documentType: 'tenderNotice', title: '招标公告原文', url: NOTICE_URL },
      { id: 's', documentType: 'biddingDocuments', title: '招标文件.pdf', url: SPEC_URL },
    ],
  },
});
const awardRelease = {
  ocid: OCID,
  id: `${OCID}-2`,
  date: '2026-02-05T09:00:00+08:00',
  tag: ['award'],
  parties,
  awards: [{ id: 'a', status: 'active', suppliers: [{ id: 'w', name: WINNER }], value: { amount: 76_500_000, currency: 'CNY' } }],
};

let portal: TenderServer;
const dir = mkdtempSync(join(tmpdir(), 'tender-import-e2e-'));

/**
 * Runs the import command on a package of these releases against the portal's database, and answers what it printed.
 * Not blocking: the command fetches the attachments from this process's documents server.
 */
async function importReleases(name: string, releases: unknown[]): Promise<string> {
  const file = join(dir, name);
  writeFileSync(file, JSON.stringify({ publisher: { name: 'e2e' }, releases }));
  const { stdout } = await promisify(execFile)('npx', ['tsx', 'scripts/tenders-import.ts', file], {
    // The server's data folder: the attachments the command fetches are stored where the server serves them from.
    env: { ...process.env, DATABASE_URL: portal.db.url, DATA_DIR: join(portal.server.root, 'data'), TENDER_FETCH_ALLOW: 'loopback' },
    encoding: 'utf8',
  });
  return stdout;
}

const noticeId = async (stage: string) =>
  (await portal.db.sql.query<{ id: number }>('SELECT id FROM tenders WHERE project_key = $1 AND eng_type = $2', [OCID, stage])).rows[0]?.id;

test.beforeAll(async () => {
  const base = await documentsReady;
  NOTICE_URL = `${base}/e2e/notice`;
  SPEC_URL = `${base}/e2e/spec.pdf`;
  FEED_URL = `${base}/e2e/feed`;
  portal = await startTenderServer({ TENDER_FETCH_ALLOW: 'loopback', TENDER_FEEDS: FEED_URL });
});
test.afterAll(async () => {
  await portal?.stop();
  documents.closeAllConnections();
  documents.close();
});

test('an imported announcement, then its award: the result names the winner, linked to its organisation, and links the original', async ({
  browser,
}) => {
  const imported = await importReleases('tender.json', [tenderRelease()]);
  expect(imported).toMatch(/created 1, updated 0, skipped 0 \(unchanged\), refused 0/);
  expect(imported).toMatch(/attachments: stored 1, refused 1/);
  const context = await portal.context(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  const announcement = await noticeId('0100');
  await openHydrated(page, `/tenderDetails/${announcement}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('招标公告');
  await expect(page.getByTestId('tender-winner')).toHaveCount(0);
  const original = page.getByTestId('tender-original');
  await expect(original).toHaveText('查看原文');
  await expect(original).toHaveAttribute('href', NOTICE_URL);
  await expect(original).toHaveAttribute('rel', /noopener nofollow/);

  // The award release, published with the tender's: the announcement is unchanged, the result is new.
  expect(await importReleases('award.json', [tenderRelease(), awardRelease])).toMatch(
    /created 1, updated 0, skipped 1 \(unchanged\), refused 0/,
  );
  const result = await noticeId('0104');
  await openHydrated(page, `/tenderDetails/${result}`);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('中标结果公告');
  const winner = page.getByTestId('tender-winner');
  await expect(winner).toHaveText(WINNER);
  await expect(page.getByTestId('tender-facts')).toContainText(/7,?650/);
  const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(serious, 'axe on the result').toEqual([]);
  await winner.click();
  await expect(page.getByTestId('org-name')).toHaveText(WINNER);

  // A reader sees both notices on the project's stage timeline.
  await openHydrated(page, '/login');
  await submitPasswordLogin(page, READER.account, READER.password);
  await expect(page.getByTestId('user-menu')).toBeVisible();
  await openHydrated(page, `/tenderDetails/${result}`);
  await expect(page.getByTestId('stage-timeline').getByTestId('stage')).toHaveCount(2);

  // The announcement's PDF was fetched: a download with its original link; the notice page stays a link.
  await openHydrated(page, `/tenderDetails/${announcement}`);
  const download = page.getByTestId('tender-attachment');
  await expect(download).toHaveText('招标文件.pdf');
  await expect(page.getByTestId('tender-attachment-source')).toHaveAttribute('href', SPEC_URL);
  await expect(page.getByTestId('tender-attachment-original')).toHaveText('招标公告原文');
  await expect(page.getByTestId('tender-attachment-original')).toHaveAttribute('href', NOTICE_URL);
  const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
  expect(file.suggestedFilename()).toBe('招标文件.pdf');
  const attachmentsAxe = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(attachmentsAxe, 'axe on the attachments').toEqual([]);
  expect(errors).toEqual([]);
  await context.close();
});

test('operators read how the feed was polled, and what became of the attachments with the run that imported them', async ({ browser }) => {
  const context = await portal.context(browser);
  const page = await context.newPage();
  await openHydrated(page, `/login?logidUrl=${encodeURIComponent('/console/tenderImports')}`);
  await submitPasswordLogin(page, EDITOR, PASSWORD);
  await page.waitForURL((url) => url.pathname.startsWith('/console'));
  // The feed, polled at the server's start: its address, when and how that went, and when it is polled next.
  const feed = page.getByTestId('tender-feed');
  await expect(feed).toContainText(FEED_URL);
  await expect(feed).toContainText('imported 1 page(s): created 0, updated 0, skipped 0, refused 1');
  await expect(feed).not.toContainText('尚未拉取');
  const run = page.getByTestId('tender-import-run').filter({ hasText: 'tender.json' });
  await expect(run).toContainText('已取回 1，待取 0，未取回 1');
  const refusals = page.getByTestId('tender-import-attachment-refusals').first();
  await page.getByText('附件未取回原因（1 条）').first().click();
  await expect(refusals).toContainText(`${NOTICE_URL}: not an accepted file type`);
  expect(await serious(page), 'axe on the import runs').toEqual([]);
  await context.close();
});
