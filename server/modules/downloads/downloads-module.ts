import { defineModule } from '../../http/api-module';
import { uploadPlaceOf } from '../media/public';
import downloadRoutes from './download-routes';

/** The download area. */
export default defineModule({
  order: 120,
  register: async (api, options) => {
    await api.register(downloadRoutes, { downloadsDir: options.downloadsDir, storage: uploadPlaceOf(options).storage });
  },
});
