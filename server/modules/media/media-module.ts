import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineModule } from '../../http/api-module';
import { folderStorage } from './folder-storage';
import mediaRoutes from './media-routes';

/** Uploaded files: images, PDFs, videos and download files, in the storage STORAGE_URL names. */
export default defineModule({
  order: 125,
  register: async (api, options) => {
    // boot() places them in the data folder or STORAGE_URL; an app made without (server tests) gets a folder of its own.
    const scratch = options.media ? undefined : mkdtempSync(join(tmpdir(), 'portal-media-'));
    const place = options.media ?? { storage: folderStorage(join(scratch!, 'files')), incomingDir: join(scratch!, 'incoming') };
    await api.register(mediaRoutes, place);
  },
});
