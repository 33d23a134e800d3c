import type { ApiErrorBody } from './contracts';

export type { ApiErrorBody };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The server's German message when there is one, otherwise the screen's fallback text. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (isRecord(error) && isRecord(error.data) && typeof error.data.message === 'string' && error.data.message) {
    return error.data.message;
  }
  return fallback;
}
