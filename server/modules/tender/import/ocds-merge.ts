// OCDS 1.1 merge (https://standard.open-contracting.org/1.1/en/schema/merging/), the part our import needs:
// releases of one ocid are applied oldest first, so the later `date` wins per field; objects merge field by
// field; an array of objects that carry an `id` merges its entries by id; any other array, and any other
// value, is replaced whole; a null removes the field.

export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export const isObject = (value: unknown): value is JsonObject => typeof value === 'object' && value !== null && !Array.isArray(value);

const hasIds = (items: Json[]): items is JsonObject[] => items.length > 0 && items.every((item) => isObject(item) && 'id' in item);

function mergeArray(before: Json | undefined, after: Json[]): Json[] {
  if (!hasIds(after) || !Array.isArray(before) || !hasIds(before)) return after;
  const merged = new Map(before.map((item) => [String(item.id), item]));
  for (const item of after) {
    const key = String(item.id);
    const previous = merged.get(key);
    merged.set(key, previous ? mergeObject(previous, item) : item);
  }
  return [...merged.values()];
}

/** `after` applied over `before`; neither is changed. */
export function mergeObject(before: JsonObject, after: JsonObject): JsonObject {
  const result: JsonObject = { ...before };
  for (const [key, value] of Object.entries(after)) {
    if (value === null) delete result[key];
    else if (Array.isArray(value)) result[key] = mergeArray(result[key], value);
    else if (isObject(value)) {
      const previous = result[key];
      result[key] = isObject(previous) ? mergeObject(previous, value) : value;
    } else result[key] = value;
  }
  return result;
}

const dateOf = (release: JsonObject) => (typeof release.date === 'string' ? release.date : '');

/** Releases of one ocid, oldest first (by `date`, then as given). */
export const byDate = (releases: readonly JsonObject[]): JsonObject[] =>
  releases
    .map((release, index) => ({ release, index }))
    .sort((a, b) => dateOf(a.release).localeCompare(dateOf(b.release)) || a.index - b.index)
    .map((entry) => entry.release);

/**
 * The compiled release of one ocid's releases: merged oldest first, with `tag` ["compiled"] and the id and date
 * of the newest release.
 */
export function compileReleases(releases: readonly JsonObject[]): JsonObject {
  const ordered = byDate(releases);
  const merged = ordered.reduce<JsonObject>((compiled, release) => mergeObject(compiled, release), {});
  return { ...merged, tag: ['compiled'] };
}
