import { Plan } from '../../src/billing/plan.entity.js';
import { Subscription } from '../../src/billing/subscription.entity.js';
import { AccountRegistry } from '../../src/accounts/index.js';
import { inContext, signIn, TEST_PASSWORD } from '../factories.js';
import { form, PNG } from '../files.js';
import { ProjectFactory } from '../project-factory.js';
import { cast, type Cast } from '../projects-fixtures.js';
import { createTestApp, uniqueEmail, type TestApp } from '../test-app.js';

/** The owner's company has a member of each other role (issue 28): they call as the company does, as their role allows. */
const CALLERS = [
  'owner',
  'approver',
  'commenter',
  'viewer',
  'otherClient',
  'designer',
  'otherDesigner',
  'admin',
  'adminAsOwner',
  'anonymous',
] as const;
const MEMBER_CALLERS = ['approver', 'commenter', 'viewer'] as const;
type Caller = (typeof CALLERS)[number];
type Stage = 'new' | 'in_progress' | 'admin_review' | 'review';

interface Row {
  name: string;
  method: 'GET' | 'POST' | 'PUT';
  /** The path for a project id (and the owner's client id). */
  path: (projectId: string, clientId: string) => string;
  /** The order's status the call needs to succeed. */
  stage?: Stage;
  body?: (people: Cast) => unknown;
  upload?: boolean;
  expected: Record<Caller, number>;
}

/** Every caller answers `status` unless named; the company's members answer as its owner unless named. */
const all = (status: number, overrides: Partial<Record<Caller, number>> = {}): Record<Caller, number> => {
  const owner = overrides.owner ?? status;
  return {
    owner,
    approver: owner,
    commenter: owner,
    viewer: owner,
    otherClient: status,
    designer: status,
    otherDesigner: status,
    admin: status,
    adminAsOwner: status,
    anonymous: 401,
    ...overrides,
  };
};
/** What only the owner (and admins acting as it) may do in the company. */
const OWNER_ONLY = { approver: 403, commenter: 403, viewer: 403 } as const;

/** A plan large enough for the dozens of orders this matrix creates. */
let matrixPlanId = '';

const ROWS: Row[] = [
  {
    name: 'read an order',
    method: 'GET',
    path: (id) => `/api/projects/${id}`,
    expected: all(200, { otherClient: 404, otherDesigner: 404 }),
  },
  { name: 'list orders', method: 'GET', path: () => '/api/projects', expected: all(200) },
  {
    name: 'create an order',
    method: 'POST',
    path: () => '/api/projects',
    body: () => ({ title: 'Matrix', description: 'x', contentType: 'post' }),
    expected: all(201, { ...OWNER_ONLY, designer: 403, otherDesigner: 403, admin: 403 }),
  },
  {
    name: 'upload order files',
    method: 'POST',
    path: (id) => `/api/projects/${id}/attachments`,
    upload: true,
    expected: all(201, { ...OWNER_ONLY, otherClient: 404, designer: 403, otherDesigner: 403, admin: 403 }),
  },
  {
    name: 'start work',
    method: 'POST',
    path: (id) => `/api/projects/${id}/start`,
    stage: 'new',
    expected: all(403, { designer: 200, otherDesigner: 404 }),
  },
  {
    name: 'submit final designs',
    method: 'POST',
    path: (id) => `/api/projects/${id}/final-designs`,
    stage: 'in_progress',
    upload: true,
    expected: all(403, { designer: 200, otherDesigner: 404 }),
  },
  {
    name: 'admin approve',
    method: 'POST',
    path: (id) => `/api/projects/${id}/admin-approve`,
    stage: 'admin_review',
    expected: all(403, { admin: 200, adminAsOwner: 200 }),
  },
  {
    name: 'admin reject',
    method: 'POST',
    path: (id) => `/api/projects/${id}/admin-reject`,
    stage: 'admin_review',
    body: () => ({ feedback: 'Nein' }),
    expected: all(403, { admin: 200, adminAsOwner: 200 }),
  },
  {
    name: 'client approve',
    method: 'POST',
    path: (id) => `/api/projects/${id}/approve`,
    stage: 'review',
    expected: all(403, { owner: 200, commenter: 403, viewer: 403, adminAsOwner: 200, otherClient: 404 }),
  },
  {
    name: 'request changes',
    method: 'POST',
    path: (id) => `/api/projects/${id}/request-changes`,
    stage: 'review',
    body: () => ({ feedback: 'Anders' }),
    expected: all(403, { owner: 200, commenter: 403, viewer: 403, adminAsOwner: 200, otherClient: 404 }),
  },
  {
    name: 'read comments',
    method: 'GET',
    path: (id) => `/api/projects/${id}/comments`,
    expected: all(200, { otherClient: 404, otherDesigner: 404 }),
  },
  {
    name: 'write a comment',
    method: 'POST',
    path: (id) => `/api/projects/${id}/comments`,
    body: () => ({ message: 'Hallo' }),
    expected: all(201, { viewer: 403, otherClient: 404, otherDesigner: 404 }),
  },
  {
    name: 'read the timeline',
    method: 'GET',
    path: (id) => `/api/projects/${id}/timeline`,
    expected: all(200, { otherClient: 404, otherDesigner: 404 }),
  },
  {
    name: "read an order's scheduled posts",
    method: 'GET',
    path: (id) => `/api/projects/${id}/scheduled-posts`,
    expected: all(200, { otherClient: 404, otherDesigner: 404 }),
  },
  {
    name: "read the company's social accounts",
    method: 'GET',
    path: (_, client) => `/api/clients/${client}/social-accounts`,
    expected: all(200, { otherClient: 403, designer: 403, otherDesigner: 403 }),
  },
  // No network is configured here: who may connect learns what is missing, nobody else learns anything.
  {
    name: 'connect a social account',
    method: 'POST',
    path: (_, client) => `/api/clients/${client}/social-accounts/instagram/connect`,
    expected: all(503, { ...OWNER_ONLY, otherClient: 403, designer: 403, otherDesigner: 403 }),
  },
  {
    name: "read the company's analytics",
    method: 'GET',
    path: (_, client) => `/api/clients/${client}/analytics?month=2026-11`,
    expected: all(200, { otherClient: 403, designer: 403, otherDesigner: 403 }),
  },
  {
    name: "read the company's best times",
    method: 'GET',
    path: (_, client) => `/api/clients/${client}/best-times`,
    expected: all(200, { otherClient: 404, designer: 403, otherDesigner: 403 }),
  },
  {
    name: "read the company's members",
    method: 'GET',
    path: (_, client) => `/api/clients/${client}/members`,
    expected: all(200, { otherClient: 403, designer: 403, otherDesigner: 403 }),
  },
  {
    name: 'invite a member',
    method: 'POST',
    path: (_, client) => `/api/clients/${client}/members`,
    body: () => ({ name: 'Matrix', email: `member-${Math.random().toString(36).slice(2)}@example.ch`, role: 'viewer' }),
    expected: all(201, { ...OWNER_ONLY, otherClient: 403, designer: 403, otherDesigner: 403 }),
  },
  {
    name: "list the company's data exports",
    method: 'GET',
    path: (_, client) => `/api/clients/${client}/data-exports`,
    expected: all(200, { ...OWNER_ONLY, otherClient: 403, designer: 403, otherDesigner: 403 }),
  },
  {
    // No erasure is scheduled: 404 is the answer of those let in.
    name: "read the company's pending erasure",
    method: 'GET',
    path: (_, client) => `/api/clients/${client}/erasure`,
    expected: all(404, { ...OWNER_ONLY, otherClient: 403, designer: 403, otherDesigner: 403 }),
  },
  {
    name: 'read one’s own data',
    method: 'GET',
    path: () => '/api/me/data',
    expected: all(200),
  },
  {
    name: 'list the pending erasures',
    method: 'GET',
    path: () => '/api/admin/erasures',
    expected: all(403, { admin: 200, adminAsOwner: 200 }),
  },
  {
    name: 'read the approval rule',
    method: 'GET',
    path: (_, client) => `/api/clients/${client}/approval-rule`,
    expected: all(200, { otherClient: 403, designer: 403, otherDesigner: 403 }),
  },
  {
    name: 'set the approval rule',
    method: 'PUT',
    path: (_, client) => `/api/clients/${client}/approval-rule`,
    body: () => ({ rule: 'any' }),
    expected: all(200, { ...OWNER_ONLY, otherClient: 403, designer: 403, otherDesigner: 403 }),
  },
  {
    name: 'create a guest link',
    method: 'POST',
    path: (id) => `/api/projects/${id}/guest-links`,
    body: () => ({ name: 'Gast', role: 'view', expiresInDays: 7 }),
    expected: all(201, {
      commenter: 403,
      viewer: 403,
      approver: 201,
      otherClient: 404,
      designer: 403,
      otherDesigner: 404,
    }),
  },
  {
    name: 'list guest links',
    method: 'GET',
    path: (id) => `/api/projects/${id}/guest-links`,
    expected: all(200, {
      commenter: 403,
      viewer: 403,
      approver: 200,
      otherClient: 404,
      designer: 403,
      otherDesigner: 404,
    }),
  },
  {
    name: 'read the calendar',
    method: 'GET',
    path: (_, client) => `/api/clients/${client}/calendar?from=2030-03-01&to=2030-03-31`,
    expected: all(200, { otherClient: 403, otherDesigner: 403 }),
  },
  {
    name: 'review queue',
    method: 'GET',
    path: () => '/api/admin/review-queue',
    expected: all(403, { admin: 200, adminAsOwner: 200 }),
  },
  {
    name: 'overdue board',
    method: 'GET',
    path: () => '/api/admin/overdue',
    expected: all(403, { admin: 200, adminAsOwner: 200 }),
  },
  {
    name: 'designer badge',
    method: 'GET',
    path: () => '/api/designer/badge',
    expected: all(403, { designer: 200, otherDesigner: 200 }),
  },
  {
    name: 'client badge',
    method: 'GET',
    path: () => '/api/client/badge',
    expected: all(200, { designer: 403, otherDesigner: 403, admin: 403 }),
  },
  {
    name: 'content limits',
    method: 'GET',
    path: () => '/api/me/limits',
    expected: all(200, { designer: 403, otherDesigner: 403, admin: 403 }),
  },
  {
    name: 'create a user',
    method: 'POST',
    path: () => '/api/admin/users',
    body: () => ({
      name: 'Matrix',
      email: `matrix-${Math.random().toString(36).slice(2)}@example.ch`,
      password: 'Sonnen-Blumen-Feld-42',
      role: 'client',
    }),
    expected: all(403, { admin: 201, adminAsOwner: 201 }),
  },
  {
    name: 'assign a designer',
    method: 'PUT',
    path: (_, client) => `/api/admin/clients/${client}/designer`,
    body: (p) => ({ designerId: p.designer.id }),
    expected: all(403, { admin: 200, adminAsOwner: 200 }),
  },
  {
    name: "read the installation's settings",
    method: 'GET',
    path: () => '/api/admin/settings',
    expected: all(403, { admin: 200, adminAsOwner: 200 }),
  },
  {
    name: "change the installation's settings",
    method: 'PUT',
    path: () => '/api/admin/settings',
    body: () => ({ canton: 'ZH' }),
    expected: all(403, { admin: 200, adminAsOwner: 200 }),
  },
  {
    name: 'assign a plan',
    method: 'PUT',
    path: (_, client) => `/api/admin/clients/${client}/plan`,
    body: () => ({ planId: matrixPlanId }),
    expected: all(403, { admin: 200, adminAsOwner: 200 }),
  },
];

describe('authorization: every caller x every order endpoint', () => {
  let app: TestApp;
  let people: Cast;
  const members = {} as Record<(typeof MEMBER_CALLERS)[number], Record<string, string>>;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    people = await cast(app);
    await inContext(app, async (em) => {
      const plan = em.create(Plan, {
        name: `Matrix ${Date.now()}`,
        price: 1,
        priceDisplay: 'CHF 1.00',
        description: '',
        postLimit: 10_000,
        carouselLimit: 10_000,
        reelLimit: 10_000,
        features: [],
        isRecommended: false,
        ctaLabel: 'Plan wählen',
        stripePriceId: null,
      });
      await em.flush();
      matrixPlanId = plan.id;
      await em.nativeUpdate(
        Subscription,
        { user: { $in: [people.client.id, people.otherClient.id] }, status: 'active' },
        { plan: plan.id },
      );
    });
    for (const role of MEMBER_CALLERS) {
      const member = await inContext(app, () =>
        app.get<AccountRegistry>(AccountRegistry).create({
          name: `Matrix ${role}`,
          email: uniqueEmail(role),
          password: TEST_PASSWORD,
          role: 'client',
          membership: { clientId: people.client.id, role, invitedBy: people.client.id },
        }),
      );
      members[role] = (await signIn(app, { email: member.email, password: TEST_PASSWORD })).auth;
    }
  });
  afterAll(() => app.close());

  function headersOf(caller: Caller): Record<string, string> {
    switch (caller) {
      case 'owner':
        return people.client.auth;
      case 'approver':
      case 'commenter':
      case 'viewer':
        return members[caller];
      case 'otherClient':
        return people.otherClient.auth;
      case 'designer':
        return people.designer.auth;
      case 'otherDesigner':
        return people.otherDesigner.auth;
      case 'admin':
        return people.admin.auth;
      case 'adminAsOwner':
        return { ...people.admin.auth, 'x-view-as-client': people.client.id };
      case 'anonymous':
        return {};
    }
  }

  /** A fresh order of the owner in the stage, built through the domain by the factory. */
  async function orderAt(stage: Stage = 'new'): Promise<string> {
    const project = await new ProjectFactory(app).create({
      status: stage,
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
    });
    return project.id;
  }

  const cases = ROWS.flatMap((row) => CALLERS.map((caller) => [row.name, caller, row.expected[caller], row] as const));

  it.each(cases)('%s as %s answers %i', async (_, caller, expected, row) => {
    const id = await orderAt(row.stage);
    const response = await app.request(row.method, row.path(id, people.client.id), {
      headers: headersOf(caller),
      payload: row.body?.(people),
      form: row.upload ? form([{ name: 'datei.png', bytes: PNG }]) : undefined,
    });
    expect(response.statusCode).toBe(expected);
    if (expected >= 400)
      expect(response.json()).toMatchObject({
        statusCode: expected,
        code: expect.any(String),
        message: expect.any(String),
      });
  });
});
