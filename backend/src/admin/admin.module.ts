import { Module } from '@nestjs/common';
import { AdminController } from './admin.controller.js';
import { GetAdminStatsHandler } from './queries/get-stats/get-stats.handler.js';

@Module({ controllers: [AdminController], providers: [GetAdminStatsHandler] })
export class AdminModule {}
