import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { LifecycleRunner } from '../../lifecycle-runner.js';
import { StartWorkCommand } from './start-work.command.js';

@CommandHandler(StartWorkCommand)
export class StartWorkHandler implements ICommandHandler<StartWorkCommand> {
  constructor(private readonly lifecycle: LifecycleRunner) {}

  execute({ actor, projectId }: StartWorkCommand) {
    return this.lifecycle.run(actor, projectId, { event: { type: 'START_WORK' } });
  }
}
