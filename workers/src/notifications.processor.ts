import { MikroORM } from '@mikro-orm/postgresql';
import { Processor, WorkerHost } from '@nestjs/bullmq';
import type { Job } from 'bullmq';
import type { JobName, ProjectEventMessage } from '../../backend/src/contracts/jobs.js';
import { notificationsFor } from '../../backend/src/notifications/notification-rules.js';
import type { JobHandlerSet } from './job-registry.js';

@Processor('notifications')
export class NotificationsProcessor extends WorkerHost implements JobHandlerSet {
  readonly handles: readonly JobName[] = ['notifications.project-event'];

  constructor(private readonly orm: MikroORM) {
    super();
  }

  /**
   * Writes the in-app notifications an order's event calls for. Keyed by the outbox event id per
   * recipient, so a job that runs twice writes each notification once.
   */
  async process(job: Job<ProjectEventMessage, unknown, JobName>) {
    const em = this.orm.em.fork();
    const notifications = await notificationsFor(em, job.data);
    for (const notification of notifications) {
      await em.getConnection().execute(
        `insert into notification (id, user_id, type, message, project_id, source_event_id, created_at)
         values (gen_random_uuid(), ?, ?, ?, ?, ?, now())
         on conflict (source_event_id, user_id) do nothing`,
        [notification.userId, notification.type, notification.message, job.data.projectId, job.data.eventId],
      );
    }
    return { notified: notifications.length };
  }
}
