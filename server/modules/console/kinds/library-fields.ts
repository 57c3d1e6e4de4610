import type { Queryable } from '../../../db/database';
import { kyselyOf } from '../../../db/kysely';
import { fail } from '../../../services/failure';
import { uploadKeyOf } from '../../media/public';

// What policies and papers check alike: a category of their own type, and a PDF that was uploaded here.

/** Refuses a category that is not one of `catType`'s. */
export async function requireCategory(tx: Queryable, catType: 'policy' | 'paper', id: number | undefined): Promise<void> {
  if (id === undefined) return;
  const found = await kyselyOf(tx)
    .selectFrom('content_categories')
    .select('id')
    .where('id', '=', id)
    .where('cat_type', '=', catType)
    .executeTakeFirst();
  if (!found) throw fail('console.unknownCategory');
}

/** Refuses a PDF address that is not an uploaded PDF's (none and empty pass). */
export async function requirePdf(tx: Queryable, url: string | undefined): Promise<void> {
  if (url && !(await uploadKeyOf(tx, url, 'pdf'))) throw fail('console.unknownFile');
}

/** The file key a changed PDF address is stored as: undefined when unchanged, null when removed. */
export const pdfKeyOf = async (tx: Queryable, url: string | undefined): Promise<string | null | undefined> =>
  url === undefined ? undefined : url ? await uploadKeyOf(tx, url, 'pdf') : null;

/** A list of names cleaned of blanks and repeats, in their order. */
export const nameList = (names: readonly string[]): string[] => [...new Set(names.map((name) => name.trim()).filter(Boolean))];
