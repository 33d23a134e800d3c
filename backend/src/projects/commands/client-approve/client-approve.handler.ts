import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LifecycleCommands } from '../../lifecycle-commands.js';
import { ClientApproveCommand } from './client-approve.command.js';

@CommandHandler(ClientApproveCommand)
export class ClientApproveHandler implements ICommandHandler<ClientApproveCommand> {
  constructor(private readonly lifecycle: LifecycleCommands) {}

  execute({ actor, projectId }: ClientApproveCommand) {
    return this.lifecycle.run(actor, projectId, { event: { type: 'CLIENT_APPROVE', at: new Date().toISOString() } });
  }
}
