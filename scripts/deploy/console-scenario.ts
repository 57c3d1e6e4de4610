import { SUCCESS_CODE } from '../../shared/api-contract';
import { accountAuthCalls } from '../../shared/calls/account-auth';
import { consoleCalls, type AuditEntry } from '../../shared/calls/console';
import { newsConsoleCalls, type EditorialNews } from '../../shared/calls/console-news';
import { API_PREFIX, callUrl, type CallRow } from '../../shared/calls/define-call';
import { newsCalls } from '../../shared/calls/news';
import { check } from './check';
import { http, post } from './http-client';

// Step 7 of the deployment scenario: a news item written in the console reaches visitors on both processes at its
// release time and leaves them when it is unpublished. Each process keeps its own page cache, emptied when the
// content version (migration 006, bumped by the news triggers) moves; a process reads that version at most once a
// second. So every place is looked at on each process directly, and through nginx as a visitor would.

const EDITOR = { account: '13800000020', password: 'Demo1234' };
const ADMIN = { account: '13800000021', password: 'Demo1234' };
const PLACES = ['home', 'news', 'search', 'sitemap'] as const;
type Place = (typeof PLACES)[number];
/** The places that are rendered pages, kept in each process's page cache; the sitemap is read afresh each time. */
const PAGES: readonly Place[] = ['home', 'news', 'search'];
/**
 * How far ahead the item is scheduled, at least: room to look at every place on every process before its time.
 * A busy machine gets more (three times a first round of looks as the draft, which nobody may see either).
 */
const AHEAD_MS = 15_000;
/** How long visitors may wait for a change; the figures are reported, not asserted tighter. */
const DEADLINE_MS = 30_000;
const POLL_MS = 500;
const AUDITED = ['create', 'update', 'schedule', 'release', 'unpublish'];
/** The editor's and the admin's client address: step 3's login limit counts per address, so not 127.0.0.1's. */
const DESK = '127.0.0.4';

export interface Origin {
  name: string;
  url: string;
  /** A process's own address (its page cache is its own), not nginx. */
  direct: boolean;
}

export interface ConsoleFigures {
  /** Per origin, ms from the release time until all four places showed the item. */
  visibleAfterMs: Record<string, number>;
  /** Per origin, ms from the answer to the unpublish until none of the four showed it. */
  goneAfterMs: Record<string, number>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A keyword of letters only (the search indexes a run of letters as one word) that no seeded text holds. */
const uniqueWord = () => `deploy${[...Date.now().toString(26)].map((digit) => String.fromCharCode(97 + parseInt(digit, 26))).join('')}`;

interface Look {
  shows: boolean;
  /** The page came from the answering process's page cache. */
  hit: boolean;
}

/** Whether `place` on `origin` links the item, as tests/e2e/console.spec.ts looks for it. */
async function look(origin: string, place: Place, id: number, keyword: string): Promise<Look> {
  const path = { home: '/', news: '/news', search: `/search?keyword=${keyword}`, sitemap: '/sitemap.xml' }[place];
  const answer = await http(`${origin}${path}`);
  if (answer.status !== 200) throw new Error(`${origin}${path} answered ${answer.status}`);
  const hit = answer.headers['x-page-cache'] === 'hit';
  if (place !== 'sitemap') return { shows: answer.text.includes(`href="/news/${id}"`), hit };
  // A large site's sitemap.xml is an index of files: look in each (on the same origin).
  const files = answer.text.includes('<sitemapindex')
    ? [...answer.text.matchAll(/<loc>[^<]*?(\/sitemap-\d+\.xml)<\/loc>/g)].map((match) => match[1]!)
    : [];
  const texts = [answer.text, ...(await Promise.all(files.map(async (file) => (await http(`${origin}${file}`)).text)))];
  return { shows: texts.some((text) => text.includes(`/news/${id}</loc>`)), hit };
}

async function placesShowing(origin: string, id: number, keyword: string): Promise<Place[]> {
  const shown: Place[] = [];
  for (const place of PLACES) if ((await look(origin, place, id, keyword)).shows) shown.push(place);
  return shown;
}

/** Polls every origin until `done` holds for it; answers when it first held per origin (undefined: not by the deadline). */
async function until(origins: Origin[], done: (shown: Place[]) => boolean, deadline: number, id: number, keyword: string) {
  const reached = new Map<string, number>();
  const last = new Map<string, Place[]>();
  while (reached.size < origins.length && Date.now() < deadline) {
    for (const origin of origins.filter(({ name }) => !reached.has(name))) {
      const shown = await placesShowing(origin.url, id, keyword);
      last.set(origin.name, shown);
      if (done(shown)) reached.set(origin.name, Date.now());
    }
    if (reached.size < origins.length) await sleep(POLL_MS);
  }
  return { reached, last };
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The editor (through nginx) writes, schedules and unpublishes a news item for the main tenant; the home page,
 * /news, the search page and the sitemap are watched on every origin; the admin then reads the audit log.
 */
export async function consoleScenario(front: string, origins: Origin[]): Promise<ConsoleFigures> {
  const api = (row: CallRow) => `${front}${API_PREFIX}${callUrl(row)}`;
  const logIn = async (who: typeof EDITOR) =>
    (await post<{ token: string }>(api(accountAuthCalls.pwdLogin), who, { from: DESK })).envelope?.token;
  const token = await logIn(EDITOR);
  check(token !== undefined, 'the demo editor logs in through nginx');
  const call = async <T extends object>(row: CallRow, body: unknown, as = token) => {
    const { envelope } = await post<T>(api(row), body, { token: as, from: DESK });
    if (envelope?.code !== SUCCESS_CODE) throw new Error(`${callUrl(row)} answered ${JSON.stringify(envelope)}`);
    return envelope;
  };

  // ---- 7.1 a draft with a body, scheduled a few seconds ahead
  const { list: columns } = await call<{ list: { id: number }[] }>(newsCalls.newsDirList, {});
  const keyword = uniqueWord();
  const created = (
    await call<{ item: EditorialNews }>(newsConsoleCalls.create, {
      dirId: columns[0]!.id,
      title: `Deploy scenario ${keyword}`,
      tenants: ['main'],
    })
  ).item;
  const { id } = created;
  const updated = (
    await call<{ item: EditorialNews }>(newsConsoleCalls.update, {
      id,
      version: created.version,
      memo: `Written by the deployment scenario (${keyword}).`,
      content: `<p>Two processes, one database: ${keyword}.</p>`,
    })
  ).item;
  const probeStart = Date.now();
  const draftShown = (await Promise.all(origins.map(async (origin) => placesShowing(origin.url, id, keyword)))).flat();
  check(draftShown.length === 0, `a draft shows nowhere, on either process or through nginx (${draftShown.join(', ') || 'none'})`);
  const at = Date.now() + Math.max(AHEAD_MS, 3 * (Date.now() - probeStart) + 5_000);
  const scheduled = (await call<{ item: EditorialNews }>(newsConsoleCalls.schedule, { id, at: new Date(at).toISOString() })).item;
  check(
    updated.version === created.version + 1 && scheduled.state === 'scheduled',
    `the editor creates news ${id} for the main tenant, writes its body and schedules it ${seconds(at - Date.now())} ahead`,
  );

  // ---- 7.2 before its time: nowhere, on any origin; each process has the pages in its own cache
  const shownEarly: string[] = [];
  const lookedEarly = new Set<string>();
  const cachedEarly = new Set<string>();
  for (const origin of origins) {
    for (const place of PLACES) {
      const startedAt = Date.now();
      const seen = await look(origin.url, place, id, keyword);
      if (startedAt >= at) continue;
      lookedEarly.add(`${origin.name} ${place}`);
      if (seen.shows) shownEarly.push(`${origin.name} ${place}`);
    }
  }
  // Asked again until a process answers from its cache (its first answer may have been rendered under the content
  // version it read just before the schedule moved it).
  for (const origin of origins.filter(({ direct }) => direct)) {
    for (const place of PAGES) {
      for (let attempt = 0; attempt < 4 && !cachedEarly.has(`${origin.name} ${place}`); attempt += 1) {
        const startedAt = Date.now();
        const seen = await look(origin.url, place, id, keyword);
        if (startedAt >= at) break;
        if (seen.shows) shownEarly.push(`${origin.name} ${place}`);
        if (seen.hit) cachedEarly.add(`${origin.name} ${place}`);
        else await sleep(300);
      }
    }
  }
  check(
    lookedEarly.size === origins.length * PLACES.length,
    `every place was looked at on every origin before the release time (${lookedEarly.size} looks)`,
  );
  check(
    shownEarly.length === 0,
    `before its time no place shows it, on either process or through nginx (${shownEarly.join(', ') || 'none'})`,
  );
  const directPages = origins.filter(({ direct }) => direct).length * PAGES.length;
  check(
    cachedEarly.size === directPages,
    `each process answers the home page, /news and the search from its own page cache before the release (${cachedEarly.size} of ${directPages})`,
  );

  // ---- 7.3 after its time: everywhere, on every origin
  const visible = await until(origins, (shown) => shown.length === PLACES.length, at + DEADLINE_MS, id, keyword);
  const visibleAfterMs = Object.fromEntries([...visible.reached].map(([name, when]) => [name, when - at]));
  for (const origin of origins) {
    const after = visibleAfterMs[origin.name];
    check(
      after !== undefined,
      `${origin.name}: home, /news, search and sitemap show it ${after === undefined ? `not within ${seconds(DEADLINE_MS)} (${visible.last.get(origin.name)?.join(', ')})` : `${seconds(after)} after its release time`}`,
    );
  }
  for (const origin of origins) {
    const shown = await placesShowing(origin.url, id, keyword);
    check(shown.length === PLACES.length, `${origin.name} still shows it in all four places (${shown.join(', ')})`);
  }

  // ---- 7.4 unpublished: gone from everywhere
  await call(newsConsoleCalls.unpublish, { id });
  const unpublishedAt = Date.now();
  const gone = await until(origins, (shown) => shown.length === 0, unpublishedAt + DEADLINE_MS, id, keyword);
  const goneAfterMs = Object.fromEntries([...gone.reached].map(([name, when]) => [name, when - unpublishedAt]));
  for (const origin of origins) {
    const after = goneAfterMs[origin.name];
    check(
      after !== undefined,
      `${origin.name}: gone from home, /news, search and sitemap ${after === undefined ? `not within ${seconds(DEADLINE_MS)} (still in ${gone.last.get(origin.name)?.join(', ')})` : `${seconds(after)} after the unpublish was answered`}`,
    );
  }

  // ---- 7.5 the audit log holds every step
  const adminToken = await logIn(ADMIN);
  const { list: entries } = await call<{ list: AuditEntry[] }>(
    consoleCalls.auditList,
    { itemType: 'news', itemId: String(id), pageSize: 50 },
    adminToken,
  );
  const actions = entries.map((entry) => entry.action);
  const release = entries.find((entry) => entry.action === 'release');
  const editorial = entries.filter((entry) => entry.action !== 'release');
  check(
    AUDITED.every((action) => actions.includes(action)) &&
      release?.actorId === null &&
      editorial.every((entry) => entry.actorId !== null && entry.actorId === editorial[0]!.actorId),
    `the admin reads ${AUDITED.join(', ')} of news ${id} in the audit log, the release by no one, the rest by the editor (${[...actions].reverse().join(' → ')})`,
  );
  const figures = { visibleAfterMs, goneAfterMs };
  console.log(`console figures: ${JSON.stringify(figures)}`);
  return figures;
}
