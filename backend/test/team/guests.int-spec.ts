import { inContext } from '../factories.js';
import { pdfText } from '../pdf-text.js';
import { PNG, form } from '../files.js';
import { createProject, type Cast, castApp, callerOf } from '../projects-fixtures.js';
import type { TestApp } from '../test-app.js';

type Auth = Record<string, string>;
interface GuestView {
  id: string;
  status: string;
  allowedActions: string[];
  versions: { number: number; files: { id: string }[] }[];
  pins: { comment: string; pending: boolean; author: { name: string } | null }[];
  comments: { message: string; author: { name: string } | null }[];
  approvals: { versionNumber: number; by: { name: string; kind: string } }[];
  client: { name: string; email?: string };
  designer: { name: string; email?: string } | null;
  guest: { name: string; role: string };
}

describe('guest links: one order for a named guest without an account', () => {
  let app: TestApp;
  let people: Cast;

  beforeAll(async () => ({ app, people } = await castApp()));
  afterAll(() => app.close());

  const call = callerOf(() => app);
  const tokenOf = (url: string) => url.split('/r/')[1]!;

  /** An order of the client with V1 passed to it by the admin (and V1 sent back before, which no guest may see). */
  async function inReview(): Promise<string> {
    const { id } = await createProject(app, people.client.auth);
    await call('POST', `/api/projects/${id}/start`, people.designer.auth);
    const submit = () =>
      app.request('POST', `/api/projects/${id}/final-designs`, {
        headers: people.designer.auth,
        form: form([{ name: 'slide.png', bytes: PNG }]),
      });
    expect((await submit()).statusCode).toBe(200);
    expect(
      (await call('POST', `/api/projects/${id}/admin-reject`, people.admin.auth, { feedback: 'Intern: Logo fehlt' }))
        .statusCode,
    ).toBe(200);
    expect((await submit()).statusCode).toBe(200);
    expect((await call('POST', `/api/projects/${id}/admin-approve`, people.admin.auth, {})).statusCode).toBe(200);
    return id;
  }

  async function link(projectId: string, role: string, auth: Auth = people.client.auth) {
    const created = await call('POST', `/api/projects/${projectId}/guest-links`, auth, {
      name: 'Dr. Beat Keller',
      email: 'beat@example.ch',
      role,
      expiresInDays: 7,
    });
    expect(created.statusCode).toBe(201);
    const body = created.json<{ id: string; url: string; expiresAt: string }>();
    expect(body.url).toMatch(/\/r\/[A-Za-z0-9_-]{43}$/);
    return { ...body, token: tokenOf(body.url) };
  }

  it('shows the guest its order as the client sees it, and lets it do what its role allows, named as a guest', async () => {
    const id = await inReview();
    const approver = await link(id, 'approve');
    const viewer = await link(id, 'view');
    const commenter = await link(id, 'comment');

    // The link is listed without its token, and the token is stored only as its hash.
    const listed = (await call('GET', `/api/projects/${id}/guest-links`, people.client.auth)).json<
      { id: string; state: string }[]
    >();
    expect(listed.map((entry) => entry.state)).toEqual(['open', 'open', 'open']);
    expect(JSON.stringify(listed)).not.toContain(approver.token);
    const stored = await inContext(app, (em) =>
      em
        .getConnection()
        .execute<{ token_hash: string }[]>('select token_hash from guest_link where id = ?', [approver.id]),
    );
    expect(stored[0]!.token_hash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored[0]!.token_hash).not.toContain(approver.token);

    // The guest sees the passed version only, no addresses, and who it is.
    const view = (await call('GET', `/api/guest/${viewer.token}`)).json<GuestView>();
    expect(view.id).toBe(id);
    expect(view.versions.map((version) => version.number)).toEqual([2]);
    expect(view.guest).toEqual({ name: 'Dr. Beat Keller', role: 'view' });
    expect(view.client.email).toBeUndefined();
    expect(view.designer?.email).toBeUndefined();
    expect(view.allowedActions).toEqual([]);
    expect(JSON.stringify(view)).not.toContain('Intern: Logo fehlt');

    // A viewer may do nothing; a commenter comments and pins, but decides nothing.
    const fileId = view.versions[0]!.files[0]!.id;
    expect((await call('POST', `/api/guest/${viewer.token}/comments`, {}, { message: 'Hallo' })).statusCode).toBe(403);
    expect((await call('POST', `/api/guest/${viewer.token}/approve`)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/guest/${commenter.token}/comments`, {}, { message: 'Sieht gut aus' })).statusCode,
    ).toBe(201);
    expect(
      (
        await call(
          'POST',
          `/api/guest/${commenter.token}/pins`,
          {},
          { attachmentId: fileId, x: 0.4, y: 0.4, comment: 'Telefonnummer fehlt' },
        )
      ).statusCode,
    ).toBe(201);
    expect((await call('POST', `/api/guest/${commenter.token}/approve`)).statusCode).toBe(403);
    expect(
      (await call('POST', `/api/guest/${commenter.token}/request-changes`, {}, { feedback: 'x' })).statusCode,
    ).toBe(403);

    // The client's side sees the guest's comment and pin, named as a guest; the designer not the pending pin.
    const asClient = (await call('GET', `/api/projects/${id}`, people.client.auth)).json<GuestView>();
    expect(asClient.pins.map((pin) => [pin.comment, pin.pending, pin.author?.name])).toEqual([
      ['Telefonnummer fehlt', true, 'Dr. Beat Keller (Gast)'],
    ]);
    const comments = (await call('GET', `/api/projects/${id}/comments`, people.client.auth)).json<
      { message: string; author: { name: string } }[]
    >();
    expect(comments.find((comment) => comment.message === 'Sieht gut aus')?.author.name).toBe('Dr. Beat Keller (Gast)');
    expect((await call('GET', `/api/projects/${id}`, people.designer.auth)).json<GuestView>().pins).toEqual([]);

    // The approve link approves: the order is completed, the approval names the guest.
    const approved = await call('POST', `/api/guest/${approver.token}/approve`);
    expect(approved.statusCode).toBe(200);
    expect(approved.json<GuestView>().status).toBe('completed');
    const detail = (await call('GET', `/api/projects/${id}`, people.client.auth)).json<GuestView>();
    // Named once: whoever shows it adds «(Gast)» (kind says so).
    expect(detail.approvals).toEqual([
      { versionNumber: 2, by: { name: 'Dr. Beat Keller', kind: 'guest' }, at: expect.any(String) },
    ]);
    const timeline = (await call('GET', `/api/projects/${id}/timeline`, people.client.auth)).json<
      { type: string; data: Record<string, unknown> }[]
    >();
    const approvedEntry = timeline.find((entry) => entry.type === 'DesignApprovedByClient') as
      { data: Record<string, unknown>; actor: { id: string; name: string } } | undefined;
    expect(approvedEntry?.data).toMatchObject({ guest: 'Dr. Beat Keller', guestLinkId: approver.id });
    expect(approvedEntry?.actor).toEqual({ id: approver.id, name: 'Dr. Beat Keller (Gast)' });
    const record = await fetch(
      `${app.baseUrl}${(detail as GuestView & { downloads: { recordUrl: string } }).downloads.recordUrl}`,
    );
    const recordText = pdfText(Buffer.from(await record.arrayBuffer())).replace(/\s+/g, ' ');
    expect(recordText).toContain('V2 freigegeben von Dr. Beat Keller (Gast)');
    expect(recordText).not.toContain('(Gast) (Gast)');
    expect(recordText.match(/freigegeben von Dr\. Beat Keller/g)).toHaveLength(1);
  });

  it('counts an approving guest as one approval: under «any» it completes the order, under «all» the members who must approve still decide', async () => {
    const owner = people.client;
    const setRule = async (rule: string) =>
      expect((await call('PUT', `/api/clients/${owner.id}/approval-rule`, owner.auth, { rule })).statusCode).toBe(200);
    try {
      // «all»: the guest's approval is listed and counted, the order waits for the owner.
      await setRule('all');
      const id = await inReview();
      const guest = await link(id, 'approve');
      // The company is its owner alone: one member must approve, the guest's is one more.
      const deciders = (await call('GET', `/api/clients/${owner.id}/members`, owner.auth))
        .json<{ role: string }[]>()
        .filter((m) => m.role === 'owner' || m.role === 'approver').length;
      expect(deciders).toBe(1);
      const approved = await call('POST', `/api/guest/${guest.token}/approve`);
      expect(approved.statusCode).toBe(200);
      expect(approved.json<GuestView>()).toMatchObject({
        status: 'review',
        approvals: [{ versionNumber: 2, by: { name: 'Dr. Beat Keller', kind: 'guest' } }],
      });
      const asGuest = (await call('GET', `/api/guest/${guest.token}`)).json<
        GuestView & { approvalProgress: unknown }
      >();
      expect(asGuest.approvalProgress).toEqual({
        rule: 'all',
        approved: 1,
        required: deciders + 1,
        approvedByMe: true,
      });
      const asOwner = (await call('GET', `/api/projects/${id}`, owner.auth)).json<
        GuestView & { approvalProgress: unknown }
      >();
      expect(asOwner.approvalProgress).toEqual({
        rule: 'all',
        approved: 1,
        required: deciders + 1,
        approvedByMe: false,
      });
      expect(asOwner.allowedActions).toContain('CLIENT_APPROVE');
      // The same guest twice is refused; the order still waits.
      expect((await call('POST', `/api/guest/${guest.token}/approve`)).json()).toMatchObject({
        statusCode: 409,
        code: 'INVALID_TRANSITION',
      });
      expect((await call('GET', `/api/projects/${id}`, owner.auth)).json<GuestView>().status).toBe('review');
      const done = (await call('POST', `/api/projects/${id}/approve`, owner.auth)).json<GuestView>();
      expect(done.status).toBe('completed');
      expect(done.approvals.map((approval) => approval.by)).toEqual([
        { name: 'Dr. Beat Keller', kind: 'guest' },
        { name: 'Kundin Kessler', kind: 'member' },
      ]);

      // «any»: one guest's approval approves the order, as a member's would.
      await setRule('any');
      const other = await inReview();
      const anyGuest = await link(other, 'approve');
      const completed = await call('POST', `/api/guest/${anyGuest.token}/approve`);
      expect(completed.json<GuestView & { approvalProgress: unknown }>()).toMatchObject({
        status: 'completed',
        approvalProgress: null,
        allowedActions: [],
      });
      const timeline = (await call('GET', `/api/projects/${other}/timeline`, owner.auth)).json<{ type: string }[]>();
      expect(timeline.filter((entry) => entry.type === 'DesignApprovedByClient')).toHaveLength(1);
    } finally {
      await setRule('any');
    }
  });

  it('hands a guest file and record URLs that live 10 minutes at most, the members hours (issue 38)', async () => {
    const id = await inReview();
    const viewer = await link(id, 'view');
    const expiryOf = (url: string) => Number(new URL(url, app.baseUrl).searchParams.get('e')) * 1000;
    const urlsOf = (view: {
      versions: { files: { fileUrl: string; downloadUrl: string }[] }[];
      downloads: { recordUrl: string };
    }) => [
      ...view.versions.flatMap((version) => version.files.flatMap((file) => [file.fileUrl, file.downloadUrl])),
      view.downloads.recordUrl,
    ];
    const guestView = (await call('GET', `/api/guest/${viewer.token}`)).json();
    const guestUrls = urlsOf(guestView);
    expect(guestUrls.length).toBeGreaterThanOrEqual(3);
    const now = Date.now();
    for (const url of guestUrls) {
      expect(expiryOf(url)).toBeGreaterThan(now);
      expect(expiryOf(url)).toBeLessThanOrEqual(now + 10 * 60 * 1000);
      expect((await fetch(`${app.baseUrl}${url}`)).status).toBe(200);
    }
    // The client's own answer keeps its URLs of one to two hours (the browser's caches keep working).
    const memberUrls = urlsOf((await call('GET', `/api/projects/${id}`, people.client.auth)).json());
    for (const url of memberUrls) expect(expiryOf(url)).toBeGreaterThan(now + 59 * 60 * 1000);
  });

  it('refuses a revoked, an expired and a guessed token, and never opens another order', async () => {
    const id = await inReview();
    const other = await inReview();
    const revoked = await link(id, 'approve');
    const expired = await link(id, 'comment');
    const kept = await link(other, 'approve');

    expect((await call('DELETE', `/api/projects/${id}/guest-links/${revoked.id}`, people.client.auth)).statusCode).toBe(
      204,
    );
    await inContext(app, (em) =>
      em
        .getConnection()
        .execute(`update guest_link set expires_at = now() - interval '1 minute' where id = ?`, [expired.id]),
    );
    for (const token of [revoked.token, expired.token, 'A'.repeat(43), 'kurz']) {
      for (const [method, path] of [
        ['GET', ''],
        ['POST', '/comments'],
        ['POST', '/approve'],
      ] as const) {
        const answer = await call(
          method,
          `/api/guest/${token}${path}`,
          {},
          path === '/comments' ? { message: 'x' } : undefined,
        );
        expect(answer.statusCode).toBe(404);
        expect(answer.json()).toMatchObject({
          message: 'Dieser Link ist ungültig, abgelaufen oder wurde zurückgezogen.',
        });
      }
    }
    const states = (await call('GET', `/api/projects/${id}/guest-links`, people.client.auth)).json<
      { id: string; state: string }[]
    >();
    expect(Object.fromEntries(states.map((entry) => [entry.id, entry.state]))).toEqual({
      [revoked.id]: 'revoked',
      [expired.id]: 'expired',
    });

    // A link is for its order only: its token is no session, and it shows its own order.
    expect((await call('GET', `/api/guest/${kept.token}`)).json<GuestView>().id).toBe(other);
    expect((await call('GET', `/api/projects/${id}`, { authorization: `Bearer ${kept.token}` })).statusCode).toBe(401);

    // Another company's members and designers manage no link of this order; the bounds hold.
    expect((await call('GET', `/api/projects/${id}/guest-links`, people.otherClient.auth)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/projects/${id}/guest-links/${kept.id}`, people.client.auth)).statusCode).toBe(
      404,
    );
    const tooLong = await call('POST', `/api/projects/${id}/guest-links`, people.client.auth, {
      name: 'Gast',
      role: 'view',
      expiresInDays: 31,
    });
    expect(tooLong.json()).toMatchObject({ code: 'VALIDATION', message: 'Ein Gast-Link gilt 1 bis 30 Tage' });
    const badRole = await call('POST', `/api/projects/${id}/guest-links`, people.client.auth, {
      name: 'Gast',
      role: 'owner',
      expiresInDays: 3,
    });
    expect(badRole.statusCode).toBe(400);
  });
});
