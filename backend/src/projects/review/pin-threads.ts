import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../common/auth/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/uuid.js';
import { Pin } from './pin.entity.js';
import { findVisibleProject, type LoadOptions } from '../lifecycle/project-access.js';
import { PROJECT_TEXTS } from '../lifecycle/project-texts.js';

/** A pin's thread holds at most this many answers; its messages are as long as comments. */
export const PIN_THREAD_BOUNDS = { message: 5000, replies: 200 } as const;

/**
 * A pin of an order, if the actor sees it: the order by the one scope rule, then the pin by the
 * pins' rule (a client, or an admin viewing as one, sees its own pins on versions the admin passed,
 * never an admin's internal pin). 404 otherwise, as for a missing one.
 */
export async function findVisiblePin(
  em: EntityManager,
  actor: Actor,
  projectId: string,
  pinId: string,
  options: LoadOptions = {},
): Promise<Pin> {
  if (!isUuid(pinId)) throw AppError.notFound(PROJECT_TEXTS.pinNotFound);
  const project = await findVisibleProject(em, actor, projectId, options);
  const pin = await em.findOne(Pin, { id: pinId, project }, { populate: ['version'] });
  if (!pin || (actor.clientId ? !pin.visibleToClient() : !pin.visibleToStaff()))
    throw AppError.notFound(PROJECT_TEXTS.pinNotFound);
  return pin;
}
