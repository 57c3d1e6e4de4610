import { defineModule } from '../../http/api-module';
import learningRoutes from './learning-routes';

/** Learning videos and their clips. */
export default defineModule({
  order: 130,
  register: async (api) => {
    await api.register(learningRoutes);
  },
});
