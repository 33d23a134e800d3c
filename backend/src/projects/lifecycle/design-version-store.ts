import type { EntityManager } from '@mikro-orm/postgresql';
import { loadStageTerms } from '../../clocks/index.js';
import { AppError } from '../../common/errors/app-error.js';
import type { Actor } from '../../common/auth/actor.js';
import type { PinAuthorRole, ProjectEventType } from '../../contracts/projects.js';
import type { NewPin } from '../../contracts/project-requests.js';
import { Attachment } from '../files/attachment.entity.js';
import { DesignVersion } from './design-version.entity.js';
import type { LifecycleEvent } from '../domain/project-lifecycle.machine.js';
import { Pin } from '../review/pin.entity.js';
import type { AppliedEvent, Project } from './project.entity.js';
import { PROJECT_TEXTS } from './project-texts.js';

/** The order's latest version of final designs, if any was submitted. */
export function latestVersion(em: EntityManager, project: Project): Promise<DesignVersion | null> {
  return em.findOne(DesignVersion, { project }, { orderBy: { number: 'desc' } });
}

/** What applying a lifecycle event did: what to record, and the version it opened or decided on. */
export interface AppliedLifecycleEvent {
  recordedAs: ProjectEventType;
  version: DesignVersion | null;
  /** What the timeline records of the stage the event ended: `{ stage: … }`, or nothing. */
  stageRecord: { stage?: NonNullable<AppliedEvent['endedStage']> };
}

/**
 * Applies the event at `at` through the machine with the order's latest version in its context, then
 * writes the version the machine left: a new row when it opened one (a submission; the order's row
 * lock keeps numbers unique), the latest row's move when it decided on it. The version is null when
 * the event left the versions as they were.
 */
export async function applyLifecycleEvent(
  em: EntityManager,
  project: Project,
  event: LifecycleEvent,
  actor: Actor,
  at: Date,
): Promise<AppliedLifecycleEvent> {
  const [latest, terms] = await Promise.all([latestVersion(em, project), loadStageTerms(em, project.client.id)]);
  const { recordedAs, version: change, endedStage } = project.apply(event, actor, latest?.status ?? null, at, terms);
  const stageRecord: AppliedLifecycleEvent['stageRecord'] = endedStage ? { stage: endedStage } : {};
  if (change && 'opened' in change) {
    const number = (latest?.number ?? 0) + 1;
    return {
      recordedAs,
      stageRecord,
      version: em.create(DesignVersion, {
        project,
        number,
        status: change.opened,
        submittedBy: actor.userId,
        passedAt: null,
        decidedAt: null,
        note: null,
      }),
    };
  }
  if (!change || !latest) return { recordedAs, stageRecord, version: null };
  latest.take(change.moved, event.type, actor.accountId, 'feedback' in event ? event.feedback.trim() || null : null);
  return { recordedAs, stageRecord, version: latest };
}

const invalidPins = (message: string) => AppError.validation(message, [{ field: 'pins', message }]);

/** Who places a client-side pin: the member's account, or a guest's link. */
export const clientPinAuthor = (actor: Actor) => ({
  id: actor.accountId,
  role: 'client' as const,
  guestLinkId: actor.guest?.linkId ?? null,
});

/**
 * The pins of a change request or send-back, on the version it decides on: each on one of that
 * version's files, a point for an image, a moment (and optionally a point) for a video.
 */
export async function placePins(
  em: EntityManager,
  project: Project,
  version: DesignVersion | null,
  author: { id: string | null; role: PinAuthorRole; guestLinkId?: string | null },
  pins: readonly NewPin[],
): Promise<Pin[]> {
  if (!pins.length) return [];
  if (!version) throw invalidPins(PROJECT_TEXTS.pinOutsideVersion);
  const files = new Map((await em.find(Attachment, { version })).map((file) => [file.id, file]));
  // A millisecond apart: the pins keep the order in which they were placed (their numbers).
  const placedAt = Date.now();
  return pins.map((pin, index) => {
    const file = files.get(pin.attachmentId);
    if (!file) throw invalidPins(PROJECT_TEXTS.pinOutsideVersion);
    const x = pin.x ?? null;
    const y = pin.y ?? null;
    const atSeconds = pin.atSeconds ?? null;
    const isVideo = file.fileType.startsWith('video/');
    if (
      (x === null) !== (y === null) ||
      (!isVideo && x === null) ||
      (isVideo && atSeconds === null) ||
      (!isVideo && atSeconds !== null)
    ) {
      throw invalidPins(PROJECT_TEXTS.pinSpotInvalid);
    }
    return em.create(Pin, {
      project,
      version,
      attachment: file,
      x,
      y,
      atSeconds,
      comment: pin.comment.trim(),
      author: author.id,
      guestLinkId: author.guestLinkId ?? null,
      authorRole: author.role,
      createdAt: new Date(placedAt + index),
      resolvedAt: null,
      resolvedInVersion: null,
      answer: null,
    });
  });
}
