import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { designerOfClient, lockClient } from '../../../../clients/index.js';
import { loadStageTerms } from '../../../../clocks/index.js';
import { AppError, MESSAGES } from '../../../../common/errors/app-error.js';
import type { ProjectBriefing } from '../../../../contracts/project-answers.js';
import { writeWithDomainEvent } from '../../../../outbox/index.js';
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
 * event, the three written in one statement. The form's command and a sent content idea both order
 * through here, so the quota and its race guarantee are one and the same. Answers a reference to
 * the order (its row is written; the caller commits it with whatever else it changed).
 */
export async function placeProject(
  em: EntityManager,
  { clientId, actorId, briefing, requireDesigner = false, quotaMonth, at }: ProjectPlacement,
): Promise<Project> {
  // Linking a designer takes this lock too: either this order sees the link, or the link sees
  // this order among the waiting ones (waiting-projects.ts).
  if (!(await lockClient(em, clientId))) throw AppError.notFound(MESSAGES.clientNotFound);
  const designerId = await designerOfClient(em, clientId);
  if (!designerId && requireDesigner) throw AppError.conflict('NO_DESIGNER', PROJECT_TEXTS.noDesigner);
  if (!(await takeContentSlot(em, clientId, briefing.contentType, quotaMonth)))
    throw AppError.conflict('QUOTA_EXCEEDED', PROJECT_TEXTS.quotaExceeded);
  const id = randomUUID();
  const start = Project.start(designerId, at, await loadStageTerms(em, clientId));
  const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
  // The order, its timeline row and (appended by the outbox) its outbox row: one statement, no change sets.
  const data = { contentType: briefing.contentType, status: start.status, designerId };
  await writeWithDomainEvent(
    em,
    {
      ctes: [
        `project_row as (
          insert into project (id, client_id, designer_id, title, description, content_type, content_description, platform,
                               target_platforms, content_goal, hook, cta, visual_idea, slide_ideas, special_notes, hashtags,
                               generated_caption, generated_cta, ai_suggestion, status, final_design_ids, review_count,
                               max_reviews, created_at, updated_at, completed_at, stage_started_at, stage_due_day, stage_days)
          values (?, ?, ?, ?, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, ?::jsonb, ?, ?, ?, ?, null, ?, ?::jsonb, ?, ?, ?, ?, null, ?, ?::date, ?))`,
        `event_row as (insert into project_event (id, project_id, type, actor_id, data, at) values (?, ?, ?, ?, ?::jsonb, ?))`,
      ],
      params: [
        id,
        clientId,
        designerId,
        briefing.title,
        briefing.description,
        briefing.contentType,
        briefing.contentDescription,
        briefing.platform,
        json(briefing.targetPlatforms),
        briefing.contentGoal,
        briefing.hook,
        briefing.cta,
        briefing.visualIdea,
        json(briefing.slideIdeas),
        briefing.specialNotes,
        briefing.hashtags,
        briefing.generatedCaption,
        briefing.generatedCta,
        start.status,
        json(start.finalDesignIds),
        start.reviewCount,
        start.maxReviews,
        at,
        at,
        start.stageStartedAt,
        start.stageDueDay,
        start.stageDays,
        randomUUID(),
        id,
        'ProjectCreated',
        actorId,
        JSON.stringify(data),
        at,
      ],
    },
    'ProjectCreated',
    { projectId: id, data },
    { actorId, at },
  );
  return em.getReference(Project, id);
}
