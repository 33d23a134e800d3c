import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/index.js';
import { AssignDesignerHandler } from './commands/assign-designer/assign-designer.handler.js';
import { AssignPlanHandler } from '../billing/index.js';
import { CreateUserHandler } from './commands/create-user/create-user.handler.js';
import { AdminController } from './admin.controller.js';
import { GetAdminStatsHandler } from './queries/get-stats/get-stats.handler.js';

/** The admin's endpoints (their screens come with the admin area). */
@Module({
  imports: [AccountsModule],
  controllers: [AdminController],
  providers: [GetAdminStatsHandler, CreateUserHandler, AssignDesignerHandler, AssignPlanHandler],
})
export class AdminModule {}
