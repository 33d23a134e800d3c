import { randomUUID } from 'node:crypto';
import type { ProjectEventMessage } from '../../../contracts/jobs.js';
import type { ContentType, ProjectStatus } from '../../../contracts/projects.js';
import { DEFAULT_MAX_REVIEWS } from '../../../contracts/projects.js';
import { MONTH_START_SQL } from '../../../plans-billing/content-limits.js';
import type { SlideIdea } from '../../project.entity.js';

/**
 * The order-creating transaction as two statements, the hot write path of the product (see
 * docs/benchmarks.md): the benchmark runs exactly these against Postgres as its raw baseline.
 *
 * 1. LOCK_CLIENT locks the client's account row (one order at a time per client) and reads its
 *    plan's limits and its designer.
 * 2. INSERT_ORDER, a new statement and so a fresh snapshot that sees every order committed before
 *    the lock was granted, counts this month's orders of the type and, when one is left, inserts
 *    the order, its timeline row and its outbox row together. No row back means no quota.
 */
export const LOCK_CLIENT = `
  select a.name as client_name, a.email as client_email,
         pl.post_limit, pl.carousel_limit, pl.reel_limit,
         d.id as designer_id, d.name as designer_name, d.email as designer_email
    from account a
    left join subscription s on s.user_id = a.id and s.status = 'active'
    left join plan pl on pl.id = s.plan_id
    left join client_designer cd on cd.client_id = a.id
    left join account d on d.id = cd.designer_id
   where a.id = ?
     for update of a`;

export const INSERT_ORDER = `
  with used as (
    select count(*) as n from project
     where client_id = ? and content_type = ?
       and created_at >= ${MONTH_START_SQL}
  ), inserted as (
    insert into project (id, client_id, designer_id, title, description, content_type, content_description, platform,
                         target_platforms, content_goal, hook, cta, visual_idea, slide_ideas, special_notes, hashtags,
                         generated_caption, generated_cta, status, image_urls, review_count, max_reviews,
                         created_at, updated_at, completed_at)
    select ?, ?, ?, ?, ?, ?, ?, ?, cast(? as jsonb), ?, ?, ?, ?, cast(? as jsonb), ?, ?, ?, ?, ?, '[]'::jsonb, 0, ?,
           now(), now(), null
      from used where used.n < ?
    returning id, created_at
  ), timeline as (
    insert into project_event (id, project_id, type, actor_id, data, at)
    select ?, id, 'ProjectCreated', ?, cast(? as jsonb), created_at from inserted
  ), outbox as (
    insert into outbox_event (id, type, payload, created_at, sent_at, attempts, last_error)
    select ?, 'ProjectCreated', cast(? as jsonb), created_at, null, 0, null from inserted
  )
  select id, created_at from inserted`;

export interface LockedClient {
  client_name: string;
  client_email: string;
  post_limit: number | null;
  carousel_limit: number | null;
  reel_limit: number | null;
  designer_id: string | null;
  designer_name: string | null;
  designer_email: string | null;
}

export interface NewOrder {
  clientId: string;
  actorId: string;
  designerId: string | null;
  status: ProjectStatus;
  limit: number;
  title: string;
  description: string;
  contentType: ContentType;
  contentDescription: string | null;
  platform: string | null;
  targetPlatforms: string[];
  contentGoal: string | null;
  hook: string | null;
  cta: string | null;
  visualIdea: string | null;
  slideIdeas: SlideIdea[] | null;
  specialNotes: string | null;
  hashtags: string | null;
  generatedCaption: string | null;
  generatedCta: string | null;
}

/** The parameters of INSERT_ORDER, in order; the ids are made here so the caller knows them. */
export function insertOrderParameters(order: NewOrder): { projectId: string; eventId: string; parameters: unknown[] } {
  const projectId = randomUUID();
  const eventId = randomUUID();
  const data = { contentType: order.contentType, status: order.status, designerId: order.designerId };
  const message: ProjectEventMessage = { eventId, type: 'ProjectCreated', projectId, actorId: order.actorId, data };
  return {
    projectId,
    eventId,
    parameters: [
      order.clientId, order.contentType,
      projectId, order.clientId, order.designerId, order.title, order.description, order.contentType, order.contentDescription,
      order.platform, JSON.stringify(order.targetPlatforms), order.contentGoal, order.hook, order.cta, order.visualIdea,
      order.slideIdeas ? JSON.stringify(order.slideIdeas) : null, order.specialNotes, order.hashtags, order.generatedCaption,
      order.generatedCta, order.status, DEFAULT_MAX_REVIEWS,
      order.limit,
      randomUUID(), order.actorId, JSON.stringify(data),
      eventId, JSON.stringify(message),
    ],
  };
}
