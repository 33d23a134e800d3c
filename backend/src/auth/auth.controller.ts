import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiCreatedResponse, ApiNoContentResponse, ApiOkResponse, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Actor } from '../common/auth/actor.js';
import { CurrentActor, Public } from '../common/auth/decorators.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { ChangePasswordRequest, SessionView, SignInRequest, SignUpRequest, UserView } from './auth.dto.js';
import { ChangePasswordCommand } from './commands/change-password/change-password.command.js';
import { RefreshSessionCommand } from './commands/refresh-session/refresh-session.command.js';
import { SignInCommand } from './commands/sign-in/sign-in.command.js';
import { SignOutCommand } from './commands/sign-out/sign-out.command.js';
import { SignUpCommand } from './commands/sign-up/sign-up.command.js';
import { MeView } from './queries/get-me/me.view.js';
import { GetMeQuery } from './queries/get-me/get-me.query.js';
import type { IssuedSession } from './session-issuer.js';
import { assertSameOrigin } from './same-origin.js';

const REFRESH_COOKIE = 'cf_refresh';
const COOKIE_PATH = '/api/auth';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Public()
  @Post('sign-up')
  @ApiCreatedResponse({ schema: { properties: { user: { $ref: '#/components/schemas/UserView' } } } })
  signUp(@Body() body: SignUpRequest, @Req() request: FastifyRequest): Promise<{ user: UserView }> {
    return this.commands.execute(new SignUpCommand(body.name, body.email, body.password, request.ip));
  }

  @Public()
  @Post('sign-in')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionView })
  async signIn(@Body() body: SignInRequest, @Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    const session = await this.commands.execute(new SignInCommand(body.email, body.password, request.ip));
    return this.answerWithCookie(session, reply);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiOkResponse({ type: SessionView })
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply) {
    assertSameOrigin(request);
    try {
      const session = await this.commands.execute(new RefreshSessionCommand(request.cookies[REFRESH_COOKIE]));
      return this.answerWithCookie(session, reply);
    } catch (error) {
      this.clearCookie(reply);
      throw error;
    }
  }

  @Public()
  @Post('sign-out')
  @HttpCode(204)
  @ApiNoContentResponse()
  async signOut(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<void> {
    assertSameOrigin(request);
    await this.commands.execute(new SignOutCommand(request.cookies[REFRESH_COOKIE]));
    this.clearCookie(reply);
  }

  @Get('me')
  @ApiBearerAuth()
  @ApiOkResponse({ type: MeView })
  me(@CurrentActor() actor: Actor): Promise<MeView> {
    return this.queries.execute(new GetMeQuery(actor.userId));
  }

  @Post('password')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse()
  async changePassword(@CurrentActor() actor: Actor, @Body() body: ChangePasswordRequest, @Req() request: FastifyRequest): Promise<void> {
    // An admin viewing as a client changes nobody's password from there.
    if (actor.viewAsClientId) throw AppError.forbidden(MESSAGES.notWhileViewingAsClient);
    const proof = { accountId: actor.userId, password: body.currentPassword, ip: request.ip };
    await this.commands.execute(new ChangePasswordCommand(proof, body.password, request.cookies[REFRESH_COOKIE]));
  }

  private answerWithCookie({ refreshToken, ...session }: IssuedSession, reply: FastifyReply): SessionView {
    reply.setCookie(REFRESH_COOKIE, refreshToken.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: COOKIE_PATH,
      expires: refreshToken.expiresAt,
    });
    return session;
  }

  private clearCookie(reply: FastifyReply): void {
    reply.clearCookie(REFRESH_COOKIE, { path: COOKIE_PATH, httpOnly: true, sameSite: 'strict', secure: this.config.cookieSecure });
  }
}
