import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { CreateRequestContext } from '@mikro-orm/decorators/legacy';
import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Account, AccountRegistry, passwordProblem } from '../accounts/index.js';
import { APP_CONFIG, ConfigError, type AppConfig } from '../config/app-config.js';

/**
 * Creates the first admin from ADMIN_EMAIL / ADMIN_PASSWORD when that account does not exist yet.
 * The password follows the rule of every chosen password; a weak one stops the start with the
 * reason (once the account exists, the variable is not read any more).
 */
@Injectable()
export class BootstrapAdmin {
  private readonly logger = new Logger(BootstrapAdmin.name);

  constructor(
    // Read by @CreateRequestContext.
    readonly em: EntityManager,
    private readonly accounts: AccountRegistry,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @CreateRequestContext()
  async ensure(): Promise<void> {
    const admin = this.config.bootstrapAdmin;
    if (!admin) return;
    if (await this.em.count(Account, { email: Account.normalizeEmail(admin.email) })) return;
    const name = 'Administrator';
    const problem = passwordProblem(admin.password, { email: admin.email, name });
    if (problem) throw new ConfigError(`Invalid configuration:\n  ADMIN_PASSWORD: ${problem}`);
    try {
      await this.accounts.create({ name, email: admin.email, password: admin.password, role: 'admin' });
      this.logger.log(`Created the first admin ${admin.email}`);
    } catch (error) {
      // Another replica starting at the same moment created it.
      if (!(error instanceof UniqueConstraintViolationException)) throw error;
    }
  }
}
