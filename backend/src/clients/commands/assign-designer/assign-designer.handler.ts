import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { applyLifecycleEvent } from '../../../projects/lifecycle.js';
import { ProjectListCache } from '../../../projects/project-list-cache.js';
import { Project } from '../../../projects/project.entity.js';
import { recordProjectEvent } from '../../../outbox/domain-events.js';
import { ClientDesigner } from '../../client-designer.entity.js';
import { requireClient, requireDesigner } from '../../client-lookup.js';
import { AssignDesignerCommand, type DesignerAssignment } from './assign-designer.command.js';

@CommandHandler(AssignDesignerCommand)
export class AssignDesignerHandler implements ICommandHandler<AssignDesignerCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: ProjectListCache,
  ) {}

  async execute({ actor, clientId, designerId }: AssignDesignerCommand): Promise<DesignerAssignment> {
    const assignment = await this.em.transactional(async (em) => {
      const client = await requireClient(em, clientId);
      const designer = designerId ? await requireDesigner(em, designerId) : null;
      await em.nativeDelete(ClientDesigner, { client });
      if (!designer) return { clientId, designer: null, movedProjects: 0 };

      em.create(ClientDesigner, { client, designer, assignedBy: actor.userId });
      // The client's orders that waited for a designer get this one and become new.
      const waiting = await em.find(Project, { client, status: 'pending_approval' });
      for (const project of waiting) {
        applyLifecycleEvent(project, { type: 'DESIGNER_ASSIGNED' });
        project.designer = designer;
        recordProjectEvent(em, { type: 'DesignerAssigned', projectId: project.id, actorId: actor.userId, data: { designerId: designer.id } });
      }
      return { clientId, designer: { id: designer.id, name: designer.name, email: designer.email }, movedProjects: waiting.length };
    });
    if (assignment.movedProjects) this.lists.changed({ clientId, designerIds: [assignment.designer?.id] });
    return assignment;
  }
}
