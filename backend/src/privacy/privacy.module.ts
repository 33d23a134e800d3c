import { Module } from '@nestjs/common';
import { AccountSessionsModule, AccountsModule, AuthModule, SecondFactorsModule } from '../accounts/index.js';
import { SocialCoreModule } from '../social/index.js';
import {
  CancelErasureHandler,
  DeleteAccountHandler,
  EraseCompanyNowHandler,
  ExecuteErasureHandler,
  RequestDataExportHandler,
  ScheduleErasureHandler,
} from './commands/privacy.commands.js';
import { CompanyArchive } from './company-archive.js';
import { ErasureExecutor } from './erasure-executor.js';
import { Erasures } from './erasures.js';
import { ExportWriter } from './export-writer.js';
import { PrivacyController } from './privacy.controller.js';
import {
  CompanyErasureHandler,
  DownloadDataExportHandler,
  ListDataExportsHandler,
  ListErasuresHandler,
  MyDataHandler,
} from './queries/privacy.queries.js';
import { Retention } from './retention.js';

const WORK = [CompanyArchive, ExportWriter, ErasureExecutor, Erasures, Retention];

/** What the API and the workers share: writing exports, executing erasures, the retention (docs/privacy.md). */
@Module({ imports: [SocialCoreModule, AccountSessionsModule], providers: WORK, exports: WORK })
export class PrivacyWorkModule {}

/** The privacy endpoints: a company's exports and erasure, a person's own data and account. */
@Module({
  imports: [PrivacyWorkModule, AccountsModule, AuthModule, SecondFactorsModule],
  controllers: [PrivacyController],
  providers: [
    RequestDataExportHandler,
    ScheduleErasureHandler,
    CancelErasureHandler,
    ExecuteErasureHandler,
    EraseCompanyNowHandler,
    DeleteAccountHandler,
    ListDataExportsHandler,
    DownloadDataExportHandler,
    CompanyErasureHandler,
    ListErasuresHandler,
    MyDataHandler,
  ],
})
export class PrivacyModule {}
