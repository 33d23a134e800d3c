import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MESSAGE_TYPES_SQL } from '../../message-types.js';
import { findVisibleProject } from '../../../lifecycle/project-access.js';
import { ReadMessagesCommand } from './read-messages.command.js';

/** One statement; a message read this way is no longer counted on the cards nor mailed. */
@CommandHandler(ReadMessagesCommand)
export class ReadMessagesHandler implements ICommandHandler<ReadMessagesCommand> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId }: ReadMessagesCommand): Promise<void> {
    const project = await findVisibleProject(this.em, actor, projectId);
    await this.em
      .getConnection()
      .execute(
        `update notification set read_at = now() where user_id = ? and project_id = ? and read_at is null and type in ${MESSAGE_TYPES_SQL}`,
        [actor.userId, project.id],
      );
  }
}
