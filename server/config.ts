import { join } from 'node:path';
import { ROOT } from './paths';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl?: string;
  apiHost?: string;
  logLevel: string;
}

function port(value: string | undefined): number {
  if (value === undefined || value === '') return 3000;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0 || parsed > 65535) {
    throw new Error(`PORT must be a whole number from 0 to 65535, got '${value}'`);
  }
  return parsed;
}

/** DESIGN §configuration: every variable is optional. */
export function readConfig(env: NodeJS.ProcessEnv = process.env): Config {
  return {
    port: port(env.PORT),
    host: env.HOST || '0.0.0.0',
    dataDir: env.DATA_DIR || join(ROOT, '.data'),
    databaseUrl: env.DATABASE_URL || undefined,
    apiHost: env.API_HOST ? env.API_HOST.replace(/\/+$/, '') : undefined,
    logLevel: env.LOG_LEVEL || 'info',
  };
}
