import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { MemberRole } from '../../../contracts/team.js';
import type { Member } from '../../../contracts/team-answers.js';

/** An owner or an admin invites a person into the company with a role. */
export class InviteMemberCommand extends Command<Member> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly invitation: { name: string; email: string; role: MemberRole },
  ) {
    super();
  }
}
