/** The mail context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { Mailer, messageIdOf } from './mailer.js';
export { SentMail } from './sent-mail.entity.js';
export { renderMail } from './templates.js';
export type { MailData, MonthlyLimits } from './templates.js';
