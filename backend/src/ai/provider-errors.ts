import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';
import { AppError } from '../common/errors/app-error.js';
import { AI_TEXTS } from './ai-texts.js';

/** Seconds a caller waits after the provider's 429 when it named no time. */
const DEFAULT_RETRY_AFTER_SECONDS = 10;

/** The caller went away (or the worker's job was cancelled): nothing is answered. */
export class AiAbortedError extends Error {
  constructor() {
    super('AI request aborted by its caller');
    this.name = 'AiAbortedError';
  }
}

export function aiTimeout(): AppError {
  // 504 has no code of its own in the contract (contracts/errors.ts); REQUEST_TIMEOUT is the nearest.
  return new AppError(504, 'REQUEST_TIMEOUT', AI_TEXTS.timeout);
}

function providerMessage(error: APIError): string {
  const body = error.error as { message?: unknown } | undefined;
  if (typeof body?.message === 'string' && body.message.trim()) return body.message.trim();
  // The SDK prefixes the status ("500 Internal error"); the text alone is what the toast shows.
  return error.message.replace(/^\d{3}\s+/, '').trim();
}

function retryAfterSeconds(error: APIError): number {
  const header = error.headers?.get('retry-after');
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : DEFAULT_RETRY_AFTER_SECONDS;
}

/**
 * A provider's refusal in our error shape, with exactly the spec's texts (spec 000 section 8):
 * 429 → 429 RATE_LIMITED; 402 or an exhausted quota (OpenAI answers that with 429
 * `insufficient_quota`) → 402 AI_CREDITS; a timeout → 504; any other answer → 502 with the
 * provider's own text. Anything that is no provider error is returned as it is.
 */
export function fromProviderError(error: unknown): unknown {
  if (error instanceof APIConnectionTimeoutError) return aiTimeout();
  if (error instanceof APIConnectionError) return new AppError(502, 'INTERNAL', AI_TEXTS.unreachable);
  if (!(error instanceof APIError)) return error;
  const noCredits =
    error.status === 402 ||
    error.code === 'insufficient_quota' ||
    error.type === 'insufficient_quota' ||
    /credit|payment/i.test(providerMessage(error));
  if (noCredits) return new AppError(402, 'AI_CREDITS', AI_TEXTS.credits);
  if (error.status === 429) return AppError.rateLimited(AI_TEXTS.rateLimited, retryAfterSeconds(error));
  // 502 has no code of its own in the contract; the message is the provider's, as the spec asks.
  return new AppError(502, 'INTERNAL', providerMessage(error) || AI_TEXTS.unreachable);
}
