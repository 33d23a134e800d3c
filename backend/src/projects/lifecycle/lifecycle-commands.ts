import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Actor } from '../../common/auth/actor.js';
import { Clock } from '../../common/clock.js';
import { recordProjectEvent } from './project-events.js';
import type { DesignVersion } from './design-version.entity.js';
import { applyLifecycleEvent } from './design-version-store.js';
import type { LifecycleEvent } from '../domain/project-lifecycle.machine.js';
import { findVisibleProject } from './project-access.js';
import type { Project } from './project.entity.js';
import { ProjectViews } from './project.view.js';
import type { ProjectDetail } from '../../contracts/project-answers.js';

/** One lifecycle command: its event, and what it adds to the same unit of work. */
export interface LifecycleStep {
  /** The event, or how to make it inside the unit of work (e.g. from the files just stored). */
  event: LifecycleEvent | ((em: EntityManager, project: Project) => Promise<LifecycleEvent>);
  /**
   * Rows the command adds once the event was applied (a comment, a review, pins on the version the
   * event opened or decided on); returns the recorded event's data.
   */
  alongside?: (
    em: EntityManager,
    project: Project,
    version: DesignVersion | null,
  ) => Promise<Record<string, unknown> | void> | Record<string, unknown> | void;
}

/**
 * The path of every command that moves an order through its lifecycle: load the order the actor may
 * see, under its row lock; apply the event through the machine (Project.apply) and write the version
 * it opened or decided on (kept, whatever the decision); add what the command adds; record the event on the
 * timeline and in the outbox; commit once.
 */
@Injectable()
export class LifecycleCommands {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ProjectViews,
    private readonly clock: Clock,
  ) {}

  async run(actor: Actor, projectId: string, { event, alongside }: LifecycleStep): Promise<ProjectDetail> {
    const project = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      const lifecycleEvent = typeof event === 'function' ? await event(em, project) : event;
      // One moment for the move: the stage clock and the timeline read the same injected time.
      const at = this.clock.now();
      const { recordedAs, version, stageRecord } = await applyLifecycleEvent(em, project, lifecycleEvent, actor, at);
      const data = (await alongside?.(em, project, version)) ?? {};
      const guest = actor.guest ? { guest: actor.guest.name, guestLinkId: actor.guest.linkId } : {};
      recordProjectEvent(em, {
        type: recordedAs,
        projectId,
        actorId: actor.accountId,
        data: { ...(version ? { version: version.number } : {}), ...stageRecord, ...guest, ...data },
        at,
      });
      return project;
    });
    return this.views.detail(this.em, actor, project);
  }
}
