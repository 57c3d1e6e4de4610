import { defineModule } from '../../http/api-module';
import userRoutes from './user-routes';

/** Accounts (/user): registration, login, organisations, profile. */
export default defineModule({
  order: 160,
  register: async (api) => {
    await api.register(userRoutes);
  },
});
