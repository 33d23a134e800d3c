import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { CreateFirstAdminHandler } from './commands/create-first-admin/create-first-admin.handler.js';
import { GetSetupStatusHandler } from './queries/get-setup-status/get-setup-status.handler.js';
import { SetupController } from './setup.controller.js';

@Module({
  imports: [AccountsModule],
  controllers: [SetupController],
  providers: [GetSetupStatusHandler, CreateFirstAdminHandler],
})
export class SetupModule {}
