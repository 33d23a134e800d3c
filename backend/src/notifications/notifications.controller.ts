import { Controller, Get, HttpCode, Param, Post } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor } from '../common/auth/decorators.js';
import { MarkNotificationReadCommand } from './commands/mark-read/mark-read.command.js';
import { ListNotificationsQuery, NotificationView } from './queries/list-notifications/list-notifications.query.js';

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
  ) {}

  @Get()
  @ApiOkResponse({ type: [NotificationView] })
  list(@CurrentActor() actor: Actor): Promise<NotificationView[]> {
    return this.queries.execute(new ListNotificationsQuery(actor.userId));
  }

  @Post(':id/read')
  @HttpCode(204)
  @ApiNoContentResponse()
  async read(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new MarkNotificationReadCommand(actor.userId, id));
  }
}
