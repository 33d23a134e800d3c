import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { isUuid } from '../../../common/uuid.js';
import type { AdminClientDetail, AdminClientMember } from '../../../contracts/admin-answers.js';
import { membershipsOf } from '../../../accounts/index.js';
import {
  CURRENT,
  openPlanRequestsOf,
  sourceOf,
  StripeCustomer,
  StripeGateway,
  Subscription,
} from '../../../billing/index.js';
import { FileStorage } from '../../../storage/index.js';
import { Branding, brandingView } from '../../../clients/index.js';
import { clientRows } from '../list-clients/client-rows.js';
import { GetClientQuery } from './get-client.query.js';

/** The company's people in the order the team's screen lists them: by invitation, then name. */
async function membersOf(em: EntityManager, clientId: string): Promise<AdminClientMember[]> {
  const rows = await membershipsOf(em, [clientId]);
  return rows.map((row) => ({
    userId: row.userId,
    name: row.name,
    email: row.email,
    role: row.role,
    status: row.joinedAt ? 'active' : 'invited',
  }));
}

@QueryHandler(GetClientQuery)
export class GetClientHandler implements IQueryHandler<GetClientQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly stripe: StripeGateway,
  ) {}

  async execute({ clientId }: GetClientQuery): Promise<AdminClientDetail> {
    if (!isUuid(clientId)) throw AppError.notFound(MESSAGES.clientNotFound);
    const [client] = await clientRows(this.em, { id: clientId });
    if (!client) throw AppError.notFound(MESSAGES.clientNotFound);
    const [subscription, customer, branding, openRequests, members] = await Promise.all([
      this.em.fork().findOne(Subscription, { user: clientId, status: CURRENT }),
      this.em.fork().findOne(StripeCustomer, { client: clientId }),
      this.em.fork().findOne(Branding, { client: clientId }),
      openPlanRequestsOf(this.em.fork(), clientId),
      membersOf(this.em.fork(), clientId),
    ]);
    return {
      ...client,
      subscription: subscription && {
        id: subscription.id,
        status: subscription.status,
        source: sourceOf(subscription),
        stripeDashboardUrl:
          subscription.stripeSubscriptionId && customer ? this.stripe.dashboardUrl(customer.customerId) : null,
        currentPeriodStart: subscription.currentPeriodStart.toISOString(),
        currentPeriodEnd: subscription.currentPeriodEnd.toISOString(),
      },
      branding: branding && brandingView(branding, this.storage),
      planRequests: openRequests,
      members,
    };
  }
}
