import { applyDecorators, Controller, HttpCode, Post, Req, Res } from '@nestjs/common';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Roles } from '../common/auth/decorators.js';
import { assertSameOrigin } from './same-origin.js';
import { COOKIE_SCOPE_PATHS, ScopedSessionCookie, type CookieScope } from './scoped-session-cookie.js';

/** What both endpoints are: a POST from our own pages that answers 204 and sets the scope's cookie. */
const SetsScopedCookie = (scope: CookieScope) =>
  applyDecorators(
    HttpCode(204),
    ApiBearerAuth(),
    ApiNoContentResponse({ description: `Sets the httpOnly cookie for ${COOKIE_SCOPE_PATHS[scope]}, valid one hour.` }),
  );

/**
 * The cookies for the two places a browser cannot send our Bearer header (ScopedSessionCookie), each
 * set by a POST of the signed-in account from our own pages. An admin viewing as a client gets the
 * cookie of its own session: the view-as header is not carried into a cookie (docs/decisions.md).
 */
@Controller()
export class ScopedSessionController {
  constructor(private readonly cookies: ScopedSessionCookie) {}

  /**
   * The cookie that opens the queue dashboard (/admin/queues, a page navigation). Admins only; an
   * admin viewing as a client is still an admin: the dashboard is no client's data.
   */
  @Post('admin/queues/session')
  @ApiTags('admin')
  @Roles('admin')
  @SetsScopedCookie('queues')
  openQueues(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    return this.open('queues', actor, request, reply);
  }

  /** The cookie an EventSource on GET /api/notifications/stream authenticates with. Any signed-in account, for its own stream. */
  @Post('notifications/stream-session')
  @ApiTags('notifications')
  @SetsScopedCookie('notifications')
  openStream(
    @CurrentActor() actor: Actor,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<void> {
    return this.open('notifications', actor, request, reply);
  }

  private async open(scope: CookieScope, actor: Actor, request: FastifyRequest, reply: FastifyReply): Promise<void> {
    assertSameOrigin(request);
    await this.cookies.issue(reply, actor.userId, scope);
  }
}
