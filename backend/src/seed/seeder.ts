import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, Logger } from '@nestjs/common';
import { Account, AccountRegistry, SecondFactors } from '../accounts/index.js';
import { ClientDesigner } from '../clients/index.js';
import { CURRENT, Plan, startManualPlan, Subscription } from '../billing/index.js';
import { DEMO_ACCOUNTS, DEMO_ADMIN_TOTP_SECRET, PLAN_CATALOGUE } from './plan-catalogue.js';

/**
 * Writes the starting data. Safe to run again: plans are created only when there are none, demo
 * accounts only into a database without accounts.
 */
@Injectable()
export class Seeder {
  private readonly logger = new Logger(Seeder.name);

  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountRegistry,
    private readonly factors: SecondFactors,
  ) {}

  async seed({ demo }: { demo: boolean }): Promise<void> {
    // Demo accounts belong to an empty installation only, never next to real ones.
    const empty = (await this.em.count(Account, {})) === 0;
    await this.seedPlans();
    if (demo && empty) await this.seedDemoAccounts();
    if (!demo) await this.warnOfDemoAccounts();
  }

  /** An installation seeded for a demo earlier still has accounts whose passwords are in the README. */
  private async warnOfDemoAccounts(): Promise<void> {
    const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
    const found = await this.em.find(Account, { email: { $in: emails } }, { fields: ['email'] });
    if (found.length) {
      this.logger.warn(
        `Demo accounts with publicly known passwords exist (${found.map((a) => a.email).join(', ')}): delete them before this installation is reachable by anyone else.`,
      );
    }
  }

  private async seedPlans(): Promise<void> {
    if (await this.em.count(Plan, {})) return;
    for (const plan of PLAN_CATALOGUE) {
      this.em.create(Plan, { ...plan, features: [...plan.features], stripePriceId: null });
    }
    await this.em.flush();
    this.logger.log(`Seeded ${PLAN_CATALOGUE.length} plans`);
  }

  private async seedDemoAccounts(): Promise<void> {
    const ids: Partial<Record<keyof typeof DEMO_ACCOUNTS, string>> = {};
    for (const [key, demo] of Object.entries(DEMO_ACCOUNTS) as [
      keyof typeof DEMO_ACCOUNTS,
      (typeof DEMO_ACCOUNTS)[keyof typeof DEMO_ACCOUNTS],
    ][]) {
      const existing = await this.em.findOne(Account, { email: demo.email });
      ids[key] = existing?.id ?? (await this.accounts.create({ ...demo })).id;
      if (!existing) this.logger.log(`Seeded demo ${demo.role} ${demo.email}`);
    }
    // Admins must have a second factor: the demo admin's app is set up with the public demo secret.
    // The designer and the client have none (it is optional for them).
    if (!(await this.em.findOneOrFail(Account, ids.admin!)).mfaEnabled)
      await this.factors.enrollTotp(this.em, ids.admin!, DEMO_ADMIN_TOTP_SECRET);
    const clientId = ids.client!;
    if (!(await this.em.count(ClientDesigner, { client: clientId }))) {
      this.em.create(ClientDesigner, { client: clientId, designer: ids.designer!, assignedBy: ids.admin! });
    }
    if (!(await this.em.count(Subscription, { user: clientId, status: CURRENT }))) {
      startManualPlan(this.em, clientId, await this.em.findOneOrFail(Plan, { isRecommended: true }));
    }
    await this.em.flush();
  }
}
