import { randomUUID } from 'node:crypto';
import type { ProjectBriefing, ProjectStatus } from '../../../contracts/projects.js';
import { DEFAULT_MAX_REVIEWS } from '../../../contracts/projects.js';
import { CURRENT_MONTH_SQL } from '../../../plans-billing/content-limits.js';

/**
 * Creating an order is one statement, the hot write path of the product (see docs/benchmarks.md);
 * the benchmark runs exactly this statement against Postgres as its raw baseline. It runs on its
 * own (autocommit) as a named prepared statement, so each order costs one round trip.
 *
 * - `client` reads the client's name, its active plan's limit for the content type (0 without a
 *   plan) and its designer.
 * - `slot` takes one of the month's slots in content_usage. The upsert is what makes simultaneous
 *   orders safe: they queue on the counter row, and each re-checks `used < quota` against the row
 *   as the one before it committed it, so for the last free slot exactly one gets a row back.
 * - `inserted`, `timeline` and `outbox` write the order (new, or pending_approval while the client
 *   has no designer), its timeline row and its outbox event, only when a slot was taken.
 *
 * The answer is one row with the client's data when the client exists, and `id` null when the
 * quota was used up; no row when there is no such client.
 */
export const CREATE_ORDER = `
  with client as (
    select a.name as client_name, a.email as client_email,
           coalesce(case $2::text when 'post' then pl.post_limit
                                  when 'carousel' then pl.carousel_limit
                                  when 'reel' then pl.reel_limit end, 0) as quota,
           d.id as designer_id, d.name as designer_name, d.email as designer_email
      from account a
      left join subscription s on s.user_id = a.id and s.status = 'active'
      left join plan pl on pl.id = s.plan_id
      left join client_designer cd on cd.client_id = a.id
      left join account d on d.id = cd.designer_id
     where a.id = $1::uuid
  ), slot as (
    insert into content_usage as u (client_id, month, content_type, used)
    select $1::uuid, ${CURRENT_MONTH_SQL}, $2::text, 1 from client where client.quota > 0
        on conflict (client_id, month, content_type)
        do update set used = u.used + 1 where u.used < (select quota from client)
    returning u.used
  ), inserted as (
    insert into project (id, client_id, designer_id, title, description, content_type, content_description, platform,
                         target_platforms, content_goal, hook, cta, visual_idea, slide_ideas, special_notes, hashtags,
                         generated_caption, generated_cta, status, image_urls, review_count, max_reviews,
                         created_at, updated_at, completed_at)
    select $3::uuid, $1::uuid, client.designer_id, $6::text, $7::text, $2::text, $8::text, $9::text,
           $10::jsonb, $11::text, $12::text, $13::text, $14::text, $15::jsonb, $16::text, $17::text,
           $18::text, $19::text, case when client.designer_id is null then 'pending_approval' else 'new' end, '[]'::jsonb, 0, $20::int,
           now(), now(), null
      from client, slot
    returning id, designer_id, status, created_at
  ), timeline as (
    insert into project_event (id, project_id, type, actor_id, data, at)
    select $4::uuid, id, 'ProjectCreated', $5::uuid,
           jsonb_build_object('contentType', $2::text, 'status', status, 'designerId', designer_id), created_at
      from inserted
  ), outbox as (
    insert into outbox_event (id, type, payload, created_at, sent_at, attempts, last_error)
    select $21::uuid, 'ProjectCreated',
           jsonb_build_object('eventId', $21::uuid, 'type', 'ProjectCreated', 'projectId', id, 'actorId', $5::uuid,
                              'data', jsonb_build_object('contentType', $2::text, 'status', status, 'designerId', designer_id)),
           created_at, null, 0, null
      from inserted
  )
  select client.client_name, client.client_email, client.designer_id, client.designer_name, client.designer_email,
         inserted.id, inserted.status, inserted.created_at
    from client left join inserted on true`;

/** The statement's name on each connection that has prepared it. */
export const CREATE_ORDER_STATEMENT = 'create-order';

/** CREATE_ORDER's answer: the client, and the order unless the quota was used up. */
export interface CreatedOrderRow {
  client_name: string;
  client_email: string;
  designer_id: string | null;
  designer_name: string | null;
  designer_email: string | null;
  id: string | null;
  status: ProjectStatus | null;
  created_at: Date | string | null;
}

/** An order to create: whose it is, who places it (an admin may act as the client), and its briefing. */
export interface NewOrder {
  clientId: string;
  actorId: string;
  briefing: ProjectBriefing;
}

/** The parameters of CREATE_ORDER, in order; the ids are made here so the caller knows them. */
export function createOrderParameters({ clientId, actorId, briefing: b }: NewOrder): { projectId: string; parameters: unknown[] } {
  const projectId = randomUUID();
  return {
    projectId,
    parameters: [
      clientId, b.contentType, projectId, randomUUID(), actorId,
      b.title, b.description, b.contentDescription, b.platform,
      JSON.stringify(b.targetPlatforms), b.contentGoal, b.hook, b.cta, b.visualIdea,
      b.slideIdeas ? JSON.stringify(b.slideIdeas) : null, b.specialNotes, b.hashtags,
      b.generatedCaption, b.generatedCta, DEFAULT_MAX_REVIEWS,
      randomUUID(),
    ],
  };
}
