import { CommandHandler, QueryHandler, type ICommandHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { CreatedGuestLink, GuestLink } from '../../../contracts/team-answers.js';
import { GuestLinks } from '../guest-links.js';
import { ListGuestLinksQuery } from '../queries/list-guest-links.query.js';
import { CreateGuestLinkCommand } from './create-guest-link.command.js';
import { RevokeGuestLinkCommand } from './revoke-guest-link.command.js';

@CommandHandler(CreateGuestLinkCommand)
export class CreateGuestLinkHandler implements ICommandHandler<CreateGuestLinkCommand> {
  constructor(private readonly links: GuestLinks) {}

  execute({ actor, projectId, link }: CreateGuestLinkCommand): Promise<CreatedGuestLink> {
    return this.links.create(actor, projectId, link);
  }
}

@CommandHandler(RevokeGuestLinkCommand)
export class RevokeGuestLinkHandler implements ICommandHandler<RevokeGuestLinkCommand> {
  constructor(private readonly links: GuestLinks) {}

  execute({ actor, projectId, linkId }: RevokeGuestLinkCommand): Promise<void> {
    return this.links.revoke(actor, projectId, linkId);
  }
}

@QueryHandler(ListGuestLinksQuery)
export class ListGuestLinksHandler implements IQueryHandler<ListGuestLinksQuery> {
  constructor(private readonly links: GuestLinks) {}

  execute({ actor, projectId }: ListGuestLinksQuery): Promise<GuestLink[]> {
    return this.links.list(actor, projectId);
  }
}
