import type { i18n, ResourceKey } from 'i18next';
import { LANGUAGE } from '../../shared/locale-language';
import { reloadAfterChunkError } from '../lib/chunk-reload';
import type { ClientNamespace } from './page-strings';

type Bundle = { default: ResourceKey };

/** Each namespace the browser may need is a chunk of its own, fetched the first time a route needs it. */
const LOADERS: Record<ClientNamespace, () => Promise<Bundle>> = {
  common: () => import('../../locales/zh-cn/common.json'),
  routes: () => import('../../locales/zh-cn/routes.json'),
  errors: () => import('../../locales/zh-cn/errors.json'),
  validation: () => import('../../locales/zh-cn/validation.json'),
  content: () => import('../../locales/zh-cn/content.json'),
  learning: () => import('../../locales/zh-cn/learning.json'),
  library: () => import('../../locales/zh-cn/library.json'),
  pages: () => import('../../locales/zh-cn/pages.json'),
  tender: () => import('../../locales/zh-cn/tender.json'),
  open: () => import('../../locales/zh-cn/open.json'),
  about: () => import('../../locales/zh-cn/about.json'),
  product: () => import('../../locales/zh-cn/product.json'),
  help: () => import('../../locales/zh-cn/help.json'),
  desk: () => import('../../locales/zh-cn/desk.json'),
  points: () => import('../../locales/zh-cn/points.json'),
  analytics: () => import('../../locales/zh-cn/analytics.json'),
  console: () => import('../../locales/zh-cn/console.json'),
  ai: () => import('../../locales/zh-cn/ai.json'),
};

/** Adds to `i18n` the namespaces it does not hold yet; those the server inlined in the page are there already. */
export async function ensureNamespaces(i18n: i18n, names: readonly ClientNamespace[]): Promise<void> {
  const missing = names.filter((name) => !i18n.hasResourceBundle(LANGUAGE, name));
  await Promise.all(
    missing.map(async (name) => {
      const bundle = await LOADERS[name]().catch((error: unknown) => {
        reloadAfterChunkError(error);
        throw error;
      });
      i18n.addResourceBundle(LANGUAGE, name, bundle.default);
    }),
  );
}
