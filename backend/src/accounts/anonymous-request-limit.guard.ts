import { Injectable, type CanActivate, type ExecutionContext } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { FastifyRequest } from 'fastify';
import { IS_PUBLIC } from '../common/auth/decorators.js';
import { RequestLimits } from './request-limits.js';

/** The health checks: an orchestrator probes them every few seconds per replica, from one address. */
const HEALTH_PATHS = new Set(['/api/health', '/api/health/live', '/api/health/ready']);

/**
 * The per-address budget of requests without an account: every @Public() endpoint (sign-in,
 * sign-up, refresh, plans, …) except the health checks, whatever Authorization header comes along.
 * Every other endpoint is the AuthGuard's: it counts the account's budget once the token checked
 * out, or refuses with 401 before any work is done.
 */
@Injectable()
export class AnonymousRequestLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RequestLimits,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (!this.reflector.getAllAndOverride<boolean>(IS_PUBLIC, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    if (HEALTH_PATHS.has(request.url.split('?')[0])) return true;
    await this.limits.consumeAddress(request.ip);
    return true;
  }
}
