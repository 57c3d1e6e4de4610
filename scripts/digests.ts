import Fastify from 'fastify';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { createMessageProvider } from '../server/services/messages/message-provider';
import { digestOrigin, sendDigests } from '../server/modules/tender/public';
import { loadTenants } from '../server/tenants/load-tenants';

// npm run digests: the daily tender digests, once, now, on the database the server uses (DATA_DIR or
// DATABASE_URL) and through its message provider (MESSAGE_PROVIDER). A subscription already sent today is
// left alone, as when the server's schedule runs it; digests queued earlier and not yet sent (a crash, a
// refusal whose back-off has passed) go out too. The embedded database takes one process at a time:
// stop the server first, or use DATABASE_URL.

const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let exitCode = 0;
try {
  await migrate(db);
  const log = Fastify({ logger: { level: config.logLevel } }).log;
  const messages = createMessageProvider(config.accounts.messages ?? { provider: 'outbox' }, db, log);
  const run = await sendDigests(db, { messages, origin: digestOrigin(loadTenants().tenants, config.accounts.publicOrigin) });
  if (run.skipped) console.log('Another process is queueing the digests right now: none queued.');
  console.log(`Tender digests: ${run.sent} message(s) sent${run.failed.length ? `, ${run.failed.length} failed (retried later)` : ''}.`);
  for (const err of run.failed) console.error(err);
  exitCode = run.failed.length ? 1 : 0;
} finally {
  await db.close();
}
process.exit(exitCode);
