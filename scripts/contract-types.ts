import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { compile, type JSONSchema } from 'json-schema-to-typescript';

/** A JSON Schema that the portal reads at run time, and the TypeScript file generated from it. */
interface ContractSchema {
  schema: string;
  output: string;
  /** Name of the generated root type (the schema's own title would name it otherwise). */
  rootType: string;
}

export const CONTRACT_SCHEMAS: readonly ContractSchema[] = [
  { schema: 'tenants/schema.json', output: 'shared/generated/tenant-manifest.ts', rootType: 'TenantManifestFile' },
  { schema: 'themes/schema.json', output: 'shared/generated/theme.ts', rootType: 'ThemeFile' },
];

const ROOT = join(import.meta.dirname, '..');

/** The generated text of every contract file, by output path relative to the repository. */
export async function renderContractTypes(root = ROOT): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const { schema, output, rootType } of CONTRACT_SCHEMAS) {
    const parsed = JSON.parse(readFileSync(join(root, schema), 'utf8')) as JSONSchema;
    const text = await compile({ ...refsWithoutSiblings(parsed), title: rootType }, rootType, {
      bannerComment: `// Generated from ${schema} by \`npm run contracts:generate\`; do not edit by hand.`,
      // Both schemas close their objects; maxItems would otherwise become a union of tuples of each length.
      additionalProperties: false,
      ignoreMinAndMaxItems: true,
      unreachableDefinitions: false,
      style: { singleQuote: true, printWidth: 120, trailingComma: 'all' },
    });
    files.set(output, text);
  }
  return files;
}

/**
 * `{ $ref, description }` becomes `{ description, allOf: [{ $ref }] }`: the same check, but the generator then names
 * the field by the referenced type instead of copying that type inline under a new name.
 */
function refsWithoutSiblings<T>(node: T): T {
  if (Array.isArray(node)) return node.map(refsWithoutSiblings) as T;
  if (!node || typeof node !== 'object') return node;
  const { $ref, ...rest } = node as Record<string, unknown>;
  const children = Object.fromEntries(Object.entries(rest).map(([key, value]) => [key, refsWithoutSiblings(value)]));
  if (typeof $ref !== 'string') return children as T;
  return (Object.keys(rest).length ? { ...children, allOf: [{ $ref }] } : { $ref }) as T;
}
