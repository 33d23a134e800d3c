import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Member } from '../../../contracts/team-answers.js';
import { TeamMembers } from '../../team-members.js';
import { ListMembersQuery } from './list-members.query.js';

@QueryHandler(ListMembersQuery)
export class ListMembersHandler implements IQueryHandler<ListMembersQuery> {
  constructor(private readonly members: TeamMembers) {}

  execute({ actor, clientId }: ListMembersQuery): Promise<Member[]> {
    return this.members.list(actor, clientId);
  }
}
