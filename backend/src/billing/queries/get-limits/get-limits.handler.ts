import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { ReadSql } from '../../../common/read-sql.js';
import { contentLimits } from '../../content-limits.js';
import { GetLimitsQuery } from './get-limits.query.js';

/** GET /api/me/limits: the read side's prepared statement, no ORM context. */
@QueryHandler(GetLimitsQuery)
export class GetLimitsHandler implements IQueryHandler<GetLimitsQuery> {
  constructor(private readonly sql: ReadSql) {}

  execute({ clientId }: GetLimitsQuery) {
    return contentLimits(this.sql, clientId);
  }
}
