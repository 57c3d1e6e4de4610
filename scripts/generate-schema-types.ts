import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openDatabase } from '../server/db/database';
import { migrate } from '../server/db/migrate';
import { renderSchemaTypes } from './schema-types';

// Applies the migrations to a fresh in-memory database and writes the table types Kysely checks queries against.
const output = join(import.meta.dirname, '..', 'server', 'db', 'schema-types.ts');
const db = await openDatabase({});
try {
  await migrate(db);
  writeFileSync(output, await renderSchemaTypes(db));
  console.log('wrote server/db/schema-types.ts');
} finally {
  await db.close();
}
