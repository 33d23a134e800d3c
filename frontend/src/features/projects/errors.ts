import { useEffect } from 'react';
import { useToast } from '../../shared/toast';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** The HTTP status of an RTK Query or upload error, when the server answered. */
export function errorStatus(error: unknown): number | null {
  return isRecord(error) && typeof error.status === 'number' ? error.status : null;
}

/** The server's German message of a refused request (4xx), if it sent one. */
function clientErrorMessage(error: unknown): string | null {
  const status = errorStatus(error);
  if (status === null || status < 400 || status >= 500) return null;
  if (isRecord(error) && isRecord(error.data) && typeof error.data.message === 'string' && error.data.message) {
    return error.data.message;
  }
  return null;
}

/**
 * The spec's toast text of a failed action, followed by the server's reason when the server refused
 * the request (e.g. "Fehler beim Anfordern der Änderungen: Maximale Anzahl an Änderungen erreicht (2)").
 * Server faults and network errors show the spec's text alone.
 */
export function actionErrorText(error: unknown, specText: string): string {
  const reason = clientErrorMessage(error);
  return reason ? `${specText}: ${reason}` : specText;
}

/** One error toast per failing load (keyed, so several failing queries show it once). */
export function useLoadErrorToast(isError: boolean, text: string) {
  const toast = useToast();
  useEffect(() => {
    if (isError) void toast.error({ content: text, key: text });
  }, [isError, text, toast]);
}
