import { defineCalls } from './define-call';
import { AnyObject, ArrayOf, BooleanType, Body, Model, NoBody, Nullable, Optional, Reply, StringType, Unsafe, type Static } from './schema';

/** One call of the OpenAPI document, as the open platform lists it. */
const ApiCallBrief = Model({
  /** `<area>.<call>`, the operationId. */
  name: StringType(),
  method: StringType(),
  path: StringType(),
  /** Further paths the same call answers at. */
  twins: ArrayOf(StringType()),
  summary: StringType(),
  login: BooleanType(),
});

/** A JSON example of any shape, generated from a schema. */
const Example = Unsafe<unknown>({});

const ApiOperation = Model({
  ...ApiCallBrief.properties,
  /** The query (GET) or JSON body (POST) schema; null for a call that takes none. */
  request: Nullable(AnyObject),
  requestExample: Optional(Example),
  /** The schema of the 200 answer (or of the redirect). */
  response: Nullable(AnyObject),
  responseExample: Optional(Example),
  /** What the call answers: application/json, a file, or a redirect. */
  produces: StringType(),
});

export type ApiCallBriefItem = Static<typeof ApiCallBrief>;
export type ApiOperationItem = Static<typeof ApiOperation>;

/** The open platform's view of this API host's own OpenAPI document, grouped by its tags (the call areas). */
export const openCalls = defineCalls('open', {
  /** Every group with every call, in the document's order. */
  apiGroups: {
    path: '/open/pub/apiGroups',
    body: NoBody,
    reply: Reply({ groups: ArrayOf(Model({ id: StringType(), calls: ArrayOf(ApiCallBrief) })) }),
  },
  /** One group's calls with their schemas and an example of each request and answer. */
  apiGroup: {
    path: '/open/pub/apiGroup',
    body: Body({ id: StringType({ pattern: '^[A-Za-z][A-Za-z0-9_-]{0,39}$' }) }),
    reply: Reply({ model: Model({ id: StringType(), operations: ArrayOf(ApiOperation) }) }),
  },
});
