import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { renderSchemaTypes } from '../../scripts/schema-types';
import { testDatabase } from '../test-support/test-app';

// The test database is migrated from the same files as `npm run db:types` migrates its fresh one.
it('server/db/schema-types.ts is what `npm run db:types` writes from the migrations', async () => {
  const committed = readFileSync(join(import.meta.dirname, 'schema-types.ts'), 'utf8');
  expect(committed, 'run `npm run db:types` and commit the result').toBe(await renderSchemaTypes(await testDatabase()));
});
