import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { isUuid } from '../../../common/uuid.js';
import type { AdminClientDetail } from '../../../contracts/admin.js';
import { openPlanRequestsOf } from '../../../plans-billing/plan-requests.js';
import { Subscription } from '../../../plans-billing/subscription.entity.js';
import { FileStorage } from '../../../storage/file-storage.js';
import { Branding } from '../../branding/branding.entity.js';
import { brandingView } from '../../branding/branding.view.js';
import { clientRows } from '../list-clients/client-rows.js';
import { GetClientQuery } from './get-client.query.js';

@QueryHandler(GetClientQuery)
export class GetClientHandler implements IQueryHandler<GetClientQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
  ) {}

  async execute({ clientId }: GetClientQuery): Promise<AdminClientDetail> {
    if (!isUuid(clientId)) throw AppError.notFound(MESSAGES.clientNotFound);
    const [client] = await clientRows(this.em, { id: clientId });
    if (!client) throw AppError.notFound(MESSAGES.clientNotFound);
    const [subscription, branding, openRequests] = await Promise.all([
      this.em.fork().findOne(Subscription, { user: clientId, status: 'active' }),
      this.em.fork().findOne(Branding, { client: clientId }),
      openPlanRequestsOf(this.em.fork(), clientId),
    ]);
    return {
      ...client,
      subscription: subscription && {
        id: subscription.id,
        status: subscription.status,
        currentPeriodStart: subscription.currentPeriodStart.toISOString(),
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      },
      branding: branding && brandingView(branding, this.storage),
      planRequests: openRequests,
    };
  }
}
