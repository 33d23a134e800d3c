import { Module } from '@nestjs/common';
import { UpdateSettingsHandler } from './commands/update-settings/update-settings.handler.js';
import { GetSettingsHandler } from './queries/get-settings/get-settings.handler.js';
import { SettingsController } from './settings.controller.js';

/** Stage clocks: the business-day calendar and the installation's settings for it. */
@Module({
  controllers: [SettingsController],
  providers: [GetSettingsHandler, UpdateSettingsHandler],
})
export class ClocksModule {}
