// What other code may use of the media area.
export { openStorage, type FileStorage } from './file-storage';
export { findMediaFile, mediaKeyOf, mediaUrl, uploadKeyOf } from './media-files';
export { serveStoredFile } from './serve-stored-file';
export type { UploadPlace } from './store-upload';
export { uploadPlaceOf } from './upload-place';
