import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { Clock } from '../../../../common/clock.js';
import type { ProjectDetail } from '../../../../contracts/project-answers.js';
import { runLifecycleStep } from '../../lifecycle-runner.js';
import { ProjectViews } from '../../project.view.js';
import { StartWorkCommand } from './start-work.command.js';

/**
 * The assigned designer opens a new order: START_WORK through the order's machine (the runner
 * refuses anyone else and any other status), nothing added beside it; the order as it is after the
 * commit.
 */
@CommandHandler(StartWorkCommand)
export class StartWorkHandler implements ICommandHandler<StartWorkCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly views: ProjectViews,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, projectId }: StartWorkCommand): Promise<ProjectDetail> {
    const at = this.clock.now();
    await this.em.transactional((em) => runLifecycleStep(em, actor, projectId, { event: { type: 'START_WORK' } }, at));
    return this.views.detail(actor, { id: projectId });
  }
}
