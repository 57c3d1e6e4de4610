// A refusal is a reason a service gives for not doing what a call asked (server/services/failure.ts `fail`).
// Each area declares its own beside its rows; the API host answers one with the business code and HTTP status
// declared here and the msg of locales/zh-cn/server.json.

export interface RefusalSpec {
  /** The business code of the answer (SPEC §8, or the area's own). */
  code: string;
  /** HTTP status; 200 unless SPEC §8 names one. */
  status?: number;
  /** Key of the msg in locales/zh-cn/server.json, when it is not the one the table's prefix gives. */
  text?: string;
}

export interface Refusal {
  code: string;
  status: number;
  text: string;
}

type Reasons<P extends string, K> = P extends '' ? K & string : `${P}.${K & string}`;

export type RefusalTable<P extends string, T> = { readonly [K in keyof T as Reasons<P, K>]: Refusal };

/**
 * One area's refusals. With a prefix, reason `x` is `<prefix>.x` and its msg is `<textPrefix>.x` of server.json
 * (textPrefix: the prefix unless given); without one, the reason and its msg key are `x`.
 */
export function defineRefusals<const P extends string, const T extends Record<string, RefusalSpec>>(
  prefix: P,
  specs: T,
  textPrefix: string = prefix,
): RefusalTable<P, T> {
  const entries = Object.entries(specs).map(([key, spec]) => {
    const reason = prefix ? `${prefix}.${key}` : key;
    const text = spec.text ?? (textPrefix ? `${textPrefix}.${key}` : key);
    return [reason, { code: spec.code, status: spec.status ?? 200, text }];
  });
  return Object.fromEntries(entries) as RefusalTable<P, T>;
}
