import { join, resolve } from 'node:path';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { openStorage } from '../server/modules/media/public';
import { fetchTenderAttachments, formatTenderImportReport, importTenderFiles, importTenderUrl } from '../server/modules/tender/public';

// npm run tenders:import <file|folder|url> [--rate USD=7.1 ...]
// Imports tender notices (OCDS packages or the scraped JSON-lines format, docs/tender-import-format.md) into the
// database the server uses (DATA_DIR or DATABASE_URL) and prints what became of each record. An http(s) URL is
// fetched through the outbound guard (TENDER_FETCH_ALLOW, TENDER_FETCH_TIMEOUT_SECONDS), its OCDS pages followed.
// Then the imported notices' attachments are fetched into the media storage (STORAGE_URL). Exit 0 when the run
// completed, refusals or not; 1 when it could not run. The embedded database takes one process at a time: stop the
// server first, or use DATABASE_URL.

const args = process.argv.slice(2);
const rates: Record<string, number> = {};
const paths: string[] = [];
for (let i = 0; i < args.length; i++) {
  const arg = args[i]!;
  if (arg === '--rate') {
    const [code, rate] = (args[++i] ?? '').split('=');
    if (!code || !Number(rate)) {
      console.error('--rate wants CODE=yuan, e.g. --rate USD=7.1');
      process.exit(1);
    }
    rates[code.toUpperCase()] = Number(rate);
  } else paths.push(arg);
}
if (!paths.length) {
  console.error('usage: npm run tenders:import <file|folder|url> [--rate USD=7.1]');
  process.exit(1);
}
let code = 0;
try {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    for (const path of paths) {
      const reports = /^https?:\/\//i.test(path)
        ? [await importTenderUrl(db, path, config.tenderFeeds, { rates })]
        : await importTenderFiles(db, resolve(path), { rates });
      for (const report of reports) console.log(formatTenderImportReport(report));
    }
    const place = { storage: openStorage(config.storageUrl, config.dataDir), incomingDir: join(config.dataDir, 'incoming') };
    const fetched = await fetchTenderAttachments(db, place, config.tenderFeeds);
    if (fetched.stored + fetched.refused + fetched.retrying)
      console.log(`attachments: stored ${fetched.stored}, refused ${fetched.refused}, to retry later ${fetched.retrying}`);
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  code = 1;
}
process.exit(code);
