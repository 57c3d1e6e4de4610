// What the rest of the server may use of this module; everything else in its folder is its own.

export { type AiOptions, createAiRuntime } from './ai-runtime';
export { citationHref, CITED_TYPES } from './retrieval';
