import { AppError } from '../common/errors/app-error.js';
import { decide, type LifecycleEvent } from './domain/project-lifecycle.machine.js';
import type { Project } from './project.entity.js';
import { PROJECT_TEXTS } from './project-texts.js';

/**
 * Asks the lifecycle machine and moves the order to its next status, or throws the answer the
 * API gives for the refusal. Handlers never compare status strings themselves.
 */
export function applyLifecycleEvent(project: Project, event: LifecycleEvent): void {
  const decision = decide(project.status, { reviewCount: project.reviewCount, maxReviews: project.maxReviews }, event);
  if (decision.allowed) {
    project.status = decision.next;
    return;
  }
  switch (decision.reason) {
    case 'REVISIONS_EXHAUSTED':
      throw AppError.conflict('REVISIONS_EXHAUSTED', PROJECT_TEXTS.revisionsExhausted(project.maxReviews));
    case 'FEEDBACK_REQUIRED':
      throw AppError.validation(
        event.type === 'ADMIN_REJECT' ? PROJECT_TEXTS.adminFeedbackRequired : PROJECT_TEXTS.changeFeedbackRequired,
        [{ field: 'feedback', message: event.type === 'ADMIN_REJECT' ? PROJECT_TEXTS.adminFeedbackRequired : PROJECT_TEXTS.changeFeedbackRequired }],
      );
    default:
      throw AppError.conflict('INVALID_TRANSITION', PROJECT_TEXTS.invalidTransition);
  }
}
