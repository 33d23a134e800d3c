import { FeedbackCommand } from '../feedback.command.js';

/** The client asks for changes (one of its revisions): pins on the version and a note, or either. */
export class RequestChangesCommand extends FeedbackCommand {}
