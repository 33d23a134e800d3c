import { randomUUID } from 'node:crypto';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { Injectable } from '@nestjs/common';
import type { Actor } from '../common/auth/actor.js';
import { Clock } from '../common/clock.js';
import { AppError } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import { hashtagsOf } from '../contracts/idea-requests.js';
import { STATUS_MEANINGS } from '../contracts/projects.js';
import type { ScheduledPost as ScheduledPostAnswer } from '../contracts/publishing-answers.js';
import type { SchedulePostRequest, UpdateScheduledPostRequest } from '../contracts/publishing-requests.js';
import { postTextProblems, SOCIAL_NETWORK_LABELS } from '../contracts/publishing.js';
import { recordDomainEvent } from '../outbox/index.js';
import { Attachment, DesignVersion, findVisibleProject, type Project } from '../projects/index.js';
import { SocialAccount, SocialNetworks } from '../social/index.js';
import { FileStorage } from '../storage/index.js';
import { decidePost, type ScheduledPostEvent } from './domain/scheduled-post.machine.js';
import { dimensionsOf } from './media-dimensions.js';
import { mediaProblem } from './media-rules.js';
import { exceedsLimit } from './network-limit.js';
import { cleanFirstComment, formatProblems, storyAspectProblem, type FieldProblem } from './post-format-rules.js';
import { PUBLISHING_TEXTS } from './publishing-texts.js';
import { ScheduledPost } from './scheduled-post.entity.js';
import { loadAnswers } from './scheduled-post.view.js';

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
/** The statuses that hold a place in a network's limit. */
const COUNTED = ['scheduled', 'publishing', 'published'] as const;

/**
 * Scheduling an approved order's post to one of its company's connected accounts, changing it while
 * it waits, and taking it back. Each command loads the post, asks its machine, records the event and
 * flushes once; the account's row is locked while the network's limit is counted, so two replicas
 * scheduling at once cannot both take the last place.
 */
@Injectable()
export class ScheduledPosts {
  constructor(
    private readonly em: EntityManager,
    private readonly networks: SocialNetworks,
    private readonly clock: Clock,
    private readonly storage: FileStorage,
  ) {}

  async schedule(actor: Actor, projectId: string, body: SchedulePostRequest): Promise<ScheduledPostAnswer> {
    assertMayDecide(actor);
    const id = await this.em.transactional(async (em) => {
      const project = await findVisibleProject(em, actor, projectId);
      if (!STATUS_MEANINGS[project.status].final) throw AppError.conflict('NOT_APPROVED', PUBLISHING_TEXTS.notApproved);
      const version = await approvedVersion(em, project);
      const at = this.checkedTime(body.at);
      const account = await this.lockedAccount(em, project.client.id, body.socialAccountId);
      if (!body.repeat) await assertNoDuplicate(em, account, version, null);
      await this.assertWithinLimit(em, account, at, null);
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
      if (format === 'story') await this.assertStoryAspect(files[0]!);
      const post = em.create(ScheduledPost, {
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
    return this.get(actor, id);
  }

  async update(actor: Actor, id: string, body: UpdateScheduledPostRequest): Promise<ScheduledPostAnswer> {
    assertMayDecide(actor);
    await this.em.transactional(async (em) => {
      const post = await this.visiblePost(em, actor, id, true);
      const moves = post.status === 'scheduled' ? 'EDIT' : 'RESCHEDULE';
      const decision = decidePost(post.status, { type: moves });
      if (!decision.allowed || (moves === 'RESCHEDULE' && !body.at))
        throw AppError.conflict('NOT_SCHEDULED', PUBLISHING_TEXTS.notScheduled);
      const at = body.at ? this.checkedTime(body.at) : post.at;
      const account = await this.lockedAccount(em, post.client.id, body.socialAccountId ?? post.socialAccount.id);
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
        await this.assertWithinLimit(em, account, at, post.id);
      if (body.caption !== undefined || body.hashtags !== undefined || account.id !== post.socialAccount.id) {
        assertTextFits(account.network, body.caption ?? post.caption, body.hashtags ?? post.hashtags);
      }
      const timeChanged = at.getTime() !== post.at.getTime() || moves === 'RESCHEDULE';
      post.socialAccount = account;
      post.at = at;
      if (body.caption !== undefined) post.caption = body.caption;
      if (body.hashtags !== undefined) post.hashtags = body.hashtags;
      if (body.firstComment !== undefined || moves === 'RESCHEDULE') {
        post.firstComment = firstComment;
        post.firstCommentStatus = firstComment === null ? null : 'pending';
        post.firstCommentId = null;
        post.firstCommentError = null;
      }
      if (moves === 'RESCHEDULE') {
        // A new publication: its checkpoint and proof start empty.
        post.startedAt = null;
        post.checkpoint = {};
        post.attempts = 0;
        post.error = null;
        post.files = post.files.map((file) => ({ ...file, sha256: '' }));
      }
      post.status = decision.status;
      if (timeChanged) recordScheduled(em, post);
      await em.flush();
    });
    return this.get(actor, id);
  }

  async cancel(actor: Actor, id: string): Promise<void> {
    assertMayDecide(actor);
    await this.em.transactional(async (em) => {
      const post = await this.visiblePost(em, actor, id, true);
      this.move(post, { type: 'CANCEL' });
      // Nothing went out: the post goes, its delayed job finds nothing to do.
      em.remove(post);
      await em.flush();
    });
  }

  async get(actor: Actor, id: string): Promise<ScheduledPostAnswer> {
    const post = await this.visiblePost(this.em, actor, id, false);
    const [answer] = await loadAnswers(this.em, [post]);
    return answer!;
  }

  async forProject(actor: Actor, projectId: string): Promise<ScheduledPostAnswer[]> {
    if (actor.guest) throw AppError.forbidden();
    const project = await findVisibleProject(this.em, actor, projectId);
    const posts = await this.em.find(ScheduledPost, { project }, { orderBy: { at: 'asc', id: 'asc' } });
    return loadAnswers(this.em, posts);
  }

  private move(post: ScheduledPost, event: ScheduledPostEvent): void {
    const decision = decidePost(post.status, event);
    if (!decision.allowed) throw AppError.conflict('NOT_SCHEDULED', PUBLISHING_TEXTS.notScheduled);
    post.status = decision.status;
  }

  /** A post of an order the caller sees (a guest none), locked for a change. */
  private async visiblePost(em: EntityManager, actor: Actor, id: string, forUpdate: boolean): Promise<ScheduledPost> {
    if (actor.guest || !isUuid(id)) throw AppError.notFound(PUBLISHING_TEXTS.notFound);
    const post = await em.findOne(ScheduledPost, { id }, forUpdate ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
    if (!post) throw AppError.notFound(PUBLISHING_TEXTS.notFound);
    try {
      await findVisibleProject(em, actor, post.project.id);
    } catch {
      throw AppError.notFound(PUBLISHING_TEXTS.notFound);
    }
    return post;
  }

  /** A story's one file must be 9:16: its size read from the stored file's own header. */
  private async assertStoryAspect(file: Attachment): Promise<void> {
    const problem = storyAspectProblem(await dimensionsOf(this.storage.read(file.storageKey), file.fileType));
    if (problem) throw AppError.validation(problem, [{ field: 'format', message: problem }]);
  }

  private checkedTime(iso: string): Date {
    const at = new Date(iso);
    const now = this.clock.now().getTime();
    if (at.getTime() <= now)
      throw AppError.validation(PUBLISHING_TEXTS.inThePast, [{ field: 'at', message: PUBLISHING_TEXTS.inThePast }]);
    if (at.getTime() > now + YEAR_MS)
      throw AppError.validation(PUBLISHING_TEXTS.tooFarAhead, [{ field: 'at', message: PUBLISHING_TEXTS.tooFarAhead }]);
    return at;
  }

  /** The company's account, its row locked until the transaction ends (the limit is counted under it). */
  private async lockedAccount(em: EntityManager, clientId: string, id: string): Promise<SocialAccount> {
    const account = isUuid(id)
      ? await em.findOne(SocialAccount, { id, client: clientId }, { lockMode: LockMode.PESSIMISTIC_WRITE })
      : null;
    if (!account)
      throw AppError.validation(PUBLISHING_TEXTS.accountNotFound, [
        { field: 'socialAccountId', message: PUBLISHING_TEXTS.accountNotFound },
      ]);
    if (account.status === 'disconnected')
      throw AppError.conflict('ACCOUNT_DISCONNECTED', PUBLISHING_TEXTS.accountDisconnected);
    return account;
  }

  private async assertWithinLimit(
    em: EntityManager,
    account: SocialAccount,
    at: Date,
    exceptId: string | null,
  ): Promise<void> {
    const limit = this.networks.client(account.network).publishingLimit;
    if (!limit) return;
    const span = limit.windowHours * 60 * 60 * 1000;
    const others = await em.find(
      ScheduledPost,
      {
        socialAccount: account,
        status: { $in: [...COUNTED] },
        at: { $gt: new Date(at.getTime() - span), $lt: new Date(at.getTime() + span) },
        ...(exceptId ? { id: { $ne: exceptId } } : {}),
      },
      { fields: ['at'] },
    );
    if (
      exceedsLimit(
        others.map((other) => other.at),
        at,
        limit,
      )
    ) {
      throw AppError.conflict(
        'NETWORK_LIMIT',
        PUBLISHING_TEXTS.networkLimit(SOCIAL_NETWORK_LABELS[account.network], limit.total, limit.windowHours),
      );
    }
  }
}

/** Owners, approvers and admins schedule; commenters, viewers, designers and guests do not. */
function assertMayDecide(actor: Actor): void {
  if (actor.guest) throw AppError.forbidden();
  if (!actor.isAdmin && !actor.memberRights?.decide) throw AppError.forbidden();
}

/**
 * The same version goes out once per account unless the caller says so (`repeat`): a post of it
 * there that is scheduled, publishing or published refuses another. Called with the account's row
 * locked (lockedAccount), so two replicas scheduling the same version at once see each other's post:
 * the second one waits for the first one's transaction and then finds its row.
 */
async function assertNoDuplicate(
  em: EntityManager,
  account: SocialAccount,
  version: DesignVersion,
  exceptId: string | null,
): Promise<void> {
  const existing = await em.findOne(
    ScheduledPost,
    { socialAccount: account, version, status: { $in: [...COUNTED] }, ...(exceptId ? { id: { $ne: exceptId } } : {}) },
    { orderBy: { at: 'desc', id: 'desc' } },
  );
  if (!existing) return;
  const status = existing.status as (typeof COUNTED)[number];
  const at = existing.publishedAt ?? existing.at;
  const message =
    status === 'published'
      ? PUBLISHING_TEXTS.alreadyPublished(zurichMoment(at))
      : PUBLISHING_TEXTS.alreadyScheduled(zurichMoment(at));
  throw AppError.duplicatePost(message, { scheduledPostId: existing.id, at: at.toISOString(), status });
}

/** 400 VALIDATION with each field's message (the first one as the answer's). */
function assertNoProblems(problems: FieldProblem[]): void {
  if (problems.length) throw AppError.validation(problems[0]!.message, problems);
}

/** Caption and hashtags as the publisher sends them, within the network's limits (400 VALIDATION otherwise). */
function assertTextFits(network: SocialAccount['network'], caption: string, hashtags: readonly string[]): void {
  const problems = postTextProblems(network, caption, hashtags);
  if (problems.length) throw AppError.validation(problems[0]!.message, problems);
}

const MOMENT_FORMAT = new Intl.DateTimeFormat('de-CH', {
  timeZone: 'Europe/Zurich',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "Mo., 30. Nov. 2026, 09:00" in Zurich. */
function zurichMoment(at: Date): string {
  return MOMENT_FORMAT.format(at);
}

/** The order's approved version (the latest one the client approved). */
async function approvedVersion(em: EntityManager, project: Project): Promise<DesignVersion> {
  const versions = await em.find(DesignVersion, { project }, { orderBy: { number: 'desc' } });
  const approved = versions.find((version) => version.isApproved());
  if (!approved) throw AppError.conflict('NOT_APPROVED', PUBLISHING_TEXTS.notApproved);
  return approved;
}

/** The approved version's files in the order the designer submitted them (the slides of a carousel). */
async function designsOf(em: EntityManager, project: Project, version: DesignVersion): Promise<Attachment[]> {
  const files = await em.find(
    Attachment,
    { version, isFinalDesign: true },
    { orderBy: { createdAt: 'asc', id: 'asc' } },
  );
  const position = (file: Attachment) => {
    const index = project.finalDesignIds.indexOf(file.id);
    return index === -1 ? Number.MAX_SAFE_INTEGER : index;
  };
  return files.sort((a, b) => position(a) - position(b));
}

/** The order's caption and call to action as the post's text, when the request brings none. */
function defaultCaption(project: Project): string {
  const caption = project.generatedCaption?.trim() || project.aiSuggestion?.caption?.trim() || '';
  const cta = (project.generatedCta ?? project.cta ?? '').trim();
  return [caption, cta].filter(Boolean).join('\n\n');
}

/** The post's time is set (or changed): the publish job is planned for it. */
function recordScheduled(em: EntityManager, post: ScheduledPost): void {
  recordDomainEvent(em, 'PostScheduled', {
    scheduledPostId: post.id,
    projectId: post.project.id,
    clientId: post.client.id,
    network: post.socialAccount.network,
    at: post.at.toISOString(),
  });
}
