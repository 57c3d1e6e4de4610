import { defineModule } from '../../http/api-module';
import traceRoutes from './trace-routes';

/** Page-view and event reports. */
export default defineModule({
  order: 180,
  register: async (api) => {
    await api.register(traceRoutes);
  },
});
