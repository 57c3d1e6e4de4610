import { OFFERING_CODE } from '../../../shared/calls/console-products';

// Lists of entries as the product, solution and update-log forms hold them (a feature's title and text, an
// edition's name, price and note …): every field a string while it is typed, rows in the order shown.

/** An entry of a form's list: its fields by name, each as typed. */
export type Entry = Record<string, string>;

/** Whether every field named is empty (spaces only count as empty). */
const blank = (entry: Entry, keys: readonly string[]) => keys.every((key) => !entry[key]?.trim());

/**
 * The entries as the calls take them: every field trimmed, rows left wholly empty dropped. `keys` are the fields
 * that make a row (a screen's drawn kind is always chosen, so it alone does not).
 */
export function trimmedEntries<T extends Entry>(entries: readonly T[], keys: readonly (keyof T & string)[]): T[] {
  return entries
    .filter((entry) => !blank(entry, keys))
    .map((entry) => Object.fromEntries(Object.entries(entry).map(([key, value]) => [key, value.trim()])) as T);
}

/** Whether a row that is not wholly empty leaves one of `keys` empty. */
export const incomplete = <T extends Entry>(entries: readonly T[], keys: readonly (keyof T & string)[]) =>
  entries.some((entry) => !blank(entry, keys) && keys.some((key) => !entry[key]?.trim()));

/** The error key of a list with a half-filled row. */
export const entriesError = <T extends Entry>(entries: readonly T[], keys: readonly (keyof T & string)[]) =>
  incomplete(entries, keys) ? 'entries.incomplete' : undefined;

const CODE = new RegExp(OFFERING_CODE);

/** The error key of a code, checked only while it can still be chosen (before the first save). */
export const codeError = (code: string, fixed: boolean) => (fixed || CODE.test(code.trim()) ? undefined : 'product.codeInvalid');

/** The error key of a place in a list's order: a whole number from 0 to 9999. */
export const sortError = (sort: string) => (/^\d{1,4}$/.test(sort.trim()) ? undefined : 'product.sortInvalid');
