import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { UserRole } from '../../../accounts/index.js';
import { GetSetupStatusQuery, type SetupStatusView } from './get-setup-status.query.js';

@QueryHandler(GetSetupStatusQuery)
export class GetSetupStatusHandler implements IQueryHandler<GetSetupStatusQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute(): Promise<SetupStatusView> {
    const admin = await this.em.findOne(UserRole, { role: 'admin' }, { fields: ['id'] });
    return { needed: admin === null };
  }
}
