import {
  Array as ArrayOf,
  Boolean as BooleanType,
  Enum,
  Integer,
  Literal,
  Null,
  Object as ObjectType,
  Optional,
  String as TypeBoxString,
  Union,
  Unsafe,
  type Static,
  type TObject,
  type TProperties,
  type TSchema,
  type TString,
  type TStringOptions,
} from 'typebox';

// The schema builders of the call table: TypeBox's, imported one by one so the browser bundle carries only
// these few (its whole `Type` namespace is about 20 KB gzipped), plus the shapes every call shares.

export { ArrayOf, BooleanType, Enum, Integer, Literal, Optional, Union, Unsafe };
export type { Static, TSchema };

/**
 * The keyword that keeps control characters out of every request string (server/http/ajv-options.ts checks
 * it): PostgreSQL refuses NUL in text, and no field of ours means to carry the others. An OpenAPI extension
 * (`x-`), so the published document stays valid.
 */
export const TEXT_KEYWORD = 'x-text';
export type TextKind = 'single-line' | 'multi-line';

/** A string: single-line text, without U+0000–U+001F or U+007F, unless the options say `multi-line`. */
export function StringType(options: TStringOptions = {}): TString {
  return TypeBoxString({ [TEXT_KEYWORD]: 'single-line' satisfies TextKind, ...options });
}

/** Multi-line text: tab, newline and carriage return are allowed, other control characters are not. */
export const MultiLineText = (options: TStringOptions = {}): TString =>
  StringType({ ...options, [TEXT_KEYWORD]: 'multi-line' satisfies TextKind });

/** A request body: exactly these properties, nothing unknown. */
export function Body<P extends TProperties>(properties: P, options: Record<string, unknown> = {}): TObject<P> {
  return ObjectType(properties, { additionalProperties: false, ...options });
}

/** A request body that may be absent, `null` or `{}`: calls whose every field is optional. */
export function MaybeBody<P extends TProperties>(properties: P) {
  // Every field is optional here, so the object schema lists none as required.
  return Unsafe<Static<TObject<P>> | null>({ ...Body(properties), type: ['object', 'null'] });
}

/** No body: `{}`, `null` or nothing. */
export const NoBody = MaybeBody({});

/** The query of a GET that reads none (anything given is ignored, as caches and probes add their own). */
export const NoQuery = Unsafe<Record<string, never> | null>({ type: 'object', properties: {} });

/** The SPEC §7 answer: the business code and message, plus the call's own fields. */
export function Reply<P extends TProperties>(properties: P) {
  return ObjectType({ code: StringType(), msg: StringType(), ...properties });
}

/** An object of the answer with exactly these fields (anything else never leaves the server). */
export const Model = <P extends TProperties>(properties: P) => ObjectType(properties);

/** `T | null`, as one JSON type list where T has a single JSON type (faster to serialise than anyOf). */
export function Nullable<T extends TSchema>(schema: T) {
  const type = (schema as { type?: unknown }).type;
  return typeof type === 'string'
    ? Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] })
    : Unsafe<Static<T> | null>(Union([schema, Null()]));
}

/** Free-form JSON object (e.g. a news item's props). */
export const AnyObject = Unsafe<Record<string, unknown>>({ type: 'object', additionalProperties: true });

/**
 * A tree of id/name/count nodes of any depth, as one self-referencing schema named by `id` (unique per tree).
 * Written out rather than built with TypeBox's Cyclic, which would bring its whole type engine to the browser.
 */
export function Tree<N>(id: string, node: Record<string, TSchema>) {
  const properties = { ...node, children: { type: 'array', items: { $ref: id } } };
  return Unsafe<N>({ $defs: { [id]: { $id: id, type: 'object', required: Object.keys(properties), properties } }, $ref: id });
}

// ---- fields shared by many calls ----

/** A database id: a positive 32-bit integer, so a zero or text id answers 40001 before any SQL. */
export const Id = () => Integer({ minimum: 1, maximum: 2_147_483_647 });

/** 1-based page number and page size of every paged list. */
export const Paging = {
  page: Optional(Integer({ minimum: 1, maximum: 100_000, default: 1 })),
  pageSize: Optional(Integer({ minimum: 1, maximum: 50, default: 10 })),
};

/** A {id, name} reference. */
export const IdName = () => Model({ id: Integer(), name: StringType() });
/** A {id, title} reference. */
export const IdTitle = () => Model({ id: Integer(), title: StringType() });

/** An ISO 8601 date-time. */
export const DateTime = () => StringType({ format: 'date-time' });

export { Null as NullType };

/** The answer of a `produces: 'file'` row: the file's bytes. */
export const FileReply = Unsafe<unknown>({ type: 'string', format: 'binary' });

/** The answer of a `produces: 'redirect'` row: no body, the Location header says where. */
export const RedirectReply = Unsafe<unknown>({ type: 'null' });
