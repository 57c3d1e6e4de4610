// The rows of a field table, read from a JSON schema of the OpenAPI document (references already written out).

type Schema = Record<string, unknown>;

export interface SchemaField {
  /** Dotted path; `[]` marks the items of an array: `list[].id`. */
  name: string;
  type: string;
  required: boolean;
  /** Limits and allowed values, as `key: value` strings (format, enum, min/max, pattern, default). */
  constraints: string[];
}

/** Fields below the top level are listed down to this depth (a tree schema repeats itself). */
const MAX_DEPTH = 3;
const CONSTRAINT_KEYS = ['format', 'minimum', 'maximum', 'minLength', 'maxLength', 'maxItems', 'pattern', 'default'] as const;

function variantsOf(schema: Schema): Schema[] {
  const variants = (schema.anyOf ?? schema.oneOf) as Schema[] | undefined;
  return Array.isArray(variants) ? variants : [schema];
}

/** `string`, `integer | null`, `array<object>`… */
export function typeName(schema: Schema): string {
  const names = variantsOf(schema).flatMap((variant) => {
    const type = variant.type ?? (variant.properties ? 'object' : variant.$ref ? 'object' : undefined);
    const types = Array.isArray(type) ? (type as string[]) : type ? [String(type)] : [];
    const items = variant.items as Schema | undefined;
    return types.map((item) => (item === 'array' && items ? `array<${typeName(items)}>` : item));
  });
  if (schema.nullable === true) names.push('null');
  return [...new Set(names)].join(' | ') || 'any';
}

function constraintsOf(schema: Schema): string[] {
  const own = CONSTRAINT_KEYS.filter((key) => schema[key] !== undefined).map((key) => `${key}: ${JSON.stringify(schema[key])}`);
  return Array.isArray(schema.enum) ? [`enum: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`, ...own] : own;
}

/** The object a field's children are read from: the field itself, or the items of an array of objects. */
function objectOf(schema: Schema): { object: Schema; suffix: string } | undefined {
  const variant = variantsOf(schema).find((item) => item.properties || (item.items as Schema | undefined)?.properties);
  if (!variant) return undefined;
  return variant.properties ? { object: variant, suffix: '' } : { object: variant.items as Schema, suffix: '[]' };
}

export function schemaFields(schema: Schema | null | undefined, prefix = '', depth = 0): SchemaField[] {
  if (!schema || depth > MAX_DEPTH) return [];
  const properties = (schema.properties ?? {}) as Record<string, Schema>;
  const required = new Set((schema.required as string[] | undefined) ?? []);
  return Object.entries(properties).flatMap(([key, property]) => {
    const name = `${prefix}${key}`;
    const own: SchemaField = { name, type: typeName(property), required: required.has(key), constraints: constraintsOf(property) };
    const nested = objectOf(property);
    return [own, ...(nested ? schemaFields(nested.object, `${name}${nested.suffix}.`, depth + 1) : [])];
  });
}
