import { EntityManager } from '@mikro-orm/postgresql';
import { Inject } from '@nestjs/common';
import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import { Clock } from '../../../common/clock.js';
import { AppError } from '../../../common/errors/app-error.js';
import { isUuid } from '../../../common/uuid.js';
import { APP_CONFIG, type AppConfig } from '../../../config/app-config.js';
import { STATUS_MEANINGS } from '../../../contracts/projects.js';
import { GUEST_LIMITS, TEAM_TEXTS } from '../../../contracts/team.js';
import type { CreatedGuestLink, GuestLink as GuestLinkAnswer } from '../../../contracts/team-answers.js';
import { findVisibleProject } from '../../lifecycle/project-access.js';
import { GuestLink } from '../guest-link.entity.js';
import { ListGuestLinksQuery } from '../queries/list-guest-links.query.js';
import { CreateGuestLinkCommand } from './create-guest-link.command.js';
import { RevokeGuestLinkCommand } from './revoke-guest-link.command.js';

/**
 * Guest links (guest-links.ts): an order's owners and approvers (and admins) let a named person
 * without an account review that one order, until the link expires (at most 30 days) or is revoked.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const linkNotFound = () => AppError.notFound(TEAM_TEXTS.guestLinkNotFound);

function linkView(link: GuestLink, now: Date): GuestLinkAnswer {
  return {
    id: link.id,
    name: link.name,
    email: link.email ?? null,
    role: link.role,
    createdAt: link.createdAt.toISOString(),
    expiresAt: link.expiresAt.toISOString(),
    revokedAt: link.revokedAt?.toISOString() ?? null,
    createdBy: link.createdBy ? { id: link.createdBy.id, name: link.createdBy.name } : null,
    state: link.stateAt(now),
  };
}

/** Owners and approvers of the order's company (an admin acting as it too), and admins. */
function assertMayShare(actor: Actor): void {
  if (actor.isAdmin || (!actor.guest && actor.clientId && actor.memberRights?.decide)) return;
  throw AppError.forbidden();
}

/** A new link: its token is shown once (in the URL answered) and stored as its hash. */
@CommandHandler(CreateGuestLinkCommand)
export class CreateGuestLinkHandler implements ICommandHandler<CreateGuestLinkCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async execute({ actor, projectId, link: body }: CreateGuestLinkCommand): Promise<CreatedGuestLink> {
    const token = GuestLink.newToken();
    const now = this.clock.now();
    const link = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId, { forUpdate: true });
      assertMayShare(actor);
      if (STATUS_MEANINGS[project.status].final)
        throw AppError.conflict('INVALID_TRANSITION', 'Ein abgeschlossener Auftrag braucht keine Gast-Links mehr.');
      const open = await em.count(GuestLink, { project, revokedAt: null, expiresAt: { $gt: now } });
      if (open >= GUEST_LIMITS.openLinksPerOrder) throw AppError.validation(TEAM_TEXTS.guestLinkLimit);
      return em.create(GuestLink, {
        project,
        tokenHash: GuestLink.hash(token),
        name: body.name,
        email: body.email ?? null,
        role: body.role,
        createdBy: actor.accountId,
        createdAt: now,
        expiresAt: new Date(now.getTime() + body.expiresInDays * DAY_MS),
        revokedAt: null,
      });
    });
    return { id: link.id, url: `${this.config.appUrl}/r/${token}`, expiresAt: link.expiresAt.toISOString() };
  }
}

/** Ends a link at once: its holder's next request is refused. */
@CommandHandler(RevokeGuestLinkCommand)
export class RevokeGuestLinkHandler implements ICommandHandler<RevokeGuestLinkCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, projectId, linkId }: RevokeGuestLinkCommand): Promise<void> {
    if (!isUuid(linkId)) throw linkNotFound();
    await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId);
      assertMayShare(actor);
      const link = await em.findOne(GuestLink, { id: linkId, project });
      if (!link) throw linkNotFound();
      link.revokedAt ??= this.clock.now();
    });
  }
}

@QueryHandler(ListGuestLinksQuery)
export class ListGuestLinksHandler implements IQueryHandler<ListGuestLinksQuery> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, projectId }: ListGuestLinksQuery): Promise<GuestLinkAnswer[]> {
    const em = this.em.fork();
    const project = await findVisibleProject(em, actor, projectId);
    assertMayShare(actor);
    const links = await em.find(
      GuestLink,
      { project },
      { populate: ['createdBy'], orderBy: { createdAt: 'desc', id: 'asc' } },
    );
    const now = this.clock.now();
    return links.map((link) => linkView(link, now));
  }
}
