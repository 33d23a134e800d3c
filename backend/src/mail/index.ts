/** The mail context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { MAIL_CONTEXT_JOBS } from './jobs/context-jobs.js';
export { EmailJobs } from './jobs/email.jobs.js';
export { SentMail } from './sent-mail.entity.js';
