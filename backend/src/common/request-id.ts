import { AsyncLocalStorage } from 'node:async_hooks';
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/**
 * One id per request, from the API's log line through the outbox event it records into the jobs
 * that event starts and their log lines (docs/operations.md "One request id"). A caller (a proxy, a
 * client) may bring its own in `X-Request-Id`; anything but a short token of safe characters is
 * replaced by a new UUID, so an id never carries a line break, markup or a megabyte into a log.
 */
export const REQUEST_ID_HEADER = 'x-request-id';
const SANE_ID = /^[A-Za-z0-9._:-]{1,64}$/;

/** The id an incoming request goes by: its own `X-Request-Id` when sane, a new UUID otherwise. */
function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && SANE_ID.test(header) ? header : randomUUID();
}

/**
 * The id of the raw request, decided once: Fastify asks first (its genReqId, request.id), the
 * request log (pino-http) later on the same raw request and gets the same id.
 */
export function requestIdOf(raw: IncomingMessage & { id?: unknown }): string {
  if (typeof raw.id === 'string') return raw.id;
  const id = requestIdFrom(raw.headers[REQUEST_ID_HEADER]);
  raw.id = id;
  return id;
}

/** A stored id read back (an outbox row, a job's data): kept only when it is one we could have made. */
export function saneRequestId(value: unknown): string | undefined {
  return typeof value === 'string' && SANE_ID.test(value) ? value : undefined;
}

const scope = new AsyncLocalStorage<string>();

/** Runs `work` as part of the request (or job) with this id: what it records carries the id. */
export function withRequestId<T>(id: string | undefined, work: () => T): T {
  return id ? scope.run(id, work) : work();
}

/** The id of the request (or job) this code runs for, if any. */
export function currentRequestId(): string | undefined {
  return scope.getStore();
}
