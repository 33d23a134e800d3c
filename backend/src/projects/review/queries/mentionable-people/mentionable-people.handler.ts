import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { MentionablePerson } from '../../../../contracts/project-answers.js';
import { projectPeople } from '../../project-people.js';
import { findVisiblePin } from '../../pin-threads.js';
import { findVisibleProject } from '../../../lifecycle/project-access.js';
import { MentionablePeopleQuery } from './mentionable-people.query.js';

/** The same people the worker matches `@Name` against, so what the list offers is who gets told. */
@QueryHandler(MentionablePeopleQuery)
export class MentionablePeopleHandler implements IQueryHandler<MentionablePeopleQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId, pinId }: MentionablePeopleQuery): Promise<MentionablePerson[]> {
    const pin = pinId ? await findVisiblePin(this.em, actor, projectId, pinId) : null;
    const project = pin ? pin.project : await findVisibleProject(this.em, actor, projectId);
    const people = await projectPeople(this.em, project.id, {
      pinId: pin?.id ?? null,
      withClient: pin ? pin.visibleToClient() : true,
      staff: !actor.clientId,
    });
    return people.filter((person) => person.id !== actor.userId).map(({ id, name }) => ({ id, name }));
  }
}
