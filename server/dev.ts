import middie from '@fastify/middie';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createServer } from 'vite';
import type { SsrModule } from '../shared/ssr-contract';
import { boot } from './boot';
import { readConfig } from './config';
import { ROOT } from './paths';

// `npm run dev`: Vite serves the source with hot reload; the same server renders pages from it.
const vite = await createServer({ root: ROOT, server: { middlewareMode: true }, appType: 'custom' });

await boot({
  config: readConfig(),
  development: true,
  renderer: {
    template: (url) => vite.transformIndexHtml(url, readFileSync(join(ROOT, 'index.html'), 'utf8')),
    load: () => vite.ssrLoadModule('/src/entry-server.tsx') as Promise<SsrModule>,
  },
  beforeRoutes: async (app) => {
    await app.register(middie);
    app.use(vite.middlewares);
    app.addHook('onClose', () => vite.close());
  },
});
