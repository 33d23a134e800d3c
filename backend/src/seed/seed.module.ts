import { Module } from '@nestjs/common';
import { AccountsModule } from '../accounts/accounts.module.js';
import { SecondFactorsModule } from '../auth/mfa/second-factors.module.js';
import { BootstrapAdmin } from './bootstrap-admin.js';
import { Seeder } from './seeder.js';

@Module({ imports: [AccountsModule, SecondFactorsModule], providers: [Seeder, BootstrapAdmin], exports: [Seeder, BootstrapAdmin] })
export class SeedModule {}
