import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { NewPin } from '../../../contracts/project-requests.js';
import type { ProjectDetail } from '../../../contracts/project-answers.js';

/** A version sent back with feedback: pins on it and a note, or either (the body of feedbackBodySchema). */
export abstract class FeedbackCommand extends Command<ProjectDetail> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly feedback: string,
    readonly pins: readonly NewPin[] = [],
  ) {
    super();
  }
}
