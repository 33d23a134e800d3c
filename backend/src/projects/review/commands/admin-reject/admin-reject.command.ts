import { FeedbackCommand } from '../feedback.command.js';

/** An admin sends the version back to the designer: pins on it and a note, or either (internal). */
export class AdminRejectCommand extends FeedbackCommand {}
