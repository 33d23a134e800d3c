import type { AiCaption } from './ai-answers.js';
import type { ApiErrorBody } from './errors.js';

/** Longest texts the AI helpers take (the order form's own limits). */
export const AI_INPUT_MAX = { title: 200, description: 5000, platform: 100 } as const;

/** A piece of text to append to a field (the caption or the CTA) while the provider writes. */
export interface AiDelta {
  field: 'caption' | 'cta';
  text: string;
}

/**
 * The server-sent events of POST /api/ai/description with `Accept: text/event-stream`:
 * any number of `delta`, then exactly one `done` (the final, cleaned texts, which replace what the
 * deltas built up) or one `error`.
 */
export const AI_STREAM_EVENTS = ['delta', 'done', 'error'] as const;
export type AiStreamEventName = (typeof AI_STREAM_EVENTS)[number];

export interface AiStreamEventData {
  delta: AiDelta;
  done: AiCaption;
  error: ApiErrorBody;
}
