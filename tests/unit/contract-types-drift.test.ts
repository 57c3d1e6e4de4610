// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { renderContractTypes } from '../../scripts/contract-types';
import type { LayoutName } from '../../shared/layout-names';
import type { TenantManifest } from '../../shared/tenant-types';

const ROOT = join(import.meta.dirname, '../..');

// The generated types are committed so that readers and editors see them; this keeps them equal to the schemas.
describe('shared/generated types match their JSON Schemas', async () => {
  const rendered = await renderContractTypes(ROOT);

  it.each([...rendered.keys()])('%s is what `npm run contracts:generate` writes', (output) => {
    expect(readFileSync(join(ROOT, output), 'utf8'), 'run `npm run contracts:generate` and commit the result').toBe(rendered.get(output));
  });

  it('the manifest layout is exactly the layout registry names', () => {
    expectTypeOf<TenantManifest['layout']>().toEqualTypeOf<LayoutName>();
  });
});
