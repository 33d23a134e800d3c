import type { Actor } from '../../common/auth/actor.js';
import { LIFECYCLE_EVENTS, type LifecycleEventType } from '../../contracts/projects.js';
import type { Role } from '../../contracts/roles.js';
import { EVENT_SENDERS, ORDER_ACTIONS, possibleEvents, type LifecycleState } from './project-lifecycle.machine.js';

/** Who an order is between: the entity and the read models both answer this. */
export interface ProjectParties {
  clientId: string;
  designerId: string | null;
}

/** The roles the actor has on this order, the one it acts in first: its client, its designer, an admin. */
function rolesOn(actor: Actor, order: ProjectParties): Role[] {
  const roles: Role[] = [];
  // An admin viewing as the client acts as the client, and stays an admin; of the client's members
  // (and guests) those who may decide do.
  if (actor.clientId === order.clientId && actor.memberRights?.decide) roles.push('client');
  if (actor.isAdmin) roles.push('admin');
  if (actor.role === 'designer' && order.designerId === actor.userId) roles.push('designer');
  return roles;
}

/** The events the actor may send for this order, in any of its roles here. */
export function eventsSentBy(actor: Actor, order: ProjectParties): LifecycleEventType[] {
  const roles = rolesOn(actor, order);
  return LIFECYCLE_EVENTS.filter((type) => roles.includes(EVENT_SENDERS[type]));
}

/**
 * The lifecycle events this actor may send now (the API's `allowedActions`): those of the role it
 * acts in here first (an admin viewing as the client sees the client's).
 */
export function allowedActions(actor: Actor, order: ProjectParties, state: LifecycleState): LifecycleEventType[] {
  const [role] = rolesOn(actor, order);
  return possibleEvents(state).filter((type) => ORDER_ACTIONS.includes(type) && EVENT_SENDERS[type] === role);
}
