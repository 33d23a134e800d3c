// The same SQL the endpoints send, straight to Postgres: every statement an endpoint runs, in its
// order and form, as read from the server code and checked against Postgres' statement log with
// `log_statement = all` (MikroORM 7 inlines the values and sends simple queries; so do we). Each
// request's statements include the session check the AuthGuard runs; the request limit's Redis round
// trip is not SQL and is left out. Writes run in a transaction (begin … commit) as the handlers do.
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { ROOT } from '../lib.mjs';
import { processCpuMs } from './cpu.mjs';

const lit = (value) =>
  value === null || value === undefined
    ? 'null'
    : typeof value === 'number' || typeof value === 'boolean'
      ? String(value)
      : `'${String(value).replaceAll("'", "''")}'`;
const now = () => new Date().toISOString();

/** AccessTokens.session: whether the session counts, with the account's company and role there. */
const AUTH = (id) => `select a.session_version, a.mfa_enabled, p.status, r.role, m.client_id, m.role as member_role
         from account a
         join profile p on p.id = a.id
         left join user_role r on r.user_id = a.id
         left join client_member m on m.user_id = a.id
        where a.id = ${lit(id)}`;

/**
 * The account columns MikroORM selects when it loads an account (all but the lazy password hash),
 * read from the schema so that a new column is selected here as it is there.
 */
let accountFields = ['id', 'email', 'name', 'session_version', 'created_at', 'updated_at'];
let ACCOUNT_COLUMNS = '';
let PERSON = () => '';
function setAccountFields(fields) {
  accountFields = fields;
  ACCOUNT_COLUMNS = accountFields.map((c) => `"a0"."${c}"`).join(', ');
  PERSON = (prefix) => accountFields.map((c) => `"${prefix}"."${c}" as "${prefix}__${c}"`).join(', ');
}
setAccountFields(accountFields);

/** The order as findVisibleProject loads it: by id within the caller's scope, optionally locked. */
const findProject = (id, scope, lock = false) =>
  `select "p0".* from "project" as "p0" where "p0"."id" = ${lit(id)}${scope ? ` and "p0"."${scope.column}" = ${lit(scope.id)}` : ''} limit 1${lock ? ' for update' : ''}`;

/**
 * ListProjectsHandler's statement (and its count when the page is past the end): the page's ids from
 * the index, then their rows; the admin's count (no scope) stops at 10,001 rows.
 */
async function list(db, userId, scope, statuses, page, pageSize) {
  const where = [scope ? `p.${scope.column} = ${lit(scope.id)}` : 'true'];
  if (statuses?.length) where.push(`p.status in (${statuses.map(lit).join(', ')})`);
  const filter = `where ${where.join(' and ')}`;
  const counted = scope
    ? `select count(*) as total from project p ${filter}`
    : `select count(*) as total from (select 1 from project p ${filter} limit 10001) matching`;
  const { rows } =
    await db.query(`select p.id, p.title, p.content_type, p.status, p.created_at, p.client_id, a.name as client_name,
              p.designer_id, p.content_description, p.hashtags, p.completed_at,
              (select count(*) from notification n
                where n.user_id = ${lit(userId)} and n.project_id = p.id and n.read_at is null and n.type in ('message', 'pin_reply', 'mention')) as unread_messages,
              (${counted}) as total
         from (select p.id from project p ${filter} order by p.created_at desc, p.id desc limit ${pageSize} offset ${(page - 1) * pageSize}) page
         join project p on p.id = page.id
         join account a on a.id = p.client_id
        order by p.created_at desc, p.id desc`);
  if (!rows.length) await db.query(counted);
}

const PERSON_JSON = (alias) =>
  `case when ${alias}.id is null then null else json_build_object('id', ${alias}.id, 'name', ${alias}.name) end`;

/**
 * ProjectViews.find / detail: the order within the caller's scope, its client and designer, and its
 * files, versions and pins aggregated to JSON, in one statement: the server's own (the built
 * projects/lifecycle/project-details.js, loaded once the bench has built it), so the mirror cannot drift.
 */
let projectFactsSql;
async function detailOf(db, ids, scope) {
  projectFactsSql ??= (await import(join(ROOT, 'dist/backend/src/projects/lifecycle/project-details.js')))
    .projectFactsSql;
  await db.query(
    projectFactsSql(
      `p.id in (${[ids].flat().map(lit).join(', ')}) and ${scope ? `p.${scope.column} = ${lit(scope.id)}` : 'true'}`,
    ),
  );
}

/** followVersion: the order's latest version, moved to the event's step. */
async function followVersion(db, projectId, actorId, step) {
  const {
    rows: [version],
  } = await db.query(
    `select "d0".* from "design_version" as "d0" where "d0"."project_id" = ${lit(projectId)} order by "d0"."number" desc limit 1`,
  );
  if (!version) return;
  const set =
    step === 'in_review'
      ? `"passed_at" = ${lit(now())}, "passed_by_id" = ${lit(actorId)}`
      : `"decided_at" = ${lit(now())}, "decided_by_id" = ${lit(actorId)}`;
  await db.query(`update "design_version" set "status" = ${lit(step)}, ${set} where "id" = ${lit(version.id)}`);
}

/** recordProjectEvent: the outbox row, then the timeline row (MikroORM's flush order). */
function eventStatements(type, projectId, actorId, data, at = now()) {
  const eventId = randomUUID();
  const payload = JSON.stringify({ eventId, type, projectId, actorId, data });
  return [
    `insert into "outbox_event" ("id", "type", "payload", "created_at", "sent_at", "attempts", "last_error") values (${lit(eventId)}, ${lit(type)}, ${lit(payload)}, ${lit(at)}, null, 0, null)`,
    `insert into "project_event" ("id", "project_id", "type", "actor_id", "data", "at") values (${lit(randomUUID())}, ${lit(projectId)}, ${lit(type)}, ${lit(actorId)}, ${lit(JSON.stringify(data))}, ${lit(at)})`,
  ];
}

const commentInsert = (projectId, authorId, message) =>
  `insert into "comment" ("id", "project_id", "author_id", "message", "created_at") values (${lit(randomUUID())}, ${lit(projectId)}, ${lit(authorId)}, ${lit(message)}, ${lit(now())})`;

/**
 * LifecycleCommands.run: lock the order in the caller's scope, apply the event, move the latest
 * version (kept, whatever the decision), add the command's rows, record the event, commit; then the detail.
 */
async function lifecycle(
  db,
  { actorId, projectId, scope, type, data = {}, rows = () => [], update, versionStep = null },
) {
  await db.query(AUTH(actorId));
  await db.query('begin');
  try {
    const {
      rows: [project],
    } = await db.query(findProject(projectId, scope, true));
    if (!project) throw new Error(`order ${projectId} not found`);
    if (versionStep) await followVersion(db, projectId, actorId, versionStep);
    for (const statement of [...eventStatements(type, projectId, actorId, data), ...rows(project)])
      await db.query(statement);
    await db.query(
      `update "project" set ${update(project)}, "updated_at" = ${lit(now())} where "id" = ${lit(projectId)}`,
    );
    await db.query('commit');
    await detailOf(db, projectId, scope);
  } catch (error) {
    await db.query('rollback').catch(() => undefined);
    throw error;
  }
}

const CURRENT_MONTH = `(date_trunc('month', now() at time zone 'Europe/Zurich')::date)`;

/** Per endpoint key: the statements of one request, given what `pick` chose (reads) or the raw pools (writes). */
const RAW = {
  'client-list': (db, { client, statuses, page, pageSize }) =>
    db
      .query(AUTH(client.id))
      .then(() => list(db, client.id, { column: 'client_id', id: client.id }, statuses, page, pageSize)),
  'designer-list': (db, { designer, statuses, page, pageSize }) =>
    db
      .query(AUTH(designer.id))
      .then(() => list(db, designer.id, { column: 'designer_id', id: designer.id }, statuses, page, pageSize)),
  'admin-list': (db, { admin, statuses, page, pageSize }) =>
    db.query(AUTH(admin.id)).then(() => list(db, admin.id, null, statuses, page, pageSize)),
  async limits(db, { client }) {
    await db.query(AUTH(client.id));
    await db.query(`select pl.name, pl.post_limit, pl.carousel_limit, pl.reel_limit, u.posts, u.carousels, u.reels
       from (select coalesce(sum(used) filter (where content_type = 'post'), 0) as posts,
                    coalesce(sum(used) filter (where content_type = 'carousel'), 0) as carousels,
                    coalesce(sum(used) filter (where content_type = 'reel'), 0) as reels
               from content_usage
              where client_id = ${lit(client.id)} and month = ${CURRENT_MONTH}) u
       left join subscription s on s.user_id = ${lit(client.id)} and s.status = 'active'
       left join plan pl on pl.id = s.plan_id
      limit 1`);
  },
  async 'client-detail'(db, { client, order }) {
    await db.query(AUTH(client.id));
    await detailOf(db, order.id, { column: 'client_id', id: client.id });
  },
  async 'designer-detail'(db, { designer, id }) {
    await db.query(AUTH(designer.id));
    await detailOf(db, id, { column: 'designer_id', id: designer.id });
  },
  async 'admin-detail'(db, { admin, id }) {
    await db.query(AUTH(admin.id));
    await detailOf(db, id, null);
  },
  // ListCommentsHandler and TimelineHandler: the order in scope and its rows as JSON, one statement each.
  async comments(db, { client, order }) {
    await db.query(AUTH(client.id));
    await db.query(`select (select coalesce(json_agg(json_build_object(
                        'id', c.id, 'message', c.message, 'internal', c.internal, 'createdAt', c.created_at,
                        'author', ${PERSON_JSON('a')}) order by c.created_at, c.id), '[]')
                 from comment c left join account a on a.id = c.author_id
                where c.project_id = p.id and not c.internal) as comments
         from project p
        where p.id = ${lit(order.id)} and p.client_id = ${lit(client.id)}`);
  },
  async timeline(db, { client, order }) {
    await db.query(AUTH(client.id));
    await db.query(`select (select coalesce(json_agg(json_build_object(
                        'type', e.type, 'at', e.at, 'actor', ${PERSON_JSON('a')}, 'data', e.data)
                      order by e.at, e.id), '[]')
                 from project_event e left join account a on a.id = e.actor_id
                where e.project_id = p.id and e.type not in ('DesignRejectedByAdmin')) as events,
              (select coalesce(json_agg(json_build_object('number', v.number, 'passedAt', v.passed_at)), '[]') from design_version v where v.project_id = p.id) as versions
         from project p
        where p.id = ${lit(order.id)} and p.client_id = ${lit(client.id)}`);
  },
  async 'comment-post'(db, { client, order, message }) {
    await db.query(AUTH(client.id));
    await db.query('begin');
    await db.query(findProject(order.id, { column: 'client_id', id: client.id }));
    for (const statement of [
      ...eventStatements('CommentAdded', order.id, client.id, {}),
      commentInsert(order.id, client.id, message),
    ])
      await db.query(statement);
    await db.query('commit');
    await db.query(`select ${ACCOUNT_COLUMNS} from "account" as "a0" where "a0"."id" in (${lit(client.id)})`);
  },
  async badge(db, { designer }) {
    await db.query(AUTH(designer.id));
    await db.query(
      `select count(*) as "count" from "project" as "p0" where "p0"."designer_id" = ${lit(designer.id)} and "p0"."status" in ('new', 'review')`,
    );
  },
  // ReviewQueueHandler's page (the ids and the count in one statement, the web app's 10), then their details.
  async 'review-queue'(db, { admin, page, pageSize }) {
    await db.query(AUTH(admin.id));
    const waiting = `status in ('admin_review')`;
    const { rows } = await db.query(`select id, (select count(*) from project where ${waiting}) as total
         from project where ${waiting} order by created_at, id limit ${pageSize} offset ${(page - 1) * pageSize}`);
    if (rows.length)
      await detailOf(
        db,
        rows.map((r) => r.id),
        null,
      );
    else await db.query(`select count(*) as total from project where ${waiting}`);
  },

  // Writes, on orders of the raw pools (never ones the HTTP side uses).
  async create(db, { client, type }) {
    const at = now();
    const id = randomUUID();
    await db.query(AUTH(client.id));
    let designerId;
    await db.query('begin');
    try {
      await db.query(`select 1 from account where id = ${lit(client.id)} for no key update`);
      await db.query(`select ${ACCOUNT_COLUMNS} from "account" as "a0" where "a0"."id" = ${lit(client.id)} limit 1`);
      const { rows: slot } = await db.query(`with quota as (
       select coalesce(case ${lit(type)}::text when 'post' then pl.post_limit when 'carousel' then pl.carousel_limit when 'reel' then pl.reel_limit end, 0) as n
         from subscription s join plan pl on pl.id = s.plan_id
        where s.user_id = ${lit(client.id)} and s.status = 'active'
        limit 1)
     insert into content_usage as u (client_id, month, content_type, used)
     select ${lit(client.id)}, ${CURRENT_MONTH}, ${lit(type)}, 1 from quota where quota.n > 0
         on conflict (client_id, month, content_type)
         do update set used = u.used + 1 where u.used < (select n from quota)
     returning u.used`);
      if (!slot.length) throw new Error('raw create refused by the quota');
      const {
        rows: [link],
      } = await db.query(
        `select "c0".*, ${PERSON('d1')} from "client_designer" as "c0" inner join "account" as "d1" on "c0"."designer_id" = "d1"."id" where "c0"."client_id" = ${lit(client.id)} limit 1`,
      );
      designerId = link?.designer_id ?? null;
      const status = designerId ? 'new' : 'pending_approval';
      const [outbox, event] = eventStatements(
        'ProjectCreated',
        id,
        client.id,
        { contentType: type, status, designerId },
        at,
      );
      await db.query(outbox);
      await db.query(
        `insert into "project" ("id", "client_id", "designer_id", "title", "description", "content_type", "content_description", "platform", "target_platforms", "content_goal", "hook", "cta", "visual_idea", "slide_ideas", "special_notes", "hashtags", "generated_caption", "generated_cta", "status", "final_design_ids", "review_count", "max_reviews", "created_at", "updated_at", "completed_at") values (${lit(id)}, ${lit(client.id)}, ${lit(designerId)}, 'Beitrag', 'Bitte einen Beitrag zu unserer neuen Aktion gestalten, im Stil der letzten Beiträge.', ${lit(type)}, null, null, '["instagram","facebook"]', null, null, null, null, ${type === 'carousel' ? `'[{"number":1,"content":"Titel"},{"number":2,"content":"Angebot"}]'` : 'null'}, null, '#zürich #kmu', null, null, ${lit(status)}, '[]', 0, 2, ${lit(at)}, ${lit(at)}, null)`,
      );
      await db.query(event);
      await db.query('commit');
    } catch (error) {
      await db.query('rollback').catch(() => undefined);
      throw error;
    }
    await detailOf(db, id, { column: 'client_id', id: client.id });
  },
  start: (db, item) =>
    lifecycle(db, {
      actorId: item.designerId,
      projectId: item.id,
      scope: { column: 'designer_id', id: item.designerId },
      type: 'WorkStarted',
      update: () => `"status" = 'in_progress'`,
    }),
  async 'final-designs'(db, item) {
    const scope = { column: 'designer_id', id: item.designerId };
    // ProjectFiles.receive: checked before the body is read, outside the transaction.
    await db.query(AUTH(item.designerId));
    await db.query(findProject(item.id, scope));
    await db.query(`select count(*) as "count" from "attachment" as "a0" where "a0"."project_id" = ${lit(item.id)}`);
    const attachmentId = randomUUID();
    await db.query('begin');
    try {
      await db.query(findProject(item.id, scope, true));
      await db.query(`select count(*) as "count" from "attachment" as "a0" where "a0"."project_id" = ${lit(item.id)}`);
      // openVersion: the next number, then the version, its file, the event.
      const {
        rows: [latest],
      } = await db.query(
        `select "d0".* from "design_version" as "d0" where "d0"."project_id" = ${lit(item.id)} order by "d0"."number" desc limit 1`,
      );
      const versionId = randomUUID();
      const number = (latest?.number ?? 0) + 1;
      for (const statement of eventStatements('FinalDesignsSubmitted', item.id, item.designerId, {
        version: number,
        files: ['entwurf.png'],
      }))
        await db.query(statement);
      await db.query(
        `insert into "design_version" ("id", "project_id", "number", "status", "submitted_by_id", "submitted_at", "passed_at", "decided_at", "note") values (${lit(versionId)}, ${lit(item.id)}, ${number}, 'in_check', ${lit(item.designerId)}, ${lit(now())}, null, null, null)`,
      );
      await db.query(
        `insert into "attachment" ("id", "project_id", "uploaded_by_id", "storage_key", "file_name", "file_type", "size_bytes", "is_final_design", "version_id", "created_at") values (${lit(attachmentId)}, ${lit(item.id)}, ${lit(item.designerId)}, ${lit(`${item.id}/${randomUUID()}.png`)}, 'entwurf.png', 'image/png', 220, true, ${lit(versionId)}, ${lit(now())})`,
      );
      await db.query(
        `update "project" set "status" = 'admin_review', "final_design_ids" = ${lit(JSON.stringify([attachmentId]))}, "updated_at" = ${lit(now())} where "id" = ${lit(item.id)}`,
      );
      await db.query('commit');
      await detailOf(db, item.id, scope);
    } catch (error) {
      await db.query('rollback').catch(() => undefined);
      throw error;
    }
  },
  'admin-approve': (db, item) =>
    lifecycle(db, {
      actorId: item.adminId,
      projectId: item.id,
      scope: null,
      type: 'DesignApprovedByAdmin',
      versionStep: 'in_review',
      rows: (project) => [
        `insert into "admin_review" ("id", "project_id", "admin_id", "approved", "feedback", "created_at") values (${lit(randomUUID())}, ${lit(project.id)}, ${lit(item.adminId)}, true, null, ${lit(now())})`,
      ],
      update: () => `"status" = 'review'`,
    }),
  'admin-reject': (db, item) =>
    lifecycle(db, {
      actorId: item.adminId,
      projectId: item.id,
      scope: null,
      type: 'DesignRejectedByAdmin',
      data: { feedback: item.feedback, pins: 0 },
      versionStep: 'sent_back',
      rows: (project) => [
        commentInsert(project.id, item.adminId, `Admin-Feedback: ${item.feedback}`),
        `insert into "admin_review" ("id", "project_id", "admin_id", "approved", "feedback", "created_at") values (${lit(randomUUID())}, ${lit(project.id)}, ${lit(item.adminId)}, false, ${lit(item.feedback)}, ${lit(now())})`,
      ],
      update: () => `"status" = 'in_progress', "final_design_ids" = '[]'`,
    }),
  approve: (db, item) =>
    lifecycle(db, {
      actorId: item.clientId,
      projectId: item.id,
      scope: { column: 'client_id', id: item.clientId },
      type: 'DesignApprovedByClient',
      versionStep: 'approved',
      update: () => `"status" = 'completed', "completed_at" = ${lit(now())}`,
    }),
  'request-changes': (db, item) =>
    lifecycle(db, {
      actorId: item.clientId,
      projectId: item.id,
      scope: { column: 'client_id', id: item.clientId },
      type: 'ChangesRequested',
      data: { feedback: item.feedback, pins: 0, reviewCount: item.reviewCount + 1 },
      versionStep: 'changes_requested',
      rows: (project) => [commentInsert(project.id, item.clientId, `Kunden-Feedback: ${item.feedback}`)],
      update: () => `"status" = 'in_progress', "final_design_ids" = '[]', "review_count" = ${item.reviewCount + 1}`,
    }),
};

/**
 * The raw side's own orders and clients for the writes, none of which the HTTP side touches: orders
 * of designers and clients that are not signed in. The lifecycle moves are a chain (start, upload,
 * then half approved and half rejected by an admin, the approved ones half approved and half sent
 * back by their client), each move measured on up to `chain` orders.
 */
async function loadRawPools(db, s, chain) {
  const designerIds = s.designers.map((d) => d.id);
  const clientIds = s.clients.map((c) => c.id);
  const { rows: fresh } = await db.query(
    `select id, client_id, designer_id from project where status = 'new' and designer_id <> all($1) and client_id <> all($2) order by created_at limit $3`,
    [designerIds, clientIds, chain],
  );
  const { rows: creators } = await db.query(
    `select a.id, pl.post_limit, coalesce(u.used, 0) as used from account a
       join client_designer cd on cd.client_id = a.id
       join subscription s on s.user_id = a.id and s.status = 'active' join plan pl on pl.id = s.plan_id
       left join content_usage u on u.client_id = a.id and u.month = ${CURRENT_MONTH} and u.content_type = 'post'
      where a.id <> all($1) and cd.designer_id <> all($2) and coalesce(u.used, 0) < pl.post_limit
      order by md5(a.id::text) limit 3000`,
    [clientIds, designerIds],
  );
  const admin = s.admins[0].id;
  return {
    admin,
    started: fresh.map((o) => ({
      id: o.id,
      clientId: o.client_id,
      designerId: o.designer_id,
      adminId: admin,
      reviewCount: 0,
      feedback: 'Bitte das Logo grösser.',
    })),
    creators: creators.map((c) => ({ client: { id: c.id }, room: c.post_limit - c.used })),
  };
}

/** A closed loop on every connection for `seconds`, or until `op` answers false (its pool is empty). */
async function closedLoop(connections, seconds, op) {
  const latencies = [];
  let errors = 0;
  let firstError = null;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    connections.map(async (db) => {
      while (performance.now() < end) {
        const t0 = performance.now();
        try {
          if ((await op(db)) === false) return;
          latencies.push(performance.now() - t0);
        } catch (error) {
          errors += 1;
          firstError ??= error.message;
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => latencies[Math.min(latencies.length - 1, Math.ceil(q * latencies.length) - 1)];
  return {
    count: latencies.length,
    rps: latencies.length / elapsed,
    p50: at(0.5),
    p99: at(0.99),
    errors,
    firstError,
    seconds: elapsed,
  };
}

/**
 * Each endpoint's SQL at saturation: `connections` connections of this process in a closed loop,
 * reads for `seconds` after `warmup` seconds unmeasured, with users and orders picked as the HTTP mix
 * picks them; the writes on the raw pools (create for `seconds`, the lifecycle moves until their
 * orders run out).
 */
export async function rawRates({
  pg,
  url,
  s,
  endpoints,
  connections = 16,
  seconds = 3,
  warmup = 1,
  chain = 1200,
  log,
}) {
  const dbs = await Promise.all(Array.from({ length: connections }, () => connect(pg, url)));
  const pools = await loadRawPools(dbs[0], s, chain);
  const { rows: columns } = await dbs[0].query(
    `select column_name from information_schema.columns where table_schema = 'public' and table_name = 'account' and column_name <> 'password_hash' order by ordinal_position`,
  );
  // In the entity's order (the table's puts later migrations' columns last).
  const known = ['id', 'email', 'name', 'session_version', 'created_at', 'updated_at'];
  const names = columns.map((c) => c.column_name);
  setAccountFields([...known.filter((c) => names.includes(c)), ...names.filter((c) => !known.includes(c))]);
  const backends = await Promise.all(
    dbs.map(async (db) => (await db.query('select pg_backend_pid() as pid')).rows[0].pid),
  );
  const cpu = () => {
    const usage = process.cpuUsage();
    return {
      postgres: backends.reduce((sum, pid) => sum + (processCpuMs(pid) ?? 0), 0),
      generator: (usage.user + usage.system) / 1000,
    };
  };
  const results = {};
  try {
    const measure = async (key, op, { timed = true } = {}) => {
      if (timed && warmup) await closedLoop(dbs, warmup, op);
      const before = cpu();
      const result = await closedLoop(dbs, timed ? seconds : 600, op);
      const after = cpu();
      // CPU per request: Postgres (these connections' backends) and this process (pg's parsing of the answers).
      result.postgresCpuMs = (after.postgres - before.postgres) / result.count;
      result.generatorCpuMs = (after.generator - before.generator) / result.count;
      results[key] = result;
      log?.(
        `  raw ${key}: ${result.rps.toFixed(0)}/s, p99 ${result.p99?.toFixed(1)} ms, CPU per request: Postgres ${result.postgresCpuMs.toFixed(2)} ms, ` +
          `generator ${result.generatorCpuMs.toFixed(2)} ms${result.errors ? `, ${result.errors} errors: ${result.firstError}` : ''}`,
      );
    };
    for (const endpoint of endpoints) {
      if (RAW_WRITES.has(endpoint.key)) continue;
      await measure(endpoint.key, (db) => RAW[endpoint.key](db, endpoint.pick(s)));
    }
    let creator = 0;
    await measure('create', (db) => {
      for (let tries = 0; tries < pools.creators.length; tries += 1) {
        const c = pools.creators[creator++ % pools.creators.length];
        if (c.room > 0) {
          c.room -= 1;
          return RAW.create(db, { client: c.client, type: 'post' });
        }
      }
      return false;
    });
    // The lifecycle chain: each move takes the orders the one before it left.
    const queue = { start: pools.started, 'final-designs': [], 'admin-approve': [], review: [] };
    const move = (key, from, to, limit = Infinity) => {
      let taken = 0;
      return async (db) => {
        if (taken >= limit || !queue[from].length) return false;
        taken += 1;
        const item = queue[from].shift();
        await RAW[key](db, item);
        if (to) queue[to].push(item);
      };
    };
    await measure('start', move('start', 'start', 'final-designs'), { timed: false });
    await measure('final-designs', move('final-designs', 'final-designs', 'admin-approve'), { timed: false });
    const half = Math.ceil(queue['admin-approve'].length / 2);
    await measure('admin-approve', move('admin-approve', 'admin-approve', 'review', half), { timed: false });
    await measure('admin-reject', move('admin-reject', 'admin-approve', null), { timed: false });
    await measure('approve', move('approve', 'review', null, Math.ceil(queue.review.length / 2)), { timed: false });
    await measure('request-changes', move('request-changes', 'review', null), { timed: false });
  } finally {
    await Promise.all(dbs.map((db) => db.end()));
  }
  return results;
}

const RAW_WRITES = new Set([
  'create',
  'start',
  'final-designs',
  'admin-approve',
  'admin-reject',
  'approve',
  'request-changes',
]);

async function connect(pg, url) {
  const db = new pg.Client({ connectionString: url });
  await db.connect();
  return db;
}
