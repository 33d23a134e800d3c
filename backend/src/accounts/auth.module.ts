import { Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { JwtModule } from '@nestjs/jwt';
import { AccountsModule } from './accounts.module.js';
import { APP_CONFIG, type AppConfig } from '../config/app-config.js';
import { RedisModule } from '../queues/index.js';
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
import { ConfirmTotpHandler } from './mfa/commands/confirm-totp/confirm-totp.handler.js';
import { RegisterPasskeyHandler } from './mfa/commands/register-passkey/register-passkey.handler.js';
import { RemovePasskeyHandler } from './mfa/commands/remove-passkey/remove-passkey.handler.js';
import { RemoveTotpHandler } from './mfa/commands/remove-totp/remove-totp.handler.js';
import { RenewRecoveryCodesHandler } from './mfa/commands/renew-recovery-codes/renew-recovery-codes.handler.js';
import { StartPasskeyRegistrationHandler } from './mfa/commands/start-passkey-registration/start-passkey-registration.handler.js';
import { StartPasskeySignInHandler } from './mfa/commands/start-passkey-sign-in/start-passkey-sign-in.handler.js';
import { StartTotpSetupHandler } from './mfa/commands/start-totp-setup/start-totp-setup.handler.js';
import { VerifyMfaCodeHandler } from './mfa/commands/verify-mfa-code/verify-mfa-code.handler.js';
import { VerifyPasskeyHandler } from './mfa/commands/verify-passkey/verify-passkey.handler.js';
import { MfaController } from './mfa/mfa.controller.js';
import { FreshSignIn } from './mfa/fresh-sign-in.js';
import { MfaSignIns } from './mfa/mfa-sign-ins.js';
import { OtherSessions } from './mfa/other-sessions.js';
import { PasskeySignInController } from './mfa/passkey-sign-in.controller.js';
import { PasskeysController } from './mfa/passkeys.controller.js';
import { GetMfaStatusHandler } from './mfa/queries/get-mfa-status/get-mfa-status.handler.js';
import { SecondFactorsModule } from './mfa/second-factors.module.js';
import { RequestLimits } from './request-limits.js';
import { ScopedSessionController } from './scoped-session.controller.js';
import { ScopedSessionCookie } from './scoped-session-cookie.js';
import { SessionIssuer } from './session-issuer.js';
import { SessionStatesModule } from './session-states.module.js';
import { SetPasswordController } from './set-password.controller.js';
import { TokenService } from './token.service.js';
import { AccountSessionsModule } from './account-sessions.module.js';

@Module({
  imports: [
    RedisModule,
    AccountsModule,
    SecondFactorsModule,
    SessionStatesModule,
    AccountSessionsModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: config.jwtSecret,
        signOptions: { algorithm: 'HS256' },
        verifyOptions: { algorithms: ['HS256'] },
      }),
    }),
  ],
  controllers: [
    AuthController,
    ScopedSessionController,
    SetPasswordController,
    MfaController,
    PasskeysController,
    PasskeySignInController,
  ],
  providers: [
    TokenService,
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
    // The second factor (docs/security.md "Second factor").
    MfaSignIns,
    OtherSessions,
    FreshSignIn,
    VerifyMfaCodeHandler,
    StartPasskeySignInHandler,
    VerifyPasskeyHandler,
    GetMfaStatusHandler,
    StartTotpSetupHandler,
    ConfirmTotpHandler,
    RemoveTotpHandler,
    RenewRecoveryCodesHandler,
    StartPasskeyRegistrationHandler,
    RegisterPasskeyHandler,
    RemovePasskeyHandler,
    { provide: APP_GUARD, useClass: AuthGuard },
    { provide: APP_GUARD, useClass: AnonymousRequestLimitGuard },
  ],
  exports: [TokenService, AccountSessionsModule, ScopedSessionCookie],
})
export class AuthModule {}
