import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../../accounts/index.js';
import type { Actor } from '../../common/auth/actor.js';
import { statusesWhere } from '../../contracts/projects.js';
import { applyLifecycleEvent } from './design-version-store.js';
import { recordProjectEvent } from './project-events.js';
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
    const { recordedAs, stageRecord } = await applyLifecycleEvent(
      em,
      project,
      { type: 'DESIGNER_ASSIGNED', designerId: designer.id },
      actor,
      at,
    );
    recordProjectEvent(em, {
      type: recordedAs,
      projectId: project.id,
      actorId: actor.userId,
      data: { designerId: designer.id, ...stageRecord },
      at,
    });
  }
  return waiting.length;
}
