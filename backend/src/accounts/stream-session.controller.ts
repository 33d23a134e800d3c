import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor } from '../common/auth/decorators.js';
import { assertSameOrigin } from './same-origin.js';
import { ScopedSessionCookie } from './scoped-session-cookie.js';

/**
 * The cookie an EventSource on GET /api/notifications/stream authenticates with (a browser cannot
 * send our Bearer header there). Any signed-in account, for its own stream: an admin viewing as a
 * client gets the cookie of its own session, the view-as header is not carried into it.
 */
@ApiTags('notifications')
@Controller('notifications')
export class StreamSessionController {
  constructor(private readonly cookies: ScopedSessionCookie) {}

  @Post('stream-session')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'Sets the httpOnly cookie for /api/notifications/stream, valid one hour.' })
  async open(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    assertSameOrigin(request);
    await this.cookies.issue(reply, actor.userId, 'notifications');
  }
}
