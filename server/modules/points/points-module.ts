import { defineModule } from '../../http/api-module';
import pointsRoutes from './points-routes';

/** Points, sign-in and the quotas of the AI tools. */
export default defineModule({
  order: 140,
  register: async (api) => {
    await api.register(pointsRoutes);
  },
});
