/**
 * What the scheduled posts' commands and queries share (commands/publishing.commands.ts and
 * queries/publishing.queries.ts are the scripts): the caller's post, the checks of a time, an
 * account, the network's limit and a story's file, and the answer. The account's row is locked
 * while the network's limit is counted, so two replicas scheduling at once cannot both take the
 * last place.
 */
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../common/auth/actor.js';
import type { Clock } from '../common/clock.js';
import { AppError } from '../common/errors/app-error.js';
import { isUuid } from '../common/uuid.js';
import type { ScheduledPost as ScheduledPostAnswer } from '../contracts/publishing-answers.js';
import { postTextProblems, SOCIAL_NETWORK_LABELS } from '../contracts/publishing.js';
import { recordDomainEvent } from '../outbox/index.js';
import { Attachment, DesignVersion, findVisibleProject, type Project } from '../projects/index.js';
import { SocialAccount, type SocialNetworks } from '../social/index.js';
import type { FileStorage } from '../storage/index.js';
import { dimensionsOf } from './media-dimensions.js';
import { exceedsLimit } from './network-limit.js';
import { storyAspectProblem, type FieldProblem } from './post-format-rules.js';
import { PUBLISHING_TEXTS } from './publishing-texts.js';
import { ScheduledPost } from './scheduled-post.entity.js';
import { loadAnswers } from './scheduled-post.view.js';

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
/** The statuses that hold a place in a network's limit. */
const COUNTED = ['scheduled', 'publishing', 'published'] as const;

/** A post of an order the caller sees (a guest none), locked for a change. */
export async function visiblePost(
  em: EntityManager,
  actor: Actor,
  id: string,
  forUpdate: boolean,
): Promise<ScheduledPost> {
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

/** The post with this id as the caller sees it now (404 when it may not). */
export async function postAnswer(em: EntityManager, actor: Actor, id: string): Promise<ScheduledPostAnswer> {
  const post = await visiblePost(em, actor, id, false);
  const [answer] = await loadAnswers(em, [post]);
  return answer!;
}

/** A story's one file must be 9:16: its size read from the stored file's own header. */
export async function assertStoryAspect(storage: FileStorage, file: Attachment): Promise<void> {
  const problem = storyAspectProblem(await dimensionsOf(storage.read(file.storageKey), file.fileType));
  if (problem) throw AppError.validation(problem, [{ field: 'format', message: problem }]);
}

/** The requested time, in the future and at most a year ahead (400 VALIDATION otherwise). */
export function checkedTime(clock: Clock, iso: string): Date {
  const at = new Date(iso);
  const now = clock.now().getTime();
  if (at.getTime() <= now)
    throw AppError.validation(PUBLISHING_TEXTS.inThePast, [{ field: 'at', message: PUBLISHING_TEXTS.inThePast }]);
  if (at.getTime() > now + YEAR_MS)
    throw AppError.validation(PUBLISHING_TEXTS.tooFarAhead, [{ field: 'at', message: PUBLISHING_TEXTS.tooFarAhead }]);
  return at;
}

/** The company's account, its row locked until the transaction ends (the limit is counted under it). */
export async function lockedAccount(em: EntityManager, clientId: string, id: string): Promise<SocialAccount> {
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

/** 409 NETWORK_LIMIT when the network's limit around `at` is taken (counted under the account's row lock). */
export async function assertWithinLimit(
  em: EntityManager,
  networks: SocialNetworks,
  account: SocialAccount,
  at: Date,
  exceptId: string | null,
): Promise<void> {
  const limit = networks.client(account.network).publishingLimit;
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

/** Owners, approvers and admins schedule; commenters, viewers, designers and guests do not. */
export function assertMayDecide(actor: Actor): void {
  if (actor.guest) throw AppError.forbidden();
  if (!actor.isAdmin && !actor.memberRights?.decide) throw AppError.forbidden();
}

/**
 * The same version goes out once per account unless the caller says so (`repeat`): a post of it
 * there that is scheduled, publishing or published refuses another. Called with the account's row
 * locked (lockedAccount), so two replicas scheduling the same version at once see each other's post:
 * the second one waits for the first one's transaction and then finds its row.
 */
export async function assertNoDuplicate(
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
export function assertNoProblems(problems: FieldProblem[]): void {
  if (problems.length) throw AppError.validation(problems[0]!.message, problems);
}

/** Caption and hashtags as the publisher sends them, within the network's limits (400 VALIDATION otherwise). */
export function assertTextFits(network: SocialAccount['network'], caption: string, hashtags: readonly string[]): void {
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
export async function approvedVersion(em: EntityManager, project: Project): Promise<DesignVersion> {
  const versions = await em.find(DesignVersion, { project }, { orderBy: { number: 'desc' } });
  const approved = versions.find((version) => version.isApproved());
  if (!approved) throw AppError.conflict('NOT_APPROVED', PUBLISHING_TEXTS.notApproved);
  return approved;
}

/** The approved version's files in the order the designer submitted them (the slides of a carousel). */
export async function designsOf(em: EntityManager, project: Project, version: DesignVersion): Promise<Attachment[]> {
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
export function defaultCaption(project: Project): string {
  const caption = project.generatedCaption?.trim() || project.aiSuggestion?.caption?.trim() || '';
  const cta = (project.generatedCta ?? project.cta ?? '').trim();
  return [caption, cta].filter(Boolean).join('\n\n');
}

/** The post's time is set (or changed): the publish job is planned for it. */
export function recordScheduled(em: EntityManager, post: ScheduledPost): void {
  recordDomainEvent(em, 'PostScheduled', {
    scheduledPostId: post.id,
    projectId: post.project.id,
    clientId: post.client.id,
    network: post.socialAccount.network,
    at: post.at.toISOString(),
  });
}
