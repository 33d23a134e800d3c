import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileStorage } from './file-storage.js';
import { FileUrlSigner } from './file-url-signer.js';
import { LocalDiskStorage } from './local-disk.storage.js';
import { TemporaryFilesSweeper } from './temporary-files.sweeper.js';

/**
 * The file storage driver: local disk under DATA_DIR, its URLs signed with a key derived from the
 * installation's secret (an S3 driver would be chosen here). The sweeper clears abandoned uploads.
 */
@Global()
@Module({
  providers: [
    {
      provide: FileStorage,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalDiskStorage(config.dataDir, FileUrlSigner.fromSecret(config.jwtSecret)),
    },
    TemporaryFilesSweeper,
  ],
  exports: [FileStorage],
})
export class StorageModule {}
