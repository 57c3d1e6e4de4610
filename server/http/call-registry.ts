import type { ValidateFunction } from 'ajv';
import fastJsonStringify from 'fast-json-stringify';
import type { FastifySchemaValidationError } from 'fastify';
import { ERROR_CODES } from '../../shared/api-contract';
import type { CallBody, CallRow } from '../../shared/calls/define-call';
import { requestAjv } from './ajv-options';
import { localContext, type CallHandler, type LocalCaller } from './call-context';
import { describeValidation, errorAnswer, type Answer } from './failure-answer';
import { normaliseBody } from './normalise-body';

/** The handlers of every registered row, so a server render can call one without an HTTP round trip. */
export interface CallRegistry {
  add<R extends CallRow>(row: R, handler: CallHandler<R>): void;
  has(row: CallRow): boolean;
  /**
   * Calls a row's handler in this process as an anonymous visitor: the body is normalised and validated as
   * over HTTP, failures become the same envelope, and the answer keeps only the fields of its schema.
   */
  invoke<R extends CallRow>(row: R, body: CallBody<R> | undefined, caller: LocalCaller): Promise<Answer>;
}

export function createCallRegistry(): CallRegistry {
  const handlers = new Map<string, { row: CallRow; handler: CallHandler<CallRow> }>();
  const ajv = requestAjv({ useDefaults: true });
  const validators = new WeakMap<object, ValidateFunction>();
  const serializers = new WeakMap<object, (value: unknown) => string>();

  const validatorOf = (row: CallRow) => {
    let validate = validators.get(row.body);
    if (!validate) validators.set(row.body, (validate = ajv.compile(row.body)));
    return validate;
  };
  const serializerOf = (row: CallRow) => {
    let serialize = serializers.get(row.reply);
    if (!serialize) serializers.set(row.reply, (serialize = fastJsonStringify(row.reply as object)));
    return serialize;
  };

  return {
    add(row, handler) {
      handlers.set(row.name, { row, handler: handler as unknown as CallHandler<CallRow> });
    },
    has: (row) => handlers.has(row.name),
    async invoke(row, body, caller) {
      const entry = handlers.get(row.name);
      if (!entry || (row.produces ?? 'json') !== 'json') throw new Error(`${row.name} cannot be called in-process`);
      const input = structuredClone(body ?? {}) as CallBody<typeof row>;
      normaliseBody(row, input);
      const validate = validatorOf(row);
      if (!validate(input)) {
        return {
          status: 200,
          body: { code: ERROR_CODES.invalid, msg: describeValidation(validate.errors as FastifySchemaValidationError[]) },
        };
      }
      const context = localContext(caller, input);
      try {
        if (row.login) await context.user();
        const result = await entry.handler(context);
        return { status: 200, body: JSON.parse(serializerOf(row)(result)) as Answer['body'] };
      } catch (error) {
        const answer = errorAnswer(error as Error);
        if (answer.status >= 500 && answer.status !== 503) caller.log.error({ err: error, call: row.name }, 'in-process call failed');
        return answer;
      }
    },
  };
}
