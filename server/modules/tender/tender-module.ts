import { defineModule } from '../../http/api-module';
import attachmentRoutes from './attachments/attachment-routes';
import exportRoutes from './export-routes';
import tenderRoutes from './tender-routes';

/** Tenders, bidding organisations, subscriptions and the daily digests. */
export default defineModule({
  order: 90,
  register: async (api) => {
    await api.register(tenderRoutes);
    await api.register(attachmentRoutes);
    await api.register(exportRoutes);
  },
});
