import { existsSync } from 'node:fs';
import type { ProjectStatus } from '../../src/contracts/projects.js';
import { ClientDesigner } from '../../src/clients/client-designer.entity.js';
import type { DomainEventMessage } from '../../src/contracts/events.js';
import { deliveriesFor } from '../../src/notifications/notification-rules.js';
import { Attachment } from '../../src/projects/files/attachment.entity.js';
import { FileStorage } from '../../src/storage/file-storage.js';
import type { LocalDiskStorage } from '../../src/storage/local-disk.storage.js';
import {
  createMember,
  createUser,
  ensurePlans,
  inContext,
  linkDesigner,
  signIn,
  subscribe,
  type TestUser,
} from '../factories.js';
import { form, PNG } from '../files.js';
import { ProjectFactory } from '../project-factory.js';
import { createTestApp, type TestApp } from '../test-app.js';

type Signed = TestUser & { auth: Record<string, string> };

describe('admin: deleting accounts and relinking clients', () => {
  /** The in-app notifications an event calls for, by the table of who hears what. */
  const inAppNotes = (event: unknown) =>
    inContext(app, async (em) =>
      (await deliveriesFor(em, event as DomainEventMessage)).deliveries.flatMap((d) =>
        d.inApp ? [{ userId: d.userId, ...d.inApp }] : [],
      ),
    );
  let app: TestApp;
  let admin: Signed;
  let factory: ProjectFactory;

  beforeAll(async () => {
    ({ app } = await createTestApp());
    factory = new ProjectFactory(app);
    admin = await signedIn(await createUser(app, 'admin', 'Adrian Admin'));
  });
  afterAll(() => app.close());

  async function signedIn(user: TestUser): Promise<Signed> {
    return { ...user, auth: (await signIn(app, user)).auth };
  }

  async function clientWithDesigner(designerName = 'Dora Designer') {
    const [client, designer] = await Promise.all([
      createUser(app, 'client', 'Kundin Kessler'),
      createUser(app, 'designer', designerName),
    ]);
    const business = (await ensurePlans(app)).find((plan) => plan.name === 'Business')!;
    await subscribe(app, client.id, business);
    await linkDesigner(app, client.id, designer.id);
    return { client: await signedIn(client), designer: await signedIn(designer) };
  }

  const order = (clientId: string, designerId: string, status: ProjectStatus) =>
    factory.create({ status, clientId, designerId, adminId: admin.id, title: `Auftrag ${status}` });
  const get = (path: string, auth: Record<string, string>) => app.request('GET', path, { headers: auth });
  const diskPath = (key: string) => (app.get<FileStorage>(FileStorage) as LocalDiskStorage).pathOf(key);
  const keysOf = (projectIds: string[]) =>
    inContext(app, async (em) =>
      (await em.find(Attachment, { project: { $in: projectIds } })).map((a) => a.storageKey),
    );
  const timeline = async (projectId: string) =>
    (await get(`/api/projects/${projectId}/timeline`, admin.auth)).json<
      { type: string; actor: { id: string } | null; data: Record<string, unknown> }[]
    >();
  const outboxOf = (projectId: string, type: string) =>
    inContext(app, async (em) => {
      const rows = await em
        .getConnection()
        .execute<{ payload: DomainEventMessage }[]>(
          `select payload from outbox_event where payload->>'projectId' = ? and type = ?`,
          [projectId, type],
        );
      return rows.map((row) => row.payload);
    });

  it('a deleted client goes with its orders, their files (on disk too) and its link', async () => {
    const { client, designer } = await clientWithDesigner();
    const inReview = await order(client.id, designer.id, 'review');
    const fresh = await order(client.id, designer.id, 'new');
    const upload = await app.request('POST', `/api/projects/${fresh.id}/attachments`, {
      headers: client.auth,
      form: form([{ name: 'referenz.png', bytes: PNG }]),
    });
    expect(upload.statusCode).toBe(201);
    const keys = await keysOf([inReview.id, fresh.id]);
    expect(keys).toHaveLength(2);
    expect(keys.every((key) => existsSync(diskPath(key)))).toBe(true);

    const deleted = await app.request('DELETE', `/api/admin/users/${client.id}`, { headers: admin.auth });
    expect(deleted.statusCode).toBe(204);

    for (const id of [inReview.id, fresh.id])
      expect((await get(`/api/projects/${id}`, admin.auth)).statusCode).toBe(404);
    expect(keys.some((key) => existsSync(diskPath(key)))).toBe(false);
    expect(await inContext(app, (em) => em.count(ClientDesigner, { client: client.id }))).toBe(0);
    expect((await get(`/api/projects/${fresh.id}`, designer.auth)).statusCode).toBe(404);
    expect((await get('/api/auth/me', client.auth)).statusCode).toBe(401);
  });

  it("an admin's «Kunde löschen» erases the company at once: the designers' statistics as before, no row naming its people, the audit record", async () => {
    const tag = Date.now().toString(36);
    const company = `Gartenbau${tag} AG`;
    const designer = await signedIn(await createUser(app, 'designer', `Dana Stat${tag}`));
    const owner = await signedIn(await createUser(app, 'client', company));
    await subscribe(
      app,
      owner.id,
      (await ensurePlans(app)).find((plan) => plan.name === 'Business')!,
    );
    await linkDesigner(app, owner.id, designer.id);
    const member = await createMember(app, owner.id, 'approver', { name: `Mia Mitglied${tag}` });
    // Orders in every kind of count: done, in the client's review after an admin's check, new.
    for (const status of ['completed', 'review', 'new'] as const) await order(owner.id, designer.id, status);
    const month = new Date().toISOString().slice(0, 7);
    const stats = async () => ({
      admin: (await get(`/api/admin/designer-stats?month=${month}`, admin.auth))
        .json<{ designers: { id: string }[] }>()
        .designers.find((row) => row.id === designer.id),
      designer: (await get('/api/designer/stats', designer.auth)).json(),
    });
    const before = await stats();
    expect(before.admin).toBeDefined();

    const deleted = await app.request('DELETE', `/api/admin/clients/${owner.id}`, { headers: admin.auth });
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');

    // The orders count in the statistics as before, as anonymous counts.
    expect(await stats()).toEqual(before);
    expect((await get(`/api/admin/clients/${owner.id}`, admin.auth)).statusCode).toBe(404);
    expect((await get('/api/auth/me', owner.auth)).statusCode).toBe(401);
    // No row names its people: their ids, e-mails and names are in no table (the audit record keeps ids only).
    const ids = [owner.id, member.id];
    const words = [owner.email, member.email, company, `Mia Mitglied${tag}`];
    const naming = await inContext(app, async (em) => {
      const connection = em.getConnection();
      const tables = await connection.execute<{ table_name: string }[]>(
        `select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE'`,
      );
      const found: string[] = [];
      for (const { table_name } of tables) {
        const searched = table_name === 'audit_record' ? words : [...ids, ...words];
        const [row] = await connection.execute<{ n: string }[]>(
          `select count(*) as n from "${table_name}" t where exists (select 1 from unnest(?::text[]) w(word) where row_to_json(t)::text ilike '%' || w.word || '%')`,
          [`{${searched.map((word) => `"${word}"`).join(',')}}`],
        );
        if (Number(row!.n)) found.push(table_name);
      }
      return found;
    });
    expect(naming).toEqual([]);
    // Who asked and who executed: the admin, at once; what went.
    const audit = await inContext(app, (em) =>
      em
        .getConnection()
        .execute<{ actor_id: string; details: Record<string, unknown> }[]>(
          `select actor_id, details from audit_record where action = 'company.erased' and target_id = ?`,
          [owner.id],
        ),
    );
    expect(audit).toEqual([
      {
        actor_id: admin.id,
        details: expect.objectContaining({ requestedBy: admin.id, executedBy: admin.id, members: 2, orders: 3 }),
      },
    ]);
    // Deleting it again: it is no client any more.
    expect(
      (await app.request('DELETE', `/api/admin/clients/${owner.id}`, { headers: admin.auth })).json(),
    ).toMatchObject({ statusCode: 404, message: 'Kunde nicht gefunden' });
  });

  it("a deleted designer's open orders wait for a designer again (on the timeline) and move on with the next link; completed ones keep its name", async () => {
    const { client, designer } = await clientWithDesigner('Dora Designer');
    const open: Record<string, string> = {};
    for (const status of ['new', 'in_progress', 'admin_review', 'review'] as const)
      open[status] = (await order(client.id, designer.id, status)).id;
    const done = await order(client.id, designer.id, 'completed');
    const withdrawnKeys = await keysOf([open.admin_review]);
    expect(withdrawnKeys).toHaveLength(1);

    expect((await app.request('DELETE', `/api/admin/users/${designer.id}`, { headers: admin.auth })).statusCode).toBe(
      204,
    );

    for (const id of Object.values(open)) {
      const detail = (await get(`/api/projects/${id}`, admin.auth)).json();
      expect(detail).toMatchObject({ status: 'pending_approval', designerId: null, designer: null });
      const last = (await timeline(id)).at(-1)!;
      expect(last).toMatchObject({
        type: 'DesignerUnassigned',
        actor: { id: admin.id },
        data: { previousDesignerId: designer.id },
      });
      // Every admin hears that the order waits for a designer.
      const [event] = await outboxOf(id, 'DesignerUnassigned');
      const notes = await inAppNotes(event);
      expect(notes).toContainEqual({
        userId: admin.id,
        type: 'status_changed',
        message: `«Auftrag ${detail.title.replace('Auftrag ', '')}» wartet auf einen Designer`,
      });
    }
    // The designs of the designer who left are withdrawn: no longer current, kept as a version.
    const withdrawn = (await get(`/api/projects/${open.admin_review}`, admin.auth)).json();
    expect(withdrawn.attachments).toEqual([]);
    expect(withdrawn.versions).toMatchObject([{ number: 1, status: 'withdrawn', current: false }]);
    expect(existsSync(diskPath(withdrawnKeys[0]))).toBe(true);
    expect((await get(`/api/projects/${open.review}`, admin.auth)).json().versions).toMatchObject([
      { number: 1, status: 'withdrawn' },
    ]);

    // Completed history keeps a readable name.
    const completed = (await get(`/api/projects/${done.id}`, admin.auth)).json();
    expect(completed).toMatchObject({ status: 'completed', designer: { id: designer.id, name: 'Dora Designer' } });
    expect((await get(`/api/projects/${done.id}`, client.auth)).json().designer).toMatchObject({
      name: 'Dora Designer',
    });
    // The link is gone: new orders of the client wait for a designer too.
    expect(await inContext(app, (em) => em.count(ClientDesigner, { client: client.id }))).toBe(0);
    // Gone from the users list and from sign-in; its e-mail is free again.
    expect((await get('/api/admin/users', admin.auth)).json().map((u: { id: string }) => u.id)).not.toContain(
      designer.id,
    );
    expect(
      (
        await app.request('POST', '/api/admin/users', {
          headers: admin.auth,
          payload: { name: 'Neu', email: designer.email, password: 'Sonnen-Blumen-Feld-42', role: 'designer' },
        })
      ).statusCode,
    ).toBe(201);

    const next = await signedIn(await createUser(app, 'designer', 'Nora Nachfolgerin'));
    const linked = await app.request('PUT', `/api/admin/clients/${client.id}/designer`, {
      headers: admin.auth,
      payload: { designerId: next.id },
    });
    expect(linked.json()).toMatchObject({ movedProjects: 4, relinkedProjects: 0 });
    for (const id of Object.values(open)) {
      expect((await get(`/api/projects/${id}`, next.auth)).json()).toMatchObject({
        status: 'new',
        designerId: next.id,
      });
      expect((await timeline(id)).at(-1)).toMatchObject({ type: 'DesignerAssigned', data: { designerId: next.id } });
    }
    expect((await get(`/api/projects/${done.id}`, next.auth)).statusCode).toBe(404);
  });

  it('a designer who becomes a client hands its open orders back the same way', async () => {
    const { client, designer } = await clientWithDesigner();
    const open = await order(client.id, designer.id, 'in_progress');
    expect(
      (
        await app.request('PATCH', `/api/admin/users/${designer.id}`, {
          headers: admin.auth,
          payload: { role: 'client' },
        })
      ).statusCode,
    ).toBe(200);
    expect((await get(`/api/projects/${open.id}`, admin.auth)).json()).toMatchObject({
      status: 'pending_approval',
      designerId: null,
    });
    expect((await timeline(open.id)).at(-1)).toMatchObject({ type: 'DesignerUnassigned' });
  });

  it('a client with orders keeps its role', async () => {
    const { client, designer } = await clientWithDesigner();
    await order(client.id, designer.id, 'new');
    const refused = await app.request('PATCH', `/api/admin/users/${client.id}`, {
      headers: admin.auth,
      payload: { role: 'designer' },
    });
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      code: 'ROLE_IN_USE',
      message: 'Die Rolle eines Kunden mit Aufträgen kann nicht geändert werden',
    });
  });

  it('a deleted admin keeps its name on the reviews and timelines it wrote', async () => {
    const { client, designer } = await clientWithDesigner();
    const other = await signedIn(await createUser(app, 'admin', 'Alma Altadmin'));
    const reviewed = await factory.create({
      status: 'review',
      clientId: client.id,
      designerId: designer.id,
      adminId: other.id,
    });
    expect((await app.request('DELETE', `/api/admin/users/${other.id}`, { headers: admin.auth })).statusCode).toBe(204);
    const approval = (await timeline(reviewed.id)).find((entry) => entry.type === 'DesignApprovedByAdmin')!;
    expect(approval.actor).toMatchObject({ id: other.id, name: 'Alma Altadmin' });
    expect((await get('/api/auth/me', other.auth)).statusCode).toBe(401);
  });

  describe('relinking a client to another designer', () => {
    it('moves its open orders where they stand (timeline, both designers notified); the old designer loses them at once; completed ones stay', async () => {
      const { client, designer: before } = await clientWithDesigner('Dora Designer');
      const after = await signedIn(await createUser(app, 'designer', 'Nora Neu'));
      const open = [];
      for (const status of ['new', 'in_progress', 'admin_review', 'review'] as const)
        open.push({ status, id: (await order(client.id, before.id, status)).id });
      const done = await order(client.id, before.id, 'completed');
      for (const { id } of open) expect((await get(`/api/projects/${id}`, before.auth)).statusCode).toBe(200);

      const relinked = await app.request('PUT', `/api/admin/clients/${client.id}/designer`, {
        headers: admin.auth,
        payload: { designerId: after.id },
      });
      expect(relinked.json()).toMatchObject({ designer: { id: after.id }, movedProjects: 0, relinkedProjects: 4 });

      for (const { status, id } of open) {
        expect((await get(`/api/projects/${id}`, before.auth)).statusCode).toBe(404);
        expect((await get(`/api/projects/${id}`, after.auth)).json()).toMatchObject({ status, designerId: after.id });
        expect((await timeline(id)).at(-1)).toMatchObject({
          type: 'DesignerChanged',
          actor: { id: admin.id },
          data: { designerId: after.id, previousDesignerId: before.id },
        });
        const [event] = await outboxOf(id, 'DesignerChanged');
        const notes = await inAppNotes(event);
        expect(notes.map((note) => note.userId).sort()).toEqual([before.id, after.id].sort());
        expect(notes).toContainEqual(
          expect.objectContaining({
            userId: before.id,
            message: expect.stringContaining('wurde einem anderen Designer übergeben'),
          }),
        );
        expect(notes).toContainEqual(
          expect.objectContaining({ userId: after.id, message: expect.stringContaining('Neuer Auftrag') }),
        );
      }
      // The design waiting for the admin's check moved with its order.
      expect((await get(`/api/projects/${open[2].id}`, after.auth)).json().attachments).toHaveLength(1);
      expect((await get(`/api/projects/${done.id}`, before.auth)).json()).toMatchObject({
        status: 'completed',
        designerId: before.id,
      });
      expect((await get(`/api/projects/${done.id}`, after.auth)).statusCode).toBe(404);
      // The new designer can work on: start the new order.
      expect((await app.request('POST', `/api/projects/${open[0].id}/start`, { headers: after.auth })).statusCode).toBe(
        200,
      );

      // Linking the same designer again moves nothing.
      expect(
        (
          await app.request('PUT', `/api/admin/clients/${client.id}/designer`, {
            headers: admin.auth,
            payload: { designerId: after.id },
          })
        ).json(),
      ).toMatchObject({ relinkedProjects: 0 });
      // Unlinking leaves open orders with the designer who has them.
      expect(
        (
          await app.request('PUT', `/api/admin/clients/${client.id}/designer`, {
            headers: admin.auth,
            payload: { designerId: null },
          })
        ).statusCode,
      ).toBe(200);
      expect((await get(`/api/projects/${open[1].id}`, after.auth)).json()).toMatchObject({ designerId: after.id });
    });
  });
});
