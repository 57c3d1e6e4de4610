import { warnUnlessUnavailable } from '../../db/database-availability';
import { defineModule } from '../../http/api-module';
import consoleRoutes from './console-routes';
import galleryRoutes from './gallery-routes';
import { RELEASE_CHECK_MS, releaseDue } from './release-due';

/** The operator console: news editing, content roles and the audit log. */
export default defineModule({
  order: 95,
  register: async (api, options) => {
    await api.register(consoleRoutes);
    await api.register(galleryRoutes);
    const timer = setInterval(() => {
      releaseDue(api.db, api.now()).catch((error: unknown) => warnUnlessUnavailable(api.log, error, 'releasing scheduled content failed'));
    }, options.releaseCheckMs ?? RELEASE_CHECK_MS).unref();
    api.addHook('onClose', async () => clearInterval(timer));
  },
});
