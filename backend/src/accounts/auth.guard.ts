import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { Actor } from '../common/auth/actor.js';
import {
  IS_PUBLIC,
  MEMBER_RIGHT_KEY,
  ROLES_KEY,
  WITHOUT_SECOND_FACTOR,
  type MemberRightNeeded,
} from '../common/auth/decorators.js';
import { TEAM_TEXTS } from '../contracts/team.js';
import { AppError, MESSAGES } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import type { Role } from '../contracts/roles.js';
import { AccessTokens } from './access-tokens.js';
import { isCompany } from './companies.js';
import { RequestLimits } from './request-limits.js';
import { TokenService } from './token.service.js';

const VIEW_AS_HEADER = 'x-view-as-client';

type AuthenticatedRequest = FastifyRequest & { actor?: Actor };

/**
 * Guards every endpoint: a valid bearer token of a session that still counts unless @Public(), an
 * admin's second factor unless @AllowWithoutSecondFactor(), the roles of @Roles(), and the
 * X-View-As-Client header for admins only. The resulting Actor is the request's scope.
 */
@Injectable()
export class AuthGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly tokens: TokenService,
    private readonly accessTokens: AccessTokens,
    private readonly limits: RequestLimits,
    private readonly em: EntityManager,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const targets = [context.getHandler(), context.getClass()];
    if (this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, targets)) return true;

    const request = context.switchToHttp().getRequest<AuthenticatedRequest>();
    const [scheme, token] = (request.headers.authorization ?? '').split(' ');
    if (scheme?.toLowerCase() !== 'bearer' || !token) throw AppError.unauthenticated();
    const claims = await this.tokens.verifyAccessToken(token);
    if (!claims) throw AppError.unauthenticated(MESSAGES.sessionExpired);
    // The account's budget and its session epoch in one Redis round trip; then whether its session
    // still counts, from this process's copy when the epoch says it counts, or from Postgres.
    const seen = await this.limits.consumeAccount(claims.sub);
    const { check: session, membership } = await this.accessTokens.session(claims, seen);
    if (session === 'ended') throw AppError.unauthenticated(MESSAGES.sessionExpired);
    // An admin without a second factor may only set one up (and read who it is).
    if (
      session === 'second-factor-missing' &&
      !this.reflector.getAllAndOverride<boolean>(WITHOUT_SECOND_FACTOR, targets)
    ) {
      throw new AppError(403, 'MFA_SETUP_REQUIRED', MESSAGES.mfaSetupRequired);
    }

    const viewAs = await this.viewAsClientId(request, claims.role);
    const actor = new Actor(claims.sub, claims.role, viewAs, claims.sid ?? null, membership);
    request.actor = actor;

    const roles = this.reflector.getAllAndOverride<Role[] | undefined>(ROLES_KEY, targets);
    this.checkMemberRight(
      actor,
      roles,
      this.reflector.getAllAndOverride<MemberRightNeeded | undefined>(MEMBER_RIGHT_KEY, targets),
    );
    if (roles && !actor.hasRole(roles)) throw AppError.forbidden();
    return true;
  }

  /**
   * A client company's member calls what its role there allows: the endpoint's @MemberRight, or
   * the owner's right to manage on a client endpoint that names none. A client account removed from
   * its company calls no client endpoint.
   */
  private checkMemberRight(actor: Actor, roles: Role[] | undefined, declared: MemberRightNeeded | undefined): void {
    if (actor.role !== 'client') return;
    const needed = declared ?? (roles?.includes('client') ? 'manage' : undefined);
    if (!needed) return;
    const rights = actor.memberRights;
    if (!rights) throw new AppError(403, 'NO_COMPANY', TEAM_TEXTS.noCompany);
    if (needed !== 'see' && !rights[needed]) throw AppError.forbidden();
  }

  private async viewAsClientId(request: FastifyRequest, role: Role | null): Promise<string | null> {
    const header = request.headers[VIEW_AS_HEADER];
    if (header === undefined || header === '') return null;
    if (role !== 'admin') throw AppError.forbidden(MESSAGES.viewAsAdminsOnly);
    const clientId = Array.isArray(header) ? header[0] : header;
    if (!isUuid(clientId)) throw AppError.notFound(MESSAGES.clientNotFound);
    // Only a company has a view: a member's account id is no client (docs/decisions.md "A company is one client").
    if (!(await isCompany(this.em, clientId))) throw AppError.notFound(MESSAGES.clientNotFound);
    return clientId;
  }
}
