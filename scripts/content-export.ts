import { resolve } from 'node:path';
import { readConfig } from '../server/config';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { exportPack } from '../server/modules/content-packs/public';

// npm run content:export <folder>
// Writes the content of the database the server uses (DATA_DIR or DATABASE_URL) as a content pack
// (docs/content-packs.md), which content:import loads again.

const [dir] = process.argv.slice(2);
if (!dir) {
  console.error('usage: npm run content:export <folder>');
  process.exit(2);
}
const config = readConfig();
const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
try {
  await migrate(db);
  const counts = await exportPack(db, resolve(dir));
  for (const [file, count] of Object.entries(counts)) console.log(`${file.padEnd(16)} ${count}`);
} finally {
  await db.close();
}
