import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { MemberRole } from '../../../contracts/team.js';
import type { Member } from '../../../contracts/team-answers.js';

/** An owner or an admin changes a member's role; the company keeps an owner. */
export class ChangeMemberRoleCommand extends Command<Member> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly userId: string,
    readonly role: MemberRole,
  ) {
    super();
  }
}
