import { randomUUID } from 'node:crypto';
import { USCC_PATTERN } from '../../shared/uscc';
import { PHONE_PATTERN } from '../../shared/calls/account-models';
import { freshPhone } from '../../server/test-support/accounts';

/** The parts of a request schema the samples read (TypeBox rows are plain JSON Schema). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  minLength?: number;
  minimum?: number;
  default?: unknown;
}

/** A value for each pattern of the call table; a new pattern fails the test until it is listed here. */
const PATTERN_SAMPLES: Record<string, () => string> = {
  [PHONE_PATTERN]: freshPhone,
  '^\\d{6}$': () => '123456',
  '^[A-Za-z0-9_-]{20,100}$': () => 'a'.repeat(32),
  '^[A-Za-z0-9]{2,10}$': () => 'KL',
  '^$|^(https?://|/(?!/))': () => '/avatar.png',
  '\\S': () => 'fuzz',
  '^[a-z0-9]{1,20}$': () => 'wechat',
  '^[A-Za-z0-9_-]{1,64}$': () => 'abc',
  '^[A-Z]{2,8}$': () => 'BJ',
  '^[A-Za-z0-9_-]{1,60}$': () => 'home',
  '^[a-z][a-z0-9-]{1,30}$': () => 'main',
  '^[1-9][0-9]{5}$': () => '440000',
  '^\\S(.*\\S)?$': () => 'fuzz org',
  '^[1-9][0-9]{0,8}$': () => '101',
  '^[a-z0-9-]{1,40}\\.(jpg|svg)$': () => 'course-1.svg',
  '^[A-Za-z0-9-]{1,32}$': () => 'KB2101',
  '^[0-9a-f-]{36}\\.[a-z0-9]{2,5}$': () => `${randomUUID()}.pdf`,
  '^[A-Za-z0-9_-]{8,32}$': () => 'shareid123',
  '^[A-Za-z][A-Za-z0-9_-]{0,39}$': () => 'news',
  '^/': () => '/product',
  '^[A-Za-z0-9-]{1,64}$': () => 'visitor-1',
  '^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$': randomUUID,
  '^[A-Za-z0-9_-]+$': () => 'fuzz-secret-0123456789-abcdefghijklmnopqrstu',
  '^[a-z][a-zA-Z0-9]{1,31}$': () => 'aiWrite',
  '^[0-9]{4}-(0[1-9]|1[0-2])$': () => '2026-03',
  '^[0-9]{1,13}$': () => '1000',
  '^[a-z0-9-]{2,40}$': () => 'fuzz-offering',
  [USCC_PATTERN]: () => '91350100M000100Y43',
};

const FORMAT_SAMPLES: Record<string, () => string> = {
  uuid: randomUUID,
  email: () => 'fuzz@example.com',
  'date-time': () => new Date().toISOString(),
  date: () => new Date().toISOString().slice(0, 10),
};

function sampleString(schema: JsonSchema): string {
  if (schema.pattern !== undefined) {
    const sample = PATTERN_SAMPLES[schema.pattern];
    if (!sample) throw new Error(`no sample for the pattern ${schema.pattern}`);
    return sample();
  }
  if (schema.format) {
    const sample = FORMAT_SAMPLES[schema.format];
    if (!sample) throw new Error(`no sample for the format ${schema.format}`);
    return sample();
  }
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** A valid value of a schema: required properties only, plus the ones named in `include` (paths like `guest.source`). */
export function sampleOf(schema: JsonSchema, include: readonly string[] = []): unknown {
  if (schema.enum) return schema.enum[0];
  if (schema.anyOf) return sampleOf(schema.anyOf[0]!, include);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'null':
      return null;
    case 'object': {
      const heads = new Set(include.map((path) => path.split('.')[0]!));
      // Of a oneOf of required lists (phone or email), the branch that holds an included field, else the first.
      const branch = schema.oneOf?.find((option) => option.required?.some((name) => heads.has(name))) ?? schema.oneOf?.[0];
      const names = new Set([...(schema.required ?? []), ...(branch?.required ?? []), ...heads]);
      const value: Record<string, unknown> = {};
      for (const name of names) {
        const property = schema.properties?.[name];
        if (!property) continue;
        const nested = include.filter((path) => path.startsWith(`${name}.`)).map((path) => path.slice(name.length + 1));
        value[name] = sampleOf(property, nested);
      }
      return value;
    }
    default:
      return {};
  }
}

/** The dotted path of every string property of an object schema, at any depth. */
export function stringFields(schema: JsonSchema, prefix = ''): string[] {
  return Object.entries(schema.properties ?? {}).flatMap(([name, property]) => {
    const path = `${prefix}${name}`;
    if (property.type === 'object') return stringFields(property, `${path}.`);
    const types = [property.type, ...(property.anyOf ?? []).map((option) => option.type)].flat();
    return types.includes('string') && !property.enum ? [path] : [];
  });
}

/** Sets the value at a dotted path of a sample. */
export function setPath(target: Record<string, unknown>, path: string, value: unknown): void {
  const [head, ...rest] = path.split('.');
  if (!rest.length) {
    target[head!] = value;
    return;
  }
  setPath(target[head!] as Record<string, unknown>, rest.join('.'), value);
}

/** Reads the value at a dotted path of a sample. */
export function getPath(source: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], source);
}
