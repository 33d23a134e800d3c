// The mixed scenario: who is signed in, which orders each of them looks at and moves on, and the
// endpoints of the three roles with their weights. State-changing requests take their order from a
// pool of orders in the right status (each order once at a time, never the same move twice); when
// the move succeeds, the order joins the pool of its next status, as the work flows through the
// agency (a new order to the designer's start, the upload to the admin's check, …).
import { crc32, deflateSync } from 'node:zlib';
import { generate } from 'otplib';
import { BENCH_PASSWORD } from './seed.mjs';
import { send } from './http.mjs';

/** The client's tabs (frontend/src/shared/orders/status.ts) and the staff's status filters. */
const CLIENT_TABS = [['review'], ['new', 'in_progress', 'pending_approval', 'admin_review'], ['completed']];
const DESIGNER_FILTERS = [null, ['new'], ['in_progress'], ['admin_review'], ['review'], ['completed']];
const ADMIN_FILTERS = [
  null,
  ['new'],
  ['pending_approval'],
  ['in_progress'],
  ['admin_review'],
  ['review'],
  ['completed'],
];
/** The web app's review queue asks 10 orders at a time; its order lists show 12 a page. */
const REVIEW_PAGE_SIZE = 10;
const STAFF_PAGE_SIZE = 12;
const CONTENT_TYPES = [
  ['post', 0.75],
  ['carousel', 0.17],
  ['reel', 0.08],
];

/** A small deterministic PRNG (mulberry32), so that two runs send the same kind of requests. */
function prng(seed) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  next.int = (n) => Math.floor(next() * n);
  next.of = (items) => items[Math.floor(next() * items.length)];
  next.weighted = (pairs) => {
    let r = next() * pairs.reduce((sum, [, w]) => sum + w, 0);
    for (const [value, w] of pairs) if ((r -= w) < 0) return value;
    return pairs[pairs.length - 1][0];
  };
  return next;
}

/**
 * Orders waiting for one move, first those of signed-in clients (so the work keeps flowing to people
 * who act on it), then the rest. `take` removes the first that passes the test.
 */
class Pool {
  constructor() {
    this.tiers = [[], []];
  }

  put(item) {
    this.tiers[item.client >= 0 ? 0 : 1].push(item);
  }

  take(test = () => true) {
    for (const tier of this.tiers) {
      const limit = Math.min(tier.length, 200);
      for (let i = 0; i < limit; i += 1) {
        if (test(tier[i])) return tier.splice(i, 1)[0];
      }
    }
    return null;
  }

  get size() {
    return this.tiers[0].length + this.tiers[1].length;
  }
}

/** A valid 32×32 PNG made in memory (the upload is type-checked from its bytes). */
function png() {
  const chunk = (type, data) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, 'ascii');
    data.copy(out, 8);
    out.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, 'ascii'), data])), 8 + data.length);
    return out;
  };
  const size = 32;
  const header = Buffer.alloc(13);
  header.writeUInt32BE(size, 0);
  header.writeUInt32BE(size, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour
  const rows = Buffer.alloc((size * 3 + 1) * size);
  for (let y = 0; y < size; y += 1)
    for (let x = 0; x < size * 3; x += 1) rows[y * (size * 3 + 1) + 1 + x] = (x * 7 + y * 13) & 0xff;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const BOUNDARY = '----contentflow-bench-7d1f0c';
const UPLOAD_BODY = Buffer.concat([
  Buffer.from(
    `--${BOUNDARY}\r\nContent-Disposition: form-data; name="files"; filename="entwurf.png"\r\nContent-Type: image/png\r\n\r\n`,
  ),
  png(),
  Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
]);

const json = (token, body) => ({
  authorization: `Bearer ${token}`,
  'content-type': 'application/json',
  body: JSON.stringify(body),
});

function listPath(statuses, page, pageSize) {
  return `/api/projects?${statuses ? `status=${statuses.join(',')}&` : ''}page=${page}&pageSize=${pageSize}`;
}

/** Page 1 mostly, sometimes the next ones, now and then any page up to the last. */
function pageOf(rnd, total, pageSize) {
  const last = Math.max(1, Math.ceil(total / pageSize));
  const r = rnd();
  const page = r < 0.7 ? 1 : r < 0.9 ? 2 : r < 0.97 ? 3 : 1 + rnd.int(last);
  return Math.min(page, last);
}

/** One of the client's orders: mostly one of its five newest, sometimes any. */
function clientOrder(rnd, client, recentOnly = false) {
  if (!client.orders.length) return null;
  const recent = Math.min(5, client.orders.length);
  return recentOnly || rnd() < 0.8 ? client.orders[rnd.int(recent)] : rnd.of(client.orders);
}

function readRequest(token, path) {
  return { method: 'GET', path, headers: { authorization: `Bearer ${token}` }, expect: 200 };
}

function postRequest(token, path, body, expect = 200) {
  if (body === undefined) return { method: 'POST', path, headers: { authorization: `Bearer ${token}` }, expect };
  const { body: text, ...headers } = json(token, body);
  return { method: 'POST', path, headers, body: text, expect };
}

/**
 * The endpoints of the mix. `weight` is its share of all requests (they add up to 100); `pick`
 * chooses the user and the order (null when no order is in the right status: the request is
 * replaced by a detail read of the same role and counted as skipped); `request` makes the HTTP
 * request; `raw` (scripts/bench/raw.mjs) runs the same SQL straight on Postgres.
 */
export const ENDPOINTS = [
  // The client: dashboard (limits and the newest orders), its order list in tabs with their counts,
  // an order's page (detail, comments, timeline), a comment, now and then a new order or a decision.
  {
    key: 'client-list',
    label: 'GET /api/projects (client)',
    role: 'client',
    weight: 36.1,
    pick(s) {
      const client = s.rnd.of(s.clients);
      const r = s.rnd();
      if (r < 0.45) return { client, statuses: null, page: pageOf(s.rnd, client.orders.length, 10), pageSize: 10 }; // dashboard, all orders
      const statuses = s.rnd.of(CLIENT_TABS);
      if (r < 0.75) {
        const total = client.orders.filter((o) => statuses.includes(o.status)).length;
        return { client, statuses, page: pageOf(s.rnd, total, 10), pageSize: 10 }; // a tab's page
      }
      return { client, statuses: s.rnd() < 0.25 ? null : statuses, page: 1, pageSize: 1 }; // a tab's count
    },
    request: ({ client, statuses, page, pageSize }) => readRequest(client.token, listPath(statuses, page, pageSize)),
  },
  {
    key: 'limits',
    label: 'GET /api/me/limits',
    role: 'client',
    weight: 8,
    pick: (s) => ({ client: s.rnd.of(s.clients) }),
    request: ({ client }) => readRequest(client.token, '/api/me/limits'),
  },
  {
    key: 'client-detail',
    label: 'GET /api/projects/:id (client)',
    role: 'client',
    weight: 13,
    pick(s) {
      const client = s.rnd.of(s.clients);
      const order = clientOrder(s.rnd, client);
      return order && { client, order };
    },
    request: ({ client, order }) => readRequest(client.token, `/api/projects/${order.id}`),
  },
  {
    key: 'comments',
    label: 'GET /api/projects/:id/comments',
    role: 'client',
    weight: 12,
    pick(s) {
      const client = s.rnd.of(s.clients);
      const order = clientOrder(s.rnd, client);
      return order && { client, order };
    },
    request: ({ client, order }) => readRequest(client.token, `/api/projects/${order.id}/comments`),
  },
  {
    key: 'timeline',
    label: 'GET /api/projects/:id/timeline',
    role: 'client',
    weight: 11,
    pick(s) {
      const client = s.rnd.of(s.clients);
      const order = clientOrder(s.rnd, client, true);
      return order && { client, order };
    },
    request: ({ client, order }) => readRequest(client.token, `/api/projects/${order.id}/timeline`),
  },
  {
    key: 'comment-post',
    label: 'POST /api/projects/:id/comments',
    role: 'client',
    weight: 2.2,
    pick(s) {
      const client = s.rnd.of(s.clients);
      const order = clientOrder(s.rnd, client, true);
      return order && { client, order, message: 'Sieht gut aus, bitte noch das Logo etwas grösser.' };
    },
    request: ({ client, order, message }) =>
      postRequest(client.token, `/api/projects/${order.id}/comments`, { message }, 201),
  },
  {
    key: 'create',
    label: 'POST /api/projects',
    role: 'client',
    weight: 1,
    pick(s) {
      for (let attempt = 0; attempt < 20; attempt += 1) {
        const client = s.rnd.of(s.clients);
        const type = s.rnd.weighted(CONTENT_TYPES);
        if (client.designer < 0 || !client.limits || client.used[type] >= client.limits[type]) continue;
        client.used[type] += 1; // the slot is taken when the request is sent
        return { s, client, type, title: `Beitrag ${type} ${s.rnd.int(1e6)}` };
      }
      return null;
    },
    request: ({ s, client, type, title }) => ({
      ...postRequest(
        client.token,
        '/api/projects',
        {
          title,
          description: 'Bitte einen Beitrag zu unserer neuen Aktion gestalten, im Stil der letzten Beiträge.',
          contentType: type,
          targetPlatforms: ['instagram', 'facebook'],
          hashtags: '#zürich #kmu',
          ...(type === 'carousel'
            ? {
                slideIdeas: [
                  { number: 1, content: 'Titel' },
                  { number: 2, content: 'Angebot' },
                ],
              }
            : {}),
        },
        201,
      ),
      done(ok, body) {
        if (!ok) return;
        const { id, status } = JSON.parse(body);
        client.orders.unshift({ id, status, reviewCount: 0 });
        const designer = s.designers[client.designer];
        designer.orders.unshift(id);
        if (status === 'new') s.pools.new.put({ id, client: client.index, designer: client.designer, reviewCount: 0 });
      },
    }),
  },
  {
    key: 'approve',
    label: 'POST /api/projects/:id/approve',
    role: 'client',
    weight: 0.6,
    pick: (s) => {
      const item = s.pools.review.take();
      return item && { s, item };
    },
    request: ({ s, item }) => postRequest(s.clients[item.client].token, `/api/projects/${item.id}/approve`),
  },
  {
    key: 'request-changes',
    label: 'POST /api/projects/:id/request-changes',
    role: 'client',
    weight: 0.12,
    pick: (s) => {
      const item = s.pools.review.take((i) => i.reviewCount < 2);
      return item && { s, item, feedback: 'Bitte die Farben an unser Logo anpassen.' };
    },
    request: ({ s, item, feedback }) => ({
      ...postRequest(s.clients[item.client].token, `/api/projects/${item.id}/request-changes`, { feedback }),
      done(ok) {
        if (!ok) return;
        item.reviewCount += 1;
        if (item.designer >= 0) s.pools.inProgress.put(item);
      },
    }),
  },

  // The designer: its order list by status, an order's page, the badge its sidebar polls, starting
  // an order, uploading the final designs.
  {
    key: 'designer-list',
    label: 'GET /api/projects (designer)',
    role: 'designer',
    weight: 4.5,
    pick(s) {
      const designer = s.rnd.of(s.designers);
      const statuses = s.rnd() < 0.5 ? null : s.rnd.of(DESIGNER_FILTERS.slice(1));
      const deep = statuses === null || statuses[0] === 'completed';
      const r = s.rnd();
      return { designer, statuses, page: !deep || r < 0.75 ? 1 : r < 0.9 ? 2 : 3 + s.rnd.int(3), pageSize: 12 };
    },
    request: ({ designer, statuses, page, pageSize }) =>
      readRequest(designer.token, listPath(statuses, page, pageSize)),
  },
  {
    key: 'designer-detail',
    label: 'GET /api/projects/:id (designer)',
    role: 'designer',
    weight: 4.5,
    pick(s) {
      const designer = s.rnd.of(s.designers);
      if (!designer.orders.length) return null;
      const id =
        s.rnd() < 0.8 ? designer.orders[s.rnd.int(Math.min(20, designer.orders.length))] : s.rnd.of(designer.orders);
      return { designer, id };
    },
    request: ({ designer, id }) => readRequest(designer.token, `/api/projects/${id}`),
  },
  {
    key: 'badge',
    label: 'GET /api/designer/badge',
    role: 'designer',
    weight: 3,
    pick: (s) => ({ designer: s.rnd.of(s.designers) }),
    request: ({ designer }) => readRequest(designer.token, '/api/designer/badge'),
  },
  {
    key: 'start',
    label: 'POST /api/projects/:id/start',
    role: 'designer',
    weight: 0.9,
    pick: (s) => {
      const item = s.pools.new.take();
      return item && { s, item };
    },
    request: ({ s, item }) => ({
      ...postRequest(s.designers[item.designer].token, `/api/projects/${item.id}/start`),
      done: (ok) => ok && s.pools.inProgress.put(item),
    }),
  },
  {
    key: 'final-designs',
    label: 'POST /api/projects/:id/final-designs',
    role: 'designer',
    weight: 0.9,
    pick: (s) => {
      const item = s.pools.inProgress.take();
      return item && { s, item };
    },
    request: ({ s, item }) => ({
      method: 'POST',
      path: `/api/projects/${item.id}/final-designs`,
      headers: {
        authorization: `Bearer ${s.designers[item.designer].token}`,
        'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      },
      body: UPLOAD_BODY,
      expect: 200,
      done: (ok) => ok && s.pools.adminReview.put(item),
    }),
  },

  // The admin: the review queue, approving or rejecting designs, all orders.
  {
    key: 'review-queue',
    label: 'GET /api/admin/review-queue',
    role: 'admin',
    weight: 0.1,
    // As the web app asks it: a page of 10, mostly the first.
    pick: (s) => ({ admin: s.rnd.of(s.admins), page: s.rnd() < 0.9 ? 1 : 2, pageSize: REVIEW_PAGE_SIZE }),
    request: ({ admin, page, pageSize }) =>
      readRequest(admin.token, `/api/admin/review-queue?page=${page}&pageSize=${pageSize}`),
  },
  {
    key: 'admin-list',
    label: 'GET /api/projects (admin)',
    role: 'admin',
    weight: 0.4,
    pick(s) {
      const statuses = s.rnd() < 0.5 ? null : s.rnd.of(ADMIN_FILTERS.slice(1));
      return { admin: s.rnd.of(s.admins), statuses, page: s.rnd() < 0.8 ? 1 : 2 + s.rnd.int(2), pageSize: 12 };
    },
    request: ({ admin, statuses, page, pageSize }) => readRequest(admin.token, listPath(statuses, page, pageSize)),
  },
  {
    key: 'admin-detail',
    label: 'GET /api/projects/:id (admin)',
    role: 'admin',
    weight: 0.7,
    pick(s) {
      const order = clientOrder(s.rnd, s.rnd.of(s.clients));
      return order && { admin: s.rnd.of(s.admins), id: order.id };
    },
    request: ({ admin, id }) => readRequest(admin.token, `/api/projects/${id}`),
  },
  {
    key: 'admin-approve',
    label: 'POST /api/projects/:id/admin-approve',
    role: 'admin',
    weight: 0.72,
    pick: (s) => {
      const item = s.pools.adminReview.take();
      return item && { s, item, admin: s.rnd.of(s.admins) };
    },
    request: ({ s, item, admin }) => ({
      ...postRequest(admin.token, `/api/projects/${item.id}/admin-approve`),
      done: (ok) => ok && item.client >= 0 && s.pools.review.put(item),
    }),
  },
  {
    key: 'admin-reject',
    label: 'POST /api/projects/:id/admin-reject',
    role: 'admin',
    weight: 0.18,
    pick: (s) => {
      const item = s.pools.adminReview.take();
      return item && { s, item, admin: s.rnd.of(s.admins), feedback: 'Bitte das Logo grösser und den Text kürzer.' };
    },
    request: ({ s, item, admin, feedback }) => ({
      ...postRequest(admin.token, `/api/projects/${item.id}/admin-reject`, { feedback }),
      done: (ok) => ok && item.designer >= 0 && s.pools.inProgress.put(item),
    }),
  },
];

export const ENDPOINT = Object.fromEntries(ENDPOINTS.map((e) => [e.key, e]));

/**
 * The admin's screens at 1,000,000 orders, each measured alone: the all-orders list's first page,
 * its last page the screen offers (the count capped at 10,000, 12 a page: page 834), the largest
 * status filter ("Abgeschlossen", most of the orders) and the review queue's first page.
 */
const LAST_OFFERED_PAGE = Math.ceil(10_000 / STAFF_PAGE_SIZE);
export const ADMIN_SCREENS = [
  {
    key: 'admin-list-first',
    label: 'GET /api/projects?page=1 (admin, every order)',
    path: listPath(null, 1, STAFF_PAGE_SIZE),
  },
  {
    key: 'admin-list-last',
    label: `GET /api/projects?page=${LAST_OFFERED_PAGE} (admin, the last page offered)`,
    path: listPath(null, LAST_OFFERED_PAGE, STAFF_PAGE_SIZE),
  },
  {
    key: 'admin-list-completed',
    label: 'GET /api/projects?status=completed (admin)',
    path: listPath(['completed'], 1, STAFF_PAGE_SIZE),
  },
  {
    key: 'admin-review-queue',
    label: 'GET /api/admin/review-queue?page=1',
    path: `/api/admin/review-queue?page=1&pageSize=${REVIEW_PAGE_SIZE}`,
  },
].map(({ key, label, path }) => ({
  key,
  label,
  role: 'admin',
  weight: 1,
  pick: (s) => ({ admin: s.rnd.of(s.admins) }),
  request: ({ admin }) => readRequest(admin.token, path),
}));
const SUBSTITUTE = { client: 'client-detail', designer: 'designer-detail', admin: 'admin-detail' };
/**
 * What every request pays before its own work, measured beside the mix's reads (--costs, flat out):
 * the liveness probe (no store), an unknown API path (404) and the public plans (no account).
 */
export const FIXED_COST_PROBES = [
  ['health-live', 'GET /api/health/live', '/api/health/live', 200],
  ['not-found', 'GET /api/no-such-path (404)', '/api/no-such-path', 404],
  ['public-plans', 'GET /api/plans (public)', '/api/plans', 200],
].map(([key, label, path, expect]) => ({
  key,
  label,
  role: 'client',
  weight: 1,
  pick: () => ({}),
  request: () => ({ method: 'GET', path, headers: {}, expect }),
}));

/** Each endpoint's share of the mix (the weights normalised to 1). */
export function shares(endpoints = ENDPOINTS) {
  const total = endpoints.reduce((sum, e) => sum + e.weight, 0);
  return Object.fromEntries(endpoints.map((e) => [e.key, e.weight / total]));
}

/**
 * The n-th request of a scenario: an endpoint drawn by weight, its user and order picked. A move
 * whose pool is empty becomes a detail read of the same role, counted in `s.skipped`.
 */
export function requestMaker(s, endpoints = ENDPOINTS) {
  const pairs = endpoints.map((e) => [e, e.weight]);
  return () => {
    let endpoint = s.rnd.weighted(pairs);
    let params = endpoint.pick(s);
    if (!params) {
      s.skipped.set(endpoint.key, (s.skipped.get(endpoint.key) ?? 0) + 1);
      endpoint = ENDPOINT[SUBSTITUTE[endpoint.role]];
      params = endpoint.pick(s);
    }
    return { key: endpoint.key, ...endpoint.request(params) };
  };
}

/**
 * Who takes part: `designers` designers drawn at random, `clients` clients linked to them (so the
 * work of a signed-in client reaches a signed-in designer), `designerless` clients without a designer
 * (each client the owner of its company: the account the company was founded with),
 * `admins` admins. Loads their orders, plans and this month's usage, and fills the pools.
 */
export async function loadScenario(db, { designers, clients, designerless, admins, seed = 1 }) {
  const t0 = performance.now();
  const order = `md5(a.id::text || '${seed}')`;
  const { rows: designerRows } = await db.query(
    `select a.id, a.email from account a join user_role r on r.user_id = a.id and r.role = 'designer' order by ${order} limit $1`,
    [designers],
  );
  const designerIds = designerRows.map((d) => d.id);
  const { rows: clientRows } = await db.query(
    `(select a.id, a.email, cd.designer_id from account a join client_designer cd on cd.client_id = a.id
       where cd.designer_id = any($1) order by ${order} limit $2)
     union all
     (select a.id, a.email, null from account a join client_member m on m.user_id = a.id and m.client_id = a.id and m.role = 'owner'
       where not exists (select 1 from client_designer cd where cd.client_id = a.id) order by ${order} limit $3)`,
    [designerIds, clients, designerless],
  );
  const { rows: adminRows } = await db.query(
    `select a.id, a.email from account a join user_role r on r.user_id = a.id and r.role = 'admin' order by a.email limit $1`,
    [admins],
  );
  // Admins need a second factor before they reach anything (docs/security.md): the bench's admins
  // set up a TOTP of their own when they sign in (signIn below), so one left by an earlier run on the
  // same data (--reuse-data) is dropped first.
  await dropSecondFactors(
    db,
    adminRows.map((a) => a.id),
  );

  const s = {
    rnd: prng(seed),
    designers: designerRows.map((d, index) => ({ index, id: d.id, email: d.email, token: null, orders: [] })),
    clients: [],
    admins: adminRows.map((a) => ({ id: a.id, email: a.email, token: null })),
    pools: { new: new Pool(), inProgress: new Pool(), adminReview: new Pool(), review: new Pool() },
    skipped: new Map(),
  };
  const designerIndex = new Map(s.designers.map((d) => [d.id, d.index]));
  s.clients = clientRows.map((c, index) => ({
    index,
    id: c.id,
    email: c.email,
    token: null,
    designer: c.designer_id ? designerIndex.get(c.designer_id) : -1,
    orders: [],
    limits: null,
    used: { post: 0, carousel: 0, reel: 0 },
  }));
  const clientIndex = new Map(s.clients.map((c) => [c.id, c.index]));
  const clientIds = s.clients.map((c) => c.id);

  const { rows: plans } = await db.query(
    `select s.user_id, pl.post_limit, pl.carousel_limit, pl.reel_limit from subscription s join plan pl on pl.id = s.plan_id
      where s.status = 'active' and s.user_id = any($1)`,
    [clientIds],
  );
  for (const p of plans)
    s.clients[clientIndex.get(p.user_id)].limits = {
      post: p.post_limit,
      carousel: p.carousel_limit,
      reel: p.reel_limit,
    };
  const { rows: usage } = await db.query(
    `select client_id, content_type, used from content_usage
      where client_id = any($1) and month = (date_trunc('month', now() at time zone 'Europe/Zurich')::date)`,
    [clientIds],
  );
  for (const u of usage) s.clients[clientIndex.get(u.client_id)].used[u.content_type] = u.used;

  const { rows: orders } = await db.query(
    `select id, client_id, designer_id, status, review_count from project where client_id = any($1) order by created_at desc, id desc`,
    [clientIds],
  );
  for (const o of orders)
    s.clients[clientIndex.get(o.client_id)].orders.push({ id: o.id, status: o.status, reviewCount: o.review_count });
  const { rows: designerOrders } = await db.query(
    `select id, designer_id from (select id, designer_id, row_number() over (partition by designer_id order by created_at desc, id desc) as n
       from project where designer_id = any($1) and created_at > now() - interval '120 days') x where n <= 200 order by designer_id, n`,
    [designerIds],
  );
  for (const o of designerOrders) s.designers[designerIndex.get(o.designer_id)].orders.push(o.id);

  // The pools: the signed-in designers' new and running orders, every order waiting for an admin,
  // and the signed-in clients' orders waiting for their decision.
  const { rows: waiting } = await db.query(
    `select id, client_id, designer_id, status, review_count from project
      where (status in ('new', 'in_progress') and designer_id = any($1)) or status = 'admin_review' or (status = 'review' and client_id = any($2))
      order by created_at`,
    [designerIds, clientIds],
  );
  const poolOf = { new: 'new', in_progress: 'inProgress', admin_review: 'adminReview', review: 'review' };
  for (const w of waiting) {
    s.pools[poolOf[w.status]].put({
      id: w.id,
      client: clientIndex.get(w.client_id) ?? -1,
      designer: designerIndex.get(w.designer_id) ?? -1,
      reviewCount: w.review_count,
    });
  }
  s.loadSeconds = (performance.now() - t0) / 1000;
  return s;
}

/** Signs every participant in through the API (a few at a time, as the password hashing allows). */
export async function signIn(agent, origin, s, concurrency = 4) {
  const people = [...s.clients, ...s.designers, ...s.admins].filter((p) => !p.token);
  let next = 0;
  const failures = [];
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < people.length) {
        const person = people[next++];
        const response = await agent.request({
          origin,
          method: 'POST',
          path: '/api/auth/sign-in',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: person.email, password: BENCH_PASSWORD }),
        });
        const body = Buffer.from(await response.body.arrayBuffer());
        if (response.statusCode !== 200) {
          failures.push(`${person.email}: ${response.statusCode} ${body.subarray(0, 200)}`);
          continue;
        }
        const session = JSON.parse(body);
        person.token = session.accessToken;
        if (session.user?.mfa?.setupRequired)
          person.token = await setUpTotp(agent, origin, person.token, refreshCookie(response.headers['set-cookie']));
      }
    }),
  );
  if (failures.length) throw new Error(`sign-in failed for ${failures.length} accounts, e.g. ${failures[0]}`);
  return people.length;
}

/** The bench's own accounts only: their factors of an earlier run, so that they sign in with the password again. */
async function dropSecondFactors(db, accountIds) {
  const { rows } = await db.query(`select to_regclass('totp_factor') is not null as present`);
  if (!rows[0].present || !accountIds.length) return;
  for (const table of ['recovery_code', 'passkey', 'totp_factor'])
    await db.query(`delete from ${table} where account_id = any($1)`, [accountIds]);
  await db.query(`update account set mfa_enabled = false where id = any($1)`, [accountIds]);
}

/** The refresh cookie (`name=value`) of a sign-in's answer. */
function refreshCookie(setCookie) {
  const cookie = [setCookie ?? []].flat().find((line) => /^[^=]*cf_refresh=/.test(line));
  if (!cookie) throw new Error('the sign-in set no refresh cookie');
  return cookie.split(';')[0];
}

/**
 * An admin's first sign-in: an authenticator app through the API, as /security does; the session then
 * counts. Confirming the app ends every access token of the account, the caller's own too, which the
 * web app renews with its refresh cookie: so does this. Answers the new access token.
 */
async function setUpTotp(agent, origin, token, cookie) {
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const setUp = await send(agent, origin, {
    method: 'POST',
    path: '/api/me/mfa/totp',
    headers,
    body: JSON.stringify({ currentPassword: BENCH_PASSWORD }),
  });
  if (setUp.status !== 200) throw new Error(`TOTP set-up: ${setUp.status} ${setUp.body.subarray(0, 200)}`);
  const code = await generate({ secret: JSON.parse(setUp.body).secret });
  const confirmed = await send(agent, origin, {
    method: 'POST',
    path: '/api/me/mfa/totp/confirm',
    headers,
    body: JSON.stringify({ code }),
  });
  if (confirmed.status !== 200)
    throw new Error(`TOTP confirmation: ${confirmed.status} ${confirmed.body.subarray(0, 200)}`);
  const renewed = await send(agent, origin, { method: 'POST', path: '/api/auth/refresh', headers: { cookie } });
  if (renewed.status !== 200)
    throw new Error(`refresh after the TOTP set-up: ${renewed.status} ${renewed.body.subarray(0, 200)}`);
  return JSON.parse(renewed.body).accessToken;
}

export function poolSizes(s) {
  return Object.fromEntries(Object.entries(s.pools).map(([name, pool]) => [name, pool.size]));
}
