import { Command } from '@nestjs/cqrs';
import type { Actor } from '../../../common/auth/actor.js';
import type { CreateGuestLinkBody } from '../../../contracts/team-requests.js';
import type { CreatedGuestLink } from '../../../contracts/team-answers.js';

/** An owner, approver or admin lets a named guest review one order; the URL is answered once. */
export class CreateGuestLinkCommand extends Command<CreatedGuestLink> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly link: CreateGuestLinkBody,
  ) {
    super();
  }
}
