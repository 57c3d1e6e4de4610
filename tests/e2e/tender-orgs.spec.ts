import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { submitPasswordLogin } from './account-support';
import { axeViolations } from './axe-check';
import { openHydrated, watchErrors } from './support';
import { requirePostgres, startTenderServer, type TenderServer } from './tender-support';

// Award notices imported with `npm run tenders:import`; the winner's organisation page shows
// its analysis (plot and tables) and wins, a reader follows it, and the award's page shows the winning bids and
// similar projects. On this spec's own PostgreSQL, as tender-import.spec.ts.

requirePostgres();
test.describe.configure({ mode: 'default' });

const READER = { account: '13800000001', password: 'Demo1234' };
const RUN = String(Date.now() % 1_000_000);
const KEY = `ocds-orgs-e2e-${RUN}`;
const BUYER = `示例城市建设投资集团有限公司${RUN}`;
const WINNER = `示例路桥建设集团有限公司${RUN}`;
const RIVAL = `示例市政工程有限公司${RUN}`;

interface Project {
  n: number;
  date: string;
  title: string;
  budget: number;
  bids: [string, number][];
  winner: string;
}

const PROJECTS: Project[] = [
  {
    n: 1,
    date: '2025-03-01',
    title: `示例市滨江大道道路改造工程${RUN}`,
    budget: 10_000_000,
    bids: [
      [WINNER, 9_300_000],
      [RIVAL, 9_600_000],
    ],
    winner: WINNER,
  },
  {
    n: 2,
    date: '2025-06-01',
    title: `示例市滨江大道道路绿化工程${RUN}`,
    budget: 8_000_000,
    bids: [
      [WINNER, 7_500_000],
      [RIVAL, 7_700_000],
    ],
    winner: WINNER,
  },
  {
    n: 3,
    date: '2026-01-10',
    title: `示例市滨江大道道路照明工程${RUN}`,
    budget: 12_000_000,
    bids: [
      [RIVAL, 11_000_000],
      [WINNER, 11_200_000],
    ],
    winner: WINNER,
  },
];

/** A project as a tender release and an award release with its bids, in Shenzhen, as road works (CPV 45233120). */
function releasesOf(project: Project) {
  const ocid = `${KEY}-${project.n}`;
  const names = [BUYER, WINNER, RIVAL];
  const idOf = (name: string) => `p${names.indexOf(name)}`;
  const parties = names.map((name) => ({
    id: idOf(name),
    name,
    roles: name === BUYER ? ['buyer'] : ['tenderer', ...(name === project.winner ? ['supplier'] : [])],
    ...(name === BUYER ? { address: { region: '广东省', locality: '深圳市南山区' } } : {}),
  }));
  const won = project.bids.find(([name]) => name === project.winner)![1];
  return [
    {
      ocid,
      id: `${ocid}-1`,
      date: `${project.date}T09:00:00+08:00`,
      tag: ['tender'],
      buyer: { id: idOf(BUYER), name: BUYER },
      parties,
      tender: {
        id: 't',
        title: project.title,
        value: { amount: project.budget, currency: 'CNY' },
        items: [{ id: '1', classification: { scheme: 'CPV', id: '45233120' } }],
      },
    },
    {
      ocid,
      id: `${ocid}-2`,
      date: `${project.date.slice(0, 8)}25T10:00:00+08:00`,
      tag: ['award'],
      parties,
      bids: {
        details: project.bids.map(([name, amount], i) => ({
          id: `b${i}`,
          tenderers: [{ id: idOf(name), name }],
          value: { amount, currency: 'CNY' },
        })),
      },
      awards: [
        {
          id: 'a',
          status: 'active',
          suppliers: [{ id: idOf(project.winner), name: project.winner }],
          value: { amount: won, currency: 'CNY' },
        },
      ],
    },
  ];
}

let portal: TenderServer;

test.beforeAll(async () => {
  portal = await startTenderServer();
  const file = join(mkdtempSync(join(tmpdir(), 'tender-orgs-e2e-')), 'awards.json');
  writeFileSync(file, JSON.stringify({ publisher: { name: 'e2e' }, releases: PROJECTS.flatMap(releasesOf) }));
  const report = execFileSync('npx', ['tsx', 'scripts/tenders-import.ts', file], {
    env: { ...process.env, DATABASE_URL: portal.db.url },
    encoding: 'utf8',
  });
  expect(report).toMatch(/created 6, updated 0, skipped 0 \(unchanged\), refused 0/);
});
test.afterAll(async () => {
  await portal?.stop();
});

const resultOf = async (n: number) =>
  (await portal.db.sql.query<{ id: number }>("SELECT id FROM tenders WHERE project_key = $1 AND eng_type = '0104'", [`${KEY}-${n}`]))
    .rows[0]!.id;

test("an award's winner: its page plots its wins, a reader follows it; the award shows its bids and similar projects", async ({
  browser,
}) => {
  const context = await portal.context(browser);
  const page = await context.newPage();
  const errors = watchErrors(page);
  await openHydrated(page, '/login');
  await submitPasswordLogin(page, READER.account, READER.password);
  await expect(page.getByTestId('user-menu')).toBeVisible();

  // The award: its bidders with their offers, the winner marked, the discount from the budget; similar projects.
  await openHydrated(page, `/tenderDetails/${await resultOf(1)}`);
  const bids = page.getByTestId('bid-result');
  await expect(bids.getByTestId('bid-row')).toHaveCount(2);
  await expect(bids.getByTestId('bid-row').first()).toContainText(WINNER);
  await expect(bids.getByTestId('bid-row').first().getByTestId('bid-winner')).toHaveText('中标');
  await expect(bids.getByTestId('bid-row').nth(1)).toContainText(/960 万元/);
  await expect(bids.getByTestId('bid-discount')).toHaveText('7.00%');
  const similar = page.getByTestId('similar-projects');
  await expect(similar).toContainText(PROJECTS[1]!.title);
  await expect(similar).not.toContainText(PROJECTS[0]!.title);

  // Its winner's page: the plot (drawn as SVG in its own chunk), the same figures as a table, and its wins.
  await page.getByTestId('tender-winner').click();
  await expect(page.getByTestId('org-name')).toHaveText(WINNER);
  await expect(page.getByTestId('org-plot').locator('svg')).toBeVisible();
  const years = page.getByTestId('org-years');
  await expect(years.getByRole('row')).toHaveCount(3);
  await expect(years.getByRole('row', { name: /2025/ })).toContainText('2');
  await expect(page.getByTestId('org-summary')).toContainText('中标 3 个');
  await expect(page.getByTestId('org-buyers')).toContainText(BUYER);
  await expect(page.getByTestId('org-competitors')).toContainText(RIVAL);
  await expect(page.getByTestId('tender-list')).toContainText(PROJECTS[2]!.title);
  const serious = (await axeViolations(page)).filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id);
  expect(serious, 'axe on the organisation page').toEqual([]);

  // Following it: the button says so, and so does the page when opened again.
  const follow = page.getByTestId('follow');
  await expect(follow).toHaveText('关注该单位');
  await follow.click();
  await expect(follow).toHaveAttribute('aria-pressed', 'true');
  await expect(follow).toHaveText('已关注');
  await page.reload();
  await expect(page.getByTestId('follow')).toHaveAttribute('aria-pressed', 'true');
  expect(errors).toEqual([]);
  await context.close();
});
