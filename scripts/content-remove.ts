import { resolve } from 'node:path';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { DEMO_PACK, seedsDemoAccounts } from '../server/db/seed';
import { formatRemovalReport, packTargets, removeContent, seededDemoTargets } from '../server/modules/content-packs/public';
import { TEST_FIXTURE_PACK } from '../server/test-support/fixture-pack';

// npm run content:remove -- <pack-folder>… [--demo] [--apply]
// Deletes from the database the rows a content pack names by key (docs/content-packs.md): for a database seeded
// by older code, whose imports never deleted. --demo names the demo pack, the test fixtures and what the demo
// seeders added (products, solutions, courses, tenders). A dry run unless --apply; rows operators edited stay.

const args = process.argv.slice(2);
const apply = args.includes('--apply');
const demo = args.includes('--demo');
const unknown = args.filter((arg) => arg.startsWith('--') && arg !== '--apply' && arg !== '--demo');
const dirs = args.filter((arg) => !arg.startsWith('--')).map((dir) => resolve(dir));
if (unknown.length || (!demo && !dirs.length)) {
  console.error('usage: npm run content:remove -- <pack-folder>… [--demo] [--apply]');
  process.exit(2);
}
const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
let code = 0;
try {
  await migrate(db);
  const packs = [...dirs, ...(demo ? [DEMO_PACK, TEST_FIXTURE_PACK] : [])];
  const targets = [...packs.flatMap(packTargets), ...(demo ? seededDemoTargets() : [])];
  console.log(formatRemovalReport(await removeContent(db, targets, { apply })));
  if (demo && seedsDemoAccounts(db.kind, config.seedDemo)) {
    console.log(
      'Note: this database seeds the demo at start (embedded, or SEED_DEMO=1): the next start adds the demo products, courses and tenders again.',
    );
  }
} catch (err) {
  console.error((err as Error).message);
  code = 2;
} finally {
  await db.close();
}
process.exit(code);
