import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MyClient } from '../../../contracts/team-answers.js';
import { TeamMembers } from '../../team-members.js';
import { MyClientsQuery } from './my-clients.query.js';

@QueryHandler(MyClientsQuery)
export class MyClientsHandler implements IQueryHandler<MyClientsQuery> {
  constructor(private readonly members: TeamMembers) {}

  execute({ actor }: MyClientsQuery): Promise<MyClient[]> {
    return this.members.mine(actor);
  }
}
