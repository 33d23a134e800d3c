import { createParamDecorator, ExecutionContext, SetMetadata } from '@nestjs/common';
import type { Role } from '../../contracts/roles.js';
import type { MemberRights } from '../../contracts/team.js';
import type { Actor } from './actor.js';

export const IS_PUBLIC = 'auth:public';
export const ROLES_KEY = 'auth:roles';
export const WITHOUT_SECOND_FACTOR = 'auth:without-second-factor';

/** The endpoint needs no session. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

/**
 * An admin who has not set up its second factor yet may call the endpoint (its profile, its
 * security settings); every other endpoint answers it 403 MFA_SETUP_REQUIRED.
 */
export const AllowWithoutSecondFactor = () => SetMetadata(WITHOUT_SECOND_FACTOR, true);

/** Only these roles may call the endpoint ('client' admits an admin viewing as a client). */
export const Roles = (...roles: Role[]) => SetMetadata(ROLES_KEY, roles);

export const MEMBER_RIGHT_KEY = 'auth:member-right';

/** What a client company's member needs to call an endpoint: seeing, or one of its rights (contracts/team.ts). */
export type MemberRightNeeded = 'see' | keyof MemberRights;

/**
 * The member right an endpoint needs of a client's member. Secure by default: an endpoint of
 * @Roles('client') without it needs `manage` (the owner's); staff are not members and pass.
 */
export const MemberRight = (right: MemberRightNeeded) => SetMetadata(MEMBER_RIGHT_KEY, right);

/** The caller of an authenticated endpoint. */
export const CurrentActor = createParamDecorator((_: unknown, ctx: ExecutionContext): Actor => {
  const request = ctx.switchToHttp().getRequest<{ actor?: Actor }>();
  if (!request.actor) throw new Error('CurrentActor used on a public endpoint');
  return request.actor;
});
