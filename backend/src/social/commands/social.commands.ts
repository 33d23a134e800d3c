import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/actor.js';
import type { SocialNetworkName } from '../../contracts/publishing.js';
import { SocialConnections, type CallbackResult } from '../social-connections.js';

/** An owner or an admin begins connecting an account: the network's page, and the nonce for the browser's cookie. */
export class StartConnectionCommand extends Command<{ url: string; browserNonce: string }> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly network: SocialNetworkName,
  ) {
    super();
  }
}

/** The network's callback finishes a connection attempt. */
export class FinishConnectionCommand extends Command<CallbackResult> {
  constructor(
    readonly network: SocialNetworkName,
    readonly query: { code?: string; state?: string; error?: string },
    readonly browserNonce: string | undefined,
  ) {
    super();
  }
}

/** An owner or an admin disconnects an account. */
export class DisconnectAccountCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly clientId: string,
    readonly socialAccountId: string,
  ) {
    super();
  }
}

@CommandHandler(StartConnectionCommand)
export class StartConnectionHandler implements ICommandHandler<StartConnectionCommand> {
  constructor(private readonly connections: SocialConnections) {}

  execute({ actor, clientId, network }: StartConnectionCommand) {
    return this.connections.start(actor, clientId, network);
  }
}

@CommandHandler(FinishConnectionCommand)
export class FinishConnectionHandler implements ICommandHandler<FinishConnectionCommand> {
  constructor(private readonly connections: SocialConnections) {}

  execute({ network, query, browserNonce }: FinishConnectionCommand) {
    return this.connections.finish(network, query, browserNonce);
  }
}

@CommandHandler(DisconnectAccountCommand)
export class DisconnectAccountHandler implements ICommandHandler<DisconnectAccountCommand> {
  constructor(private readonly connections: SocialConnections) {}

  execute({ actor, clientId, socialAccountId }: DisconnectAccountCommand) {
    return this.connections.disconnect(actor, clientId, socialAccountId);
  }
}
