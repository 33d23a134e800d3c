import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../shared/apiError';
import { ToastText } from '../../shared/ToastText';

/** A failure toast's content: the screen's title and, when the server said why, its message below. */
export function billingFailure(title: string, error: unknown): ReactNode {
  return <ToastText title={title} description={apiErrorMessage(error, '')} />;
}
