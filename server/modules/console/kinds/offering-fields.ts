import type { Queryable } from '../../../db/database';
import { fail } from '../../../services/failure';
import { sanitizeText } from '../../../services/sanitize';

// What the product, solution and update-log kinds share: their texts and lists of entries kept to plain text, a
// code that is unique, and the products they name.

/** A text kept plain, refused when nothing is left of it (the schema asks for at least a character). */
export function requiredText(field: string, value: string): string {
  const text = sanitizeText(value);
  if (!text) throw fail('invalidField', { rule: 'minLength', field, limit: 1 });
  return text;
}

type Entry = Record<string, unknown>;

/** An entry with only the keys named (anything else sent is dropped), each text kept plain and none left empty. */
export const plainEntry = <T extends Entry, K extends keyof T & string>(field: string, entry: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, requiredText(`${field}.${key}`, String(entry[key]))])) as Pick<T, K>;

/** A list's entries as plainEntry keeps them; absent when the list is. */
export const plainEntries = <T extends Entry, K extends keyof T & string>(
  field: string,
  entries: readonly T[] | undefined,
  keys: readonly K[],
) => entries?.map((entry) => plainEntry(field, entry, keys));

/** The new row's id, or the refusal of a code another row of the table has. */
export function newId(rows: { id: number }[]): number {
  if (!rows[0]) throw fail('console.codeTaken');
  return rows[0].id;
}

/** Refuses ids that name no product (deleted ones included: a solution may name a product that is not shown yet). */
export async function requireProducts(tx: Queryable, ids: readonly number[] | undefined): Promise<void> {
  if (!ids?.length) return;
  const found = await tx.query<{ id: number }>('SELECT id FROM products WHERE id = ANY($1::int[])', [ids]);
  if (found.length !== new Set(ids).size) throw fail('console.unknownProduct');
}
