import { Global, Module } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { FileStorage } from './file-storage.js';
import { LocalDiskStorage } from './local-disk.storage.js';

/** The file storage driver: local disk under DATA_DIR (an S3 driver would be chosen here). */
@Global()
@Module({
  providers: [{ provide: FileStorage, inject: [APP_CONFIG], useFactory: (config: AppConfig) => new LocalDiskStorage(config.dataDir) }],
  exports: [FileStorage],
})
export class StorageModule {}
