import { defineModule } from '../../http/api-module';
import searchRoutes from './search-routes';

/** The portal-wide search and its index. */
export default defineModule({
  order: 70,
  register: async (api) => {
    await api.register(searchRoutes);
  },
});
