import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileStorage } from './file-storage.js';
import { FileUrlSigner } from './file-url-signer.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { S3Storage } from './s3.storage.js';
import { TemporaryFilesSweeper } from './temporary-files.sweeper.js';
import { UploadsOfRequest } from './uploads-of-request.js';

/** The driver STORAGE_DRIVER names: the data folder (the default) or an S3-compatible bucket. */
function createFileStorage(config: Pick<AppConfig, 'storage' | 'dataDir' | 'jwtSecret'>): FileStorage {
  if (config.storage.driver === 's3') return new S3Storage(config.storage, config.dataDir);
  return new LocalDiskStorage(config.dataDir, FileUrlSigner.fromSecret(config.jwtSecret));
}

/**
 * The file storage driver: local disk under DATA_DIR, its URLs signed with a key derived from the
 * installation's secret, or an S3-compatible bucket with presigned URLs. Uploads arrive in
 * DATA_DIR/tmp either way; the sweeper clears abandoned ones.
 */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: createFileStorage,
    },
    TemporaryFilesSweeper,
    UploadsOfRequest,
  ],
  exports: [FileStorage, UploadsOfRequest],
})
export class StorageModule {}
