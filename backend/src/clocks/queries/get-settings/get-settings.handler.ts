import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Settings } from '../../../contracts/clocks.js';
import { readSettings } from '../../installation-calendar.js';
import { GetSettingsQuery } from './get-settings.query.js';

@QueryHandler(GetSettingsQuery)
export class GetSettingsHandler implements IQueryHandler<GetSettingsQuery> {
  constructor(private readonly em: EntityManager) {}

  execute(): Promise<Settings> {
    return readSettings(this.em.fork());
  }
}
