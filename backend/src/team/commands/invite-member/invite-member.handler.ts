import { randomBytes } from 'node:crypto';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Account, AccountRegistry, ClientMember } from '../../../accounts/index.js';
import { AppError } from '../../../common/errors/app-error.js';
import { TEAM_LIMITS, TEAM_TEXTS } from '../../../contracts/team.js';
import type { Member } from '../../../contracts/team-answers.js';
import { assertTeamAccess } from '../../team-access.js';
import { memberView } from '../../team-members.js';
import { InviteMemberCommand } from './invite-member.command.js';

/** A new account in the company with its role; the welcome mail with its set-password link goes out. */
@CommandHandler(InviteMemberCommand)
export class InviteMemberHandler implements ICommandHandler<InviteMemberCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly accounts: AccountRegistry,
  ) {}

  async execute({ actor, clientId, invitation }: InviteMemberCommand): Promise<Member> {
    const em = this.em.fork();
    await assertTeamAccess(em, actor, clientId, { change: true });
    if (await em.count(Account, { email: Account.normalizeEmail(invitation.email) }))
      throw AppError.conflict('EMAIL_TAKEN', TEAM_TEXTS.emailTaken);
    if ((await em.count(ClientMember, { client: clientId })) >= TEAM_LIMITS.members)
      throw AppError.validation(TEAM_TEXTS.teamFull);
    try {
      // Nobody knows this password: the member chooses its own through the link in the mail.
      const { id } = await this.accounts.create(
        {
          ...invitation,
          password: randomBytes(32).toString('base64url'),
          role: 'client',
          membership: { clientId, role: invitation.role, invitedBy: actor.userId },
        },
        { byAdmin: true, actorId: actor.userId },
      );
      return await memberView(em, clientId, id);
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException)
        throw AppError.conflict('EMAIL_TAKEN', TEAM_TEXTS.emailTaken);
      throw error;
    }
  }
}
