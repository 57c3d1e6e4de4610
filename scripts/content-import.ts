import { resolve } from 'node:path';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { formatImportReport, importPack } from '../server/modules/content-packs/public';

// npm run content:import <pack-folder>
// Loads a content pack (docs/content-packs.md) into the database the server uses (DATA_DIR or DATABASE_URL):
// new rows created, changed ones updated, identical ones skipped, each refused row named with its reason.
// The embedded database takes one process at a time: stop the server first, or use DATABASE_URL.

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npm run content:import <pack-folder>');
  process.exit(2);
}
const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code = 0;
try {
  await migrate(db);
  const report = await importPack(db, resolve(dir));
  console.log(formatImportReport(report));
  if (report.kinds.some((kind) => kind.refused.length)) code = 1;
} catch (err) {
  console.error((err as Error).message);
  code = 2;
} finally {
  await db.close();
}
process.exit(code);
