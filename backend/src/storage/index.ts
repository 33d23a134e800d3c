/** The storage context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { FileStorage, randomKey } from './file-storage.js';
export type { FileUrls } from './file-storage.js';
export { FILES_URL_PREFIX, FileUrlSigner } from './file-url-signer.js';
export { LocalDiskStorage } from './local-disk.storage.js';
export { discard } from './read-uploads.js';
export type { IncomingUploads, ReceivedFile } from './read-uploads.js';
export { contentDisposition, fileRoutes, refusedLink } from './serve-files.js';
export { StorageModule } from './storage.module.js';
export { UploadsOfRequest } from './uploads-of-request.js';
export {
  FINAL_DESIGNS,
  LARGEST_UPLOAD_BYTES,
  LOGO_FILES,
  MAX_FILES_PER_PROJECT,
  PROJECT_FILES,
  UPLOAD_TEXTS,
} from './upload-policy.js';
export type { UploadPolicy } from './upload-policy.js';
export { copyDataFolderToBucket } from './storage-copy.js';
