import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import { IDEA_LIFECYCLE, type IdeaEventType } from './domain/idea-lifecycle.machine.js';
import { ContentIdea } from './content-idea.entity.js';
import { IDEA_TEXTS } from './ideas-texts.js';

/**
 * The client's own idea, locked for the rest of the transaction (two clicks on "Senden" wait for
 * each other, and the second sees the first's result); another client's answers 404 like a missing one.
 */
export async function lockedIdeaOf(em: EntityManager, clientId: string, ideaId: string): Promise<ContentIdea> {
  const idea = isUuid(ideaId)
    ? await em.findOne(ContentIdea, { id: ideaId, client: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
    : null;
  if (!idea) throw AppError.notFound(IDEA_TEXTS.notFound);
  return idea;
}

const REFUSALS: Record<IdeaEventType, string> = {
  EDIT: IDEA_TEXTS.notEditable,
  SEND: IDEA_TEXTS.alreadySent,
  ORDER_COMPLETED: IDEA_TEXTS.notPostable,
  MARK_POSTED: IDEA_TEXTS.notPostable,
};

/** Moves the idea as its machine says, or refuses with 409 INVALID_TRANSITION and why. */
export function applyIdeaEvent(idea: ContentIdea, type: IdeaEventType): void {
  const next = IDEA_LIFECYCLE.next(idea.status, { type });
  if (!next) throw AppError.conflict('INVALID_TRANSITION', REFUSALS[type]);
  idea.status = next;
}
