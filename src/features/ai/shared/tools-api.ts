import { aiToolCalls } from '../../../../shared/calls/ai-tools';
import type { ApiClient } from '../../../lib/api/api-client';

/** The catalogue row (public, cached): the tools with their cost, and the host's mode. */
export async function loadTools(api: ApiClient) {
  const answer = await api.call(aiToolCalls.tools, undefined, { silent: true });
  return { mode: answer.mode, model: answer.model, list: answer.list };
}
export type ToolsCatalogue = Awaited<ReturnType<typeof loadTools>>;
