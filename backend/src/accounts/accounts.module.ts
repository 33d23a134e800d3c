import { Module } from '@nestjs/common';
import { RedisModule } from '../queues/index.js';
import { AccountRegistry } from './account-registry.js';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { CurrentPassword } from './current-password.js';
import { SignInThrottle } from './sign-in-throttle.js';
import { PasswordHasher } from './password-hasher.js';
import { ProfileController } from './profile.controller.js';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler.js';

@Module({
  imports: [RedisModule],
  controllers: [ProfileController],
  providers: [
    PasswordHasher,
    AccountRegistry,
    SignInThrottle,
    CurrentPassword,
    GetProfileHandler,
    UpdateProfileHandler,
  ],
  exports: [PasswordHasher, AccountRegistry, SignInThrottle, CurrentPassword],
})
export class AccountsModule {}
