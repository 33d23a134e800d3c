import { LockMode, type ObjectQuery } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../common/auth/actor.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/uuid.js';
import { Project } from './project.entity.js';
import { PROJECT_TEXTS } from './project-texts.js';

/**
 * Who may see which orders, the one rule every read and write of an order uses: a client (or an
 * admin viewing as one) its own, a designer the ones assigned to it, an admin all, anyone else none.
 * A row outside the scope is answered like a missing one.
 */
export type ProjectScope = { clientId: string; projectId?: string } | { designerId: string } | 'all' | 'none';

export function projectScope(actor: Actor): ProjectScope {
  // A guest sees the one order its link is for.
  if (actor.guest) return { clientId: actor.guest.clientId, projectId: actor.guest.projectId };
  if (actor.clientId) return { clientId: actor.clientId };
  if (actor.role === 'designer') return { designerId: actor.userId };
  return actor.isAdmin ? 'all' : 'none';
}

/** The scope as an ORM filter. */
export function scopeFilter(scope: ProjectScope): ObjectQuery<Project> {
  if (scope === 'all') return {};
  if (scope === 'none') return { id: null };
  if ('designerId' in scope) return { designer: scope.designerId };
  return scope.projectId ? { client: scope.clientId, id: scope.projectId } : { client: scope.clientId };
}

/** The scope as an SQL condition on the order table's alias, for the read models written in SQL. */
export function scopeSql(scope: ProjectScope, alias: string): { condition: string; params: unknown[] } {
  if (scope === 'all') return { condition: 'true', params: [] };
  if (scope === 'none') return { condition: 'false', params: [] };
  if ('designerId' in scope) return { condition: `${alias}.designer_id = ?`, params: [scope.designerId] };
  return scope.projectId
    ? { condition: `${alias}.client_id = ? and ${alias}.id = ?`, params: [scope.clientId, scope.projectId] }
    : { condition: `${alias}.client_id = ?`, params: [scope.clientId] };
}

/**
 * The companies whose orders the scope holds, for a search by a client's name: a client's (or a
 * guest's) own, the clients of a designer's orders (few, read from the designer's index), every
 * one for an admin ('all'), none for anyone else. Never an account the caller cannot see.
 */
export async function clientsInScope(em: EntityManager, scope: ProjectScope): Promise<readonly string[] | 'all'> {
  if (scope === 'all') return 'all';
  if (scope === 'none') return [];
  if ('clientId' in scope) return [scope.clientId];
  const { condition, params } = scopeSql(scope, 'p');
  const rows = await em
    .getConnection()
    .execute<{ client_id: string }[]>(
      `select distinct p.client_id from project p where ${condition}`,
      params,
      'all',
      em.getTransactionContext(),
    );
  return rows.map((row) => row.client_id);
}

export interface LoadOptions {
  /** Lock the row for the rest of the transaction (commands that change the order). */
  forUpdate?: boolean;
}

/** What a caller learns of an order it may not see, or of none: that there is none. */
export const projectNotFound = (): AppError => AppError.notFound(PROJECT_TEXTS.notFound);

/** An id that cannot be an order's is answered like a missing order, before any query. */
export function assertProjectId(id: string): void {
  if (!isUuid(id)) throw projectNotFound();
}

/** The order, if the actor may see it; 404 otherwise. */
export async function findVisibleProject(
  em: EntityManager,
  actor: Actor,
  id: string,
  { forUpdate = false }: LoadOptions = {},
): Promise<Project> {
  assertProjectId(id);
  const project = await em.findOne(
    Project,
    { id, ...scopeFilter(projectScope(actor)) },
    forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {},
  );
  if (!project) throw projectNotFound();
  return project;
}
