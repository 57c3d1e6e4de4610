import type { FastifyInstance, InjectOptions } from 'fastify';
import type { ApiAdapter } from '../../shared/ssr-contract';

interface AdapterConfig {
  method?: string;
  baseURL?: string;
  url?: string;
  data?: string;
  headers?: { toJSON?: () => Record<string, string> } & Record<string, unknown>;
  signal?: AbortSignal;
}

export const INTERNAL_HEADER = 'x-portal-internal';

/**
 * An axios adapter that answers the server render's API calls in-process, without a network hop. The calls
 * carry the visitor's address, so per-visitor counting (news reads) sees the reader, not the server.
 */
export function injectAdapter(app: FastifyInstance, internalToken: string, remoteAddress?: string): ApiAdapter {
  const adapter = async (config: AdapterConfig) => {
    const headers = (config.headers?.toJSON?.() ?? {}) as Record<string, string>;
    const response = await app.inject({
      method: (config.method ?? 'get').toUpperCase() as InjectOptions['method'],
      url: `${config.baseURL ?? ''}${config.url ?? ''}`,
      headers: { ...headers, [INTERNAL_HEADER]: internalToken },
      payload: config.data,
      remoteAddress,
    });
    return {
      data: response.body,
      status: response.statusCode,
      statusText: response.statusMessage,
      headers: response.headers,
      config,
      request: {},
    };
  };
  return adapter as unknown as ApiAdapter;
}
