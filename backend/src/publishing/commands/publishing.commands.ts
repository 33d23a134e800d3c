import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/actor.js';
import type { ScheduledPost } from '../../contracts/publishing-answers.js';
import type { SchedulePostRequest, UpdateScheduledPostRequest } from '../../contracts/publishing-requests.js';
import { ScheduledPosts } from '../scheduled-posts.js';

/** An owner, an approver or an admin schedules an approved order's post. */
export class SchedulePostCommand extends Command<ScheduledPost> {
  constructor(
    readonly actor: Actor,
    readonly projectId: string,
    readonly body: SchedulePostRequest,
  ) {
    super();
  }
}

/** Changes a scheduled post (or schedules a failed one again). */
export class UpdateScheduledPostCommand extends Command<ScheduledPost> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
    readonly body: UpdateScheduledPostRequest,
  ) {
    super();
  }
}

/** Takes a scheduled post back before it goes out. */
export class CancelScheduledPostCommand extends Command<void> {
  constructor(
    readonly actor: Actor,
    readonly id: string,
  ) {
    super();
  }
}

@CommandHandler(SchedulePostCommand)
export class SchedulePostHandler implements ICommandHandler<SchedulePostCommand> {
  constructor(private readonly posts: ScheduledPosts) {}

  execute({ actor, projectId, body }: SchedulePostCommand) {
    return this.posts.schedule(actor, projectId, body);
  }
}

@CommandHandler(UpdateScheduledPostCommand)
export class UpdateScheduledPostHandler implements ICommandHandler<UpdateScheduledPostCommand> {
  constructor(private readonly posts: ScheduledPosts) {}

  execute({ actor, id, body }: UpdateScheduledPostCommand) {
    return this.posts.update(actor, id, body);
  }
}

@CommandHandler(CancelScheduledPostCommand)
export class CancelScheduledPostHandler implements ICommandHandler<CancelScheduledPostCommand> {
  constructor(private readonly posts: ScheduledPosts) {}

  execute({ actor, id }: CancelScheduledPostCommand) {
    return this.posts.cancel(actor, id);
  }
}
