import type { Queryable } from '../server/db/database';

// Renders server/db/schema-types.ts, the Kysely `DB` interface, from a migrated database's information_schema.

interface ColumnRow {
  table_name: string;
  table_type: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
  is_identity: 'YES' | 'NO';
  identity_generation: 'ALWAYS' | 'BY DEFAULT' | null;
  is_generated: 'ALWAYS' | 'NEVER';
}

/** What each PostgreSQL type reads as through both drivers (PGlite and node-postgres parse the same way, but for int8). */
const TYPE_OF_UDT: Record<string, string> = {
  bool: 'boolean',
  int2: 'number',
  int4: 'number',
  float4: 'number',
  float8: 'number',
  int8: 'Int8',
  numeric: 'Numeric',
  text: 'string',
  varchar: 'string',
  bpchar: 'string',
  uuid: 'string',
  inet: 'string',
  interval: 'string',
  tsvector: 'string',
  date: 'Timestamp',
  timestamp: 'Timestamp',
  timestamptz: 'Timestamp',
  json: 'Json',
  jsonb: 'Json',
  bytea: 'Uint8Array',
};

const PRELUDE = `import type { ColumnType } from 'kysely';

/** A column with a default: optional on insert. Unlike Kysely's own, it also wraps a column type such as Timestamp. */
export type Generated<T> =
  T extends ColumnType<infer S, infer I, infer U> ? ColumnType<S, I | undefined, U> : ColumnType<T, T | undefined, T>;

/** An identity or generated column: read only. */
export type GeneratedAlways<T> = T extends ColumnType<infer S> ? ColumnType<S, never, never> : ColumnType<T, never, never>;

/** PGlite reads a bigint as a number, node-postgres as a string: convert with Number() where it matters. */
export type Int8 = ColumnType<number | string, number | string | bigint, number | string | bigint>;

/** numeric is read as a string on both drivers, so no precision is lost. */
export type Numeric = ColumnType<string, number | string, number | string>;

export type Timestamp = ColumnType<Date, Date | string, Date | string>;

export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** Read parsed; written as JSON text (an array parameter would otherwise be sent as a PostgreSQL array). */
export type Json = ColumnType<JsonValue, string, string>;
`;

function tsType(column: ColumnRow): string {
  const udt = column.udt_name;
  const element = udt.startsWith('_') ? TYPE_OF_UDT[udt.slice(1)] : undefined;
  const base = element ? `${element.includes(' ') ? `(${element})` : element}[]` : TYPE_OF_UDT[udt];
  if (!base) throw new Error(`${column.table_name}.${column.column_name}: no TypeScript type for ${udt}; add it to TYPE_OF_UDT`);
  const read = column.is_nullable === 'YES' ? `${base} | null` : base;
  if (column.table_type !== 'BASE TABLE') return read;
  if (column.is_generated === 'ALWAYS' || column.identity_generation === 'ALWAYS') return `GeneratedAlways<${read}>`;
  if (column.column_default !== null || column.is_identity === 'YES') return `Generated<${read}>`;
  return read;
}

const pascal = (name: string) => name.replace(/(^|_)([a-z0-9])/g, (_, _sep: string, char: string) => char.toUpperCase());
const key = (name: string) => (/^[A-Za-z_$][\w$]*$/.test(name) ? name : `'${name}'`);

/** The generated file's text for the tables and views of the current schema. */
export async function renderSchemaTypes(db: Queryable): Promise<string> {
  const columns = await db.query<ColumnRow>(
    `SELECT c.table_name, t.table_type, c.column_name, c.udt_name, c.is_nullable, c.column_default, c.is_identity,
            c.identity_generation, c.is_generated
     FROM information_schema.columns c
     JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
     WHERE c.table_schema = current_schema() AND t.table_name <> 'schema_migrations'
     ORDER BY c.table_name COLLATE "C", c.ordinal_position`,
  );
  const tables = new Map<string, ColumnRow[]>();
  for (const column of columns) tables.set(column.table_name, [...(tables.get(column.table_name) ?? []), column]);
  const interfaces = [...tables].map(
    ([table, rows]) =>
      `export interface ${pascal(table)}Table {\n${rows.map((row) => `  ${key(row.column_name)}: ${tsType(row)};`).join('\n')}\n}\n`,
  );
  const dbInterface = `export interface DB {\n${[...tables.keys()].map((table) => `  ${key(table)}: ${pascal(table)}Table;`).join('\n')}\n}\n`;
  return ['// Generated from server/db/migrations by `npm run db:types`; do not edit by hand.', PRELUDE, ...interfaces, dbInterface].join(
    '\n',
  );
}
