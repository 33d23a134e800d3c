import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Actor } from '../../../common/auth/actor.js';
import { Clock } from '../../../common/clock.js';
import { statusesWhere } from '../../../contracts/projects.js';
import { giveWaitingProjectsTo, Project, runLifecycleStep } from '../../../projects/index.js';
import { ClientDesigner, lockClient, requireClient, requireDesigner } from '../../../clients/index.js';
import { AssignDesignerCommand, type DesignerAssignment } from './assign-designer.command.js';

/** Open orders someone works on: they follow the client to its new designer. */
const OPEN_WITH_DESIGNER = statusesWhere((meaning) => meaning.hasDesigner && !meaning.final);

@CommandHandler(AssignDesignerCommand)
export class AssignDesignerHandler implements ICommandHandler<AssignDesignerCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  /**
   * Links the client to the designer (or unlinks it). Orders waiting for a designer get it
   * (DESIGNER_ASSIGNED); open orders of another designer move to it where they stand
   * (DESIGNER_CHANGED, both designers notified), so the old one loses them at once; completed
   * orders stay with whoever did them. Unlinking leaves open orders with their designer, who can
   * still finish them (see docs/decisions.md).
   */
  async execute({ actor, clientId, designerId }: AssignDesignerCommand): Promise<DesignerAssignment> {
    return this.em.transactional(async (em) => {
      const client = await requireClient(em, clientId);
      const designer = designerId ? await requireDesigner(em, designerId) : null;
      await lockClient(em, clientId);
      await em.nativeDelete(ClientDesigner, { client });
      if (!designer) return { clientId, designer: null, movedProjects: 0, relinkedProjects: 0 };

      em.create(ClientDesigner, { client, designer, assignedBy: actor.userId });
      const admin = new Actor(actor.userId, 'admin');
      const at = this.clock.now();
      const movedProjects = await giveWaitingProjectsTo(em, clientId, designer, admin, at);
      const open = await em.find(
        Project,
        { client: clientId, status: { $in: OPEN_WITH_DESIGNER }, designer: { $ne: designer.id } },
        { lockMode: LockMode.PESSIMISTIC_WRITE, orderBy: { createdAt: 'asc', id: 'asc' } },
      );
      for (const project of open) {
        await runLifecycleStep(
          em,
          admin,
          project.id,
          {
            event: { type: 'DESIGNER_CHANGED', designerId: designer.id },
            recorded: ({ order, stage }) => ({
              designerId: designer.id,
              previousDesignerId: order.designerId,
              ...stage,
            }),
            actorId: actor.userId,
          },
          at,
        );
      }
      return {
        clientId,
        designer: { id: designer.id, name: designer.name, email: designer.email },
        movedProjects,
        relinkedProjects: open.length,
      };
    });
  }
}
