import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { EntityManager } from '@mikro-orm/postgresql';
import { getShortestPaths } from '@xstate/graph';
import { Account } from '../src/accounts/account.entity.js';
import { Actor } from '../src/common/auth/actor.js';
import { DEFAULT_TURNAROUND } from '../src/contracts/clocks.js';
import { LIFECYCLE_EVENTS, type LifecycleEventType, type ProjectStatus } from '../src/contracts/projects.js';
import { recordProjectEvent } from '../src/projects/lifecycle/project-events.js';
import { Attachment } from '../src/projects/files/attachment.entity.js';
import { DesignVersion } from '../src/projects/lifecycle/design-version.entity.js';
import { runLifecycleStep } from '../src/projects/lifecycle/lifecycle-runner.js';
import { EVENT_SENDERS, projectLifecycle, SAMPLE_EVENTS } from '../src/projects/domain/project-lifecycle.machine.js';
import { Project } from '../src/projects/lifecycle/project.entity.js';
import { FileStorage, randomKey } from '../src/storage/file-storage.js';
import { inContext } from './factories.js';
import { PNG } from './files.js';
import type { TestApp } from './test-app.js';

export interface FactoryOrder {
  status?: ProjectStatus;
  clientId: string;
  /** The client's designer; without one the order starts waiting for a designer. */
  designerId?: string | null;
  /** The order waited for its designer first: it starts without one and gets it through DESIGNER_ASSIGNED. */
  waitedForDesigner?: boolean;
  /** Who sends the admin's events (needed for statuses past admin_review or from pending_approval). */
  adminId?: string;
  title?: string;
  contentType?: 'post' | 'carousel' | 'reel';
  /** The designer's files of the first submission (one PNG without it). */
  designs?: readonly FactoryDesign[];
  /** The order's caption and hashtags as the briefing gives them. */
  caption?: string;
  hashtags?: string;
}

/** A file of a submission: its bytes, MIME type and the uploader's name. */
export interface FactoryDesign {
  bytes: Buffer;
  type: string;
  name: string;
}

/** The machine's shortest path of event types from a new order to the status. */
function pathTo(status: ProjectStatus, hasDesigner: boolean): LifecycleEventType[] {
  const paths = getShortestPaths(projectLifecycle, {
    input: { designerId: hasDesigner ? 'any' : null, maxReviews: 2 },
    events: LIFECYCLE_EVENTS.map((type) => SAMPLE_EVENTS[type]),
  });
  const path = paths.find((candidate) => candidate.state.value === status);
  if (!path)
    throw new Error(`the machine reaches no ${status} from a new order ${hasDesigner ? 'with' : 'without'} a designer`);
  return path.steps.slice(1).map((step) => step.event.type as LifecycleEventType);
}

/**
 * Orders in any status, built the way the product builds them: a new order as the machine starts
 * it, then the machine's shortest path of events, each applied through the lifecycle runner by an actor
 * who may send it and recorded on the timeline and in the outbox. So tests reach a status without
 * walking the HTTP lifecycle, and an order here is never one the product could not have.
 */
export class ProjectFactory {
  constructor(private readonly app: TestApp) {}

  async create({
    status = 'new',
    clientId,
    designerId = null,
    waitedForDesigner = false,
    adminId,
    title = 'Aus der Fabrik',
    contentType = 'post',
    designs = [{ bytes: PNG, type: 'image/png', name: 'entwurf.png' }],
    caption,
    hashtags,
  }: FactoryOrder): Promise<Project> {
    const startingDesigner = waitedForDesigner ? null : designerId;
    const events = pathTo(status, startingDesigner !== null);
    return inContext(this.app, (em) =>
      em.transactional(async (tx) => {
        const project = tx.create(Project, {
          id: randomUUID(),
          client: tx.getReference(Account, clientId),
          designer: startingDesigner ? tx.getReference(Account, startingDesigner) : null,
          title,
          description: 'Briefing aus der Testfabrik',
          contentType,
          targetPlatforms: [],
          generatedCaption: caption ?? null,
          hashtags: hashtags ?? null,
          ...Project.start(startingDesigner, new Date(Date.now() - events.length - 1), {
            turnaround: DEFAULT_TURNAROUND,
            calendarSetting: null,
          }),
        });
        // One millisecond apart, so the timeline keeps the order in which they happened.
        const started = Date.now() - events.length - 1;
        recordProjectEvent(tx, {
          type: 'ProjectCreated',
          projectId: project.id,
          actorId: clientId,
          data: { status: project.status },
          at: new Date(started),
        });
        // The runner writes the order's row itself: it must be there.
        await tx.flush();
        for (const [index, type] of events.entries()) {
          const sender = this.senderOf(type, clientId, designerId, adminId);
          const submitted =
            type === 'SUBMIT_FINAL_DESIGN'
              ? await Promise.all(designs.map((design) => this.finalDesign(tx, project, sender.userId, design)))
              : [];
          const event = submitted.length
            ? ({ type: 'SUBMIT_FINAL_DESIGN', attachmentIds: submitted.map((design) => design.id) } as const)
            : type === 'DESIGNER_ASSIGNED'
              ? ({ type, designerId: designerId! } as const)
              : SAMPLE_EVENTS[type];
          await runLifecycleStep(
            tx,
            sender,
            project.id,
            {
              event,
              // The submission opened a version: the designs are its files.
              alongside: (_tx, { version }) => {
                for (const design of submitted) design.version = version && tx.getReference(DesignVersion, version.id);
              },
              recorded: ({ version }) => (version ? { version: version.number } : {}),
              actorId: sender.userId,
            },
            new Date(started + index + 1),
          );
          await tx.flush();
        }
        // As the runner left it (it writes without the unit of work).
        return tx.refreshOrFail(project);
      }),
    );
  }

  private senderOf(
    type: LifecycleEventType,
    clientId: string,
    designerId: string | null,
    adminId: string | undefined,
  ): Actor {
    switch (EVENT_SENDERS[type]) {
      case 'client':
        return new Actor(clientId, 'client', null, null, { clientId, role: 'owner' });
      case 'designer':
        return new Actor(designerId!, 'designer');
      default:
        if (!adminId) throw new Error(`ProjectFactory needs an adminId to send ${type}`);
        return new Actor(adminId, 'admin');
    }
  }

  /** A real file in the storage and its attachment row, as a designer's upload leaves them. */
  private async finalDesign(
    em: EntityManager,
    project: Project,
    uploaderId: string,
    design: FactoryDesign,
  ): Promise<Attachment> {
    const storage = this.app.get<FileStorage>(FileStorage);
    const extension = design.type.split('/')[1]!.replace('jpeg', 'jpg');
    const temporary = join(mkdtempSync(join(tmpdir(), 'cf-factory-')), `final.${extension}`);
    writeFileSync(temporary, design.bytes);
    const key = randomKey(project.id, extension);
    await storage.save(key, temporary, design.type);
    return em.create(Attachment, {
      id: randomUUID(),
      project,
      uploadedBy: uploaderId,
      storageKey: key,
      fileName: design.name,
      fileType: design.type,
      sizeBytes: design.bytes.length,
      isFinalDesign: true,
      version: null,
    });
  }
}
