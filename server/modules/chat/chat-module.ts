import { defineModule } from '../../http/api-module';
import crmRoutes from './crm-routes';
import deskRoutes from './desk-routes';
import chatRoutes from './chat-routes';

/** Customer service: the guest side (crm), the operators' desk and the chat calls and socket. */
export default defineModule({
  order: 20,
  register: async (api) => {
    await api.register(crmRoutes);
    await api.register(deskRoutes);
    await api.register(chatRoutes);
  },
});
