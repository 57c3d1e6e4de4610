import { defineModule } from '../../http/api-module';
import userContentRoutes from './user-content-routes';

/** The personal centre's lists: read history, operations, downloads. */
export default defineModule({
  order: 80,
  register: async (api) => {
    await api.register(userContentRoutes);
  },
});
