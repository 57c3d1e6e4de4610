/**
 * How request bodies are validated, over HTTP (Fastify's ajv) and in-process alike: no coercion and nothing
 * silently removed, so a wrong type or an unknown field is a 40001 with its own words.
 */
export const AJV_OPTIONS = { removeAdditional: false, coerceTypes: false, allErrors: false } as const;
