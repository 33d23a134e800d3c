/** The admin context's public surface: other contexts import these and nothing else of it (docs/architecture.md). */
export { AdminModule } from './admin.module.js';
export { AuditRecord } from './audit-record.entity.js';
export { EraseCompanyNowCommand } from './commands/delete-user/erase-company-now.command.js';
export { mountQueueDashboard } from './queue-dashboard.js';
