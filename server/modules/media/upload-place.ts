import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AppOptions } from '../../app-options';
import { folderStorage } from './folder-storage';
import type { UploadPlace } from './store-upload';

const scratchPlaces = new WeakMap<AppOptions, UploadPlace>();

/**
 * Where an app's uploads are: boot() places them in the data folder or STORAGE_URL; an app made without (server
 * tests) gets a temporary folder of its own, the same one for every module that asks.
 */
export function uploadPlaceOf(options: AppOptions): UploadPlace {
  if (options.media) return options.media;
  let place = scratchPlaces.get(options);
  if (!place) {
    const scratch = mkdtempSync(join(tmpdir(), 'portal-media-'));
    place = { storage: folderStorage(join(scratch, 'files')), incomingDir: join(scratch, 'incoming') };
    scratchPlaces.set(options, place);
  }
  return place;
}
