import { defineModule } from '../../http/api-module';
import { uploadPlaceOf } from '../media/public';
import learningRoutes from './learning-routes';

/** Learning videos and their clips. */
export default defineModule({
  order: 130,
  register: async (api, options) => {
    await api.register(learningRoutes, { storage: uploadPlaceOf(options).storage });
  },
});
