import { randomUUID } from 'node:crypto';
import { defineEntity, p } from '@mikro-orm/core';
import { Account } from '../../accounts/index.js';
import type { Actor } from '../../common/auth/actor.js';
import { stageBeginning, type StageTerms } from '../../clocks/index.js';
import {
  CONTENT_TYPES,
  DEFAULT_MAX_REVIEWS,
  PROJECT_STATUSES,
  STATUS_MEANINGS,
  type LifecycleEventType,
  type StatusMeaning,
  type VersionStatus,
} from '../../contracts/projects.js';
import { type SlideIdea, type AiSuggestion } from '../../contracts/project-answers.js';
import { allowedActions, type ProjectParties } from '../domain/project-roles.js';
import { lifecycleOf, start, type LifecycleState } from '../domain/project-lifecycle.machine.js';

const ProjectSchema = defineEntity({
  name: 'Project',
  tableName: 'project',
  indexes: [
    // The order lists page newest first within a client or a designer, and the usage counts a month.
    {
      name: 'project_client_created_index',
      expression:
        'create index "project_client_created_index" on "project" ("client_id", "created_at" desc, "id" desc)',
    },
    {
      name: 'project_designer_created_index',
      expression:
        'create index "project_designer_created_index" on "project" ("designer_id", "created_at" desc, "id" desc)',
    },
    {
      name: 'project_status_created_index',
      expression: 'create index "project_status_created_index" on "project" ("status", "created_at")',
    },
    {
      name: 'project_created_index',
      expression: 'create index "project_created_index" on "project" ("created_at" desc, "id" desc)',
    },
    // The lists filtered by status (a tab, a filter button) within a client or a designer.
    {
      name: 'project_client_status_created_index',
      expression:
        'create index "project_client_status_created_index" on "project" ("client_id", "status", "created_at" desc, "id" desc)',
    },
    {
      name: 'project_designer_status_created_index',
      expression:
        'create index "project_designer_status_created_index" on "project" ("designer_id", "status", "created_at" desc, "id" desc)',
    },
    // The lists by due day and the overdue board.
    {
      name: 'project_stage_due_day_index',
      expression:
        'create index "project_stage_due_day_index" on "project" ("stage_due_day", "created_at" desc, "id" desc) where "stage_due_day" is not null',
    },
  ],
  properties: {
    id: p
      .uuid()
      .primary()
      .onCreate(() => randomUUID()),
    client: () => p.manyToOne(Account).deleteRule('cascade'),
    designer: () => p.manyToOne(Account).nullable().deleteRule('set null'),
    title: p.string().length(200),
    description: p.text(),
    contentType: p.enum(CONTENT_TYPES),
    contentDescription: p.text().nullable(),
    platform: p.string().length(100).nullable(),
    targetPlatforms: p.json<string[]>().default([]),
    contentGoal: p.text().nullable(),
    hook: p.text().nullable(),
    cta: p.text().nullable(),
    visualIdea: p.text().nullable(),
    slideIdeas: p.json<SlideIdea[]>().nullable(),
    specialNotes: p.text().nullable(),
    /** Space-joined, as the client typed them. */
    hashtags: p.text().nullable(),
    generatedCaption: p.text().nullable(),
    generatedCta: p.text().nullable(),
    /** The `ai` worker's draft for an order that arrived without a caption (for the designer). */
    aiSuggestion: p.json<AiSuggestion>().nullable(),
    status: p.enum(PROJECT_STATUSES),
    /** The current final designs (attachment ids): the lifecycle's context, set and cleared by the machine. */
    finalDesignIds: p.json<string[]>().default([]),
    reviewCount: p.integer().default(0),
    maxReviews: p.integer().default(DEFAULT_MAX_REVIEWS),
    createdAt: p.datetime().onCreate(() => new Date()),
    updatedAt: p
      .datetime()
      .onCreate(() => new Date())
      .onUpdate(() => new Date()),
    completedAt: p.datetime().nullable(),
    /** When the running stage began (who owes the next move changed): its clock counts from then. */
    stageStartedAt: p.datetime().defaultRaw('now()'),
    /** The running stage's due day (Zurich, YYYY-MM-DD), fixed when it began by its plan and calendar; null when none runs. */
    stageDueDay: p.string().columnType('date').nullable(),
    /** The running stage's allowance in business days, as fixed when it began. */
    stageDays: p.smallint().nullable(),
  },
});

/**
 * A client's order: the briefing and its place in the lifecycle. The lifecycle machine alone
 * decides what an event does to it, and the runner (lifecycle-runner.ts) alone writes it: nothing
 * else writes its status, review count, designer on assignment, final designs, completion time or
 * stage clock.
 */
export class Project extends ProjectSchema.class {
  /**
   * Where a new order placed at `at` starts, given its client's designer: the machine's initial
   * state, its first stage's clock running on the client's terms.
   */
  static start(designerId: string | null, at: Date, terms: StageTerms, maxReviews = DEFAULT_MAX_REVIEWS) {
    const { status, context } = start({ designerId, maxReviews });
    return {
      status,
      reviewCount: context.reviewCount,
      maxReviews: context.maxReviews,
      finalDesignIds: [...context.finalDesignIds],
      completedAt: null,
      stageStartedAt: at,
      ...stageBeginning(status, context.version, at, terms),
    };
  }

  /**
   * The order's status and context as the machine sees them, with its latest version where the
   * caller loaded it (to apply an event; asking what is possible needs none).
   */
  lifecycle(version: VersionStatus | null = null): LifecycleState {
    const { status, reviewCount, maxReviews, finalDesignIds } = this;
    return lifecycleOf(
      {
        status,
        reviewCount,
        maxReviews,
        finalDesignIds,
        designerId: this.designer?.id ?? null,
        completedAt: this.completedAt ?? null,
      },
      version,
    );
  }

  /** What its status means (which tab, whose move, …), for whoever must not compare status strings. */
  meaning(): StatusMeaning {
    return STATUS_MEANINGS[this.status];
  }

  /**
   * The lifecycle events this actor may send now (the API's `allowedActions`): those of the role it
   * acts in here first (an admin viewing as the client sees the client's).
   */
  allowedActions(actor: Actor): LifecycleEventType[] {
    return allowedActions(actor, this.parties(), this.lifecycle());
  }

  /** Who the order is between. */
  parties(): ProjectParties {
    return { clientId: this.client.id, designerId: this.designer?.id ?? null };
  }
}
ProjectSchema.setClass(Project);
