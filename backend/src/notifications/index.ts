/** The notifications context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { markMessagesMailed, scheduleUnreadMessagesMail, unreadMessagesOf } from './jobs/message-mail.js';
export { NOTIFICATIONS_CONTEXT_JOBS } from './jobs/context-jobs.js';
export { Notification } from './notification.entity.js';
export { NotificationsModule } from './notifications.module.js';
export { StageClockJobs } from './jobs/stage-clocks.jobs.js';
export { claimMorningDigest, markReminderMailed, reminderMailOf } from './stage-reminders.js';
export { MorningDigest } from './morning-digest.entity.js';
export { StageReminder } from './stage-reminder.entity.js';
export { MessageReadsModule } from './message-reads.js';
