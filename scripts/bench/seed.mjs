// The bench's agency, written straight into its database with set-based SQL (generate_series), after
// the migrations and the plan seed have run. Every row is one the product could have written itself:
// orders move through the lifecycle by age, the month's usage counters match the orders, final
// designs are attachment rows named in the order's lifecycle context, the timeline has its events.

/** Everything that changes the seeded data changes this key, so `--reuse-data` never reuses a stale set. */
const DATASET_VERSION = 5;

/**
 * The full agency and the small one the list's scaling is compared against (the same shape, 1/100),
 * in the databases `prefix` and `prefix_small`; for the smoke run (`--smoke`) a tiny agency and a
 * tinier one, in `prefix_smoke` and `prefix_smoke_small`, so that it never replaces the full run's data.
 */
export function datasets({ prefix = 'contentflow_bench', smoke = false } = {}) {
  if (smoke) {
    return {
      full: { database: `${prefix}_smoke`, clients: 60, designers: 6, admins: 2, orders: 2_400, spanDays: 730 },
      small: { database: `${prefix}_smoke_small`, clients: 12, designers: 2, admins: 1, orders: 480, spanDays: 730 },
    };
  }
  return {
    full: { database: prefix, clients: 10_000, designers: 300, admins: 5, orders: 1_000_000, spanDays: 730 },
    small: { database: `${prefix}_small`, clients: 100, designers: 3, admins: 2, orders: 10_000, spanDays: 730 },
  };
}

export function datasetKey(dataset) {
  return `contentflow-bench v${DATASET_VERSION}: ${dataset.clients} clients, ${dataset.designers} designers, ${dataset.admins} admins, ${dataset.orders} orders over ${dataset.spanDays} days`;
}

export const BENCH_PASSWORD = 'bench-passwort';

/**
 * The lifecycle by age, in days, each order scaled by its own factor f (0.5–1.5): a designer starts
 * an order within 2 days, works on it until day 8, an admin checks it within half a day, the client
 * decides within 4.5 days. Orders of a client without a designer wait for one (30 days at most, then
 * the agency linked one and they went through).
 */
const STATUS_BY_AGE = `case
  when not o.has_designer and o.age < 30 then 'pending_approval'
  when o.age < 2 * o.f then 'new'
  when o.age < 8 * o.f then 'in_progress'
  when o.age < 8.5 * o.f then 'admin_review'
  when o.age < 13 * o.f then 'review'
  else 'completed' end`;

/**
 * Seeds one dataset into an empty, migrated database that has the plan catalogue. `hash` is the one
 * argon2id hash every bench account shares. Logs each step's time.
 */
export async function seedDataset(db, dataset, hash, log) {
  const { clients, designers, admins, orders, spanDays } = dataset;
  const perClient = orders / clients;
  if (!Number.isInteger(perClient)) throw new Error('orders must be a multiple of clients');
  const step = async (label, sql, params = []) => {
    const t0 = performance.now();
    const result = await db.query(sql, params);
    log(`  ${label}: ${result.rowCount ?? 0} rows, ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  };

  // The rows are consistent by construction: no foreign-key trigger per row, and the secondary
  // indexes are built once at the end instead of row by row.
  await db.query(`set session_replication_role = replica`);
  await db.query(`set synchronous_commit = off`);
  await db.query(`set maintenance_work_mem = '512MB'`);
  await db.query(`set work_mem = '256MB'`);
  const tables = [
    'account',
    'user_role',
    'profile',
    'client_member',
    'client_designer',
    'subscription',
    'project',
    'design_version',
    'attachment',
    'comment',
    'project_event',
    'content_usage',
  ];
  const { rows: secondary } = await db.query(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
       from pg_index i join pg_class t on t.oid = i.indrelid
      where t.relname = any($1) and not i.indisprimary and not i.indisunique`,
    [tables],
  );
  for (const index of secondary) await db.query(`drop index ${index.name}`);

  const { rows: plans } = await db.query(`select id, name from plan`);
  const plan = Object.fromEntries(plans.map((p) => [p.name, p.id]));
  for (const name of ['Basic', 'Business', 'Premium'])
    if (!plan[name]) throw new Error(`plan ${name} missing (the seed CLI writes it)`);

  await db.query(
    `create temp table bench_person (n int not null, role text not null, id uuid not null, name text not null) on commit preserve rows`,
  );
  await step(
    'people',
    `
    insert into bench_person (n, role, id, name)
    select n, role, gen_random_uuid(),
           case role
             when 'admin' then 'Admin ' || n
             when 'designer' then (array['Lea','Noah','Mia','Luca','Lina','Elias','Emma','Leon','Sofia','Nino','Alina','Jan'])[1 + n % 12]
                                  || ' ' || (array['Graf','Bühler','Roth','Frei','Kunz','Marti','Suter','Gerber','Wyss','Lüthi','Moser'])[1 + (n / 12) % 11]
             else (array['Bäckerei','Café','Coiffeur','Garage','Praxis','Boutique','Hotel','Schreinerei','Weingut','Treuhand','Blumen','Fitness'])[1 + n % 12]
                  || ' ' || (array['Meier','Müller','Keller','Weber','Huber','Schneider','Steiner','Fischer','Brunner','Baumann','Zimmermann','Gasser'])[1 + (n / 12) % 12]
                  || case when n % 3 = 0 then ' AG' when n % 3 = 1 then ' GmbH' else '' end
           end
      from (select 'admin' as role, g as n from generate_series(1, $1) g
            union all select 'designer', g from generate_series(1, $2) g
            union all select 'client', g from generate_series(1, $3) g) x`,
    [admins, designers, clients],
  );
  await step(
    'accounts',
    `
    insert into account (id, email, password_hash, name, created_at, updated_at, session_version)
    select id, role || n || '@bench.contentflow.ch', $1, name, now() - interval '800 days', now(), 0 from bench_person`,
    [hash],
  );
  await step(
    'roles',
    `insert into user_role (id, user_id, role, created_at) select gen_random_uuid(), id, role, now() - interval '800 days' from bench_person`,
  );
  await step(
    'profiles',
    `insert into profile (id, status, created_at) select id, 'active', now() - interval '800 days' from bench_person`,
  );

  // Companies (docs/decisions.md "The client's team"): every client account founded its company at
  // sign-up and is its owner (AccountRegistry.create: the company's id is the owner's, joined when it
  // signed up). Some companies invited more people, who set their password the next day: an approver
  // in every fifth company, a commenter in every tenth, a viewer in every twentieth. Each member is a
  // client account of its own (role, profile, membership), as TeamMembers.invite makes it.
  await step(
    'owners',
    `
    insert into client_member (user_id, client_id, role, invited_at, invited_by_id, joined_at)
    select id, id, 'owner', now() - interval '800 days', null, now() - interval '800 days' from bench_person where role = 'client'`,
  );
  await db.query(
    `create temp table bench_member (n int not null, company_id uuid not null, role text not null, id uuid not null, name text not null) on commit preserve rows`,
  );
  await step(
    'members',
    `
    insert into bench_member (n, company_id, role, id, name)
    select c.n, c.id, m.role, gen_random_uuid(),
           (array['Anna','Marco','Sandra','Reto','Nicole','Urs','Claudia','Beat','Petra','Daniel','Karin','Stefan'])[1 + (c.n + m.k) % 12]
             || ' ' || (array['Ammann','Bühler','Egli','Frey','Hofer','Kaufmann','Lehmann','Meyer','Nussbaum','Zürcher','Vogel'])[1 + (c.n / 12) % 11]
      from bench_person c
      join (values ('approver', 5, 0, 1), ('commenter', 10, 1, 2), ('viewer', 20, 2, 3)) m(role, every, rest, k) on c.n % m.every = m.rest
     where c.role = 'client'`,
  );
  await step(
    'member accounts',
    `
    insert into account (id, email, password_hash, name, created_at, updated_at, session_version)
    select id, role || '-' || n || '@bench.contentflow.ch', $1, name, now() - interval '700 days', now(), 0 from bench_member`,
    [hash],
  );
  await step(
    'member roles',
    `insert into user_role (id, user_id, role, created_at) select gen_random_uuid(), id, 'client', now() - interval '700 days' from bench_member`,
  );
  await step(
    'member profiles',
    `insert into profile (id, status, created_at) select id, 'active', now() - interval '700 days' from bench_member`,
  );
  await step(
    'memberships',
    `
    insert into client_member (user_id, client_id, role, invited_at, invited_by_id, joined_at)
    select id, company_id, role, now() - interval '700 days', company_id, now() - interval '699 days' from bench_member`,
  );

  // Clients: 97 in 100 linked to a designer (each designer has clients/designers of them); a plan
  // for 19 in 20 (Basic 8, Business 8, Premium 3), the 20th cancelled its plan two months ago.
  await db.query(
    `create temp table bench_client (n int primary key, id uuid not null, designer_id uuid not null, has_designer boolean not null) on commit preserve rows`,
  );
  await step(
    'clients',
    `
    insert into bench_client (n, id, designer_id, has_designer)
    select c.n, c.id, d.id, c.n % 100 >= 3
      from bench_person c join bench_person d on d.role = 'designer' and d.n = 1 + c.n % $1
     where c.role = 'client'`,
    [designers],
  );
  await step(
    'designer links',
    `
    insert into client_designer (client_id, designer_id, assigned_by_id, assigned_at)
    select c.id, c.designer_id, (select id from bench_person where role = 'admin' and n = 1), now() - interval '790 days'
      from bench_client c where c.has_designer`,
  );
  await step(
    'subscriptions',
    `
    insert into subscription (id, user_id, plan_id, status, stripe_subscription_id, current_period_start, current_period_end, created_at, updated_at)
    select gen_random_uuid(), c.id,
           case when c.n % 20 between 1 and 8 or c.n % 20 = 0 then $1::uuid when c.n % 20 between 9 and 16 then $2::uuid else $3::uuid end,
           case when c.n % 20 = 0 then 'cancelled' else 'active' end, null,
           s.start, s.start + interval '1 month', now() - interval '790 days', now()
      from bench_client c
      cross join lateral (select case when c.n % 20 = 0 then now() - interval '3 months' else now() - (c.n % 28) * interval '1 day' end as start) s`,
    [plan.Basic, plan.Business, plan.Premium],
  );

  // Orders: client n's k-th order (k = 0 … perClient-1) at an even pace over the span with a little
  // jitter, so about perClient / 24 a month and never more than the smallest plan takes of a type
  // (the content types cycle through 9 posts, 2 carousels and a reel per 12 orders).
  await step(
    'orders',
    `
    insert into project (id, client_id, designer_id, title, description, content_type, content_description, platform, target_platforms,
                         content_goal, hook, cta, visual_idea, slide_ideas, special_notes, hashtags, generated_caption, generated_cta,
                         status, final_design_ids, review_count, max_reviews, created_at, updated_at, completed_at)
    select gen_random_uuid(), o.client_id, case when s.status = 'pending_approval' then null else o.designer_id end,
           (array['Herbstaktion','Neues Produkt','Team-Vorstellung','Kundenstimme','Event-Ankündigung','Rabattwoche','Blick hinter die Kulissen',
                  'Jubiläum','Saisonstart','Tipp der Woche'])[1 + o.g % 10] || ' ' || to_char(o.created_at at time zone 'Europe/Zurich', 'DD.MM.YYYY'),
           'Bitte einen Beitrag zu unserem Thema gestalten: kurz, freundlich, mit unserem Logo und den Hausfarben. '
             || 'Zielgruppe sind Kundinnen und Kunden aus der Region; der Ton ist persönlich, nicht werberisch.',
           o.content_type,
           case when o.g % 3 = 0 then 'Ein helles Bild mit Produkt im Vordergrund, wenig Text.' end,
           'Instagram', '["instagram","facebook"]'::jsonb,
           case when o.g % 4 = 0 then 'Mehr Besuche im Laden' end,
           case when o.g % 5 = 0 then 'Wussten Sie schon?' end,
           case when o.g % 5 = 0 then 'Jetzt vorbeikommen' end,
           null,
           case when o.content_type = 'carousel' then '[{"number":1,"content":"Titel"},{"number":2,"content":"Nutzen"},{"number":3,"content":"Angebot"}]'::jsonb end,
           null,
           case when o.g % 2 = 0 then '#zürich #kmu #schweiz' end,
           null, null,
           s.status,
           case when s.status in ('admin_review', 'review', 'completed')
                then case when o.content_type = 'carousel' then jsonb_build_array(gen_random_uuid(), gen_random_uuid(), gen_random_uuid())
                          else jsonb_build_array(gen_random_uuid()) end
                else '[]'::jsonb end,
           case when s.status = 'completed' then (case when o.r < 0.05 then 2 when o.r < 0.2 then 1 else 0 end)
                when s.status in ('in_progress', 'admin_review', 'review') and o.r < 0.1 then 1 else 0 end,
           2,
           o.created_at,
           case when s.status = 'completed' then least(now(), o.created_at + 13 * o.f * interval '1 day')
                else o.created_at + o.age * 0.9 * interval '1 day' end,
           case when s.status = 'completed' then least(now(), o.created_at + 13 * o.f * interval '1 day') end
      from (select g, c.id as client_id, c.designer_id, c.has_designer, t.created_at, t.f, t.r,
                   extract(epoch from now() - t.created_at) / 86400 as age,
                   (array['post','carousel','post','post','post','reel','post','carousel','post','post','post','post'])[1 + (((g - 1) / $1) + c.n) % 12] as content_type
              from generate_series(1, $2) g
              join bench_client c on c.n = 1 + (g - 1) % $1
              cross join lateral (select now() - $4 * (1 - (((g - 1) / $1) + 0.5 + (random() - 0.5) * 0.8) / $3) * interval '1 day' as created_at,
                                         0.5 + random() as f, random() as r) t) o
      cross join lateral (select ${STATUS_BY_AGE} as status) s`,
    [clients, orders, perClient, spanDays],
  );

  // Versions: the current final designs of an order are its latest version (V1 for the orders
  // without revisions), checked, passed or approved as its status says.
  await step(
    'design versions',
    `
    insert into design_version (id, project_id, number, status, submitted_by_id, submitted_at, passed_at, passed_by_id, decided_at, decided_by_id, note)
    select gen_random_uuid(), p.id, 1 + p.review_count,
           case p.status when 'admin_review' then 'in_check' when 'review' then 'in_review' else 'approved' end,
           p.designer_id, p.created_at + (p.updated_at - p.created_at) * 0.6,
           case when p.status in ('review', 'completed') then p.created_at + (p.updated_at - p.created_at) * 0.7 end, null,
           p.completed_at, case when p.status = 'completed' then p.client_id end, null
      from project p where jsonb_array_length(p.final_design_ids) > 0`,
  );
  // Files: each final design named in an order's context, of its version, and a reference file on every fourth order.
  await step(
    'final designs',
    `
    insert into attachment (id, project_id, uploaded_by_id, storage_key, file_name, file_type, size_bytes, is_final_design, created_at, version_id)
    select e.id::uuid, p.id, p.designer_id, p.id || '/' || e.id || '.png', 'entwurf-' || e.i || '.png', 'image/png', 150000 + (e.i * 7919) % 90000, true,
           p.created_at + (p.updated_at - p.created_at) * 0.6 + e.i * interval '1 millisecond', v.id
      from project p cross join lateral jsonb_array_elements_text(p.final_design_ids) with ordinality e(id, i)
      join design_version v on v.project_id = p.id`,
  );
  await step(
    'reference files',
    `
    insert into attachment (id, project_id, uploaded_by_id, storage_key, file_name, file_type, size_bytes, is_final_design, created_at)
    select gen_random_uuid(), p.id, p.client_id, p.id || '/' || gen_random_uuid() || '.jpg', 'referenz.jpg', 'image/jpeg', 420000, false, p.created_at
      from project p where random() < 0.25`,
  );
  // Comments: up to three on the orders of the last 60 days, one on every fifth older one.
  await step(
    'comments',
    `
    insert into comment (id, project_id, author_id, message, created_at)
    select gen_random_uuid(), p.id, case when i % 2 = 1 then p.client_id else coalesce(p.designer_id, p.client_id) end,
           case when i % 2 = 1 then 'Können wir die Schrift etwas grösser machen?' else 'Gerne, ich passe es an und lade es neu hoch.' end,
           least(now(), p.created_at + i * interval '6 hours')
      from project p
      cross join lateral generate_series(1, case when p.created_at > now() - interval '60 days' then (hashtext(p.id::text) & 3)
                                                 when hashtext(p.id::text) % 5 = 0 then 1 else 0 end) i`,
  );
  // The timeline of the orders of the last 90 days (older orders' events are not read by the mix).
  await step(
    'timeline events',
    `
    insert into project_event (id, project_id, type, actor_id, data, at)
    select gen_random_uuid(), p.id,
           (array['ProjectCreated','WorkStarted','FinalDesignsSubmitted','DesignApprovedByAdmin','DesignApprovedByClient'])[j],
           case j when 1 then p.client_id when 4 then (select id from bench_person where role = 'admin' and n = 1) else p.designer_id end,
           case j when 1 then jsonb_build_object('contentType', p.content_type, 'status', case when p.designer_id is null then 'pending_approval' else 'new' end, 'designerId', p.designer_id)
                  when 3 then jsonb_build_object('files', jsonb_build_array('entwurf-1.png'))
                  else '{}'::jsonb end,
           p.created_at + (p.updated_at - p.created_at) * (j - 1) / 4.0
      from project p
      cross join lateral generate_series(1, case p.status when 'in_progress' then 2 when 'admin_review' then 3 when 'review' then 4 when 'completed' then 5 else 1 end) j
     where p.created_at > now() - interval '90 days'`,
  );
  await step(
    'usage counters',
    `
    insert into content_usage (client_id, month, content_type, used)
    select client_id, date_trunc('month', created_at at time zone 'Europe/Zurich')::date, content_type, count(*) from project group by 1, 2, 3`,
  );

  let t0 = performance.now();
  for (const index of secondary) await db.query(index.def);
  log(`  ${secondary.length} secondary indexes rebuilt: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  await db.query(`set session_replication_role = origin`);
  // As autovacuum would have by now: statistics, and the visibility map for index-only counts.
  t0 = performance.now();
  await db.query('vacuum (analyze)');
  log(`  vacuum analyze: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}
