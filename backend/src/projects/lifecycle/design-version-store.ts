import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../../common/errors/app-error.js';
import type { Actor } from '../../common/auth/actor.js';
import type { PinAuthorRole } from '../../contracts/projects.js';
import type { NewPin } from '../../contracts/project-requests.js';
import { Attachment } from '../files/attachment.entity.js';
import { DesignVersion } from './design-version.entity.js';
import { Pin } from '../review/pin.entity.js';
import type { Project } from './project.entity.js';
import { PROJECT_TEXTS } from './project-texts.js';

/** The order's latest version of final designs, if any was submitted. */
export function latestVersion(em: EntityManager, project: Project): Promise<DesignVersion | null> {
  return em.findOne(DesignVersion, { project }, { orderBy: { number: 'desc' } });
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
  projectId: string,
  version: { id: string } | null,
  author: { id: string | null; role: PinAuthorRole; guestLinkId?: string | null },
  pins: readonly NewPin[],
): Promise<Pin[]> {
  if (!pins.length) return [];
  if (!version) throw invalidPins(PROJECT_TEXTS.pinOutsideVersion);
  const files = new Map((await em.find(Attachment, { version: version.id })).map((file) => [file.id, file]));
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
      project: projectId,
      version: version.id,
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
