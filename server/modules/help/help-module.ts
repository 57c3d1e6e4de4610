import { defineModule } from '../../http/api-module';
import helpRoutes from './help-routes';

/** The help centre. */
export default defineModule({
  order: 110,
  register: async (api) => {
    await api.register(helpRoutes);
  },
});
