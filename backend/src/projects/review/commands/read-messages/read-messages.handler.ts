import { EntityManager } from '@mikro-orm/postgresql';
import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { MessageReads } from '../../message-reads.js';
import { findVisibleProject } from '../../../lifecycle/project-access.js';
import { ReadMessagesCommand } from './read-messages.command.js';

/** One statement (the notifications', through the port); a message read this way is no longer counted on the cards nor mailed. */
@CommandHandler(ReadMessagesCommand)
export class ReadMessagesHandler implements ICommandHandler<ReadMessagesCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly messages: MessageReads,
  ) {}

  async execute({ actor, projectId }: ReadMessagesCommand): Promise<void> {
    const project = await findVisibleProject(this.em, actor, projectId);
    await this.messages.markRead(this.em, actor.userId, project.id);
  }
}
