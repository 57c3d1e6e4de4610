import WebSocket from 'ws';
import { CHAT_SOCKET_PATH } from '../shared/calls/chat';
import { crmCalls } from '../shared/calls/crm';
import { API_PREFIX, callUrl } from '../shared/calls/define-call';
import { openDatabase } from '../server/db/database';
import { startBuiltServer } from '../tests/built-server';
import { numberOption } from './cli-option';

// DATABASE_URL=postgres://…/scratch npx tsx scripts/chat-burst.ts [--guests 144 --seconds 20]: the anonymous chat flood,
// replayed on two built API-host processes (dist/server/main.js, default caps) over one PostgreSQL. From one
// address, GUESTS guests, half on each process, each send messages of 4,000 characters as fast as they are
// answered for SECONDS; then it counts what the database stored, against the documented daily caps.

const GUESTS = numberOption('guests', 144);
const SECONDS = numberOption('seconds', 20);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL (a scratch database) is required');

const start = () => startBuiltServer({ env: { SHED_EVENT_LOOP_DELAY_MS: '0' }, echoErrors: true });

/** One guest: its socket, sending until the end; counts what was acknowledged and refused. */
async function guest(port: number, until: number, tally: Map<string, number>): Promise<string | undefined> {
  const answer = await fetch(`http://127.0.0.1:${port}${API_PREFIX}${callUrl(crmCalls.guestCreate)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ guest: { source: 'burst' } }),
  });
  const created = (await answer.json()) as { code: string; guestId?: string; guestToken?: string };
  const count = (key: string) => tally.set(key, (tally.get(key) ?? 0) + 1);
  if (!created.guestId) return void count(`guest refused ${created.code}`);
  const socket = new WebSocket(`ws://127.0.0.1:${port}${API_PREFIX}${CHAT_SOCKET_PATH}`);
  const body = '攻'.repeat(4000);
  let sent = 0;
  await new Promise<void>((resolve) => {
    const next = () =>
      Date.now() < until ? socket.send(JSON.stringify({ type: 'send', clientId: `b${(sent += 1)}`, body })) : socket.close();
    socket.on('open', () =>
      socket.send(JSON.stringify({ type: 'hello', role: 'guest', guestId: created.guestId, guestToken: created.guestToken })),
    );
    socket.on('message', (data) => {
      const frame = JSON.parse(String(data)) as { type: string; reason?: string };
      if (frame.type === 'ready') return next();
      if (frame.type === 'ack') count('stored');
      else if (frame.type === 'refused') count(`refused ${frame.reason}`);
      else return;
      // A refused flood waits a little, as a script honouring the answer would not; the caps are what is tested.
      setTimeout(next, frame.reason === 'flood' ? 50 : 0);
    });
    socket.on('close', () => resolve());
    socket.on('error', () => resolve());
  });
  return created.guestId;
}

const processes = await Promise.all([start(), start()]);
const ports = processes.map((portal) => portal.port);
const db = await openDatabase({ databaseUrl });
try {
  const size = async () =>
    Number(
      (
        await db.query<{ n: string }>(
          `SELECT sum(pg_total_relation_size(t::regclass))::bigint AS n FROM unnest(ARRAY['guests', 'chat_conversations', 'chat_messages']) t`,
        )
      )[0]!.n,
    );
  const before = await size();
  const tally = new Map<string, number>();
  const until = Date.now() + SECONDS * 1000;
  const ids = (await Promise.all(Array.from({ length: GUESTS }, (_, i) => guest(ports[i % 2]!, until, tally)))).filter(Boolean);
  const [stored] = await db.query<{ n: number; characters: number; bytes: number }>(
    `SELECT count(*)::int AS n, coalesce(sum(length(m.body)), 0)::int AS characters, coalesce(sum(octet_length(m.body)), 0)::int AS bytes
     FROM chat_messages m JOIN chat_conversations c ON c.id = m.conversation_id WHERE c.guest_id = ANY($1::uuid[])`,
    [ids],
  );
  console.log(`${ids.length} guests on 2 processes, ${SECONDS} s: ${JSON.stringify(Object.fromEntries(tally))}`);
  console.log(
    `stored: ${stored!.n} messages, ${stored!.characters} characters, ${stored!.bytes} bytes of text; the tables grew by ${(await size()) - before} bytes`,
  );
  if (stored!.characters > 40_000 || stored!.n > 200) throw new Error('more than the documented daily cap of one address was stored');
} finally {
  await db.close();
  await Promise.all(processes.map((portal) => portal.stop()));
}
process.exit(0);
