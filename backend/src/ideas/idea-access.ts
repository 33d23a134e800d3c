import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { AppError } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import type { IdeaStep } from './domain/idea-status.js';
import { ideaStatusAfter } from './domain/idea-status.js';
import { ContentIdea } from './content-idea.entity.js';
import { IDEA_TEXTS } from './ideas.texts.js';

/**
 * The client's own idea, locked for the rest of the transaction (two clicks on "Senden" wait for
 * each other, and the second sees the first's result); another client's answers 404 like a missing one.
 */
export async function lockedIdeaOf(em: EntityManager, clientId: string, ideaId: string): Promise<ContentIdea> {
  const idea = isUuid(ideaId) ? await em.findOne(ContentIdea, { id: ideaId, client: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE }) : null;
  if (!idea) throw AppError.notFound(IDEA_TEXTS.notFound);
  return idea;
}

const REFUSALS: Record<IdeaStep, string> = {
  edit: IDEA_TEXTS.notEditable,
  send: IDEA_TEXTS.alreadySent,
  orderCompleted: IDEA_TEXTS.notPostable,
  markPosted: IDEA_TEXTS.notPostable,
};

/** Moves the idea by `step`, or refuses with 409 INVALID_TRANSITION and why. */
export function applyIdeaStep(idea: ContentIdea, step: IdeaStep): void {
  const next = ideaStatusAfter(idea.status, step);
  if (!next) throw AppError.conflict('INVALID_TRANSITION', REFUSALS[step]);
  idea.status = next;
}
