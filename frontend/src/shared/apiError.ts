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

/** The contract's error code of an RTK Query error (QUOTA_EXCEEDED, NO_DESIGNER …), when the server sent one. */
export function apiErrorCode(error: unknown): ApiErrorBody['code'] | null {
  return isRecord(error) && isRecord(error.data) && typeof error.data.code === 'string'
    ? (error.data.code as ApiErrorBody['code'])
    : null;
}

/** The HTTP status of an RTK Query error when the server answered, otherwise null. */
export function apiErrorStatus(error: unknown): number | null {
  return isRecord(error) && typeof error.status === 'number' ? error.status : null;
}

/** The per-field messages of a VALIDATION answer (`errors: [{ field, message }]`), else none. */
export function apiFieldErrors(error: unknown): NonNullable<ApiErrorBody['errors']> {
  if (!isRecord(error) || !isRecord(error.data) || !Array.isArray(error.data.errors)) return [];
  return error.data.errors.filter(
    (entry): entry is { field: string; message: string } =>
      isRecord(entry) && typeof entry.field === 'string' && typeof entry.message === 'string',
  );
}
