import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account } from '../../../accounts/account.entity.js';
import { AppError, MESSAGES } from '../../../common/errors/app-error.js';
import { DEFAULT_MAX_REVIEWS, type SlideIdea } from '../../../contracts/projects.js';
import { briefingOf } from '../../project-briefing.js';
import { ProjectListCache } from '../../project-list-cache.js';
import { giveWaitingOrdersTo, lockClient } from '../../waiting-orders.js';
import { PROJECT_TEXTS } from '../../project-texts.js';
import type { ProjectDetailView } from '../../project.views.js';
import { CreateProjectCommand } from './create-project.command.js';
import type { CreateProjectRequest } from './create-project.request.js';
import { CREATE_ORDER, CREATE_ORDER_STATEMENT, createOrderParameters, type CreatedOrderRow, type NewOrder } from './create-project.sql.js';

/** Carousels only; empty ones dropped; one idea per slide number, in order. */
function slideIdeasOf(briefing: CreateProjectRequest): SlideIdea[] | null {
  if (briefing.contentType !== 'carousel' || !briefing.slideIdeas) return null;
  const ideas = briefing.slideIdeas.filter((idea) => idea.content.trim().length > 0);
  if (new Set(ideas.map((idea) => idea.number)).size !== ideas.length) throw AppError.validation(PROJECT_TEXTS.slideIdeas);
  return ideas.length ? ideas.map(({ number, content }) => ({ number, content: content.trim() })).sort((a, b) => a.number - b.number) : null;
}

@CommandHandler(CreateProjectCommand)
export class CreateProjectHandler implements ICommandHandler<CreateProjectCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly lists: ProjectListCache,
  ) {}

  async execute({ actor, briefing }: CreateProjectCommand): Promise<ProjectDetailView> {
    const order: NewOrder = {
      clientId: actor.clientId!,
      actorId: actor.userId,
      briefing: briefingOf({
        ...briefing,
        targetPlatforms: (briefing.targetPlatforms ?? []).map((p) => p.trim()).filter(Boolean),
        slideIdeas: slideIdeasOf(briefing),
      }),
    };
    const { parameters } = createOrderParameters(order);
    // One statement on its own is its own transaction: the order, its timeline row and its outbox
    // event are written together or not at all (see create-project.sql.ts).
    const pool = await this.em.getConnection().getNativeClient();
    const { rows: [row] } = await pool.query<CreatedOrderRow>({ name: CREATE_ORDER_STATEMENT, text: CREATE_ORDER, values: parameters });
    if (!row) throw AppError.notFound(MESSAGES.clientNotFound);
    if (!row.id) throw AppError.conflict('QUOTA_EXCEEDED', PROJECT_TEXTS.quotaExceeded);
    const created = row.status === 'pending_approval' ? await this.designerLinkedMeanwhile(order, row) : row;
    this.lists.changed({ clientId: order.clientId, designerIds: [created.designer_id] });
    return newOrderView(order, created);
  }

  /**
   * The statement read the client's designer from its snapshot: an admin may have linked one while
   * it ran, after the link's own move of the waiting orders. Checked under the client's lock, which
   * linking takes too, so either this sees the link or the link sees this order. Rare: only orders
   * of clients without a designer come here.
   */
  private async designerLinkedMeanwhile(order: NewOrder, row: CreatedOrderRow): Promise<CreatedOrderRow> {
    return this.em.transactional(async (em) => {
      await lockClient(em, order.clientId);
      const [link] = await em.getConnection().execute<{ id: string; name: string; email: string }[]>(
        `select d.id, d.name, d.email from client_designer cd join account d on d.id = cd.designer_id where cd.client_id = ?`,
        [order.clientId], 'all', em.getTransactionContext(),
      );
      if (!link) return row;
      await giveWaitingOrdersTo(em, order.clientId, em.getReference(Account, link.id), order.actorId);
      return { ...row, status: 'new', designer_id: link.id, designer_name: link.name, designer_email: link.email };
    });
  }
}

/** The new order as the client sees it: everything is known, nothing needs reading back. */
function newOrderView(order: NewOrder, row: CreatedOrderRow): ProjectDetailView {
  const createdAt = new Date(row.created_at!).toISOString();
  return {
    id: row.id!,
    ...order.briefing,
    status: row.status!,
    imageUrls: [],
    reviewCount: 0,
    maxReviews: DEFAULT_MAX_REVIEWS,
    createdAt,
    updatedAt: createdAt,
    completedAt: null,
    clientId: order.clientId,
    designerId: row.designer_id,
    client: { id: order.clientId, name: row.client_name, email: row.client_email },
    designer: row.designer_id ? { id: row.designer_id, name: row.designer_name!, email: row.designer_email! } : null,
    attachments: [],
    // A new order waits for its designer (or for one to be assigned): nothing for the client to do.
    allowedActions: [],
  };
}
