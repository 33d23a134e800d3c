import { Module } from '@nestjs/common';
import { AccountsModule, SecondFactorsModule } from '../accounts/index.js';
import { BootstrapAdmin } from './bootstrap-admin.js';
import { Seeder } from './seeder.js';

@Module({
  imports: [AccountsModule, SecondFactorsModule],
  providers: [Seeder, BootstrapAdmin],
  exports: [Seeder, BootstrapAdmin],
})
export class SeedModule {}
