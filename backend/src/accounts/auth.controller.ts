import { Body, Controller, Get, HttpCode, Inject, Post, Req, Res } from '@nestjs/common';
import { CommandBus, QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiNoContentResponse, ApiTags } from '@nestjs/swagger';
import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Actor } from '../common/auth/actor.js';
import { AllowWithoutSecondFactor, CurrentActor, Public } from '../common/auth/decorators.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import type { z } from 'zod';
import { changePasswordBodySchema, signInBodySchema, signUpBodySchema } from '../contracts/account-requests.js';
import { mfaVerifyBodySchema, passkeyVerifyBodySchema } from '../contracts/mfa-requests.js';
import {
  meSchema,
  sessionSchema,
  signedUpSchema,
  signInAnswerSchema,
  type Me,
  type Session,
  type SignedUp,
  type SignInAnswer,
} from '../contracts/account-answers.js';
import { ApiAnswer } from '../http/api-answer.js';
import { ChangePasswordCommand } from './commands/change-password/change-password.command.js';
import { RefreshSessionCommand } from './commands/refresh-session/refresh-session.command.js';
import { SignInCommand } from './commands/sign-in/sign-in.command.js';
import { SignOutCommand } from './commands/sign-out/sign-out.command.js';
import { SignUpCommand } from './commands/sign-up/sign-up.command.js';
import { cookieName } from './cookie-name.js';
import { VerifyMfaCodeCommand } from './mfa/commands/verify-mfa-code/verify-mfa-code.command.js';
import { VerifyPasskeyCommand } from './mfa/commands/verify-passkey/verify-passkey.command.js';
import { GetMeQuery } from './queries/get-me/get-me.query.js';
import type { IssuedSession } from './session-issuer.js';
import { assertSameOrigin } from './same-origin.js';

const COOKIE_PATH = '/api/auth';

@ApiTags('auth')
@Controller('auth')
export class AuthController {
  /** `__Secure-cf_refresh` behind HTTPS (its path is /api/auth, so __Host- does not fit), `cf_refresh` otherwise. */
  private readonly refreshCookie: string;

  constructor(
    private readonly commands: CommandBus,
    private readonly queries: QueryBus,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.refreshCookie = cookieName('cf_refresh', { secure: config.cookieSecure, path: COOKIE_PATH });
  }

  @Public()
  @Post('sign-up')
  @ApiAnswer(signedUpSchema, 201)
  signUp(
    @Body({ schema: signUpBodySchema }) body: z.output<typeof signUpBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<SignedUp> {
    assertSameOrigin(request);
    return this.commands.execute(new SignUpCommand(body.name, body.email, body.password, request.ip));
  }

  @Public()
  @Post('sign-in')
  @HttpCode(200)
  @ApiAnswer(
    signInAnswerSchema,
    200,
    'The session, or for an account with a second factor the challenge of the second step',
  )
  async signIn(
    @Body({ schema: signInBodySchema }) body: z.output<typeof signInBodySchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<SignInAnswer> {
    // No login CSRF: another site's form must not sign the browser in to an account of its choosing.
    assertSameOrigin(request);
    const session = await this.commands.execute(new SignInCommand(body.email, body.password, request.ip));
    // A second factor is due: no cookie and no access token until POST mfa/verify or passkey/verify.
    if ('mfaRequired' in session) return session;
    return this.answerWithCookie(session, reply);
  }

  @Public()
  @Post('mfa/verify')
  @HttpCode(200)
  @ApiAnswer(
    sessionSchema,
    200,
    'The second step with a code of the app or a recovery code; 401 for a wrong code or an expired sign-in',
  )
  async verifyMfa(
    @Body({ schema: mfaVerifyBodySchema }) body: z.output<typeof mfaVerifyBodySchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Session> {
    assertSameOrigin(request);
    const session = await this.commands.execute(new VerifyMfaCodeCommand(body.mfaToken, body.code, request.ip));
    return this.answerWithCookie(session, reply);
  }

  @Public()
  @Post('passkey/verify')
  @HttpCode(200)
  @ApiAnswer(
    sessionSchema,
    200,
    'The second step with a passkey (after POST passkey/options); 401 when it is not confirmed',
  )
  async verifyPasskey(
    @Body({ schema: passkeyVerifyBodySchema }) body: z.output<typeof passkeyVerifyBodySchema>,
    @Req() request: FastifyRequest,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<Session> {
    assertSameOrigin(request);
    const response = body.response as unknown as AuthenticationResponseJSON;
    const session = await this.commands.execute(new VerifyPasskeyCommand(body.mfaToken, response, request.ip));
    return this.answerWithCookie(session, reply);
  }

  @Public()
  @Post('refresh')
  @HttpCode(200)
  @ApiAnswer(sessionSchema, 200)
  async refresh(@Req() request: FastifyRequest, @Res({ passthrough: true }) reply: FastifyReply): Promise<Session> {
    assertSameOrigin(request);
    try {
      const session = await this.commands.execute(new RefreshSessionCommand(request.cookies[this.refreshCookie]));
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
    // An API client signs out with its access token alone: exactly `Bearer <token>`.
    const bearer = /^Bearer ([^\s]+)$/i.exec(request.headers.authorization ?? '')?.[1];
    await this.commands.execute(new SignOutCommand(request.cookies[this.refreshCookie], bearer));
    this.clearCookie(reply);
  }

  @Get('me')
  @AllowWithoutSecondFactor()
  @ApiBearerAuth()
  @ApiAnswer(meSchema, 200)
  me(@CurrentActor() actor: Actor): Promise<Me> {
    return this.queries.execute(new GetMeQuery(actor.userId));
  }

  @Post('password')
  @HttpCode(204)
  @ApiBearerAuth()
  @ApiNoContentResponse()
  async changePassword(
    @CurrentActor() actor: Actor,
    @Body({ schema: changePasswordBodySchema }) body: z.output<typeof changePasswordBodySchema>,
    @Req() request: FastifyRequest,
  ): Promise<void> {
    // An admin viewing as a client changes nobody's password from there.
    if (actor.viewAsClientId) throw AppError.forbidden(MESSAGES.notWhileViewingAsClient);
    const proof = { accountId: actor.userId, password: body.currentPassword, ip: request.ip };
    await this.commands.execute(new ChangePasswordCommand(proof, body.password, request.cookies[this.refreshCookie]));
  }

  private answerWithCookie({ refreshToken, ...session }: IssuedSession, reply: FastifyReply): Session {
    reply.setCookie(this.refreshCookie, refreshToken.token, {
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
      path: COOKIE_PATH,
      expires: refreshToken.expiresAt,
    });
    return session;
  }

  private clearCookie(reply: FastifyReply): void {
    reply.clearCookie(this.refreshCookie, {
      path: COOKIE_PATH,
      httpOnly: true,
      sameSite: 'strict',
      secure: this.config.cookieSecure,
    });
  }
}
