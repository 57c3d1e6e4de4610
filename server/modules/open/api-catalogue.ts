import type { ApiCallBriefItem, ApiOperationItem } from '../../../shared/calls/open';
import { exampleOf, type JsonSchema } from './schema-example';

// The open platform's pages read the API host's own OpenAPI document (server/plugins/openapi.ts), grouped by
// its tags, which are the call table's areas. Nothing here names a call: a row added to the table shows up.

interface MediaType {
  schema?: JsonSchema;
}
interface Parameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
  description?: string;
}
interface Operation {
  operationId?: string;
  /** Set on operator and development calls (server/plugins/openapi.ts isInternalCall): not for the public pages. */
  'x-internal'?: boolean;
  summary?: string;
  tags?: string[];
  security?: unknown[];
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, MediaType> };
  responses?: Record<string, { content?: Record<string, MediaType> } & JsonSchema>;
}
export interface OpenApiDocument {
  paths?: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, JsonSchema> };
}

export interface ApiGroup {
  id: string;
  operations: ApiOperationItem[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];
const JSON_TYPE = 'application/json';
/** How many times one schema may appear inside itself when references are written out (trees). */
const MAX_REF_DEPTH = 1;

function resolver(doc: OpenApiDocument) {
  return (ref: string): JsonSchema | undefined => {
    const name = ref.startsWith('#/components/schemas/') ? ref.slice('#/components/schemas/'.length) : undefined;
    return name ? doc.components?.schemas?.[name] : undefined;
  };
}

/** A schema with its references written out, so a reader sees the whole shape; a tree stops at its second level. */
function inline(schema: unknown, resolve: (ref: string) => JsonSchema | undefined, seen: readonly string[] = []): unknown {
  if (Array.isArray(schema)) return schema.map((item) => inline(item, resolve, seen));
  if (typeof schema !== 'object' || schema === null) return schema;
  const ref = (schema as JsonSchema).$ref;
  if (typeof ref === 'string') {
    const target = resolve(ref);
    if (!target || seen.filter((item) => item === ref).length > MAX_REF_DEPTH) return { $ref: ref };
    return inline(target, resolve, [...seen, ref]);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inline(value, resolve, seen)]));
}

/** The query and path parameters of an operation as one object schema. */
function parametersSchema(parameters: Parameter[]): JsonSchema | null {
  if (!parameters.length) return null;
  const properties = Object.fromEntries(parameters.map((item) => [item.name, item.schema ?? {}]));
  const required = parameters.filter((item) => item.required).map((item) => item.name);
  return { type: 'object', properties, ...(required.length && { required }) };
}

function requestOf(operation: Operation): JsonSchema | null {
  const body = operation.requestBody?.content?.[JSON_TYPE]?.schema;
  return body ?? parametersSchema(operation.parameters ?? []);
}

function responseOf(operation: Operation): { schema: JsonSchema | null; produces: string } {
  const responses = operation.responses ?? {};
  const ok = responses['200'];
  if (ok?.content) {
    const [type, media] = Object.entries(ok.content)[0] ?? [JSON_TYPE, {}];
    return { schema: media.schema ?? null, produces: type };
  }
  if (responses['302']) return { schema: null, produces: 'redirect' };
  return { schema: null, produces: JSON_TYPE };
}

interface Entry {
  path: string;
  method: string;
  operation: Operation;
}

/**
 * Every public operation of the document in its order (internal ones left out); twins (no operationId) fold into
 * the call they repeat.
 */
function entriesOf(doc: OpenApiDocument): { primary: Entry; twins: string[] }[] {
  const all: Entry[] = Object.entries(doc.paths ?? {}).flatMap(([path, operations]) =>
    METHODS.filter((method) => operations[method] && !operations[method]['x-internal']).map((method) => ({
      path,
      method,
      operation: operations[method]!,
    })),
  );
  const calls = all.filter((entry) => entry.operation.operationId).map((primary) => ({ primary, twins: [] as string[] }));
  const key = (entry: Entry) => `${entry.method} ${entry.operation.tags?.[0]} ${entry.operation.summary}`;
  const byKey = new Map(calls.map((call) => [key(call.primary), call]));
  for (const entry of all.filter((item) => !item.operation.operationId)) {
    const call = byKey.get(key(entry));
    if (call) call.twins.push(entry.path);
    else calls.push({ primary: entry, twins: [] });
  }
  return calls;
}

function briefOf({ primary, twins }: { primary: Entry; twins: string[] }): ApiCallBriefItem {
  const { operation } = primary;
  return {
    name: operation.operationId ?? `${primary.method} ${primary.path}`,
    method: primary.method.toUpperCase(),
    path: primary.path,
    twins,
    summary: operation.summary ?? '',
    login: Boolean(operation.security?.length),
  };
}

function groupIdOf(entry: Entry): string {
  return entry.operation.tags?.[0] ?? 'default';
}

/** The groups (tags) of the document with their calls, in the document's order. */
export function apiGroups(doc: OpenApiDocument): { id: string; calls: ApiCallBriefItem[] }[] {
  const groups = new Map<string, ApiCallBriefItem[]>();
  for (const call of entriesOf(doc)) {
    const id = groupIdOf(call.primary);
    groups.set(id, [...(groups.get(id) ?? []), briefOf(call)]);
  }
  return [...groups].map(([id, calls]) => ({ id, calls }));
}

/** One group's calls with their schemas (references written out) and generated examples; null for an unknown group. */
export function apiGroup(doc: OpenApiDocument, id: string): ApiGroup | null {
  const resolve = resolver(doc);
  const operations = entriesOf(doc)
    .filter((call) => groupIdOf(call.primary) === id)
    .map((call): ApiOperationItem => {
      const request = requestOf(call.primary.operation);
      const response = responseOf(call.primary.operation);
      return {
        ...briefOf(call),
        request: request && (inline(request, resolve) as JsonSchema),
        requestExample: request ? exampleOf(request, { resolve }) : undefined,
        response: response.schema && (inline(response.schema, resolve) as JsonSchema),
        responseExample: response.schema ? exampleOf(response.schema, { resolve }) : undefined,
        produces: response.produces,
      };
    });
  return operations.length ? { id, operations } : null;
}
