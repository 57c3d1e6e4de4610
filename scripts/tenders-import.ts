import { resolve } from 'node:path';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { formatTenderImportReport, importTenderFiles } from '../server/modules/tender/public';

// npm run tenders:import <file|folder> [--rate USD=7.1 ...]
// Imports tender notices (OCDS packages or the scraped JSON-lines format, docs/tender-import-format.md) into the
// database the server uses (DATA_DIR or DATABASE_URL) and prints what became of each record. Exit 0 when the run
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
  console.error('usage: npm run tenders:import <file|folder> [--rate USD=7.1]');
  process.exit(1);
}
let code = 0;
try {
  const config = readConfig();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  try {
    await migrate(db);
    for (const path of paths) {
      for (const report of await importTenderFiles(db, resolve(path), { rates })) console.log(formatTenderImportReport(report));
    }
  } finally {
    await db.close();
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  code = 1;
}
process.exit(code);
