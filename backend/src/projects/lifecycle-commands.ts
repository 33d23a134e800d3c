import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/auth/actor.js';
import { recordProjectEvent } from '../outbox/domain-events.js';
import { FileStorage } from '../storage/file-storage.js';
import { Attachment } from './attachment.entity.js';
import type { LifecycleEvent } from './domain/project-lifecycle.machine.js';
import { OrderFiles } from './order-files.js';
import { findVisibleProject } from './project-access.js';
import type { Project } from './project.entity.js';
import { projectDetail, type ProjectDetailView } from './project.views.js';

/** One lifecycle command: its event, and what it adds to the same unit of work. */
export interface LifecycleStep {
  /** The event, or how to make it inside the unit of work (e.g. from the files just stored). */
  event: LifecycleEvent | ((em: EntityManager, project: Project) => Promise<LifecycleEvent>);
  /** Rows the command adds once the event was applied (a comment, a review); returns the recorded event's data. */
  alongside?: (em: EntityManager, project: Project) => Record<string, unknown> | void;
}

/**
 * The path of every command that moves an order through its lifecycle: load the order the actor may
 * see, under its row lock; apply the event through the machine (Project.apply); add what the command
 * adds; record the event on the timeline and in the outbox; commit once. Final designs the machine
 * withdrew lose their rows in the same unit of work and their files after the commit.
 */
@Injectable()
export class LifecycleCommands {
  constructor(
    private readonly em: EntityManager,
    private readonly files: OrderFiles,
    private readonly storage: FileStorage,
  ) {}

  async run(actor: Actor, projectId: string, { event, alongside }: LifecycleStep): Promise<ProjectDetailView> {
    const { project, withdrawnKeys } = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      const applied = project.apply(typeof event === 'function' ? await event(em, project) : event, actor);
      const data = alongside?.(em, project) ?? {};
      const withdrawn = applied.withdrawnFinalDesignIds.length ? await em.find(Attachment, { id: { $in: applied.withdrawnFinalDesignIds } }) : [];
      for (const attachment of withdrawn) em.remove(attachment);
      recordProjectEvent(em, { type: applied.recordedAs, projectId, actorId: actor.userId, data });
      return { project, withdrawnKeys: withdrawn.map((attachment) => attachment.storageKey) };
    });
    // The files go only once the rows are gone for good.
    await this.files.removeKeys(withdrawnKeys);
    return projectDetail(this.em, actor, project, this.storage);
  }
}
