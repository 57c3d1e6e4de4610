import { defineModule } from '../../http/api-module';
import analyticsRoutes from './analytics-routes';

/** Analytics figures and their CSV export. */
export default defineModule({
  order: 190,
  register: async (api) => {
    await api.register(analyticsRoutes);
  },
});
