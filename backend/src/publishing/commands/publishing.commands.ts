import { randomUUID } from 'node:crypto';
import { EntityManager } from '@mikro-orm/postgresql';
import { Command, CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import type { Actor } from '../../common/auth/actor.js';
import { Clock } from '../../common/clock.js';
import { AppError } from '../../common/errors/app-error.js';
import { hashtagsOf } from '../../contracts/idea-requests.js';
import { STATUS_MEANINGS } from '../../contracts/projects.js';
import type { ScheduledPost } from '../../contracts/publishing-answers.js';
import type { SchedulePostRequest, UpdateScheduledPostRequest } from '../../contracts/publishing-requests.js';
import { Attachment, findVisibleProject } from '../../projects/index.js';
import { SocialNetworks } from '../../social/index.js';
import { FileStorage } from '../../storage/index.js';
import { decidePost } from '../domain/scheduled-post.machine.js';
import { mediaProblem } from '../media-rules.js';
import { cleanFirstComment, formatProblems } from '../post-format-rules.js';
import { PUBLISHING_TEXTS } from '../publishing-texts.js';
import { runPostCommand } from '../scheduled-post-runner.js';
import { ScheduledPost as ScheduledPostRow } from '../scheduled-post.entity.js';
import {
  approvedVersion,
  assertMayDecide,
  assertNoDuplicate,
  assertNoProblems,
  assertStoryAspect,
  assertTextFits,
  assertWithinLimit,
  checkedTime,
  defaultCaption,
  designsOf,
  lockedAccount,
  postAnswer,
  recordScheduled,
  visiblePost,
} from '../scheduled-posts.js';

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

/**
 * Schedules an approved order's post to one of its company's connected accounts: the order's
 * approved version and its files (in the designer's order), the text within the network's limits,
 * the media the network takes, no second post of the version there (unless `repeat`), the network's
 * limit counted under the account's row lock; the post and its PostScheduled event (which plans the
 * publish job) in one transaction.
 */
@CommandHandler(SchedulePostCommand)
export class SchedulePostHandler implements ICommandHandler<SchedulePostCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly networks: SocialNetworks,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
  ) {}

  async execute({ actor, projectId, body }: SchedulePostCommand): Promise<ScheduledPost> {
    assertMayDecide(actor);
    const id = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId);
      if (!STATUS_MEANINGS[project.status].final) throw AppError.conflict('NOT_APPROVED', PUBLISHING_TEXTS.notApproved);
      const version = await approvedVersion(em, project);
      const at = checkedTime(this.clock, body.at);
      const account = await lockedAccount(em, project.client.id, body.socialAccountId);
      if (!body.repeat) await assertNoDuplicate(em, account, version, null);
      await assertWithinLimit(em, this.networks, account, at, null);
      const caption = body.caption ?? defaultCaption(project);
      const hashtags = body.hashtags ?? hashtagsOf((project.hashtags ?? '').replaceAll(/[\s#]+/g, ','));
      assertTextFits(account.network, caption, hashtags);
      const files = await designsOf(em, project, version);
      if (!files.length) throw AppError.conflict('NOT_APPROVED', PUBLISHING_TEXTS.noFiles);
      const refused = mediaProblem(
        account.network,
        files.map((file) => file.fileType),
      );
      if (refused) throw AppError.validation(refused, [{ field: 'socialAccountId', message: refused }]);
      const format = body.format ?? 'feed';
      const firstComment = cleanFirstComment(body.firstComment);
      assertNoProblems(formatProblems(account.network, format, files.length, firstComment));
      if (format === 'story') await assertStoryAspect(this.storage, files[0]!);
      const post = em.create(ScheduledPostRow, {
        // Its id now: the event recorded with it names it.
        id: randomUUID(),
        client: project.client.id,
        project,
        socialAccount: account,
        version,
        versionNumber: version.number,
        at,
        caption,
        hashtags,
        status: 'scheduled',
        format,
        firstComment,
        firstCommentStatus: firstComment === null ? null : 'pending',
        files: files.map((file) => ({ attachmentId: file.id, name: file.fileName, sha256: '' })),
        createdBy: actor.userId,
      });
      recordScheduled(em, post);
      await em.flush();
      return post.id;
    });
    return postAnswer(this.em, actor, id);
  }
}

/**
 * Changes a waiting post (EDIT) or schedules a failed one again (RESCHEDULE, with a new time), as
 * its machine allows: a moved time or account is checked like a new post's; the machine's effects
 * (a new publication starts with an empty checkpoint and proof, a changed time records
 * PostScheduled again) are written by the runner with the post's row.
 */
@CommandHandler(UpdateScheduledPostCommand)
export class UpdateScheduledPostHandler implements ICommandHandler<UpdateScheduledPostCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly networks: SocialNetworks,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, id, body }: UpdateScheduledPostCommand): Promise<ScheduledPost> {
    assertMayDecide(actor);
    // A unit of work of its own: the runner writes past its change sets, so the post it loaded is
    // not the post the answer reads.
    await this.em.fork().transactional(async (em) => {
      const post = await visiblePost(em, actor, id, true);
      const moves = post.status === 'scheduled' ? 'EDIT' : 'RESCHEDULE';
      // Refused before anything is checked (the runner asks the machine again when it writes).
      if (!decidePost(post.status, { type: moves }).allowed || (moves === 'RESCHEDULE' && !body.at))
        throw AppError.conflict('NOT_SCHEDULED', PUBLISHING_TEXTS.notScheduled);
      const at = body.at ? checkedTime(this.clock, body.at) : post.at;
      const account = await lockedAccount(em, post.client.id, body.socialAccountId ?? post.socialAccount.id);
      if (account.network !== post.socialAccount.network) {
        const files = await em.find(
          Attachment,
          { id: { $in: post.files.map((file) => file.attachmentId) } },
          { fields: ['fileType'] },
        );
        const refused = mediaProblem(
          account.network,
          files.map((file) => file.fileType),
        );
        if (refused) throw AppError.validation(refused, [{ field: 'socialAccountId', message: refused }]);
      }
      const firstComment =
        body.firstComment === undefined ? (post.firstComment ?? null) : cleanFirstComment(body.firstComment);
      assertNoProblems(formatProblems(account.network, post.format, post.files.length, firstComment));
      if (account.id !== post.socialAccount.id && !body.repeat)
        await assertNoDuplicate(em, account, post.version, post.id);
      if (body.at || body.socialAccountId || moves === 'RESCHEDULE')
        await assertWithinLimit(em, this.networks, account, at, post.id);
      if (body.caption !== undefined || body.hashtags !== undefined || account.id !== post.socialAccount.id) {
        assertTextFits(account.network, body.caption ?? post.caption, body.hashtags ?? post.hashtags);
      }
      // The machine decides the next status and what goes with it; the runner writes them with the event.
      await runPostCommand(
        em,
        post,
        moves === 'RESCHEDULE' ? { type: 'RESCHEDULE' } : { type: 'EDIT', moved: at.getTime() !== post.at.getTime() },
        {
          account,
          at,
          caption: body.caption,
          hashtags: body.hashtags,
          firstComment: body.firstComment === undefined ? undefined : firstComment,
        },
        this.clock.now(),
      );
    });
    return postAnswer(this.em, actor, id);
  }
}

/** Takes a waiting post back (CANCEL, as its machine allows): nothing went out, so the post goes. */
@CommandHandler(CancelScheduledPostCommand)
export class CancelScheduledPostHandler implements ICommandHandler<CancelScheduledPostCommand> {
  constructor(
    private readonly em: EntityManager,
    private readonly clock: Clock,
  ) {}

  async execute({ actor, id }: CancelScheduledPostCommand): Promise<void> {
    assertMayDecide(actor);
    await this.em.fork().transactional(async (em) => {
      const post = await visiblePost(em, actor, id, true);
      // Nothing went out: the machine forgets the post, its delayed job finds nothing to do.
      await runPostCommand(em, post, { type: 'CANCEL' }, {}, this.clock.now());
    });
  }
}
