import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { accountAuthCalls } from '../shared/calls/account-auth';
import { aiToolCalls } from '../shared/calls/ai-tools';
import { CHAT_CLOSE, chatCalls } from '../shared/calls/chat';
import { crmCalls } from '../shared/calls/crm';
import { API_PREFIX, callUrl, type CallRow } from '../shared/calls/define-call';
import { siteCalls } from '../shared/calls/site';
import { SUCCESS_CODE } from '../shared/api-contract';
import { openDatabase } from '../server/db/database';
import { databaseUrl, onServer } from '../server/test-support/database-template';
import { startBuiltServer, type BuiltServer } from '../tests/built-server';
import { freePort } from '../tests/free-port';
import { openChat } from './deploy/chat-client';
import { check } from './deploy/check';
import { consoleScenario } from './deploy/console-scenario';
import { http, post } from './deploy/http-client';
import { startNginx } from './deploy/nginx';

// npm run test:pg runs this: the deployment of docs/deploy/nginx.conf, for real. nginx in front of two portal
// processes over one PostgreSQL server, TRUST_PROXY=loopback, and a scenario through nginx:
//  1. both processes serve, and a login on one is valid on the other;
//  2. chat crosses processes (a guest on one, the operator on the other);
//  3. per-IP limits count the client address nginx saw, across both processes, whatever X-Forwarded-For says;
//  4. PostgreSQL stops and starts again under a write loop: 503 (never 500) meanwhile, all green within 10 s
//     after, every acknowledged write stored, both processes alive, chat crossing again;
//  5. one process is killed (SIGKILL) mid-conversation and started again: the guest catches up;
//  6. a logout, and the operator CLI's revoke (a process of its own), close the operator's open desks on both;
//  7. the console (scripts/deploy/console-scenario.ts): an editor schedules a news item through nginx; the home
//     page, /news, the search and the sitemap show it on both processes (each looked at directly, its page cache
//     its own) only after its release time, and no longer once it is unpublished; the audit log holds each step.
// Exits non-zero at the first failure. Needs DATABASE_URL (the server, to make a database of its own), and
// PGBIN, PGDATA, PG_OPTIONS to stop and start that server (scripts/test-with-postgres.sh sets them);
// TEMPLATE_DATABASE optionally names a migrated and seeded database to copy.

const serverUrl = need('DATABASE_URL');
const pgBin = need('PGBIN');
const pgData = need('PGDATA');
const pgOptions = need('PG_OPTIONS');

function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is required`);
  return value;
}

/** pg_ctl as the server's owner (initdb refuses root, so the test server runs as postgres when we are root). */
function pgCtl(action: 'stop' | 'start') {
  const command = `'${pgBin}/pg_ctl' -D '${pgData}' -w ${action === 'stop' ? '-m fast stop' : `-l '${pgData}/../server.log' -o "${pgOptions}" start`}`;
  const run =
    process.getuid?.() === 0 ? spawnSync('su', ['postgres', '-s', '/bin/bash', '-c', command]) : spawnSync('bash', ['-c', command]);
  if (run.status !== 0) throw new Error(`pg_ctl ${action} failed: ${String(run.stderr)}`);
}

const DEMO_USER = { account: '13800000001', password: 'Demo1234' };
const MAIN_OPERATOR = { account: '13800000010', password: 'Demo1234' };

const database = `deploy_scenario_${process.pid}`;
// A copy of a database already migrated and seeded (TEMPLATE_DATABASE: the start-up check's) spares the first
// process the seed; template0 otherwise. The copy is made from template1, which is never the source here.
const admin = databaseUrl(serverUrl, 'template1');
await onServer(admin, `CREATE DATABASE "${database}" TEMPLATE "${process.env.TEMPLATE_DATABASE ?? 'template0'}"`);
const url = databaseUrl(serverUrl, database);
const dir = mkdtempSync(join(tmpdir(), 'portal-deploy-'));
// The demo accounts (whose password is published) are only for this throwaway database.
// A low login limit keeps the per-IP check short: every counted attempt costs a password hash.
const LOGIN_LIMIT = 8;
const env = {
  DATABASE_URL: url,
  TRUST_PROXY: 'loopback',
  SEED_DEMO: '1',
  TENDER_DIGEST_HOUR: 'off',
  AUTH_IP_LOGIN_PER_MINUTE: String(LOGIN_LIMIT),
  // Cached pages outlive every wait of the scenario: only the content version can make a process show a change.
  PAGE_CACHE_SECONDS: '600',
};
const portals: BuiltServer[] = [];
/** A portal process on a port fixed here, the one nginx's upstream names. */
const startPortal = (port: number, settings: Record<string, string>) =>
  startBuiltServer({ env: { PORT: String(port), ...settings }, echoErrors: true });
let stopNginx = (): Promise<void> => Promise.resolve();
try {
  // One after the other: the first migrates and seeds, the second finds it done.
  portals.push(await startPortal(await freePort(), env));
  portals.push(await startPortal(await freePort(), env));
  const nginxPort = await freePort();
  const nginx = await startNginx({ dir, port: nginxPort, upstreamPorts: portals.map((p) => p.port), clientDir: resolve('dist/client') });
  stopNginx = () => nginx.stop();
  const front = `http://127.0.0.1:${nginxPort}`;
  const api = (row: CallRow) => `${front}${API_PREFIX}${callUrl(row)}`;
  const upstreams = new Set(portals.map((p) => `127.0.0.1:${p.port}`));

  // ---- 1. both processes serve; a login on one is valid on the other
  const { envelope: login } = await post<{ token: string }>(api(accountAuthCalls.pwdLogin), DEMO_USER);
  check(login?.code === SUCCESS_CODE, 'a demo user logs in through nginx');
  const token = login!.token;
  const servedBy = new Set<string>();
  for (let i = 0; i < 6; i += 1) {
    const answer = await post<{ model: { id: number } }>(api(aiToolCalls.conversations), {}, { token });
    check(answer.envelope?.code === SUCCESS_CODE, `a logged-in call through nginx is answered (${String(answer.headers['x-upstream'])})`);
    servedBy.add(String(answer.headers['x-upstream']));
  }
  check(
    [...upstreams].every((upstream) => servedBy.has(upstream)),
    'the session made on one process is valid on both',
  );
  const asset = await http(`${front}/assets/${await firstAsset(front)}`, { headers: { 'accept-encoding': 'gzip' } });
  check(
    asset.status === 200 && asset.headers['content-encoding'] === 'gzip' && !asset.headers['x-upstream'],
    'nginx serves a hashed asset from disk, precompressed',
  );

  // ---- 2. chat crosses processes
  const { envelope: operatorLogin } = await post<{ token: string }>(api(accountAuthCalls.pwdLogin), MAIN_OPERATOR);
  const { envelope: guestIds } = await post<{ guestId: string; guestToken: string }>(api(crmCalls.guestCreate), {
    guest: { source: 'deploy scenario' },
  });
  const { guestId, guestToken } = guestIds!;
  const guest = openChat(front, { type: 'hello', role: 'guest', guestId, guestToken, page: '/product' });
  await guest.next('ready');
  const guestUpstream = await guest.upstream;
  let desk = openChat(front, { type: 'hello', role: 'operator', token: operatorLogin!.token });
  // Round robin: the next socket lands on the other process, or the one after.
  while ((await desk.upstream) === guestUpstream) {
    desk.socket.close();
    desk = openChat(front, { type: 'hello', role: 'operator', token: operatorLogin!.token });
  }
  await desk.next('ready');
  check(
    upstreams.has(guestUpstream) && upstreams.has(await desk.upstream),
    `the guest is on ${guestUpstream}, the operator on ${await desk.upstream}`,
  );
  guest.send({ type: 'send', clientId: 'g1', body: 'guest through nginx' });
  const asked = await guest.next('ack');
  const seen = await desk.next('message', (frame) => frame.message.id === asked.message.id);
  check(seen.message.body === 'guest through nginx', 'a guest message reaches the operator on the other process');
  const conversationId = asked.message.conversationId;
  desk.send({ type: 'send', clientId: 'o1', body: 'operator through nginx', conversationId });
  const answered = await desk.next('ack');
  check(
    (await guest.next('message', (frame) => frame.message.id === answered.message.id)).message.sender === 'operator',
    'the answer reaches the guest',
  );

  // ---- 3. per-IP limits count the address nginx saw, shared by both processes
  const statuses: number[] = [];
  for (let i = 0; i < LOGIN_LIMIT + 4; i += 1) {
    // Each attempt claims another client address; nginx replaces the header with the real one.
    const headers = { 'x-forwarded-for': `203.0.113.${i + 1}` };
    statuses.push(
      (
        await post(
          api(accountAuthCalls.pwdLogin),
          { account: `1390000${String(i).padStart(4, '0')}`, password: 'Wrong-pass1' },
          { from: '127.0.0.2', headers },
        )
      ).status,
    );
  }
  const refused = statuses.filter((status) => status === 429).length;
  check(
    refused === 4,
    `one client behind nginx gets ${LOGIN_LIMIT} logins a minute over both processes, then 429 (${refused} refused), whatever X-Forwarded-For claims`,
  );
  const other = await post(api(accountAuthCalls.pwdLogin), { account: '13900009999', password: 'Wrong-pass1' }, { from: '127.0.0.3' });
  check(other.status === 200, 'another client address is not counted with it');

  // ---- 4. PostgreSQL stops and starts under a write loop
  const outage = await writeLoopAcrossRestart(api(aiToolCalls.createConversation), token, front, portals);
  check(outage.other.length === 0, `every write answered 200 or 503, never 500 or 502 (${outage.ok} × 200, ${outage.unavailable} × 503)`);
  check(outage.unavailable > 0, 'writes during the outage answered 503 with Retry-After');
  check(
    outage.pageStatus === 503 && outage.pageRetryAfter !== undefined,
    `a page during the outage is the 503 page with Retry-After (${outage.pageStatus})`,
  );
  check(
    outage.readyDuring.every((status) => status === 503) && outage.healthDuring.every((status) => status === 200),
    'readiness 503 and liveness 200 on both processes during the outage',
  );
  check(outage.recoveredAfterMs < 10_000, `all green ${outage.recoveredAfterMs} ms after PostgreSQL was back (< 10 s)`);
  const db = await openDatabase({ databaseUrl: url });
  try {
    const [stored] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ai_conversations WHERE id = ANY($1::bigint[])', [
      outage.acknowledged,
    ]);
    check(stored!.n === outage.acknowledged.length, `0 lost acknowledged writes (${stored!.n} of ${outage.acknowledged.length} stored)`);
  } finally {
    await db.close();
  }
  check(
    portals.every((portal) => portal.alive()),
    'both processes are still running',
  );
  guest.send({ type: 'send', clientId: 'g2', body: 'after the database came back' });
  const afterRestart = await guest.next('ack');
  const heardAfter = await desk.next('message', (frame) => frame.message.id === afterRestart.message.id);
  check(heardAfter.message.body === 'after the database came back', 'chat crosses processes again: both LISTEN again after the restart');

  // ---- 5. the guest's process is killed mid-conversation and started again
  const guestPortal = portals.find((portal) => `127.0.0.1:${portal.port}` === guestUpstream)!;
  await guestPortal.stop('SIGKILL');
  desk.send({ type: 'send', clientId: 'o2', body: 'answered while the guest was cut off', conversationId });
  const whileDown = await desk.next('ack');
  portals[portals.indexOf(guestPortal)] = await startPortal(guestPortal.port, env);
  const back = openChat(front, { type: 'hello', role: 'guest', guestId, guestToken, after: afterRestart.message.id });
  await back.next('ready');
  const caught = await back.next('message', (frame) => frame.message.id === whileDown.message.id);
  check(caught.message.body === 'answered while the guest was cut off', 'the guest reconnected through nginx catches up');
  const { envelope: history } = await post<{ list: { id: number }[] }>(api(chatCalls.history), { guestId, guestToken });
  const acked = [asked, answered, afterRestart, whileDown].map((frame) => frame.message.id).sort((a, b) => a - b);
  const stored = (history?.list ?? []).map((message) => message.id).sort((a, b) => a - b);
  check(JSON.stringify(stored) === JSON.stringify(acked), `every acknowledged chat message is stored (${stored.length})`);
  for (const client of [guest, desk, back]) client.socket.close();

  // ---- 6. revocation reaches the desks already open, on both processes
  const operatorSession = async () => (await post<{ token: string }>(api(accountAuthCalls.pwdLogin), MAIN_OPERATOR)).envelope!.token;
  const desksOf = async (session: string) => {
    const desks = portals.map((portal) => openChat(`http://127.0.0.1:${portal.port}`, { type: 'hello', role: 'operator', token: session }));
    for (const each of desks) await each.next('ready');
    return desks;
  };
  const leaving = await operatorSession();
  const loggedOut = await desksOf(leaving);
  const staying = await desksOf(await operatorSession());
  const logoutAt = Date.now();
  await post(api(accountAuthCalls.logout), { token: leaving });
  for (const [i, each] of loggedOut.entries()) {
    const { code, at } = await each.closed;
    check(
      code === CHAT_CLOSE.sessionEnded && at - logoutAt < 2000,
      `a logout closes that session's desk on process ${i + 1} (${at - logoutAt} ms after it was sent)`,
    );
  }
  staying[0]!.send({ type: 'ping' });
  await staying[0]!.next('pong');
  const revokedAt = await operatorCli(url, 'revoke', MAIN_OPERATOR.account);
  for (const [i, each] of staying.entries()) {
    const { code, at } = await each.closed;
    check(
      code === CHAT_CLOSE.refused && at - revokedAt < 2000,
      `npm run operator -- revoke closes the operator's desk on process ${i + 1} (${at - revokedAt} ms after the CLI said it was done)`,
    );
  }

  // ---- 7. a news item from the console reaches visitors on both processes at its time, and leaves them
  await consoleScenario(front, [
    { name: 'nginx', url: front, direct: false },
    ...portals.map((portal, i) => ({ name: `process ${i + 1}`, url: `http://127.0.0.1:${portal.port}`, direct: true })),
  ]);
} finally {
  await stopNginx();
  await Promise.all(portals.map((portal) => portal.stop()));
  await onServer(admin, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => undefined);
  rmSync(dir, { recursive: true, force: true });
}
process.exit(0);

/** The operator CLI, a process of its own on the same database; resolves with when it said it was done. */
function operatorCli(databaseUrl: string, ...args: string[]): Promise<number> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/operator.ts', ...args], {
      env: { ...process.env, DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let doneAt = 0;
    child.stdout!.on('data', () => (doneAt ||= Date.now()));
    child.on('exit', (code) => (code === 0 ? resolve(doneAt) : reject(new Error(`operator ${args.join(' ')} exited with ${code}`))));
  });
}

/** The name of one hashed script of the built client, read from the main page. */
async function firstAsset(front: string): Promise<string> {
  const page = await http(`${front}/`);
  const match = /\/assets\/([\w.-]+\.js)/.exec(page.text);
  if (!match) throw new Error('the main page names no asset');
  return match[1]!;
}

interface OutageFigures {
  ok: number;
  unavailable: number;
  other: string[];
  acknowledged: number[];
  recoveredAfterMs: number;
  /** From PostgreSQL's start to the first acknowledged write after it. */
  firstSuccessAfterMs: number;
  pageStatus: number;
  pageRetryAfter: string | string[] | undefined;
  readyDuring: number[];
  healthDuring: number[];
}

/**
 * Writers create conversations through nginx, each from its own client address (so the global per-client limit
 * is not what they meet), while PostgreSQL stops for 3 s and starts again; they go on until every writer has
 * had 2 s of successes after the start.
 */
async function writeLoopAcrossRestart(createUrl: string, token: string, front: string, processes: BuiltServer[]): Promise<OutageFigures> {
  const figures: OutageFigures = {
    ok: 0,
    unavailable: 0,
    other: [],
    acknowledged: [],
    recoveredAfterMs: Infinity,
    firstSuccessAfterMs: Infinity,
    pageStatus: 0,
    pageRetryAfter: undefined,
    readyDuring: [],
    healthDuring: [],
  };
  let startedAt = Infinity;
  let lastFailureAt = 0;
  let stop = false;
  const writer = async (index: number) => {
    for (let n = 0; !stop; n += 1) {
      const answer = await post<{ model: { id: number } }>(
        createUrl,
        { tool: 'writing', title: `deploy ${index}-${n}` },
        { token, from: `127.0.1.${index + 1}` },
      );
      if (answer.status === 200 && answer.envelope?.code === SUCCESS_CODE) {
        figures.ok += 1;
        figures.acknowledged.push(answer.envelope.model.id);
        if (Date.now() >= startedAt) figures.firstSuccessAfterMs = Math.min(figures.firstSuccessAfterMs, Date.now() - startedAt);
      } else if (answer.status === 503 && answer.headers['retry-after']) {
        figures.unavailable += 1;
        lastFailureAt = Date.now();
      } else {
        figures.other.push(`${answer.status} ${answer.text.slice(0, 120)}`);
        lastFailureAt = Date.now();
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  };
  const writers = Array.from({ length: 4 }, (_, index) => writer(index));
  await new Promise((resolve) => setTimeout(resolve, 2000));
  pgCtl('stop');
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const page = await http(`${front}/news/3?outage=${Date.now()}`);
  figures.pageStatus = page.status;
  figures.pageRetryAfter = page.headers['retry-after'];
  for (const portal of processes) {
    figures.readyDuring.push((await http(`http://127.0.0.1:${portal.port}${API_PREFIX}${callUrl(siteCalls.ready)}`)).status);
    figures.healthDuring.push((await http(`http://127.0.0.1:${portal.port}${API_PREFIX}${callUrl(siteCalls.health)}`)).status);
  }
  await new Promise((resolve) => setTimeout(resolve, 2000));
  pgCtl('start');
  startedAt = Date.now();
  const deadline = startedAt + 30_000;
  while (Date.now() < deadline && !(Date.now() - Math.max(lastFailureAt, startedAt) > 2000)) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  stop = true;
  await Promise.all(writers);
  figures.recoveredAfterMs = Math.max(0, lastFailureAt - startedAt);
  console.log(`outage figures: ${JSON.stringify({ ...figures, acknowledged: figures.acknowledged.length })}`);
  return figures;
}
