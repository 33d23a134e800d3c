import type { AppConfig } from '../config/app-config.js';

/** The request line and headers must arrive within this (Node's default is 60 s). */
const HEADERS_TIMEOUT_MS = 30_000;
/** A socket with no traffic in either direction for this long, mid-request, is closed. */
const IDLE_SOCKET_TIMEOUT_MS = 120_000;

/**
 * Server time limits, as Fastify options for the FastifyAdapter. Node answers 408 itself when a
 * request (headers and body, uploads included) is not complete within REQUEST_TIMEOUT_MS; JSON
 * bodies have the much shorter BODY_TIMEOUT_MS on top (body-timeout.ts). The keep-alive timeout
 * stays above the 60 s idle timeout of common load balancers, so they never reuse a connection
 * the API has just closed.
 */
export function serverTimeoutOptions(config: AppConfig) {
  const { requestMs, keepAliveMs } = config.timeouts;
  return {
    requestTimeout: requestMs,
    connectionTimeout: IDLE_SOCKET_TIMEOUT_MS,
    keepAliveTimeout: keepAliveMs,
    // Node refuses a headers timeout above the request timeout.
    http: { headersTimeout: Math.min(HEADERS_TIMEOUT_MS, requestMs) },
  };
}
