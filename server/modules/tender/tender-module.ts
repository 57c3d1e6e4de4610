import { defineModule } from '../../http/api-module';
import { uploadPlaceOf } from '../media/public';
import attachmentRoutes from './attachments/attachment-routes';
import exportRoutes from './export-routes';
import tenderRoutes from './tender-routes';

/** Tenders, bidding organisations, subscriptions and the daily digests. */
export default defineModule({
  order: 90,
  register: async (api, options) => {
    await api.register(tenderRoutes);
    await api.register(attachmentRoutes, { storage: uploadPlaceOf(options).storage });
    await api.register(exportRoutes);
  },
});
