import { randomUUID } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { currentRequestId } from '../common/request-id.js';
import type { DomainEventMessage, DomainEventPayloads, DomainEventType } from '../contracts/events.js';
import { OutboxEvent } from './outbox-event.entity.js';

/**
 * Records a domain event in the unit of work of the change that caused it, as an outbox row: it is
 * committed by the handler's one flush, or not at all, and the relay publishes it to the jobs that
 * listen to its type (each job's definition, in its context's jobs/definitions.ts) afterwards,
 * with the id of the request (or job) that recorded it. Answers the event's id.
 */
export function recordDomainEvent<T extends DomainEventType>(
  em: EntityManager,
  type: T,
  payload: DomainEventPayloads[T],
  { actorId = null, at = new Date() }: { actorId?: string | null; at?: Date } = {},
): string {
  const eventId = randomUUID();
  const message = { eventId, type, actorId, ...payload } as DomainEventMessage<T>;
  em.create(OutboxEvent, {
    id: eventId,
    type,
    payload: { ...message },
    createdAt: at,
    sentAt: null,
    attempts: 0,
    lastError: null,
    requestId: currentRequestId() ?? null,
  });
  return eventId;
}

/**
 * A change written in one statement, the caller's own: data-modifying common table expressions
 * (`name as (insert … | update …)`, over the caller's tables) and their parameters, in order.
 */
export interface ChangeStatement {
  ctes: readonly string[];
  params: readonly unknown[];
  /**
   * The name of one of `ctes` (a `select`) that guards the change: the outbox row is written once
   * per row it answers, i.e. only when it answers one (the caller's writes select from it too).
   */
  onlyIf?: string;
}

/**
 * Writes the caller's change and the domain event's outbox row in ONE statement (one round trip),
 * inside the caller's transaction: the same row recordDomainEvent adds to a unit of work, for a
 * command that writes without the ORM's change sets (the order's lifecycle runner). Answers the
 * event's id.
 */
export async function writeWithDomainEvent<T extends DomainEventType>(
  em: EntityManager,
  change: ChangeStatement,
  type: T,
  payload: DomainEventPayloads[T],
  { actorId = null, at = new Date() }: { actorId?: string | null; at?: Date } = {},
): Promise<string> {
  return (await writeGuarded(em, change, type, payload, { actorId, at }))!;
}

/**
 * writeWithDomainEvent for a change guarded by `change.onlyIf`: one statement, no transaction
 * needed (a statement is atomic). Answers the event's id, or null when the guard answered no row
 * and nothing was written.
 */
export async function writeIfWithDomainEvent<T extends DomainEventType>(
  em: EntityManager,
  change: ChangeStatement & { onlyIf: string },
  type: T,
  payload: DomainEventPayloads[T],
  options: { actorId?: string | null; at?: Date } = {},
): Promise<string | null> {
  return writeGuarded(em, change, type, payload, options);
}

async function writeGuarded<T extends DomainEventType>(
  em: EntityManager,
  change: ChangeStatement,
  type: T,
  payload: DomainEventPayloads[T],
  { actorId = null, at = new Date() }: { actorId?: string | null; at?: Date },
): Promise<string | null> {
  const eventId = randomUUID();
  const message = { eventId, type, actorId, ...payload } as DomainEventMessage<T>;
  const outbox = `outbox_row as (
    insert into outbox_event (id, type, payload, created_at, sent_at, attempts, last_error, request_id)
    select ?::uuid, ?, ?::jsonb, ?::timestamptz, null::timestamptz, 0, null, ?${change.onlyIf ? ` from ${change.onlyIf}` : ''}
    returning id)`;
  const [row] = await em
    .getConnection()
    .execute<{ written: string }[]>(
      `with ${[...change.ctes, outbox].join(',\n')} select count(*) as written from outbox_row`,
      [...change.params, eventId, type, JSON.stringify(message), at, currentRequestId() ?? null],
      'all',
      em.getTransactionContext(),
    );
  return Number(row?.written) > 0 ? eventId : null;
}
