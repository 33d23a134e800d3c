import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Member } from '../../../contracts/team-answers.js';
import { assertTeamAccess } from '../../team-access.js';
import { membersOf } from '../../team-members.js';
import { ListMembersQuery } from './list-members.query.js';

@QueryHandler(ListMembersQuery)
export class ListMembersHandler implements IQueryHandler<ListMembersQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, clientId }: ListMembersQuery): Promise<Member[]> {
    const em = this.em.fork();
    await assertTeamAccess(em, actor, clientId, { change: false });
    return membersOf(em, clientId);
  }
}
