import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { AccountRemoval } from '../../account-removal.js';
import { DeleteUserCommand } from './delete-user.command.js';

@CommandHandler(DeleteUserCommand)
export class DeleteUserHandler implements ICommandHandler<DeleteUserCommand> {
  constructor(private readonly removal: AccountRemoval) {}

  execute({ caller, accountId, clientsOnly }: DeleteUserCommand): Promise<void> {
    return this.removal.remove(caller, accountId, { clientsOnly });
  }
}
