import { defineModule } from '../../http/api-module';
import openRoutes from './open-routes';

/** The open platform's API catalogue. */
export default defineModule({
  order: 170,
  register: async (api) => {
    await api.register(openRoutes);
  },
});
