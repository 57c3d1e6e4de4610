import type { Queryable } from './database';

export interface Column {
  name: string;
  /** PostgreSQL type of the column's array parameter, e.g. 'int', 'text', 'timestamptz'. */
  type: string;
  /**
   * The column's own type when it is an array: an array parameter cannot carry arrays (unnest would flatten
   * them), so each value travels as its literal (toArrayLiteral) of `type` 'text' and is cast back, e.g. 'text[]'.
   */
  cast?: string;
}

/**
 * Inserts many rows in one statement (one array parameter per column, unnest-ed), skipping rows whose key
 * already exists. The same SQL runs on PGlite and on a server.
 */
export async function insertRows(tx: Queryable, table: string, columns: Column[], rows: unknown[][]): Promise<void> {
  if (!rows.length) return;
  const names = columns.map((column) => column.name).join(', ');
  const arrays = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  const values = columns.map((column, index) => (column.cast ? `v.c${index}::${column.cast}` : `v.c${index}`)).join(', ');
  const aliases = columns.map((_, index) => `c${index}`).join(', ');
  const params = columns.map((_, index) => rows.map((row) => row[index] ?? null));
  await tx.query(`INSERT INTO ${table} (${names}) SELECT ${values} FROM unnest(${arrays}) AS v(${aliases}) ON CONFLICT DO NOTHING`, params);
}

/** A PostgreSQL array literal of texts: every element quoted, " and \ escaped. */
export function toArrayLiteral(values: readonly string[]): string {
  return `{${values.map((value) => `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`).join(',')}}`;
}
