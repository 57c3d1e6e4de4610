// An example value for a JSON schema of the OpenAPI document, so each call of the open platform shows a request
// and an answer without anyone writing one by hand: a new call gets its example with its row.

export type JsonSchema = Record<string, unknown>;

/** How deep an example goes: a tree schema refers to itself. */
const MAX_DEPTH = 6;

const SUCCESS_CODE = '30000';
const SAMPLE_TIME = '2026-01-01T08:00:00.000Z';

const STRING_FORMATS: Record<string, string> = {
  'date-time': SAMPLE_TIME,
  date: SAMPLE_TIME.slice(0, 10),
  email: 'user@example.com',
  uri: 'https://example.com/',
  binary: '<binary>',
};

/** A string that reads as what the field holds, from its format, its pattern or its name. */
function stringExample(schema: JsonSchema, name: string): string {
  const format = typeof schema.format === 'string' ? STRING_FORMATS[schema.format] : undefined;
  if (format) return format;
  if (name === 'code') return SUCCESS_CODE;
  if (/phone|mobile/i.test(name) || String(schema.pattern ?? '').startsWith('^1')) return '13800000000';
  const minLength = typeof schema.minLength === 'number' ? schema.minLength : 0;
  const text = name || 'string';
  return text.length >= minLength ? text : text.padEnd(minLength, '0');
}

function numberExample(schema: JsonSchema): number {
  if (typeof schema.minimum === 'number') return Math.max(schema.minimum, Math.min(1, Number(schema.maximum ?? 1)));
  return schema.type === 'integer' ? 1 : 1.5;
}

/** The first type of a schema that is not null ("nullable" of OpenAPI 3.0, or a JSON Schema type list). */
function typeOf(schema: JsonSchema): string | undefined {
  const type = schema.type;
  if (Array.isArray(type)) return type.find((item) => item !== 'null') as string | undefined;
  if (typeof type === 'string') return type;
  if (schema.properties) return 'object';
  if (schema.items) return 'array';
  return undefined;
}

export interface ExampleOptions {
  /** Resolves a `$ref` of the document (its components). */
  resolve?: (ref: string) => JsonSchema | undefined;
}

/** An example of `schema`: its own example or default, the first enum value, else one built from its type. */
export function exampleOf(schema: JsonSchema | null | undefined, options: ExampleOptions = {}, name = '', depth = 0): unknown {
  if (!schema || depth > MAX_DEPTH) return undefined;
  if (typeof schema.$ref === 'string') return exampleOf(options.resolve?.(schema.$ref), options, name, depth + 1);
  if ('example' in schema) return schema.example;
  if ('default' in schema) return schema.default;
  if ('const' in schema) return schema.const;
  if (Array.isArray(schema.enum) && schema.enum.length) return schema.enum[0];
  const variants = (schema.anyOf ?? schema.oneOf) as JsonSchema[] | undefined;
  if (Array.isArray(variants)) {
    const variant = variants.find((item) => typeOf(item) !== 'null') ?? variants[0];
    return exampleOf(variant, options, name, depth + 1);
  }
  if (Array.isArray(schema.allOf)) {
    return Object.assign({}, ...(schema.allOf as JsonSchema[]).map((part) => exampleOf(part, options, name, depth + 1)));
  }
  switch (typeOf(schema)) {
    case 'object':
      return objectExample(schema, options, depth);
    case 'array': {
      const item = exampleOf(schema.items as JsonSchema | undefined, options, name, depth + 1);
      return item === undefined ? [] : [item];
    }
    case 'string':
      return stringExample(schema, name);
    case 'integer':
    case 'number':
      return numberExample(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return {};
  }
}

function objectExample(schema: JsonSchema, options: ExampleOptions, depth: number): Record<string, unknown> {
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>;
  const entries = Object.entries(properties)
    .map(([key, property]) => [key, exampleOf(property, options, key, depth + 1)] as const)
    .filter(([, value]) => value !== undefined);
  return Object.fromEntries(entries);
}
