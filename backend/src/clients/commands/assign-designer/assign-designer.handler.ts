import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { giveWaitingOrdersTo, lockClient } from '../../../projects/waiting-orders.js';
import { ClientDesigner } from '../../client-designer.entity.js';
import { requireClient, requireDesigner } from '../../client-lookup.js';
import { AssignDesignerCommand, type DesignerAssignment } from './assign-designer.command.js';

@CommandHandler(AssignDesignerCommand)
export class AssignDesignerHandler implements ICommandHandler<AssignDesignerCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, clientId, designerId }: AssignDesignerCommand): Promise<DesignerAssignment> {
    return this.em.transactional(async (em) => {
      const client = await requireClient(em, clientId);
      const designer = designerId ? await requireDesigner(em, designerId) : null;
      await lockClient(em, clientId);
      await em.nativeDelete(ClientDesigner, { client });
      if (!designer) return { clientId, designer: null, movedProjects: 0 };

      em.create(ClientDesigner, { client, designer, assignedBy: actor.userId });
      const movedProjects = await giveWaitingOrdersTo(em, clientId, designer, actor);
      return { clientId, designer: { id: designer.id, name: designer.name, email: designer.email }, movedProjects };
    });
  }
}
