import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/auth/actor.js';
import { AppError } from '../common/errors/app-error.js';
import { Project } from './project.entity.js';
import { PROJECT_TEXTS } from './project-texts.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The caller's view of the orders: a client (or an admin viewing as one) sees its own, a designer
 * the ones assigned to it, an admin all. A row outside the view is answered like a missing one.
 */
export function projectScope(actor: Actor): Record<string, unknown> {
  if (actor.clientId) return { client: actor.clientId };
  if (actor.role === 'designer') return { designer: actor.userId };
  if (actor.isAdmin) return {};
  return { id: null };
}

export interface LoadOptions {
  /** Lock the row for the rest of the transaction (commands that change the order). */
  forUpdate?: boolean;
}

export async function findVisibleProject(em: EntityManager, actor: Actor, id: string, { forUpdate = false }: LoadOptions = {}): Promise<Project> {
  if (!UUID.test(id)) throw AppError.notFound(PROJECT_TEXTS.notFound);
  const project = await em.findOne(
    Project,
    { id, ...projectScope(actor) },
    forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!project) throw AppError.notFound(PROJECT_TEXTS.notFound);
  return project;
}
