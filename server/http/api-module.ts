import type { FastifyInstance } from 'fastify';
import type { AppOptions } from '../app-options';

/**
 * One area of the API host: the default export of server/modules/<area>/<area>-module.ts, found by
 * server/http/api-modules.ts. Its route plugins are registered under API_PREFIX.
 */
export interface ApiModule {
  /**
   * Place among the modules, lowest first. No route depends on it, but the OpenAPI document, and with it the
   * open platform's pages, lists the calls in the order they were registered.
   */
  order: number;
  /** Registers the area's routes; the app's options are there for a module that needs one of them. */
  register: (api: FastifyInstance, options: AppOptions) => Promise<void>;
}

export const defineModule = (module: ApiModule): ApiModule => module;
