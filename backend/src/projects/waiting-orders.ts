import type { EntityManager } from '@mikro-orm/postgresql';
import type { Account } from '../accounts/account.entity.js';
import { recordProjectEvent } from '../outbox/domain-events.js';
import { applyLifecycleEvent } from './lifecycle.js';
import { Project } from './project.entity.js';

/**
 * Locks the client's account row for the rest of the transaction. Linking a designer and checking
 * a just-created waiting order both take this lock first, so one of them always sees the other
 * (see CreateProjectHandler): no order is left waiting for a designer the client already has.
 * Call it before reading the link or the waiting orders: later statements see what the lock waited for.
 */
export async function lockClient(em: EntityManager, clientId: string): Promise<void> {
  await em.getConnection().execute('select 1 from account where id = ? for no key update', [clientId], 'all', em.getTransactionContext());
}

/** The client's orders that waited for a designer get this one and become new; how many moved. */
export async function giveWaitingOrdersTo(em: EntityManager, clientId: string, designer: Account, actorId: string | null): Promise<number> {
  const waiting = await em.find(Project, { client: clientId, status: 'pending_approval' });
  for (const project of waiting) {
    applyLifecycleEvent(project, { type: 'DESIGNER_ASSIGNED' });
    project.designer = designer;
    recordProjectEvent(em, { type: 'DesignerAssigned', projectId: project.id, actorId, data: { designerId: designer.id } });
  }
  return waiting.length;
}
