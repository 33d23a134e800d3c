import { Body, Controller, Get, Put } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/auth/decorators.js';
import { settingsSchema, type Settings } from '../contracts/clocks.js';
import { ApiAnswer } from '../http/api-answer.js';
import { UpdateSettingsCommand } from './commands/update-settings/update-settings.command.js';
import { GetSettingsQuery } from './queries/get-settings/get-settings.query.js';

@ApiTags('admin')
@ApiBearerAuth()
@Roles('admin')
@Controller('admin/settings')
export class SettingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiAnswer(
    settingsSchema,
    200,
    "The installation's settings: the canton of the business-day calendar (ZH unless set)",
  )
  get(): Promise<Settings> {
    return this.queries.execute(new GetSettingsQuery());
  }

  @Put()
  @ApiAnswer(settingsSchema, 200)
  update(@Body({ schema: settingsSchema }) body: Settings): Promise<Settings> {
    return this.commands.execute(new UpdateSettingsCommand(body));
  }
}
