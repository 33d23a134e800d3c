import { randomUUID } from 'node:crypto';
import { PasswordSetupToken } from '../../src/accounts/password-setup-token.entity.js';
import type { DomainEventMessage } from '../../src/contracts/events.js';
import { deliveriesFor } from '../../src/notifications/notification-rules.js';
import { pdfText } from '../pdf-text.js';
import { inContext, signIn } from '../factories.js';
import { PNG, form } from '../files.js';
import { createProject, type Cast, castApp, callerOf } from '../projects-fixtures.js';
import { uniqueEmail, type TestApp } from '../test-app.js';

type Auth = Record<string, string>;
interface Member {
  userId: string;
  name: string;
  email: string;
  role: string;
  status: string;
}
interface Detail {
  status: string;
  reviewCount: number;
  allowedActions: string[];
  versions: { number: number; files: { id: string }[] }[];
  pins: { id: string; comment: string; pending: boolean; author: { name: string } | null; versionNumber: number }[];
  approvals: { versionNumber: number; by: { name: string; kind: string } }[];
  approvalProgress: { rule: string; approved: number; required: number; approvedByMe: boolean } | null;
  rights: { pin: boolean; guestLinks: boolean };
}

const PASSWORD = 'Team-Mitglied-Passwort-7';

describe("the client's team: members with roles, the approval rule, one revision per change request", () => {
  let app: TestApp;
  let people: Cast;

  beforeAll(async () => ({ app, people } = await castApp()));
  afterAll(() => app.close());

  const call = callerOf(() => app);
  const detail = async (id: string, auth: Auth) => (await call('GET', `/api/projects/${id}`, auth)).json<Detail>();

  /** Invites a member as the owner and lets it choose its password through the mail's link, signed in. */
  async function join(owner: { id: string; auth: Auth }, role: string, name: string) {
    const email = uniqueEmail(role);
    const invited = await call('POST', `/api/clients/${owner.id}/members`, owner.auth, { name, email, role });
    expect(invited.statusCode).toBe(201);
    const member = invited.json<Member>();
    expect(member).toMatchObject({ name, email, role, status: 'invited' });
    const token = await inContext(app, async (em) => {
      const issued = await PasswordSetupToken.issue(em, member.userId, app.config.passwordLinkTtlHours);
      await em.flush();
      return issued!;
    });
    expect(
      (await app.request('POST', '/api/auth/set-password', { payload: { token, password: PASSWORD } })).statusCode,
    ).toBe(204);
    const { auth } = await signIn(app, { email, password: PASSWORD });
    return { ...member, auth };
  }

  /** An order of the client in review with V1 of two slides (submitted by the designer, passed by the admin). */
  async function inReview(owner: { auth: Auth }) {
    const { id } = await createProject(app, owner.auth);
    await call('POST', `/api/projects/${id}/start`, people.designer.auth);
    const submitted = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: people.designer.auth,
      form: form([
        { name: 'slide-1.png', bytes: PNG },
        { name: 'slide-2.png', bytes: PNG },
      ]),
    });
    expect(submitted.statusCode).toBe(200);
    expect((await call('POST', `/api/projects/${id}/admin-approve`, people.admin.auth, {})).statusCode).toBe(200);
    return id;
  }

  it('lets the owner invite, change and remove members; the last owner stays; roles decide what each may do', async () => {
    const owner = people.client;
    const approver = await join(owner, 'approver', 'Anna Freigabe');
    const commenter = await join(owner, 'commenter', 'Kurt Kommentar');
    const viewer = await join(owner, 'viewer', 'Lea Lesen');

    const listed = (await call('GET', `/api/clients/${owner.id}/members`, viewer.auth)).json<Member[]>();
    expect(listed.map((member) => [member.name, member.role, member.status])).toEqual([
      ['Kundin Kessler', 'owner', 'active'],
      ['Anna Freigabe', 'approver', 'active'],
      ['Kurt Kommentar', 'commenter', 'active'],
      ['Lea Lesen', 'viewer', 'active'],
    ]);
    expect((await call('GET', '/api/me/clients', commenter.auth)).json()).toEqual([
      { clientId: owner.id, name: 'Kundin Kessler', role: 'commenter', rule: 'any' },
    ]);

    // Members see the company's orders; only the owner orders, manages the team and the brand.
    const { id } = await createProject(app, owner.auth);
    expect((await call('GET', `/api/projects/${id}`, viewer.auth)).statusCode).toBe(200);
    expect(
      (await call('GET', '/api/projects', viewer.auth)).json<{ items: { id: string }[] }>().items.map((row) => row.id),
    ).toContain(id);
    expect(
      (await call('POST', '/api/projects', approver.auth, { title: 'x', description: 'y', contentType: 'post' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('POST', `/api/clients/${owner.id}/members`, approver.auth, {
          name: 'X',
          email: uniqueEmail('x'),
          role: 'viewer',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/clients/${owner.id}/approval-rule`, approver.auth, { rule: 'all' })).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', `/api/clients/${owner.id}/branding`, commenter.auth, { brandingData: {} })).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/projects/${id}/comments`, viewer.auth, { message: 'Hallo' })).statusCode).toBe(
      403,
    );
    expect((await call('POST', `/api/projects/${id}/comments`, commenter.auth, { message: 'Schön!' })).statusCode).toBe(
      201,
    );
    // Another company's team is not theirs to read.
    expect((await call('GET', `/api/clients/${people.otherClient.id}/members`, approver.auth)).statusCode).toBe(403);
    expect((await call('GET', `/api/projects/${id}`, people.otherClient.auth)).statusCode).toBe(404);

    // An e-mail that has an account already cannot be invited.
    expect(
      (
        await call('POST', `/api/clients/${owner.id}/members`, owner.auth, {
          name: 'Doppelt',
          email: approver.email,
          role: 'viewer',
        })
      ).json(),
    ).toMatchObject({ code: 'EMAIL_TAKEN' });

    // The last owner stays: neither demoted nor removed.
    expect(
      (await call('PATCH', `/api/clients/${owner.id}/members/${owner.id}`, owner.auth, { role: 'approver' })).json(),
    ).toMatchObject({ code: 'LAST_OWNER' });
    expect((await call('DELETE', `/api/clients/${owner.id}/members/${owner.id}`, owner.auth)).json()).toMatchObject({
      code: 'LAST_OWNER',
    });
    // With a second owner, the first may step down; the new owner counts from its next request.
    expect(
      (
        await call('PATCH', `/api/clients/${owner.id}/members/${approver.userId}`, owner.auth, { role: 'owner' })
      ).json(),
    ).toMatchObject({ role: 'owner' });
    expect(
      (await call('PATCH', `/api/clients/${owner.id}/members/${owner.id}`, approver.auth, { role: 'approver' })).json(),
    ).toMatchObject({ role: 'approver' });
    expect(
      (await call('PATCH', `/api/clients/${owner.id}/members/${owner.id}`, approver.auth, { role: 'owner' }))
        .statusCode,
    ).toBe(200);

    // Removing a member ends its sessions at once; its account no longer signs in.
    expect((await call('GET', '/api/projects', viewer.auth)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/clients/${owner.id}/members/${viewer.userId}`, owner.auth)).statusCode).toBe(
      204,
    );
    expect((await call('GET', '/api/projects', viewer.auth)).statusCode).toBe(401);
    expect(
      (await app.request('POST', '/api/auth/sign-in', { payload: { email: viewer.email, password: PASSWORD } }))
        .statusCode,
    ).not.toBe(200);
    expect(
      (await call('GET', `/api/clients/${owner.id}/members`, owner.auth)).json<Member[]>().map((member) => member.name),
    ).not.toContain('Lea Lesen');
  });

  it('sends every pin the team placed in the round as one revision, and approves under «all» once every approver approved the same version', async () => {
    const owner = people.otherClient;
    const approver = await join(owner, 'approver', 'Bea Freigabe');
    const commenter = await join(owner, 'commenter', 'Carl Kommentar');
    // otherClient's orders go to otherDesigner: use it as the designer here.
    const designer = people.otherDesigner;
    const { id } = await createProject(app, owner.auth);
    await call('POST', `/api/projects/${id}/start`, designer.auth);
    const submit = async () => {
      const response = await app.request('POST', `/api/projects/${id}/final-designs`, {
        headers: designer.auth,
        form: form([
          { name: 'slide-1.png', bytes: PNG },
          { name: 'slide-2.png', bytes: PNG },
        ]),
      });
      expect(response.statusCode).toBe(200);
      expect((await call('POST', `/api/projects/${id}/admin-approve`, people.admin.auth, {})).statusCode).toBe(200);
    };
    await submit();

    const v1 = (await detail(id, commenter.auth)).versions[0];
    expect((await detail(id, commenter.auth)).rights).toEqual({ pin: true, guestLinks: false });
    expect((await detail(id, commenter.auth)).allowedActions).toEqual([]);
    // The commenter and the approver pin; the commenter may not decide.
    const pin = (auth: Auth, comment: string, file = 0) =>
      call('POST', `/api/projects/${id}/pins`, auth, { attachmentId: v1.files[file].id, x: 0.2, y: 0.3, comment });
    expect((await pin(commenter.auth, 'Logo grösser')).statusCode).toBe(201);
    expect((await pin(commenter.auth, 'Farbe wärmer', 1)).statusCode).toBe(201);
    const mistaken = (await pin(approver.auth, 'Doch nicht')).json<{ id: string }>();
    expect((await call('DELETE', `/api/projects/${id}/pins/${mistaken.id}`, commenter.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/projects/${id}/pins/${mistaken.id}`, approver.auth)).statusCode).toBe(204);
    expect(
      (await call('POST', `/api/projects/${id}/request-changes`, commenter.auth, { feedback: 'Bitte ändern' }))
        .statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/projects/${id}/approve`, commenter.auth)).statusCode).toBe(403);

    // The agency sees none of the round's pins until they are sent; the client's side sees them all.
    expect((await detail(id, designer.auth)).pins).toEqual([]);
    expect((await detail(id, owner.auth)).pins.map((p) => [p.comment, p.pending, p.author?.name])).toEqual([
      ['Logo grösser', true, 'Carl Kommentar'],
      ['Farbe wärmer', true, 'Carl Kommentar'],
    ]);

    // One change request sends them all, with the approver's own pin: one revision.
    const asked = await call('POST', `/api/projects/${id}/request-changes`, approver.auth, {
      feedback: '',
      pins: [{ attachmentId: v1.files[0].id, x: 0.8, y: 0.8, comment: 'Adresse ergänzen' }],
    });
    expect(asked.statusCode).toBe(200);
    const after = await detail(id, designer.auth);
    expect(after.reviewCount).toBe(1);
    expect(after.pins.map((p) => [p.comment, p.pending])).toEqual([
      ['Logo grösser', false],
      ['Farbe wärmer', false],
      ['Adresse ergänzen', false],
    ]);

    // Under «all», V2 is approved when the owner and the approver both approved it, sent at once.
    expect((await call('PUT', `/api/clients/${owner.id}/approval-rule`, owner.auth, { rule: 'all' })).json()).toEqual({
      rule: 'all',
    });
    await submit();
    expect((await detail(id, approver.auth)).approvalProgress).toEqual({
      rule: 'all',
      approved: 0,
      required: 2,
      approvedByMe: false,
    });
    const [first, second] = await Promise.all([
      call('POST', `/api/projects/${id}/approve`, owner.auth),
      call('POST', `/api/projects/${id}/approve`, approver.auth),
    ]);
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    const approved = await detail(id, commenter.auth);
    expect(approved.status).toBe('completed');
    expect(approved.approvals.map((a) => [a.versionNumber, a.by.kind]).sort()).toEqual([
      [2, 'member'],
      [2, 'member'],
    ]);
    expect(approved.approvals.map((a) => a.by.name).sort()).toEqual(['Bea Freigabe', 'Fremde Kundin']);
    const timeline = (await call('GET', `/api/projects/${id}/timeline`, owner.auth))
      .json<{ type: string }[]>()
      .map((entry) => entry.type);
    expect(timeline.filter((type) => type === 'ApprovalGiven')).toHaveLength(1);
    expect(timeline.filter((type) => type === 'DesignApprovedByClient')).toHaveLength(1);

    // The approval record names each who approved; the change request names the approver.
    const record = await fetch(
      `${app.baseUrl}${((await detail(id, owner.auth)) as Detail & { downloads: { recordUrl: string } }).downloads.recordUrl}`,
    );
    const text = pdfText(Buffer.from(await record.arrayBuffer())).replace(/\s+/g, ' ');
    for (const line of [
      'Änderungen an V1 angefordert von Bea Freigabe',
      'V2 freigegeben von Bea Freigabe',
      'V2 freigegeben von Fremde Kundin',
    ])
      expect(text).toContain(line);

    // Who hears of a design ready for review: the whole team in the bell, those who decide by mail.
    const ready = {
      eventId: randomUUID(),
      type: 'DesignApprovedByAdmin',
      actorId: null,
      projectId: id,
      data: {},
    } as unknown as DomainEventMessage;
    const { deliveries } = await inContext(app, (em) => deliveriesFor(em, ready));
    const told = (userId: string) =>
      deliveries
        .filter((d) => d.userId === userId)
        .map((d) => (d.mail ? 'mail' : 'in-app'))
        .sort();
    expect(told(owner.id)).toEqual(['in-app', 'mail']);
    expect(told(approver.userId)).toEqual(['in-app', 'mail']);
    expect(told(commenter.userId)).toEqual(['in-app']);
    expect(told(people.otherDesigner.id)).toEqual([]);
  });

  it('keeps an order in review under «all» while an approver is missing, and refuses the same approval twice', async () => {
    const owner = people.client;
    const id = await inReview(owner);
    await call('PUT', `/api/clients/${owner.id}/approval-rule`, owner.auth, { rule: 'all' });
    const members = (await call('GET', `/api/clients/${owner.id}/members`, owner.auth)).json<Member[]>();
    const deciders = members.filter((member) => member.role === 'owner' || member.role === 'approver').length;
    expect(deciders).toBeGreaterThan(1);
    expect((await call('POST', `/api/projects/${id}/approve`, owner.auth)).json<Detail>()).toMatchObject({
      status: 'review',
      approvalProgress: { rule: 'all', approved: 1, required: deciders, approvedByMe: true },
    });
    expect((await call('POST', `/api/projects/${id}/approve`, owner.auth)).statusCode).toBe(409);
    // An admin acting as the client decides for it.
    const asClient = { ...people.admin.auth, 'x-view-as-client': owner.id };
    expect((await call('POST', `/api/projects/${id}/approve`, asClient)).json<Detail>()).toMatchObject({
      status: 'completed',
    });
    await call('PUT', `/api/clients/${owner.id}/approval-rule`, owner.auth, { rule: 'any' });
  });
});
