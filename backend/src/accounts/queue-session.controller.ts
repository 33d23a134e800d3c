import { Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { assertSameOrigin } from './same-origin.js';
import { ScopedSessionCookie } from './scoped-session-cookie.js';

/**
 * The cookie that opens the queue dashboard (/admin/queues, a page navigation that carries no
 * Bearer header). Admins only. An admin viewing as a client is still an admin and gets the cookie
 * of its own session: the dashboard is no client's data, and the view-as header is not carried
 * into the cookie (docs/decisions.md).
 */
@ApiTags('admin')
@Controller('admin/queues')
export class QueueSessionController {
  constructor(private readonly cookies: ScopedSessionCookie) {}

  @Post('session')
  @Roles('admin')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse({ description: 'Sets the httpOnly cookie for /admin/queues, valid one hour.' })
  async open(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    assertSameOrigin(request);
    await this.cookies.issue(reply, actor.userId, 'queues');
  }
}
