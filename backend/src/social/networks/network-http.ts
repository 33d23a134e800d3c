import { setTimeout as sleep } from 'node:timers/promises';
import type { AppConfig } from '../../config/app-config.js';
import { NetworkError, type NetworkFailure } from './social-network.js';

export type SocialSettings = AppConfig['social'];

/** What a client may be given besides its settings: the tests' fetch, and short polls. */
export interface ClientOptions {
  fetch?: typeof fetch;
  /**
   * How long to wait between two looks at a network's processing (an Instagram container, a
   * TikTok publication); the networks ask for a few seconds. The tests pass a few milliseconds.
   */
  pollIntervalMs?: number;
}

/** A network that did not answer within this is taken as unavailable (a later attempt may work). */
const CALL_TIMEOUT_MS = 30_000;
/** The JSON answers the product reads are a few KB; anything bigger is not an answer it expects. */
const MAX_ANSWER_BYTES = 1024 * 1024;
const DEFAULT_POLL_MS = 3000;
/** Polls of one processing step: a minute and a half at the default interval. */
const MAX_POLLS = 30;

/** An answer as read: status, headers, and the body parsed as JSON (null when it is empty or not JSON). */
export interface Answer {
  status: number;
  headers: Headers;
  body: unknown;
}

/** Reads at most MAX_ANSWER_BYTES of the body: a misbehaving server cannot fill the process's memory. */
async function boundedText(response: Response, what: string): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_ANSWER_BYTES) {
      await reader.cancel();
      throw new NetworkError('unavailable', `${what}: the answer is larger than ${MAX_ANSWER_BYTES} bytes`);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * JSON.parse's reviver sees each value's source text (Node 22): an integer beyond 2^53 (TikTok's
 * post ids are 19 digits) is kept as its exact digits instead of a rounded number.
 */
const exactIntegers = (_key: string, value: unknown, context?: { source?: string }) =>
  typeof value === 'number' && !Number.isSafeInteger(value) && context?.source && /^-?\d+$/.test(context.source)
    ? context.source
    : value;

function parsed(text: string): unknown {
  try {
    return text ? JSON.parse(text, exactIntegers as (key: string, value: unknown) => unknown) : null;
  } catch {
    return null;
  }
}

/**
 * One call with a timeout. `what` names it in errors (method and path, never the query: tokens
 * travel there); a call that gets no answer is 'unavailable'.
 */
export async function send(fetchFn: typeof fetch, url: string, init: RequestInit, what: string): Promise<Answer> {
  let response: Response;
  try {
    response = await fetchFn(url, { ...init, signal: AbortSignal.timeout(CALL_TIMEOUT_MS) });
  } catch (error) {
    // Only the error's kind: undici's messages and causes may carry the URL.
    throw new NetworkError('unavailable', `${what}: no answer (${error instanceof Error ? error.name : 'unknown'})`);
  }
  const text = await boundedText(response, what);
  return { status: response.status, headers: response.headers, body: parsed(text) };
}

/** The failure of an answer with an HTTP error status, for networks that say it by status alone. */
export function failureOfStatus(status: number): NetworkFailure {
  if (status === 401) return 'auth';
  if (status === 429) return 'rate_limited';
  if (status >= 500) return 'unavailable';
  return 'rejected';
}

/** An object's property, or undefined when the value is not an object. */
export function field(value: unknown, key: string): unknown {
  return typeof value === 'object' && value !== null ? (value as Record<string, unknown>)[key] : undefined;
}

/**
 * An address the network answered for a file of its own (an account's picture), or null: only
 * https on the default port, or the scheme and host of the network's API itself (`apiUrl`: a
 * stand-in on loopback). The product fetches it, so nothing else is taken.
 */
export function urlOrNull(value: unknown, apiUrl: string): string | null {
  if (typeof value !== 'string' || value.length > 2000 || !URL.canParse(value)) return null;
  const target = new URL(value);
  const api = new URL(apiUrl);
  if (target.protocol === api.protocol && target.host === api.host) return value;
  return target.protocol === 'https:' && target.port === '' && !target.username && !target.password ? value : null;
}

/** A string property an answer must have: its absence means the network answered something else than its API says. */
export function requiredString(value: unknown, key: string, what: string): string {
  const found = field(value, key);
  if (typeof found === 'string' && found) return found;
  if (typeof found === 'number') return String(found);
  throw new NetworkError('unavailable', `${what}: the answer has no ${key}`);
}

/** A moment `seconds` from now, or null when the network gave no duration. */
export const inSeconds = (seconds: unknown, now = Date.now()): Date | null =>
  typeof seconds === 'number' && seconds > 0 ? new Date(now + seconds * 1000) : null;

/**
 * Asks `look` until it answers something other than undefined (still processing), waiting the
 * interval between looks; undefined after the last one: the network is still busy.
 */
export async function poll<T>(
  look: () => Promise<T | undefined>,
  intervalMs = DEFAULT_POLL_MS,
  polls = MAX_POLLS,
): Promise<T | undefined> {
  for (let attempt = 0; attempt < polls; attempt += 1) {
    if (attempt > 0) await sleep(intervalMs);
    const result = await look();
    if (result !== undefined) return result;
  }
  return undefined;
}

/** How far the network's clock may be behind ours when it dates a post. */
const CLOCK_SKEW_MS = 5 * 60 * 1000;
/** The same, for a story (which has no text to tell it by). */
export const STORY_CLOCK_SKEW_MS = CLOCK_SKEW_MS;

/**
 * Whether a post the network lists is the one being published: the same text, made no earlier
 * than the publication began (less a few minutes: the network's clock is not ours, and it gives seconds).
 */
export function isThePost(request: { text: string; startedAt: Date }, text: unknown, createdAt: Date | null): boolean {
  return (
    text === request.text && createdAt !== null && createdAt.getTime() >= request.startedAt.getTime() - CLOCK_SKEW_MS
  );
}

/** Checkpoint values read back (JSON: they come as unknown). */
export const checkpointStrings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
export const checkpointString = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
