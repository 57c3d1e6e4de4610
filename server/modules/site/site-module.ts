import { defineModule } from '../../http/api-module';
import siteRoutes from './site-routes';

/** The site calls: health, readiness, tenant. */
export default defineModule({
  order: 10,
  register: async (api) => {
    await api.register(siteRoutes);
  },
});
