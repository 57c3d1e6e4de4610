import { defineModule } from '../../http/api-module';
import mediaRoutes from './media-routes';
import { uploadPlaceOf } from './upload-place';

/** Uploaded files: images, PDFs, videos and download files, in the storage STORAGE_URL names. */
export default defineModule({
  order: 125,
  register: async (api, options) => {
    await api.register(mediaRoutes, uploadPlaceOf(options));
  },
});
