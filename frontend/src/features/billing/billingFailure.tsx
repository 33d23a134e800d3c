import type { ReactNode } from 'react';
import { apiErrorMessage } from '../../shared/apiError';

/** A failure toast's content: the screen's title and, when the server said why, its message below. */
export function billingFailure(title: string, error: unknown): ReactNode {
  const detail = apiErrorMessage(error, '');
  if (!detail || detail === title) return title;
  return (
    <span className="billing-toast">
      <strong>{title}</strong>
      <span className="billing-toast__detail">{detail}</span>
    </span>
  );
}
