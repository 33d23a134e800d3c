import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccountsModule } from '../accounts/accounts.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RedisModule } from '../queues/redis.provider.js';
import { AccessTokens } from './access-tokens.js';
import { AnonymousRequestLimitGuard } from './anonymous-request-limit.guard.js';
import { AuthController } from './auth.controller.js';
import { AuthGuard } from './auth.guard.js';
import { ChangePasswordHandler } from './commands/change-password/change-password.handler.js';
import { RefreshSessionHandler } from './commands/refresh-session/refresh-session.handler.js';
import { SignInHandler } from './commands/sign-in/sign-in.handler.js';
import { SignOutHandler } from './commands/sign-out/sign-out.handler.js';
import { SetPasswordHandler } from './commands/set-password/set-password.handler.js';
import { SignUpHandler } from './commands/sign-up/sign-up.handler.js';
import { GetMeHandler } from './queries/get-me/get-me.handler.js';
import { QueueSessionController } from './queue-session.controller.js';
import { RequestLimits } from './request-limits.js';
import { ScopedSessionCookie } from './scoped-session-cookie.js';
import { SessionIssuer } from './session-issuer.js';
import { SetPasswordController } from './set-password.controller.js';
import { StreamSessionController } from './stream-session.controller.js';
import { TokenService } from './token.service.js';

@Module({
  imports: [
    RedisModule,
    AccountsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({ secret: config.jwtSecret, signOptions: { algorithm: 'HS256' }, verifyOptions: { algorithms: ['HS256'] } }),
    }),
  ],
  controllers: [AuthController, QueueSessionController, StreamSessionController, SetPasswordController],
  providers: [
    TokenService,
    AccessTokens,
    SessionIssuer,
    RequestLimits,
    ScopedSessionCookie,
    SignUpHandler,
    SignInHandler,
    RefreshSessionHandler,
    SignOutHandler,
    ChangePasswordHandler,
    SetPasswordHandler,
    GetMeHandler,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: AnonymousRequestLimitGuard },
  ],
  exports: [TokenService, AccessTokens, ScopedSessionCookie],
})
export class AuthModule {}
