import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MAIN_TENANT_ID } from '../shared/resolve-tenant';
import { buildApp } from './app';
import type { Config } from './config';
import { openDatabase } from './db/database';
import { migrate } from './db/migrate';
import { seed, seedsDemoAccounts } from './db/seed';
import type { PageRenderer } from './render/page-renderer';
import { formatManifestError, loadTenants } from './tenants/load-tenants';
import { createTenantRegistry } from './tenants/tenant-registry';
import { openStorage } from './modules/media/public';

export interface BootOptions {
  config: Config;
  renderer: PageRenderer;
  development?: boolean;
  /** Hook for dev: mounts Vite before the render plugin. */
  beforeRoutes?: (app: FastifyInstance) => Promise<void>;
}

/** Start-up shared by `npm start` and `npm run dev`: tenants, database, migrations, seed, listen. */
export async function boot({ config, renderer, development, beforeRoutes }: BootOptions): Promise<FastifyInstance> {
  const loaded = loadTenants();
  const db = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await migrate(db);
  await seed(db, { tenants: loaded.tenants, now: new Date(), demoAccounts: seedsDemoAccounts(db.kind, config.seedDemo) });
  const app = await buildApp({
    db,
    tenants: createTenantRegistry(loaded),
    renderer,
    apiHost: config.apiHost,
    development,
    beforeRoutes,
    closeDatabase: true,
    logLevel: config.logLevel,
    trustProxy: config.trustProxy,
    devOutbox: config.devOutbox,
    shedding: config.shedding,
    rateLimitExempt: config.rateLimitExempt,
    pageCache: config.pageCache,
    accounts: config.accounts,
    anonymousLimits: config.anonymousLimits,
    chatLimits: config.chatLimits,
    ...(config.digestHour !== null && { digests: { hour: config.digestHour } }),
    tenderFeeds: config.tenderFeeds,
    downloadsDir: join(config.dataDir, 'downloads'),
    media: { storage: openStorage(config.storageUrl, config.dataDir), incomingDir: join(config.dataDir, 'incoming') },
    tracking: config.tracking,
    ai: config.ai,
  });
  for (const error of loaded.errors) app.log.error(`tenant manifest skipped: ${formatManifestError(error)}`);

  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received, closing`);
    app.close().then(
      () => process.exit(0),
      (err: unknown) => {
        app.log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.once('SIGTERM', () => shutdown('SIGTERM'));
  process.once('SIGINT', () => shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  printUrls(app, db.kind);
  return app;
}

function printUrls(app: FastifyInstance, databaseKind: string) {
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const lines = [`Portal ready (database: ${databaseKind}).`, `  Main site:  http://localhost:${port}/`];
  for (const tenant of app.tenants.tenants) {
    if (tenant.id === MAIN_TENANT_ID) continue;
    lines.push(`  ${tenant.id.padEnd(12)} http://${tenant.id}.localhost:${port}/`);
  }
  console.log(lines.join('\n'));
}
