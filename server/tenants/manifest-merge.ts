/** For every JSON pointer of a merged manifest, the file that wrote the value found there. */
export type Provenance = Map<string, string>;

export type JsonObject = Record<string, unknown>;

export const isObject = (value: unknown): value is JsonObject => value !== null && typeof value === 'object' && !Array.isArray(value);

/** RFC 6901, as ajv writes instancePath. */
export const pointerTo = (parent: string, key: string | number) => `${parent}/${String(key).replace(/~/g, '~0').replace(/\//g, '~1')}`;

function recordAll(value: unknown, pointer: string, file: string, provenance: Provenance) {
  provenance.set(pointer, file);
  if (Array.isArray(value)) value.forEach((item, index) => recordAll(item, pointerTo(pointer, index), file, provenance));
  else if (isObject(value)) for (const [key, item] of Object.entries(value)) recordAll(item, pointerTo(pointer, key), file, provenance);
}

function forgetBelow(pointer: string, provenance: Provenance) {
  const prefix = `${pointer}/`;
  for (const key of [...provenance.keys()]) if (key.startsWith(prefix)) provenance.delete(key);
}

/**
 * `over` merged onto `base`: objects key by key, while an array or a plain value in `over` replaces whatever
 * `base` held. `provenance` learns that `file` wrote every pointer `over` sets.
 */
export function mergeOver(base: unknown, over: unknown, file: string, provenance: Provenance, pointer = ''): unknown {
  if (!isObject(base) || !isObject(over)) {
    forgetBelow(pointer, provenance);
    recordAll(over, pointer, file, provenance);
    return over;
  }
  provenance.set(pointer, file);
  const merged: JsonObject = { ...base };
  for (const [key, value] of Object.entries(over)) {
    const inherited = Object.hasOwn(base, key) ? base[key] : undefined;
    // defineProperty, not assignment: a "__proto__" key must stay a property for the schema to refuse.
    Object.defineProperty(merged, key, {
      value: mergeOver(inherited, value, file, provenance, pointerTo(pointer, key)),
      enumerable: true,
      writable: true,
      configurable: true,
    });
  }
  return merged;
}

/** The file that wrote `pointer`, or else its closest written ancestor (a merge always records the root). */
export function writerOf(pointer: string, provenance: Provenance): string {
  let at = pointer;
  while (!provenance.has(at) && at !== '') at = at.slice(0, at.lastIndexOf('/'));
  return provenance.get(at)!;
}
