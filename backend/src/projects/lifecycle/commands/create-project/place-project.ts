import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { Account } from '../../../../accounts/index.js';
import { ClientDesigner, lockClient } from '../../../../clients/index.js';
import { loadStageTerms } from '../../../../clocks/index.js';
import { AppError, MESSAGES } from '../../../../common/errors/app-error.js';
import type { ProjectBriefing } from '../../../../contracts/project-answers.js';
import { recordProjectEvent } from '../../project-events.js';
import { takeContentSlot } from '../../../../billing/index.js';
import { Project } from '../../project.entity.js';
import { PROJECT_TEXTS } from '../../project-texts.js';

export interface ProjectPlacement {
  clientId: string;
  actorId: string;
  briefing: ProjectBriefing;
  /**
   * Refuse (409 NO_DESIGNER) instead of letting the order wait for a designer: a content idea is
   * sent only to a designer who is there (docs/decisions.md "Content ideas: edit, send, follow").
   */
  requireDesigner?: boolean;
  /** YYYY-MM: the quota month of a content idea planned ahead (takeContentSlot); the current month otherwise. */
  quotaMonth?: string;
  /** When it is placed: its first stage's clock starts then. */
  at: Date;
}

/**
 * An order placed, inside the caller's transaction: a slot of the month's quota, the order (starting
 * where the lifecycle machine says, given the client's designer), its timeline row and its outbox
 * event. The form's command and a sent content idea both order through here, so the quota and its
 * race guarantee are one and the same; the caller flushes once with whatever else it changed.
 */
export async function placeProject(
  em: EntityManager,
  { clientId, actorId, briefing, requireDesigner = false, quotaMonth, at }: ProjectPlacement,
): Promise<Project> {
  // Linking a designer takes this lock too: either this order sees the link, or the link sees
  // this order among the waiting ones (waiting-projects.ts).
  await lockClient(em, clientId);
  const client = await em.findOne(Account, clientId);
  if (!client) throw AppError.notFound(MESSAGES.clientNotFound);
  const designer =
    (await em.findOne(ClientDesigner, { client: clientId }, { populate: ['designer'] }))?.designer ?? null;
  if (!designer && requireDesigner) throw AppError.conflict('NO_DESIGNER', PROJECT_TEXTS.noDesigner);
  if (!(await takeContentSlot(em, clientId, briefing.contentType, quotaMonth)))
    throw AppError.conflict('QUOTA_EXCEEDED', PROJECT_TEXTS.quotaExceeded);
  const project = em.create(Project, {
    id: randomUUID(),
    client,
    designer,
    ...briefing,
    ...Project.start(designer?.id ?? null, at, await loadStageTerms(em, clientId)),
  });
  recordProjectEvent(em, {
    type: 'ProjectCreated',
    projectId: project.id,
    actorId,
    data: { contentType: project.contentType, status: project.status, designerId: designer?.id ?? null },
    at,
  });
  return project;
}
