import { defineModule } from '../../http/api-module';
import jobRoutes from './job-routes';

/** Job listings. */
export default defineModule({
  order: 60,
  register: async (api) => {
    await api.register(jobRoutes);
  },
});
