import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LifecycleCommands } from '../../lifecycle-commands.js';
import { StartWorkCommand } from './start-work.command.js';

@CommandHandler(StartWorkCommand)
export class StartWorkHandler implements ICommandHandler<StartWorkCommand> {
  constructor(private readonly lifecycle: LifecycleCommands) {}

  execute({ actor, projectId }: StartWorkCommand) {
    return this.lifecycle.run(actor, projectId, { event: { type: 'START_WORK' } });
  }
}
