import { defineModule } from '../../http/api-module';
import newsRoutes from './news-routes';

/** News, its columns and the information list. */
export default defineModule({
  order: 40,
  register: async (api) => {
    await api.register(newsRoutes);
  },
});
