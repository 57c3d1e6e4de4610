import { Ajv, type SchemaValidateFunction } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { TEXT_KEYWORD, type TextKind } from '../../shared/calls/schema';

/**
 * How request bodies are validated, over HTTP (Fastify's ajv) and in-process alike: no coercion and nothing
 * silently removed, so a wrong type or an unknown field is a 40001 with its own words.
 */
export const AJV_OPTIONS = { removeAdditional: false, coerceTypes: false, allErrors: false } as const;

/** The control characters each kind of text refuses: all of C0 and DEL, or all but tab, newline and CR. */
// Matching control characters is the point here, which no-control-regex exists to flag.
/* eslint-disable no-control-regex */
const CONTROL: Record<TextKind, RegExp> = {
  'single-line': /[\u0000-\u001f\u007f]/,
  'multi-line': /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/,
};
/* eslint-enable no-control-regex */

/**
 * A lone surrogate: half of a UTF-16 pair without its other half (`"\ud800"` in JSON). Under the `u` flag a
 * proper pair is one code point, so only an unpaired half is of the category Cs. It is no character: UTF-8
 * cannot hold it (the driver would store U+FFFD instead) and PostgreSQL's json refuses its escape.
 */
const LONE_SURROGATE = /\p{Cs}/u;

/** Why a text is refused (the `rule` of its error, a key of server.json `rules`), or undefined when it is not. */
export function textFault(kind: TextKind, data: string): 'controlCharacters' | 'loneSurrogate' | undefined {
  if (CONTROL[kind].test(data)) return 'controlCharacters';
  return LONE_SURROGATE.test(data) ? 'loneSurrogate' : undefined;
}

const checkText: SchemaValidateFunction = (kind: TextKind, data: string) => {
  const rule = textFault(kind, data);
  checkText.errors = rule ? [{ keyword: TEXT_KEYWORD, message: rule, params: { rule } }] : undefined;
  return rule === undefined;
};

/**
 * Adds the `x-text` keyword that every StringType of the call table carries (shared/calls/schema.ts), to
 * Fastify's ajv (app.ts) and the in-process registry's: no control character beyond the kind's, and no lone
 * surrogate. Its error's `params.rule` says which.
 */
export function addTextKeyword(ajv: Ajv): Ajv {
  return ajv.addKeyword({
    keyword: TEXT_KEYWORD,
    type: 'string',
    schemaType: 'string',
    metaSchema: { enum: Object.keys(CONTROL) },
    validate: checkText,
  });
}

// ajv-formats ships CommonJS; under Node's ESM loader its function sits on `.default`.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (
  ajv: Ajv,
) => Ajv;

/** An ajv that checks request data as Fastify's does (formats, the text keyword): the in-process calls, the chat's frames. */
export function requestAjv(options: { useDefaults?: boolean } = {}): Ajv {
  return addTextKeyword(addFormats(new Ajv({ ...AJV_OPTIONS, ...options, strict: false })));
}
