// @vitest-environment node
import { describe, expect, it } from 'vitest';
import tenantSchema from '../../tenants/schema.json';
import themeSchema from '../../themes/schema.json';

/** JSON pointers of every field (a `properties` entry) and every `$defs` entry that has no description. */
function undescribed(schema: unknown): string[] {
  const missing: string[] = [];
  const walk = (node: unknown, pointer: string) => {
    if (Array.isArray(node)) node.forEach((child, index) => walk(child, `${pointer}/${index}`));
    if (!node || typeof node !== 'object' || Array.isArray(node)) return;
    for (const [key, value] of Object.entries(node)) {
      if ((key === 'properties' || key === '$defs') && value && typeof value === 'object') {
        for (const [name, field] of Object.entries(value as Record<string, { description?: unknown }>)) {
          if (typeof field.description !== 'string' || !field.description.trim()) missing.push(`${pointer}/${key}/${name}`);
        }
      }
      walk(value, `${pointer}/${key}`);
    }
  };
  walk(schema, '');
  return missing;
}

// README: the schemas are the operators' manual, so every field says what it is for.
describe.each([
  { file: 'tenants/schema.json', schema: tenantSchema },
  { file: 'themes/schema.json', schema: themeSchema },
])('$file', ({ schema }) => {
  it('describes every field', () => {
    expect(undescribed(schema)).toEqual([]);
  });

  it('describes the document itself', () => {
    expect(schema.description).toEqual(expect.any(String));
  });
});

describe('undescribed', () => {
  it('finds a field without a description, however deep', () => {
    const schema = {
      properties: { a: { description: 'A', properties: { b: { type: 'string' } } } },
      $defs: { c: { items: { properties: { d: {} } } } },
    };
    expect(undescribed(schema)).toEqual(['/properties/a/properties/b', '/$defs/c', '/$defs/c/items/properties/d']);
  });
});
