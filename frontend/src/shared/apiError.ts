/** The error body every endpoint answers with (see the HTTP contract). */
export interface ApiErrorBody {
  statusCode: number;
  code: string;
  message: string;
  errors?: { field: string; message: string }[];
}

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
