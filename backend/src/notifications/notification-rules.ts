import type { EntityManager } from '@mikro-orm/postgresql';
import { UserRole } from '../accounts/user-role.entity.js';
import type { ProjectEventMessage } from '../contracts/jobs.js';
import { Project } from '../projects/project.entity.js';

export interface PendingNotification {
  userId: string;
  type: 'status_changed';
  message: string;
}

/** Who hears of an order's event, and in which words (see docs/decisions.md). */
export async function notificationsFor(em: EntityManager, event: ProjectEventMessage): Promise<PendingNotification[]> {
  const project = await em.findOne(Project, event.projectId, { fields: ['id', 'title', 'client', 'designer'] });
  if (!project) return [];
  const title = `„${project.title}“`;
  const feedback = typeof event.data.feedback === 'string' ? event.data.feedback : '';
  const to = (userId: string | undefined | null, message: string): PendingNotification[] =>
    userId ? [{ userId, type: 'status_changed', message }] : [];
  const designerId = project.designer?.id;
  const clientId = project.client.id;

  switch (event.type) {
    case 'ProjectCreated':
    case 'DesignerAssigned':
      return to(designerId, `Neuer Auftrag: ${title}`);
    case 'DesignerChanged': {
      // The order moved with its client to another designer: the new one has it, the old one hears it went.
      const previous = typeof event.data.previousDesignerId === 'string' ? event.data.previousDesignerId : null;
      return [...to(designerId, `Neuer Auftrag: ${title}`), ...to(previous !== designerId ? previous : null, `${title} wurde einem anderen Designer übergeben`)];
    }
    case 'DesignerUnassigned': {
      // Its designer left: an admin must link a new one.
      const admins = await em.find(UserRole, { role: 'admin' }, { fields: ['user'] });
      return admins.flatMap((admin) => to(admin.user.id, `${title} wartet auf einen Designer`));
    }
    case 'WorkStarted':
      return to(clientId, `${title} ist jetzt in Bearbeitung`);
    case 'FinalDesignsSubmitted': {
      const admins = await em.find(UserRole, { role: 'admin' }, { fields: ['user'] });
      return admins.flatMap((admin) => to(admin.user.id, `Neues Design zur Prüfung: ${title}`));
    }
    case 'DesignApprovedByAdmin':
      return to(clientId, `Dein Design ist bereit zur Prüfung: ${title}`);
    case 'DesignRejectedByAdmin':
      return to(designerId, `Admin-Feedback zu ${title}: ${feedback}`);
    case 'ChangesRequested':
      return to(designerId, `Kunden-Feedback zu ${title}: ${feedback}`);
    case 'DesignApprovedByClient':
      return to(designerId, `${title} wurde vom Kunden freigegeben`);
    default:
      return [];
  }
}
