import { Module } from '@nestjs/common';
import { AccountRegistry } from './account-registry.js';
import { UpdateProfileHandler } from './commands/update-profile/update-profile.handler.js';
import { PasswordHasher } from './password-hasher.js';
import { ProfileController } from './profile.controller.js';
import { GetProfileHandler } from './queries/get-profile/get-profile.handler.js';

@Module({
  controllers: [ProfileController],
  providers: [PasswordHasher, AccountRegistry, GetProfileHandler, UpdateProfileHandler],
  exports: [PasswordHasher, AccountRegistry],
})
export class AccountsModule {}
