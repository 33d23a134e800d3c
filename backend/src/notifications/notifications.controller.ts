import { Controller, Get, HttpCode, Param, Post, Query, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import {
  ApiBearerAuth,
  ApiNoContentResponse,
  ApiOkResponse,
  ApiProduces,
  ApiTags,
  ApiUnauthorizedResponse,
} from '@nestjs/swagger';
import type { z } from 'zod';
import { pageQuerySchema } from '../contracts/fields.js';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ScopedSessionCookie } from '../accounts/index.js';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Public } from '../common/auth/decorators.js';
import { AppError } from '../common/errors/app-error.js';
import { notificationPageSchema, type NotificationPage } from '../contracts/notification-answers.js';
import type { StreamReady } from '../contracts/notifications.js';
import { ApiAnswer } from '../http/api-answer.js';
import { MarkAllNotificationsReadCommand } from './commands/mark-all-read/mark-all-read.command.js';
import { MarkNotificationReadCommand } from './commands/mark-read/mark-read.command.js';
import { NotificationStreams, type OpenStream } from './notification-streams.js';
import { ListNotificationsQuery } from './queries/list-notifications/list-notifications.query.js';
import { UnreadCountQuery } from './queries/unread-count/unread-count.query.js';

/** Heartbeat: keeps proxies from closing an idle stream, and checks the session still counts. */
const HEARTBEAT_MS = 25_000;

@ApiTags('notifications')
@ApiBearerAuth()
@Controller('notifications')
export class NotificationsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    private readonly streams: NotificationStreams,
    private readonly cookies: ScopedSessionCookie,
  ) {}

  @Get()
  @ApiAnswer(notificationPageSchema, 200)
  list(
    @CurrentActor() actor: Actor,
    @Query({ schema: pageQuerySchema }) { page = 1, pageSize = 20 }: z.output<typeof pageQuerySchema>,
  ): Promise<NotificationPage> {
    return this.queries.execute(new ListNotificationsQuery(actor.userId, page, pageSize));
  }

  @Post('read-all')
  @HttpCode(204)
  @ApiNoContentResponse()
  async readAll(@CurrentActor() actor: Actor): Promise<void> {
    await this.commands.execute(new MarkAllNotificationsReadCommand(actor.userId));
  }

  @Post(':id/read')
  @HttpCode(204)
  @ApiNoContentResponse()
  async read(@CurrentActor() actor: Actor, @Param('id') id: string): Promise<void> {
    await this.commands.execute(new MarkNotificationReadCommand(actor.userId, id));
  }

  /**
   * Server-sent events: `ready` with the unread count, then each new notification of the account
   * as it is written (from any worker, through any API replica). Authenticated by the cookie that
   * POST /api/notifications/stream-session sets for this path only, so no token is put in a URL
   * (docs/decisions.md). The stream ends when the session stops counting.
   */
  @Public()
  @Get('stream')
  @ApiProduces('text/event-stream')
  @ApiOkResponse({
    description: 'event: ready {unread}, then event: notification {NotificationItem} per new notification',
  })
  @ApiUnauthorizedResponse({ description: 'No valid stream cookie: POST /api/notifications/stream-session first' })
  async stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    const session = await this.cookies.verify(request, 'notifications');
    if (!session) throw AppError.unauthenticated();
    const { accountId } = session;
    await this.streams.reserve(accountId);
    let unread: number;
    try {
      unread = await this.queries.execute(new UnreadCountQuery(accountId));
    } catch (error) {
      await this.streams.release(accountId);
      throw error;
    }

    reply.hijack();
    const response = reply.raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      // Tells a buffering proxy (nginx) to pass each event on at once.
      'x-accel-buffering': 'no',
      // The connection ends with the stream: EventSource opens a new one to reconnect anyway.
      connection: 'close',
    });
    const ready: StreamReady = { unread };
    response.write(`retry: 5000\n\nevent: ready\ndata: ${JSON.stringify(ready)}\n\n`);

    const stream: OpenStream = { accountId, response };
    this.streams.add(stream);
    const heartbeat = setInterval(() => void this.beat(request, stream), HEARTBEAT_MS);
    response.on('close', () => {
      clearInterval(heartbeat);
      this.streams.remove(stream);
      void this.streams.release(accountId);
    });
  }

  /** Ends the stream when its session has stopped counting; otherwise pings and keeps its slot. */
  private async beat(request: FastifyRequest, { accountId, response }: OpenStream): Promise<void> {
    const still = await this.cookies.verify(request, 'notifications').catch(() => 'unknown' as const);
    if (still === null) {
      response.end();
      return;
    }
    response.write(': ping\n\n');
    await this.streams.renew(accountId);
  }
}
