import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../../accounts/index.js';
import type { Actor } from '../../common/auth/actor.js';
import { statusesWhere } from '../../contracts/projects.js';
import { runLifecycleStep } from './lifecycle-runner.js';
import { Project } from './project.entity.js';

/** The client's orders that waited for a designer get this one through the machine at `at`; how many moved. */
export async function giveWaitingProjectsTo(
  em: EntityManager,
  clientId: string,
  designer: Account,
  actor: Actor,
  at: Date,
): Promise<number> {
  const waiting = await em.find(Project, {
    client: clientId,
    status: { $in: statusesWhere((meaning) => meaning.waitingFor === 'designerAssignment') },
  });
  for (const project of waiting) {
    await runLifecycleStep(
      em,
      actor,
      project.id,
      {
        event: { type: 'DESIGNER_ASSIGNED', designerId: designer.id },
        recorded: ({ stage }) => ({ designerId: designer.id, ...stage }),
        actorId: actor.userId,
      },
      at,
    );
  }
  return waiting.length;
}
