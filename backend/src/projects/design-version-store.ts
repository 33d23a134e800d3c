import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors/app-error.js';
import type { PinAuthorRole } from '../contracts/projects.js';
import type { NewPin } from '../contracts/project-requests.js';
import { Attachment } from './attachment.entity.js';
import { DesignVersion } from './design-version.entity.js';
import type { LifecycleEvent } from './domain/project-lifecycle.machine.js';
import { Pin } from './pin.entity.js';
import type { Project } from './project.entity.js';
import { PROJECT_TEXTS } from './project-texts.js';

/** The order's latest version of final designs, if any was submitted. */
export function latestVersion(em: EntityManager, project: Project): Promise<DesignVersion | null> {
  return em.findOne(DesignVersion, { project }, { orderBy: { number: 'desc' } });
}

/** A submission's version: the next number, waiting for the admin's check. The order's row lock keeps numbers unique. */
export async function openVersion(em: EntityManager, project: Project, designerId: string): Promise<DesignVersion> {
  const number = ((await latestVersion(em, project))?.number ?? 0) + 1;
  return em.create(DesignVersion, { project, number, status: 'in_check', submittedBy: designerId, passedAt: null, decidedAt: null, note: null });
}

/**
 * What the lifecycle event (already taken by the machine) does to the latest version: passed,
 * sent back, asked to change, approved or withdrawn. Returns that version when the event decided on it.
 */
export async function followVersion(em: EntityManager, project: Project, event: LifecycleEvent, actorId: string): Promise<DesignVersion | null> {
  if (event.type === 'SUBMIT_FINAL_DESIGN') return null;
  const version = await latestVersion(em, project);
  const note = 'feedback' in event ? event.feedback.trim() || null : null;
  return version?.follow(event.type, actorId, note) ? version : null;
}

const invalidPins = (message: string) => AppError.validation(message, [{ field: 'pins', message }]);

/**
 * The pins of a change request or send-back, on the version it decides on: each on one of that
 * version's files, a point for an image, a moment (and optionally a point) for a video.
 */
export async function placePins(
  em: EntityManager,
  project: Project,
  version: DesignVersion | null,
  author: { id: string; role: PinAuthorRole },
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
    if ((x === null) !== (y === null) || (!isVideo && x === null) || (isVideo && atSeconds === null) || (!isVideo && atSeconds !== null)) {
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
      authorRole: author.role,
      createdAt: new Date(placedAt + index),
      resolvedAt: null,
      resolvedInVersion: null,
      answer: null,
    });
  });
}
