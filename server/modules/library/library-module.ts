import { defineModule } from '../../http/api-module';
import libraryRoutes from './library-routes';
import catRoutes from './cat-routes';

/** Standards, policies and papers, and their category trees (/cat/dir). */
export default defineModule({
  order: 50,
  register: async (api) => {
    await api.register(libraryRoutes);
    await api.register(catRoutes);
  },
});
