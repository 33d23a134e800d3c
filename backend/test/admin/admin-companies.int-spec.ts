import { Account } from '../../src/accounts/account.entity.js';
import { Profile } from '../../src/accounts/profile.entity.js';
import { Subscription } from '../../src/billing/subscription.entity.js';
import { ClientDesigner } from '../../src/clients/client-designer.entity.js';
import type { MemberRole } from '../../src/contracts/team.js';
import { dropDatabase, ownDatabaseUrl } from '../databases.js';
import { createMember, createUser, ensurePlans, inContext, linkDesigner, signIn, type TestUser } from '../factories.js';
import { form, PNG } from '../files.js';
import { ProjectFactory } from '../project-factory.js';
import { createTestApp, uniqueEmail, type TestApp } from '../test-app.js';

/**
 * «A company is one client» (docs/decisions.md): an account invited into a company is a member
 * there and never a client of its own: no admin list, search, count or statistic shows it, and
 * every endpoint that takes a client's id answers 404 for it. The counts are the installation's,
 * so this file has a database of its own.
 */
const databaseUrl = ownDatabaseUrl('admin_companies');

interface Company {
  owner: TestUser;
  members: Record<Exclude<MemberRole, 'owner'>, TestUser>;
}

describe('admin: a company is one client, its members are none', () => {
  let app: TestApp;
  let adminAuth: Record<string, string>;
  let designer: TestUser;
  let company: Company;

  const call = (method: string, path: string, payload?: unknown, headers: Record<string, string> = adminAuth) =>
    app.request(method, path, { headers, payload });

  /** An account invited into the company with the role (as the team's invitation makes it); `joined`: it set its password. */
  async function invite(clientId: string, role: MemberRole, name: string, joined: boolean): Promise<TestUser> {
    return createMember(app, clientId, role, { name, joined });
  }

  /** An owner's company with an approver (joined), a commenter (joined) and a viewer (still invited). */
  async function newCompany(ownerName: string): Promise<Company> {
    const owner = await createUser(app, 'client', ownerName);
    return {
      owner,
      members: {
        approver: await invite(owner.id, 'approver', `${ownerName} Freigabe`, true),
        commenter: await invite(owner.id, 'commenter', `${ownerName} Kommentar`, true),
        viewer: await invite(owner.id, 'viewer', `${ownerName} Lesen`, false),
      },
    };
  }

  beforeAll(async () => {
    await dropDatabase(databaseUrl);
    ({ app } = await createTestApp({ DATABASE_URL: databaseUrl }));
    adminAuth = (await signIn(app, await createUser(app, 'admin', 'Adrian Admin'))).auth;
    designer = await createUser(app, 'designer', 'Dora Design');
    await ensurePlans(app);
    company = await newCompany('Zora Zahn');
  });
  afterAll(async () => {
    await app.close();
    await dropDatabase(databaseUrl);
  });

  describe('every endpoint that takes a client id answers 404 for a member, and works for its company', () => {
    let planId: string;
    beforeAll(async () => {
      [, { id: planId }] = await ensurePlans(app);
    });

    /** The admin's calls that name a client, each with what it sends. */
    const ENDPOINTS: [string, (id: string) => string, (() => unknown)?][] = [
      ['GET', (id) => `/api/admin/clients/${id}`],
      ['PATCH', (id) => `/api/admin/clients/${id}`, () => ({ name: 'Umbenannt' })],
      ['POST', (id) => `/api/admin/clients/${id}/status`, () => ({ status: 'inactive' })],
      ['PUT', (id) => `/api/admin/clients/${id}/plan`, () => ({ planId })],
      ['PUT', (id) => `/api/admin/clients/${id}/designer`, () => ({ designerId: designer.id })],
      ['GET', (id) => `/api/clients/${id}/branding`],
      ['PUT', (id) => `/api/clients/${id}/branding`, () => ({ brandingData: { clientName: 'Fremd' } })],
      ['GET', (id) => `/api/clients/${id}/members`],
      [
        'POST',
        (id) => `/api/clients/${id}/members`,
        () => ({ name: 'Neu', email: uniqueEmail('neu'), role: 'viewer' }),
      ],
      ['GET', (id) => `/api/clients/${id}/approval-rule`],
      ['PUT', (id) => `/api/clients/${id}/approval-rule`, () => ({ rule: 'all' })],
      ['GET', (id) => `/api/clients/${id}/calendar?from=2026-11-01&to=2026-11-30`],
      ['GET', (id) => `/api/clients/${id}/social-accounts`],
      ['GET', (id) => `/api/clients/${id}/analytics?month=2026-11`],
      // Last: were it let through, the member would be gone for the rows after it.
      ['DELETE', (id) => `/api/admin/clients/${id}`],
    ];

    // Before the table, whose last row would delete the members were it let through.
    it('POST /api/clients/<member>/logo: 404', async () => {
      const response = await app.request('POST', `/api/clients/${company.members.approver.id}/logo`, {
        headers: adminAuth,
        form: form([{ name: 'logo.png', bytes: PNG }], 'file'),
      });
      expect([response.statusCode, response.json<{ message: string }>().message]).toEqual([
        404,
        'Kunde nicht gefunden',
      ]);
    });

    it("X-View-As-Client with a member's id: 404; with its company's: the view", async () => {
      const asMember = await call('GET', '/api/auth/me', undefined, {
        ...adminAuth,
        'x-view-as-client': company.members.viewer.id,
      });
      expect([asMember.statusCode, asMember.json<{ message: string }>().message]).toEqual([
        404,
        'Kunde nicht gefunden',
      ]);
      expect(
        (await call('GET', '/api/auth/me', undefined, { ...adminAuth, 'x-view-as-client': company.owner.id }))
          .statusCode,
      ).toBe(200);
    });

    it.each(
      (['approver', 'commenter', 'viewer'] as const).flatMap((role) =>
        ENDPOINTS.map(([method, path, body]) => [method, path(`<${role}>`), role, path, body] as const),
      ),
    )('%s %s: 404 «Kunde nicht gefunden»', async (method, _shown, role, path, body) => {
      const response = await call(method, path(company.members[role].id), body?.());
      expect([response.statusCode, response.json()]).toEqual([
        404,
        expect.objectContaining({ code: 'NOT_FOUND', message: 'Kunde nicht gefunden' }),
      ]);
    });

    it('changed nothing of the members: active, no plan, no designer, still in the company', async () => {
      const ids = Object.values(company.members).map((member) => member.id);
      await inContext(app, async (em) => {
        expect(await em.count(Account, { id: { $in: ids } })).toBe(3);
        expect(await em.count(Profile, { account: { $in: ids }, status: 'active' })).toBe(3);
        expect(await em.count(Subscription, { user: { $in: ids } })).toBe(0);
        expect(await em.count(ClientDesigner, { client: { $in: ids } })).toBe(0);
      });
      const members = (await call('GET', `/api/clients/${company.owner.id}/members`)).json<{ userId: string }[]>();
      expect(members.map((member) => member.userId).sort()).toEqual([company.owner.id, ...ids].sort());
    });

    it.each([
      ['GET', (id: string) => `/api/admin/clients/${id}`, undefined, 200],
      ['PUT', (id: string) => `/api/admin/clients/${id}/designer`, () => ({ designerId: designer.id }), 200],
      ['PUT', (id: string) => `/api/admin/clients/${id}/plan`, () => ({ planId }), 200],
      ['GET', (id: string) => `/api/clients/${id}/branding`, undefined, 404],
      ['GET', (id: string) => `/api/clients/${id}/calendar?from=2026-11-01&to=2026-11-30`, undefined, 200],
    ] as const)('%s with the company id answers as before (%#)', async (method, path, body, status) => {
      const response = await call(method, path(company.owner.id), body?.());
      expect(response.statusCode).toBe(status);
      // A company without a brand record answers «none yet», not «no such client».
      if (status === 404) expect(response.json<{ message: string }>().message).not.toBe('Kunde nicht gefunden');
    });
  });

  it("the client's detail lists the company's people with their roles and whether they joined", async () => {
    const detail = (await call('GET', `/api/admin/clients/${company.owner.id}`)).json<{ members: unknown[] }>();
    expect(detail.members).toEqual([
      { userId: company.owner.id, name: 'Zora Zahn', email: company.owner.email, role: 'owner', status: 'active' },
      {
        userId: company.members.approver.id,
        name: 'Zora Zahn Freigabe',
        email: company.members.approver.email,
        role: 'approver',
        status: 'active',
      },
      {
        userId: company.members.commenter.id,
        name: 'Zora Zahn Kommentar',
        email: company.members.commenter.email,
        role: 'commenter',
        status: 'active',
      },
      {
        userId: company.members.viewer.id,
        name: 'Zora Zahn Lesen',
        email: company.members.viewer.email,
        role: 'viewer',
        status: 'invited',
      },
    ]);
  });

  it('the list, its search, the dashboard counts and the designer statistics count the company once and no member', async () => {
    type Row = { id: string; name: string };
    const list = async (search?: string) =>
      (await call('GET', `/api/admin/clients${search ? `?search=${encodeURIComponent(search)}` : ''}`)).json<Row[]>();
    const stats = async () => (await call('GET', '/api/admin/stats')).json<{ activeClients: number }>();
    const before = await stats();
    const beforeIds = (await list()).map((row) => row.id);

    const other = await newCompany('Yves Ypsilon');
    await linkDesigner(app, other.owner.id, designer.id);
    const memberIds = Object.values(other.members).map((member) => member.id);

    const after = (await list()).map((row) => row.id);
    expect(after.filter((id) => !beforeIds.includes(id))).toEqual([other.owner.id]);
    for (const id of [...memberIds, ...Object.values(company.members).map((member) => member.id)])
      expect(after).not.toContain(id);
    // The search finds the company by its name and no member by theirs or their e-mail.
    expect((await list('Yves Ypsilon')).map((row) => row.id)).toEqual([other.owner.id]);
    expect(await list(other.members.approver.email)).toEqual([]);
    expect(await list('Ypsilon Kommentar')).toEqual([]);
    // «Aktive Kunden»: one more company, however many people it has.
    expect((await stats()).activeClients).toBe(before.activeClients + 1);

    // The designer's own list of clients (both companies are linked to it) and its statistics of the month.
    const designerAuth = (await signIn(app, designer)).auth;
    const designerClients = (await call('GET', '/api/designer/clients', undefined, designerAuth)).json<Row[]>();
    expect(designerClients.map((row) => row.id).sort()).toEqual([company.owner.id, other.owner.id].sort());
    await new ProjectFactory(app).create({ clientId: other.owner.id, designerId: designer.id });
    const month = new Intl.DateTimeFormat('sv-SE', {
      timeZone: 'Europe/Zurich',
      year: 'numeric',
      month: '2-digit',
    }).format(new Date());
    const designerStats = (await call('GET', `/api/admin/designer-stats?month=${month}`)).json<{
      designers: { id: string; total: number }[];
    }>();
    expect(designerStats.designers.filter((row) => row.id === designer.id).map((row) => row.total)).toEqual([1]);
  });

  it("deleting a company takes its people's accounts with it: signed out at once, no longer anyone's user", async () => {
    const leaving = await newCompany('Lea Letzt');
    const approverAuth = (await signIn(app, leaving.members.approver)).auth;
    expect((await call('GET', '/api/auth/me', undefined, approverAuth)).statusCode).toBe(200);

    expect((await call('DELETE', `/api/admin/clients/${leaving.owner.id}`)).statusCode).toBe(204);

    expect((await call('GET', '/api/auth/me', undefined, approverAuth)).statusCode).toBe(401);
    const ids = [leaving.owner.id, ...Object.values(leaving.members).map((member) => member.id)];
    expect(await inContext(app, (em) => em.count(Account, { id: ids }))).toBe(0);
    // The other company's people stay.
    expect(
      await inContext(app, (em) =>
        em.count(Account, { id: Object.values(company.members).map((member) => member.id) }),
      ),
    ).toBe(3);
  });

  it('an admin-made client gets the brand defaults #00AEEF, #FFFFFF and Inter for what is left out or empty; what is given stays', async () => {
    const create = async (fields: Record<string, unknown>) => {
      const response = await call('POST', '/api/admin/clients', {
        name: 'Velo Vogel',
        email: uniqueEmail('velo'),
        password: 'Sonnen-Blumen-Feld-42',
        ...fields,
      });
      expect(response.statusCode).toBe(201);
      return response.json<{
        branding: { colorPrimary: string; colorSecondary: string; font: string; brandingData: { textFont: string } };
      }>().branding;
    };
    expect(await create({})).toMatchObject({
      colorPrimary: '#00AEEF',
      colorSecondary: '#FFFFFF',
      font: 'Inter',
      brandingData: { textFont: 'Inter' },
    });
    expect(await create({ colorPrimary: '', colorSecondary: '', font: '  ' })).toMatchObject({
      colorPrimary: '#00AEEF',
      colorSecondary: '#FFFFFF',
      font: 'Inter',
    });
    expect(await create({ colorPrimary: '#7A3E1D', colorSecondary: '#101010', font: 'Lora' })).toMatchObject({
      colorPrimary: '#7A3E1D',
      colorSecondary: '#101010',
      font: 'Lora',
    });

    // A client that signed up itself keeps the brand's own defaults when its record is first made.
    const selfMade = await createUser(app, 'client', 'Selma Selbst');
    const patched = (await call('PATCH', `/api/admin/clients/${selfMade.id}`, { brandName: 'Selma' })).json<{
      branding: { colorPrimary: string; font: string };
    }>();
    expect(patched.branding).toMatchObject({ colorPrimary: '#000000', font: 'Arial' });
  });
});
