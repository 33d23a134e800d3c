import { EntityManager } from '@mikro-orm/postgresql';
import { Inject, Injectable } from '@nestjs/common';
import type { Actor, GuestPass } from '../../common/auth/actor.js';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { isUuid } from '../../common/uuid.js';
import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { GUEST_LIMITS, TEAM_TEXTS, type GuestRole } from '../../contracts/team.js';
import type { CreateGuestLinkBody } from '../../contracts/team-requests.js';
import type { CreatedGuestLink, GuestLink as GuestLinkAnswer } from '../../contracts/team-answers.js';
import { STATUS_MEANINGS } from '../../contracts/projects.js';
import { findVisibleProject } from '../lifecycle/project-access.js';
import { GuestLink } from './guest-link.entity.js';

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

/**
 * Guest links: an order's owners and approvers (and admins) let a named person without an account
 * review that one order. The token is shown once and stored as its hash; a link ends when it
 * expires (at most 30 days) or is revoked, and an unknown, ended or guessed token is answered like
 * a missing one.
 */
@Injectable()
export class GuestLinks {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async create(actor: Actor, projectId: string, body: CreateGuestLinkBody): Promise<CreatedGuestLink> {
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

  async list(actor: Actor, projectId: string): Promise<GuestLinkAnswer[]> {
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

  /** Ends a link at once: its holder's next request is refused. */
  async revoke(actor: Actor, projectId: string, linkId: string): Promise<void> {
    if (!isUuid(linkId)) throw linkNotFound();
    await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId);
      assertMayShare(actor);
      const link = await em.findOne(GuestLink, { id: linkId, project });
      if (!link) throw linkNotFound();
      link.revokedAt ??= this.clock.now();
    });
  }

  /** The pass a token opens now, or 404 as for a missing link. */
  async pass(token: string): Promise<GuestPass> {
    // Tokens are 43 URL-safe characters: anything else is no token, without a lookup.
    if (!/^[A-Za-z0-9_-]{43}$/.test(token)) throw linkNotFound();
    const [row] = await this.em
      .getConnection()
      .execute<{ id: string; project_id: string; client_id: string; name: string; role: GuestRole }[]>(
        `select g.id, g.project_id, p.client_id, g.name, g.role
         from guest_link g join project p on p.id = g.project_id
        where (g.token_hash = ? or g.id = (select t.guest_link_id from guest_link_token t where t.token_hash = ?))
          and g.revoked_at is null and g.expires_at > ?`,
        [GuestLink.hash(token), GuestLink.hash(token), this.clock.now()],
      );
    if (!row) throw linkNotFound();
    return { linkId: row.id, projectId: row.project_id, clientId: row.client_id, name: row.name, role: row.role };
  }
}

/** Owners and approvers of the order's company (an admin acting as it too), and admins. */
function assertMayShare(actor: Actor): void {
  if (actor.isAdmin || (!actor.guest && actor.clientId && actor.memberRights?.decide)) return;
  throw AppError.forbidden();
}
