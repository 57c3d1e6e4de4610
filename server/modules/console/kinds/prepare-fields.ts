import { sanitizeText } from '../../../services/sanitize';

/** The fields given, without those left undefined (an update changes only what it names). */
export const definedOnly = <T extends Record<string, unknown>>(fields: T): T =>
  Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined)) as T;

/** These fields of `fields` kept to plain text (no markup), those absent left absent. */
export function plainTexts<T extends Record<string, unknown>>(fields: T, keys: readonly (keyof T & string)[]): Partial<T> {
  return Object.fromEntries(
    keys.filter((key) => typeof fields[key] === 'string').map((key) => [key, sanitizeText(fields[key] as string)]),
  ) as Partial<T>;
}
