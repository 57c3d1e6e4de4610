// What other code may use of the media area.
export { openStorage, type FileStorage } from './file-storage';
export { mediaUrl } from './media-files';
export type { UploadPlace } from './store-upload';
