/** The outbox context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { recordDomainEvent, writeIfWithDomainEvent, writeWithDomainEvent } from './domain-events.js';
export { OutboxEvent } from './outbox-event.entity.js';
export { forgetEventsNaming, purgeDeliveredEvents } from './event-retention.js';
export { outboxBacklog } from './backlog.js';
