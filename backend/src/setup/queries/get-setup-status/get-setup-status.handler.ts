import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserRole } from '../../../accounts/index.js';
import type { SetupStatus } from '../../../contracts/setup-answers.js';
import { GetSetupStatusQuery } from './get-setup-status.query.js';

@QueryHandler(GetSetupStatusQuery)
export class GetSetupStatusHandler implements IQueryHandler<GetSetupStatusQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<SetupStatus> {
    const admin = await this.em.findOne(UserRole, { role: 'admin' }, { fields: ['id'] });
    return { needed: admin === null };
  }
}
