import type { Queryable } from './database';

export interface Column {
  name: string;
  /** PostgreSQL type of the column's array parameter, e.g. 'int', 'text', 'timestamptz'. */
  type: string;
}

/**
 * Inserts many rows in one statement (one array parameter per column, unnest-ed), skipping rows whose key
 * already exists. The same SQL runs on PGlite and on a server.
 */
export async function insertRows(tx: Queryable, table: string, columns: Column[], rows: unknown[][]): Promise<void> {
  if (!rows.length) return;
  const names = columns.map((column) => column.name).join(', ');
  const arrays = columns.map((column, index) => `$${index + 1}::${column.type}[]`).join(', ');
  const params = columns.map((_, index) => rows.map((row) => row[index] ?? null));
  await tx.query(`INSERT INTO ${table} (${names}) SELECT * FROM unnest(${arrays}) ON CONFLICT DO NOTHING`, params);
}
