import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { renderContractTypes } from './contract-types';

// Writes shared/generated/*.ts from the JSON Schemas; tests/unit/contract-types-drift.test.ts fails when they differ.
const root = join(import.meta.dirname, '..');
for (const [output, text] of await renderContractTypes(root)) {
  mkdirSync(dirname(join(root, output)), { recursive: true });
  writeFileSync(join(root, output), text);
  console.log(`wrote ${output}`);
}
