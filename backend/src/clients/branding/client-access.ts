import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../../common/auth/actor.js';
import { AppError, MESSAGES } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/uuid.js';
import { ClientDesigner } from '../client-designer.entity.js';
import { requireClient } from '../client-lookup.js';

export const CLIENT_ACCESS_TEXTS = {
  noAccess: 'Kein Zugriff auf diesen Kunden',
  noBranding: 'Keine Branding-Daten verfügbar für diesen Kunden.',
} as const;

/**
 * Who may use a client's branding: the client itself (or an admin viewing as it), any admin and, to
 * read it, the designer linked to the client. Anyone else: 403 "Kein Zugriff auf diesen Kunden",
 * answered before anything about the client is looked up. An admin naming no client gets 404.
 */
export async function assertClientAccess(
  em: EntityManager,
  actor: Actor,
  clientId: string,
  { linkedDesigner }: { linkedDesigner: boolean },
): Promise<void> {
  if (!isUuid(clientId)) throw AppError.notFound(MESSAGES.clientNotFound);
  const itself = actor.clientId === clientId;
  if (!itself && !actor.isAdmin) {
    const linked =
      linkedDesigner &&
      actor.role === 'designer' &&
      (await em.count(ClientDesigner, { client: clientId, designer: actor.userId })) > 0;
    if (!linked) throw AppError.forbidden(CLIENT_ACCESS_TEXTS.noAccess);
  }
  await requireClient(em, clientId);
}
