import type { CallRow } from '../../shared/calls/define-call';
import { sampleOf, type JsonSchema } from './sample-body';

// The requests of the schema fuzz (schema-fuzz.test.ts), made from a row's own request schema: a valid body
// with every field, then every field in turn given wrong types, control characters, a lone surrogate, huge
// and empty values, edge numbers and dates, odd text; the body as a whole replaced by what is no body at all;
// and a few bodies whose fields are drawn at random from their edge values, by a seeded generator, so that a
// run is the same every time.

export interface FuzzSchema extends JsonSchema {
  const?: unknown;
  items?: FuzzSchema;
  properties?: Record<string, FuzzSchema>;
  oneOf?: FuzzSchema[];
  anyOf?: FuzzSchema[];
  maxItems?: number;
  minItems?: number;
  maximum?: number;
  maxLength?: number;
}

export interface FuzzCase {
  label: string;
  /** The JSON body (a POST) or the query (a GET); undefined sends none. */
  body?: unknown;
  /** A payload sent as it is, instead of `body` (not JSON, or JSON that JSON.stringify cannot write). */
  raw?: string | Buffer;
  contentType?: string;
  /** Path parameters, for a row that has them. */
  params?: Record<string, string>;
  /** Appended to the query string as it is (a GET). */
  rawQuery?: string;
}

/** The seed of the random bodies: change it to explore, keep it to reproduce. */
export const FUZZ_SEED = 23;

/** mulberry32: a small PRNG, the same numbers for the same seed on every machine. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const HUGE = 70_000;
const nested = (depth: number): unknown => (depth ? [nested(depth - 1)] : 'deep');

/** A kind of value, and the values that stand for it: the seeded generator picks `count` of them per field. */
type Category = readonly [name: string, values: readonly unknown[], count?: number];

const NULL: Category = ['null', [null]];
const DEEP: Category = ['deep nesting', [nested(64)]];
const EMPTY: Category = ['an empty array or object', [[], {}]];

/** Wrong values by the field's JSON type: every field gets one of each kind. */
const WRONG: Record<string, readonly Category[]> = {
  string: [
    NULL,
    DEEP,
    EMPTY,
    ['another type', [0, true, -1]],
    ['a control character', ['a\u0000b', '\u001b[2J', 'a\u007f', 'a\nb']],
    ['a lone surrogate', ['a\ud800', '\udc00b', '\ude00\ud83d']],
    ['a huge text', ['x'.repeat(HUGE)]],
    ['empty text', ['', '   ']],
  ],
  integer: [
    NULL,
    DEEP,
    EMPTY,
    ['another type', ['1', true, 'x']],
    ['a fraction', [1.5, 0.1]],
    ['a huge number', [2 ** 53 + 2, 1e308]],
    ['a huge negative number', [-1e308, -(2 ** 53 + 2)]],
  ],
  boolean: [NULL, DEEP, EMPTY, ['another type', ['true', 1, '']]],
  array: [NULL, DEEP, ['another type', ['x', 0, {}]], ['null items', [[null]]]],
  object: [NULL, DEEP, ['another type', [[], 'x', 0]], ['an unknown field', [{ zzUnknown: 1 }]]],
};

/** Text that is valid wherever plain text is, and that has broken SQL, i18next, logs or links before. */
const ODD_TEXT: readonly string[] = [
  "%_\\'",
  "'; DROP TABLE users; --",
  '{{field}} $1',
  '😀𠮷 e\u0301 \u202e\u0645 \ufeff\uffff',
  ' padded ',
  '<script>alert(1)</script>',
  'javascript:alert(1)',
  '//evil.example/../../etc/passwd',
];

const FORMAT_EDGES: Record<string, readonly string[]> = {
  date: ['0001-01-01', '9999-12-31', '2024-02-29', '2026-02-30'],
  'date-time': ['0001-01-01T00:00:00Z', '9999-12-31T23:59:59.999Z', '2026-01-01T00:00:00+14:00', '2026-01-01'],
  email: ['a@b', `${'a'.repeat(64)}@${'b'.repeat(180)}.com`, '"a b"@example.com'],
  uuid: ['00000000-0000-0000-0000-000000000000', 'FFFFFFFF-FFFF-FFFF-FFFF-FFFFFFFFFFFF'],
};

const NUMBER_EDGES: readonly number[] = [0, -1, 2_147_483_647, 2_147_483_648, -2_147_483_649, Number.MAX_SAFE_INTEGER];

const typesOf = (schema: FuzzSchema): string[] => [schema.type ?? []].flat();

/** The first branch of a union, the way sampleOf reads it. */
const branchOf = (schema: FuzzSchema): FuzzSchema =>
  schema.anyOf?.find((option) => !typesOf(option).includes('null')) ?? schema.anyOf?.[0] ?? schema;

/** A valid value with every property present (of a oneOf, the first branch's), and one item in each array. */
export function fullSample(schema: FuzzSchema): unknown {
  const node = branchOf(schema);
  if (node.enum || node.const !== undefined) return sampleOf(node);
  if (typesOf(node).includes('object') && node.properties) {
    const exclusive = new Set((node.oneOf ?? []).slice(1).flatMap((option) => option.required ?? []));
    const value: Record<string, unknown> = {};
    for (const [name, property] of Object.entries(node.properties)) if (!exclusive.has(name)) value[name] = fullSample(property);
    return value;
  }
  if (typesOf(node).includes('array') && node.items) return node.maxItems === 0 ? [] : [fullSample(node.items)];
  return sampleOf(node);
}

/**
 * Valid-looking values of one field, by kind: its enum values, its bounds and their neighbours, edge numbers
 * and dates, odd text (after its pattern's sample, which the pattern may or may not let through), the
 * longest text it takes and one character more.
 */
export function edgeCategories(schema: FuzzSchema): Category[] {
  const node = branchOf(schema);
  if (node.const !== undefined)
    return [
      ['its value', [node.const]],
      ['its value in capitals', [String(node.const).toUpperCase()]],
    ];
  if (node.enum)
    return [
      ['its values', node.enum, 4],
      ['a value in lower case', [String(node.enum[0]).toLowerCase(), 'ALL']],
    ];
  const types = typesOf(node);
  if (types.includes('integer') || types.includes('number')) {
    const bounds = [node.minimum, node.maximum].filter((value): value is number => value !== undefined);
    return [
      ['its bounds', bounds, 2],
      ['just past its bounds', [...bounds.map((value) => value - 1), ...bounds.map((value) => value + 1)], 2],
      ['an edge number', NUMBER_EDGES, 2],
    ];
  }
  if (types.includes('boolean')) return [['its values', [true, false], 2]];
  if (types.includes('array')) {
    const item = node.items ? fullSample(node.items) : 'x';
    return [
      ['no items', [[]]],
      ['one item too many', [Array.from({ length: Math.min((node.maxItems ?? 3) + 1, 200) }, () => item)]],
    ];
  }
  if (node.format && FORMAT_EDGES[node.format]) return [['an edge value', FORMAT_EDGES[node.format]!, 2]];
  const max = node.maxLength ?? 1000;
  if (node.pattern !== undefined) {
    const sample = String(sampleOf(node));
    return [
      ['odd text after its sample', ODD_TEXT.map((text) => `${sample}${text}`), 2],
      ['its longest', [`${sample}${'a'.repeat(max)}`]],
    ];
  }
  return [
    ['odd text', ODD_TEXT, 2],
    ['its longest', ['a'.repeat(max), '😀'.repeat(max)]],
    ['one character too many', ['a'.repeat(max + 1)]],
  ];
}

/** `count` values of a category, picked by the seeded generator (all of them when there are no more). */
function pick(random: () => number, [, values, count = 1]: Category): unknown[] {
  const left = [...values];
  const picked: unknown[] = [];
  while (picked.length < count && left.length) picked.push(left.splice(Math.floor(random() * left.length), 1)[0]);
  return picked;
}

type Path = (string | number)[];

/** The JSON type a field's wrong values are chosen by (an integer's for a number, a string's for an enum). */
function typeKey(schema: FuzzSchema): string {
  const node = branchOf(schema);
  if (node.const !== undefined || node.enum) return 'string';
  const type = typesOf(node).find((each) => each !== 'null') ?? 'string';
  return type === 'number' ? 'integer' : type;
}

/** Every field of a schema, by its path in a full sample: properties at any depth, the first item of arrays. */
function fieldsOf(schema: FuzzSchema, path: Path = []): [Path, FuzzSchema][] {
  const node = branchOf(schema);
  const here: [Path, FuzzSchema][] = path.length ? [[path, schema]] : [];
  if (typesOf(node).includes('object') && node.properties) {
    return [...here, ...Object.entries(node.properties).flatMap(([name, property]) => fieldsOf(property, [...path, name]))];
  }
  if (typesOf(node).includes('array') && node.items) return [...here, ...fieldsOf(node.items, [...path, 0])];
  return here;
}

const clone = <T>(value: T): T => structuredClone(value);

/** The body with the field at `path` set (undefined: removed); unchanged when an earlier change removed its parent. */
function withValue(base: unknown, path: Path, value: unknown): unknown {
  const copy = clone(base) as Record<string | number, unknown>;
  let target = copy;
  for (const key of path.slice(0, -1)) {
    const next = target[key];
    if (typeof next !== 'object' || next === null) return copy;
    target = next as Record<string | number, unknown>;
  }
  const last = path[path.length - 1]!;
  if (value === undefined) delete target[last];
  else target[last] = value;
  return copy;
}

const show = (path: Path) => path.join('.');

/** The whole body replaced: nothing, other JSON, not JSON, other content types, hostile keys, too much. */
function bodyCases(row: Pick<CallRow, 'bodyLimit'>, base: unknown): FuzzCase[] {
  const limit = row.bodyLimit ?? 1024 * 1024;
  return [
    { label: 'no body' },
    { label: 'a null body', raw: 'null' },
    { label: 'an array body', body: [base] },
    { label: 'a text body', raw: '"text"' },
    { label: 'an empty object', body: {} },
    { label: 'broken JSON', raw: '{"a":' },
    { label: 'an unknown field', body: { ...(base as object), zzUnknown: 'x' } },
    { label: 'a __proto__ key', raw: `{"__proto__":{"polluted":true},"constructor":{"prototype":{"polluted":true}}}` },
    { label: 'deep nesting', raw: `{"zzDeep":${'['.repeat(5000)}${']'.repeat(5000)}}` },
    { label: 'text/plain', raw: JSON.stringify(base), contentType: 'text/plain' },
    { label: 'a body over its limit', raw: `{"zz":"${'x'.repeat(limit)}"}` },
    { label: 'invalid UTF-8', raw: Buffer.concat([Buffer.from('{"zz":"'), Buffer.from([0xff, 0xfe, 0xc0, 0xaf]), Buffer.from('"}')]) },
  ];
}

/** Query strings that only a raw URL can carry. */
const RAW_QUERIES: readonly [string, string][] = [
  ['an encoded lone surrogate', 'zz=%ED%A0%80'],
  ['a bad percent escape', 'zz=%E0%A4%A'],
  ['a NUL', 'zz=%00'],
  ['a repeated key', 'a=1&a=2'],
  ['an empty key', '=1'],
  ['a huge query', `zz=${'x'.repeat(HUGE)}`],
];

/** Every request of the fuzz for one row, valid body first (`base`, when the schema's own sample is not enough). */
export function fuzzCases(
  row: Pick<CallRow, 'body'> & Partial<Pick<CallRow, 'params' | 'method' | 'bodyLimit'>>,
  random: () => number,
  base = fullSample(row.body as FuzzSchema),
): FuzzCase[] {
  const schema = row.body as FuzzSchema;
  const params = row.params ? (fullSample(row.params as FuzzSchema) as Record<string, string>) : undefined;
  const cases: FuzzCase[] = [{ label: 'a valid body', body: base, params }];
  const fields = fieldsOf(schema);
  for (const [path, field] of fields) {
    cases.push({ label: `${show(path)} left out`, body: withValue(base, path, undefined), params });
    for (const category of [...(WRONG[typeKey(field)] ?? []), ...edgeCategories(field)]) {
      for (const value of pick(random, category)) {
        cases.push({
          label: `${show(path)} = ${category[0]}: ${JSON.stringify(value).slice(0, 60)}`,
          body: withValue(base, path, value),
          params,
        });
      }
    }
  }
  // Several fields at their edges at once: the combinations a list's filters make (the empty page of a filter).
  for (let i = 0; i < 2 && fields.length > 1; i += 1) {
    let body = base;
    for (const [path, field] of fields) {
      if (path.some((key) => typeof key === 'number')) continue;
      const choices = [undefined, ...edgeCategories(field).flatMap(([, values]) => values)];
      body = withValue(body, path, choices[Math.floor(random() * choices.length)]);
    }
    cases.push({ label: `random edges #${i + 1}`, body, params });
  }
  if (row.method === 'GET') {
    for (const [what, query] of RAW_QUERIES) cases.push({ label: `query: ${what}`, body: base, rawQuery: query, params });
  } else {
    cases.push(...bodyCases(row, base).map((each) => ({ ...each, params })));
  }
  for (const [name] of Object.entries(params ?? {})) {
    // No lone surrogate: a URL cannot carry one (encodeURIComponent throws on it).
    for (const value of ['', '0', '-1', '99999999999999999999', '..', 'a'.repeat(300), '😀', '\u0000', "'%_"]) {
      cases.push({ label: `:${name} = ${JSON.stringify(value).slice(0, 40)}`, body: base, params: { ...params, [name]: value } });
    }
  }
  return cases;
}
