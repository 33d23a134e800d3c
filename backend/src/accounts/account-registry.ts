import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import { recordDomainEvent } from '../outbox/index.js';
import { PasswordHasher } from './password-hasher.js';
import type { Role } from '../contracts/roles.js';
import type { MemberRole } from '../contracts/team.js';
import { Account } from './account.entity.js';
import { ClientMember } from './client-member.entity.js';
import { Profile } from './profile.entity.js';
import { UserRole } from './user-role.entity.js';

export interface NewAccount {
  name: string;
  email: string;
  password: string;
  /** null creates an account without a role (the dashboard then says "Keine Rolle gefunden"). */
  role: Role | null;
  /**
   * A client account's company and role there: a member invited into an existing company; left
   * out, a client account founds its own company as its owner.
   */
  membership?: { clientId: string; role: MemberRole; invitedBy: string | null };
}

/** Who made an account: the person itself (sign-up, first run, seed) or an admin for someone. */
export interface Creation {
  byAdmin: boolean;
  actorId: string | null;
}

/**
 * Creates an account with its profile and role in one unit of work, with its AccountCreated event
 * (an admin-made account gets a welcome mail with a link to set its own password).
 */
@Injectable()
export class AccountRegistry {
  constructor(
    private readonly em: EntityManager,
    private readonly hasher: PasswordHasher,
  ) {}

  async create(
    { name, email, password, role, membership }: NewAccount,
    { byAdmin, actorId }: Creation = { byAdmin: false, actorId: null },
  ) {
    const account = this.em.create(Account, {
      name: name.trim(),
      email: Account.normalizeEmail(email),
      passwordHash: await this.hasher.hash(password),
    });
    this.em.create(Profile, { account, status: 'active' });
    if (role) this.em.create(UserRole, { user: account, role });
    if (role === 'client') {
      const at = new Date();
      this.em.create(
        ClientMember,
        membership
          ? {
              user: account,
              client: membership.clientId,
              role: membership.role,
              invitedAt: at,
              invitedBy: membership.invitedBy,
              joinedAt: null,
            }
          : { user: account, client: account, role: 'owner', invitedAt: at, joinedAt: at },
      );
    }
    recordDomainEvent(this.em, 'AccountCreated', { accountId: account.id, role, byAdmin }, { actorId });
    await this.em.flush();
    // A new account has no second factor yet: an admin is led to set one up at its first sign-in.
    return {
      id: account.id,
      email: account.email,
      name: account.name,
      role,
      mfa: { enabled: false, setupRequired: role === 'admin' },
    };
  }
}
