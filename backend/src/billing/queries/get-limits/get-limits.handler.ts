import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { contentLimits } from '../../content-limits.js';
import { GetLimitsQuery } from './get-limits.query.js';

@QueryHandler(GetLimitsQuery)
export class GetLimitsHandler implements IQueryHandler<GetLimitsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute({ clientId }: GetLimitsQuery) {
    return contentLimits(this.em, clientId);
  }
}
