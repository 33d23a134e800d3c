import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { Account } from '../../../accounts/index.js';
import type { MyClient } from '../../../contracts/team-answers.js';
import { approvalRuleOf } from '../../approval-rule.js';
import { MyClientsQuery } from './my-clients.query.js';

/** GET /api/me/clients: the company the caller belongs to (none for staff). */
@QueryHandler(MyClientsQuery)
export class MyClientsHandler implements IQueryHandler<MyClientsQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor }: MyClientsQuery): Promise<MyClient[]> {
    if (actor.role !== 'client' || !actor.membership) return [];
    const em = this.em.fork();
    const { clientId, role } = actor.membership;
    const company = await em.findOneOrFail(Account, clientId, { fields: ['name'] });
    return [{ clientId, name: company.name, role, rule: await approvalRuleOf(em, clientId) }];
  }
}
