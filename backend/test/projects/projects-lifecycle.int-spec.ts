import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import type { INestApplicationContext } from '@nestjs/common';
import pg from 'pg';
import { loadConfig } from '../../src/config/app-config.js';
import { createUser, ensurePlans, inContext, signIn, subscribe } from '../factories.js';
import { form, JPEG, MP4, NOT_AN_IMAGE, PNG, WEBM } from '../files.js';
import { BRIEFING, cast, createProject, type Cast } from '../projects-fixtures.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { createWorkers } from '../../../workers/src/workers.factory.js';

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';

// One application for the file: each describe signs in a cast of its own on it.
let app: TestApp;
beforeAll(async () => ({ app } = await createTestApp()));
afterAll(() => app.close());

describe('the order lifecycle over HTTP', () => {
  let workers: INestApplicationContext;
  let people: Cast;

  beforeAll(async () => {
    workers = await createWorkers(loadConfig());
    people = await cast(app);
  });
  afterAll(() => workers.close());

  const post = (path: string, auth: Record<string, string>, payload?: unknown) =>
    app.request('POST', path, { headers: auth, payload });
  const get = (path: string, auth: Record<string, string>) => app.request('GET', path, { headers: auth });
  const storagePath = (fileUrl: string) =>
    resolve(app.config.dataDir, 'files', new URL(fileUrl, 'http://x').pathname.replace('/files/', ''));
  // Stored names are random; the URL is signed and names the original file.
  const signedUrl = (id: string, ext: string) =>
    new RegExp(`^/files/${id}/${UUID}\\.${ext}\\?e=\\d+&n=[^&]+&s=[\\w-]{43}$`);

  async function notificationsOf(userId: string, projectId: string, expected: number) {
    for (let i = 0; i < 60; i += 1) {
      const rows = await inContext(app, (em) =>
        em
          .getConnection()
          .execute<{ message: string; type: string }[]>(
            'select message, type from notification where user_id = ? and project_id = ? order by created_at',
            [userId, projectId],
          ),
      );
      if (rows.length >= expected) return rows;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no notification for ${userId}`);
  }

  it('walks a carousel from briefing to completion with a rejection and a change request', async () => {
    const { client, designer, admin } = people;

    // The client orders; the linked designer has it, empty slides are dropped.
    const created = await createProject(app, client.auth);
    expect(created).toMatchObject({
      status: 'new',
      designerId: designer.id,
      contentType: 'carousel',
      slideIdeas: [
        { number: 1, content: 'Titelbild mit Brot' },
        { number: 3, content: 'Zutaten aus der Region' },
      ],
      reviewCount: 0,
      maxReviews: 2,
      allowedActions: [],
    });
    const id = created.id;

    const uploaded = await app.request('POST', `/api/projects/${id}/attachments`, {
      headers: client.auth,
      form: form([{ name: 'referenz.jpg', bytes: JPEG }]),
    });
    expect(uploaded.statusCode).toBe(201);
    expect(uploaded.json()).toEqual([
      expect.objectContaining({ fileName: 'referenz.jpg', fileType: 'image/jpeg', isFinalDesign: false }),
    ]);
    expect(uploaded.json()[0].fileUrl).toMatch(signedUrl(id, 'jpg'));

    // The designer opens it: in progress.
    expect((await get(`/api/projects/${id}`, designer.auth)).json().allowedActions).toEqual(['START_WORK']);
    const started = await post(`/api/projects/${id}/start`, designer.auth);
    expect(started.json()).toMatchObject({ status: 'in_progress', allowedActions: ['SUBMIT_FINAL_DESIGN'] });

    // Two finals go to the admin.
    const submitted = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([
        { name: 'slide-1.png', bytes: PNG },
        { name: 'slide-2.png', bytes: PNG },
      ]),
    });
    expect(submitted.statusCode).toBe(200);
    const finals = submitted.json().attachments.filter((a: { isFinalDesign: boolean }) => a.isFinalDesign);
    expect(submitted.json().status).toBe('admin_review');
    expect(finals).toHaveLength(2);
    expect(submitted.json().imageUrls).toEqual(finals.map((a: { fileUrl: string }) => a.fileUrl));
    expect(finals[0].fileUrl).toMatch(signedUrl(id, 'png'));

    // The client sees nothing of the designs until the admin has checked them.
    const meanwhile = (await get(`/api/projects/${id}`, client.auth)).json();
    expect(meanwhile).toMatchObject({ status: 'admin_review', imageUrls: [] });
    expect(meanwhile.attachments.map((a: { fileName: string }) => a.fileName)).toEqual(['referenz.jpg']);
    const asClient = (
      await app.request('GET', `/api/projects/${id}`, { headers: { ...admin.auth, 'x-view-as-client': client.id } })
    ).json();
    expect(asClient.imageUrls).toEqual([]);

    const queue = (await get('/api/admin/review-queue', admin.auth)).json();
    expect(queue.map((p: { id: string }) => p.id)).toContain(id);

    // The admin rejects with feedback: the finals are no longer current (kept as V1, sent back),
    // comment written, designer told.
    const file = await app.request('GET', finals[0].fileUrl);
    expect(file.statusCode).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(file.headers.get('cache-control')).toMatch(/^private, max-age=\d+$/);
    const blank = await post(`/api/projects/${id}/admin-reject`, admin.auth, { feedback: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Bitte gib Feedback ein');
    const rejected = await post(`/api/projects/${id}/admin-reject`, admin.auth, { feedback: 'Logo fehlt' });
    expect(rejected.json()).toMatchObject({ status: 'in_progress', imageUrls: [] });
    expect(rejected.json().attachments.filter((a: { isFinalDesign: boolean }) => a.isFinalDesign)).toEqual([]);
    expect(existsSync(storagePath(finals[0].fileUrl))).toBe(true);
    expect(rejected.json().versions).toMatchObject([
      {
        number: 1,
        status: 'sent_back',
        current: false,
        note: 'Logo fehlt',
        files: [{ fileName: 'slide-1.png' }, { fileName: 'slide-2.png' }],
      },
    ]);
    expect((await get(`/api/projects/${id}`, client.auth)).json().versions).toEqual([]);
    const comments = (await get(`/api/projects/${id}/comments`, designer.auth)).json();
    expect(comments.at(-1)).toMatchObject({
      message: 'Admin-Feedback: Logo fehlt',
      internal: true,
      author: { id: admin.id, name: 'Adrian Admin' },
    });
    // Internal stays internal: the client (and an admin in the client's view) sees neither the
    // feedback nor the send-back in the order's history; the designer and the admin see both.
    const asClientView = { ...admin.auth, 'x-view-as-client': client.id };
    for (const auth of [client.auth, asClientView]) {
      expect(
        (await get(`/api/projects/${id}/comments`, auth)).json().map((c: { message: string }) => c.message),
      ).not.toContain('Admin-Feedback: Logo fehlt');
      expect(
        (await get(`/api/projects/${id}/timeline`, auth)).json().map((e: { type: string }) => e.type),
      ).not.toContain('DesignRejectedByAdmin');
    }
    for (const auth of [designer.auth, admin.auth]) {
      expect((await get(`/api/projects/${id}/timeline`, auth)).json().map((e: { type: string }) => e.type)).toContain(
        'DesignRejectedByAdmin',
      );
    }
    expect(await notificationsOf(designer.id, id, 2)).toContainEqual({
      type: 'status_changed',
      message: 'Admin-Feedback zu «Herbst-Aktion Carousel»: Logo fehlt',
    });

    // The designer reads it in its notifications and marks it read.
    const inbox = (await get('/api/notifications', designer.auth)).json().items;
    const rejection = inbox.find(
      (n: { message: string }) => n.message === 'Admin-Feedback zu «Herbst-Aktion Carousel»: Logo fehlt',
    );
    expect(rejection).toMatchObject({ type: 'status_changed', projectId: id, readAt: null });
    expect((await post(`/api/notifications/${rejection.id}/read`, designer.auth)).statusCode).toBe(204);
    expect(
      (await get('/api/notifications', designer.auth)).json().items.find((n: { id: string }) => n.id === rejection.id)
        .readAt,
    ).not.toBeNull();
    expect((await post(`/api/notifications/${rejection.id}/read`, client.auth)).statusCode).toBe(404);

    // Again, and the admin approves: the client sees it.
    await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([{ name: 'v2.webm', bytes: WEBM }]),
    });
    const approved = await post(`/api/projects/${id}/admin-approve`, admin.auth);
    expect(approved.json().status).toBe('review');
    const inReview = (await get(`/api/projects/${id}`, client.auth)).json();
    expect(inReview.imageUrls).toHaveLength(1);
    expect(
      inReview.attachments
        .filter((a: { isFinalDesign: boolean }) => a.isFinalDesign)
        .map((a: { fileType: string }) => a.fileType),
    ).toEqual(['video/webm']);
    expect((await get(`/api/projects/${id}`, client.auth)).json().allowedActions).toEqual([
      'CLIENT_APPROVE',
      'REQUEST_CHANGES',
    ]);

    // The client asks for changes: a revision is used.
    const changes = await post(`/api/projects/${id}/request-changes`, client.auth, {
      feedback: 'Bitte wärmere Farben',
    });
    expect(changes.json()).toMatchObject({ status: 'in_progress', reviewCount: 1, imageUrls: [] });
    expect((await get(`/api/projects/${id}/comments`, client.auth)).json().at(-1).message).toBe(
      'Kunden-Feedback: Bitte wärmere Farben',
    );
    expect(await notificationsOf(designer.id, id, 3)).toContainEqual({
      type: 'status_changed',
      message: 'Kunden-Feedback zu «Herbst-Aktion Carousel»: Bitte wärmere Farben',
    });

    // Through the admin once more, and the client approves.
    await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([{ name: 'final.png', bytes: PNG }]),
    });
    await post(`/api/projects/${id}/admin-approve`, admin.auth);
    const done = await post(`/api/projects/${id}/approve`, client.auth);
    expect(done.json()).toMatchObject({ status: 'completed', allowedActions: [], completedAt: expect.any(String) });
    expect(done.json().attachments.filter((a: { isFinalDesign: boolean }) => a.isFinalDesign)).toHaveLength(1);

    // Every step is on the timeline, in order.
    const timeline = (await get(`/api/projects/${id}/timeline`, admin.auth)).json();
    expect(timeline.map((e: { type: string }) => e.type)).toEqual([
      'ProjectCreated',
      'AttachmentsUploaded',
      'WorkStarted',
      'FinalDesignsSubmitted',
      'DesignRejectedByAdmin',
      'FinalDesignsSubmitted',
      'DesignApprovedByAdmin',
      'ChangesRequested',
      'FinalDesignsSubmitted',
      'DesignApprovedByAdmin',
      'DesignApprovedByClient',
    ]);
    expect(timeline[0]).toMatchObject({ actor: { id: client.id }, data: { contentType: 'carousel', status: 'new' } });
  });

  it('refuses a change request once both revisions are used, and blank feedback', async () => {
    const { client, designer, admin } = people;
    const { id } = await createProject(app, client.auth, { title: 'Post', description: 'Inhalt', contentType: 'post' });
    await post(`/api/projects/${id}/start`, designer.auth);
    for (let round = 0; round < 3; round += 1) {
      await app.request('POST', `/api/projects/${id}/final-designs`, {
        headers: designer.auth,
        form: form([{ name: 'a.png', bytes: PNG }]),
      });
      await post(`/api/projects/${id}/admin-approve`, admin.auth);
      if (round < 2)
        expect(
          (await post(`/api/projects/${id}/request-changes`, client.auth, { feedback: `Runde ${round}` })).statusCode,
        ).toBe(200);
    }
    const blank = await post(`/api/projects/${id}/request-changes`, client.auth, { feedback: ' ' });
    expect(blank.json().code).toBe('REVISIONS_EXHAUSTED');
    const exhausted = await post(`/api/projects/${id}/request-changes`, client.auth, { feedback: 'Noch einmal' });
    expect(exhausted.statusCode).toBe(409);
    expect(exhausted.json()).toEqual({
      statusCode: 409,
      code: 'REVISIONS_EXHAUSTED',
      message: 'Maximale Anzahl an Änderungen erreicht (2)',
    });
    expect((await get(`/api/projects/${id}`, client.auth)).json()).toMatchObject({
      reviewCount: 2,
      allowedActions: ['CLIENT_APPROVE'],
    });
  });

  it('asks for change-request text while revisions are left', async () => {
    const { client, designer, admin } = people;
    const { id } = await createProject(app, client.auth, { title: 'Reel', description: 'Inhalt', contentType: 'reel' });
    await post(`/api/projects/${id}/start`, designer.auth);
    await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([{ name: 'clip.mp4', bytes: MP4 }]),
    });
    await post(`/api/projects/${id}/admin-approve`, admin.auth);
    const blank = await post(`/api/projects/${id}/request-changes`, client.auth, { feedback: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().message).toBe('Bitte beschreibe, was geändert werden soll');
  });

  it('answers 409 INVALID_TRANSITION for an event the status does not take', async () => {
    const { client, designer, admin } = people;
    const { id } = await createProject(app, client.auth, { title: 'Früh', description: 'Inhalt', contentType: 'post' });
    for (const [path, auth] of [
      [`/api/projects/${id}/admin-approve`, admin.auth],
      [`/api/projects/${id}/approve`, client.auth],
    ] as const) {
      const response = await post(path, auth);
      expect(response.statusCode).toBe(409);
      expect(response.json().code).toBe('INVALID_TRANSITION');
    }
    expect(
      (
        await app.request('POST', `/api/projects/${id}/final-designs`, {
          headers: designer.auth,
          form: form([{ name: 'a.png', bytes: PNG }]),
        })
      ).statusCode,
    ).toBe(409);
    await post(`/api/projects/${id}/start`, designer.auth);
    expect((await post(`/api/projects/${id}/start`, designer.auth)).json().code).toBe('INVALID_TRANSITION');
  });

  it('needs at least one final design, and refuses files whose bytes are no image or video', async () => {
    const { client, designer } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Dateien',
      description: 'Inhalt',
      contentType: 'post',
    });
    await post(`/api/projects/${id}/start`, designer.auth);
    const none = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: new FormData(),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe('Bitte wähle mindestens eine Datei aus');
    const fake = await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([{ name: 'bild.png', bytes: NOT_AN_IMAGE, type: 'image/png' }]),
    });
    expect(fake.statusCode).toBe(415);
    expect(fake.json()).toEqual({
      statusCode: 415,
      code: 'UNSUPPORTED_FILE',
      message: 'Nur Bild- oder Videodateien sind erlaubt',
    });
    const clientVideo = await app.request('POST', `/api/projects/${id}/attachments`, {
      headers: client.auth,
      form: form([{ name: 'clip.webm', bytes: WEBM }]),
    });
    expect(clientVideo.statusCode).toBe(415);
    expect(clientVideo.json().message).toBe('Nur Bilder (PNG, JPG, WebP, GIF) oder MP4-Videos sind erlaubt');
    expect((await get(`/api/projects/${id}`, designer.auth)).json()).toMatchObject({
      status: 'in_progress',
      attachments: [],
    });
  });

  it('keeps a path-traversal file name harmless', async () => {
    const { client } = people;
    const { id } = await createProject(app, client.auth, { title: 'Pfad', description: 'Inhalt', contentType: 'post' });
    const response = await app.request('POST', `/api/projects/${id}/attachments`, {
      headers: client.auth,
      form: form([{ name: '../../../../etc/passwd.png', bytes: PNG }]),
    });
    expect(response.statusCode).toBe(201);
    const [attachment] = response.json();
    expect(attachment.fileName).toBe('passwd.png');
    expect(attachment.fileUrl).toMatch(signedUrl(id, 'png'));
    expect(existsSync(storagePath(attachment.fileUrl))).toBe(true);
    for (const path of [
      '/files/../package.json',
      '/files/%2e%2e/%2e%2e/package.json',
      `/files/${id}/..%2f..%2f..%2fpackage.json`,
    ]) {
      const escape = await app.request('GET', path);
      expect([403, 404]).toContain(escape.statusCode);
      expect(escape.body).not.toContain('"workspaces"');
    }
  });

  it('waits in pending_approval without a designer until an admin assigns one', async () => {
    const [basic] = await ensurePlans(app);
    const lonely = await createUser(app, 'client', 'Ohne Designer');
    await subscribe(app, lonely.id, basic);
    const { auth } = await signIn(app, lonely);
    const { id } = await createProject(app, auth, { title: 'Wartet', description: 'Inhalt', contentType: 'post' });
    expect((await get(`/api/projects/${id}`, auth)).json()).toMatchObject({
      status: 'pending_approval',
      designerId: null,
    });
    expect((await get(`/api/projects/${id}`, people.designer.auth)).statusCode).toBe(404);

    const assigned = await app.request('PUT', `/api/admin/clients/${lonely.id}/designer`, {
      headers: people.admin.auth,
      payload: { designerId: people.designer.id },
    });
    expect(assigned.json()).toMatchObject({
      clientId: lonely.id,
      designer: { id: people.designer.id },
      movedProjects: 1,
    });
    expect((await get(`/api/projects/${id}`, people.designer.auth)).json()).toMatchObject({
      status: 'new',
      designerId: people.designer.id,
    });
    // New orders go straight to the designer now.
    expect(
      (await createProject(app, auth, { title: 'Direkt', description: 'Inhalt', contentType: 'post' })).status,
    ).toBe('new');
  });

  it('gives an order the designer an admin links while the order is being written', async () => {
    const [basic] = await ensurePlans(app);
    const client = await createUser(app, 'client', 'Gleichzeitig');
    await subscribe(app, client.id, basic);
    const { auth } = await signIn(app, client);
    // An admin's link in flight: it holds the client's lock and has written the link, not yet committed,
    // and its own move of the waiting orders has run before the order exists.
    const linking = new pg.Client({ connectionString: app.config.databaseUrl });
    await linking.connect();
    try {
      await linking.query('begin');
      await linking.query('select 1 from account where id = $1 for no key update', [client.id]);
      await linking.query('insert into client_designer (client_id, designer_id, assigned_at) values ($1, $2, now())', [
        client.id,
        people.designer.id,
      ]);
      const ordering = createProject(app, auth, {
        title: 'Zur gleichen Zeit',
        description: 'Inhalt',
        contentType: 'post',
      });
      // The order is written without the link; its check for a designer waits for the admin's commit.
      for (let i = 0; i < 100; i += 1) {
        const {
          rows: [waiting],
        } = await linking.query(
          `select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and datname = current_database()`,
        );
        if (waiting.n > 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await linking.query('commit');
      const order = await ordering;
      expect(order).toMatchObject({
        status: 'new',
        designerId: people.designer.id,
        designer: { id: people.designer.id },
      });
      expect((await get(`/api/projects/${order.id}`, people.designer.auth)).json()).toMatchObject({ status: 'new' });
    } finally {
      await linking.end();
    }
  });
});

describe('orders: lists, limits, badge and admin endpoints', () => {
  let people: Cast;

  beforeAll(async () => {
    people = await cast(app);
  });

  it("lists only the caller's orders, newest first, paged, filtered by status", async () => {
    const { client, otherClient, designer, admin } = people;
    const ids: string[] = [];
    for (let i = 0; i < 12; i += 1)
      ids.push(
        (await createProject(app, client.auth, { title: `Auftrag ${i}`, description: 'x', contentType: 'post' })).id,
      );
    await createProject(app, otherClient.auth, { title: 'Fremd', description: 'x', contentType: 'post' });
    await app.request('POST', `/api/projects/${ids[0]}/start`, { headers: designer.auth });

    const first = (await app.request('GET', '/api/projects?page=1&pageSize=10', { headers: client.auth })).json();
    expect(first).toMatchObject({ total: 12, page: 1, pageSize: 10 });
    expect(first.items).toHaveLength(10);
    expect(first.items[0]).toMatchObject({
      id: ids[11],
      title: 'Auftrag 11',
      contentType: 'post',
      status: 'new',
      clientId: client.id,
      clientName: 'Kundin Kessler',
      designerId: designer.id,
    });
    expect(
      (await app.request('GET', '/api/projects?page=2', { headers: client.auth }))
        .json()
        .items.map((p: { id: string }) => p.id),
    ).toEqual([ids[1], ids[0]]);
    expect(
      (await app.request('GET', '/api/projects?status=in_progress', { headers: client.auth })).json(),
    ).toMatchObject({ total: 1, items: [{ id: ids[0] }] });
    expect(
      (await app.request('GET', '/api/projects?status=new,in_progress', { headers: designer.auth })).json().total,
    ).toBe(12);
    expect((await app.request('GET', '/api/projects', { headers: admin.auth })).json().total).toBeGreaterThanOrEqual(
      13,
    );
    const bad = await app.request('GET', '/api/projects?status=lost', { headers: client.auth });
    expect(bad.statusCode).toBe(400);
  });

  it("counts this month's orders against the plan and refuses the one over the limit", async () => {
    const [basic] = await ensurePlans(app);
    const small = await createUser(app, 'client');
    await subscribe(app, small.id, basic);
    const { auth } = await signIn(app, small);
    expect((await app.request('GET', '/api/me/limits', { headers: auth })).json()).toEqual({
      planName: 'Basic',
      postLimit: 8,
      carouselLimit: 2,
      reelLimit: 1,
      postsUsed: 0,
      carouselsUsed: 0,
      reelsUsed: 0,
      postsRemaining: 8,
      carouselsRemaining: 2,
      reelsRemaining: 1,
    });
    await createProject(app, auth, { title: 'Reel', description: 'x', contentType: 'reel' });
    const over = await app.request('POST', '/api/projects', {
      headers: auth,
      payload: { title: 'Noch ein Reel', description: 'x', contentType: 'reel' },
    });
    expect(over.statusCode).toBe(409);
    expect(over.json()).toEqual({
      statusCode: 409,
      code: 'QUOTA_EXCEEDED',
      message: 'Limit für diesen Content-Typ erreicht',
    });
    expect((await app.request('GET', '/api/me/limits', { headers: auth })).json()).toMatchObject({
      reelsUsed: 1,
      reelsRemaining: 0,
      postsRemaining: 8,
    });
  });

  it('lets exactly one of many simultaneous orders take the last free slot', async () => {
    const [basic] = await ensurePlans(app);
    const racer = await createUser(app, 'client');
    await subscribe(app, racer.id, basic);
    const { auth } = await signIn(app, racer);
    const race = (contentType: string) =>
      Promise.all(
        Array.from({ length: 12 }, (_, i) =>
          app.request('POST', '/api/projects', {
            headers: auth,
            payload: { title: `${contentType} ${i}`, description: 'x', contentType },
          }),
        ),
      );
    // The month's first and only reel: nobody has counted reels yet.
    const reels = await race('reel');
    expect(reels.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(reels.filter((r) => r.statusCode === 409)).toHaveLength(11);
    // The last of eight posts, after seven were ordered one by one.
    for (let i = 0; i < 7; i += 1)
      await createProject(app, auth, { title: `Post ${i}`, description: 'x', contentType: 'post' });
    const posts = await race('post');
    expect(posts.filter((r) => r.statusCode === 201)).toHaveLength(1);
    expect(posts.filter((r) => r.statusCode === 409)).toHaveLength(11);

    expect((await app.request('GET', '/api/me/limits', { headers: auth })).json()).toMatchObject({
      postsUsed: 8,
      postsRemaining: 0,
      reelsUsed: 1,
      reelsRemaining: 0,
    });
    expect((await app.request('GET', '/api/projects?pageSize=50', { headers: auth })).json().total).toBe(9);
  });

  it('takes one of two simultaneous moves of the same order, and records it once', async () => {
    const { client, designer, admin } = people;
    const post = (path: string, auth: Record<string, string>, payload?: unknown) =>
      app.request('POST', path, { headers: auth, payload });
    const { id } = await createProject(app, client.auth, { title: 'Zugleich', description: 'x', contentType: 'post' });
    const recorded = () =>
      inContext(app, (em) =>
        em.getConnection().execute<{ type: string; timeline: number; outbox: number }[]>(
          `select e.type, count(*)::int as timeline,
                    (select count(*)::int from outbox_event o where o.type = e.type and o.payload->>'projectId' = ?) as outbox
               from project_event e where e.project_id = ? group by e.type order by min(e.at)`,
          [id, id],
        ),
      );

    // The same command twice at once (two tabs, two API replicas): the second waits for the first's row lock and is refused.
    const starts = await Promise.all([
      post(`/api/projects/${id}/start`, designer.auth),
      post(`/api/projects/${id}/start`, designer.auth),
    ]);
    expect(starts.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(starts.find((r) => r.statusCode === 409)!.json()).toMatchObject({ code: 'INVALID_TRANSITION' });

    await app.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([{ name: 'zugleich.png', bytes: PNG }]),
    });
    // Two different decisions at once: exactly one is taken, the version moves once.
    const decisions = await Promise.all([
      post(`/api/projects/${id}/admin-approve`, admin.auth),
      post(`/api/projects/${id}/admin-reject`, admin.auth, { feedback: 'Logo fehlt' }),
    ]);
    expect(decisions.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const taken = decisions.find((r) => r.statusCode === 200)!.json();
    const versions = await inContext(app, (em) =>
      em
        .getConnection()
        .execute<{ number: number; status: string }[]>(
          'select number, status from design_version where project_id = ? order by number',
          [id],
        ),
    );
    expect(versions).toEqual([{ number: 1, status: taken.status === 'review' ? 'in_review' : 'sent_back' }]);
    expect(await recorded()).toEqual([
      { type: 'ProjectCreated', timeline: 1, outbox: 1 },
      { type: 'WorkStarted', timeline: 1, outbox: 1 },
      { type: 'FinalDesignsSubmitted', timeline: 1, outbox: 1 },
      {
        type: taken.status === 'review' ? 'DesignApprovedByAdmin' : 'DesignRejectedByAdmin',
        timeline: 1,
        outbox: 1,
      },
    ]);
  });

  it('refuses an order without a plan, and a briefing without title or content', async () => {
    const planless = await createUser(app, 'client');
    const { auth } = await signIn(app, planless);
    expect((await app.request('GET', '/api/me/limits', { headers: auth })).json()).toMatchObject({
      planName: 'Kein Plan',
      postLimit: 0,
    });
    expect(
      (
        await app.request('POST', '/api/projects', {
          headers: auth,
          payload: { title: 'x', description: 'y', contentType: 'post' },
        })
      ).json().code,
    ).toBe('QUOTA_EXCEEDED');
    const missing = await app.request('POST', '/api/projects', {
      headers: people.client.auth,
      payload: { title: ' ', description: '', contentType: 'post' },
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('Bitte fülle alle Pflichtfelder aus (Titel und Inhalt)');
    const tooManySlides = await app.request('POST', '/api/projects', {
      headers: people.client.auth,
      payload: {
        ...BRIEFING,
        slideIdeas: Array.from({ length: 7 }, (_, i) => ({ number: (i % 6) + 1, content: 'x' })),
      },
    });
    expect(tooManySlides.statusCode).toBe(400);
  });

  it('drops slide ideas of anything but a carousel', async () => {
    const post = await createProject(app, people.client.auth, { ...BRIEFING, contentType: 'post' });
    expect(
      (await app.request('GET', `/api/projects/${post.id}`, { headers: people.client.auth })).json().slideIdeas,
    ).toBeNull();
  });

  it("badges what needs each one's move: the designer's new and sent-back orders, the client's reviews", async () => {
    const badge = async (path: string, auth: Record<string, string>) =>
      (await app.request('GET', path, { headers: auth })).json().count as number;
    const post = (path: string, auth: Record<string, string>, payload?: unknown) =>
      app.request('POST', path, { headers: auth, payload });
    const uploadFinal = (id: string) =>
      app.request('POST', `/api/projects/${id}/final-designs`, {
        headers: people.designer.auth,
        form: form([{ name: 'final.png', bytes: PNG }]),
      });
    const designerBefore = await badge('/api/designer/badge', people.designer.auth);
    const clientBefore = await badge('/api/client/badge', people.client.auth);

    const { id } = await createProject(app, people.client.auth, {
      title: 'Badge',
      description: 'x',
      contentType: 'post',
    });
    expect(await badge('/api/designer/badge', people.designer.auth)).toBe(designerBefore + 1);
    await post(`/api/projects/${id}/start`, people.designer.auth);
    expect(await badge('/api/designer/badge', people.designer.auth)).toBe(designerBefore);
    await uploadFinal(id);
    await post(`/api/projects/${id}/admin-approve`, people.admin.auth);
    // With the client now: its badge, not the designer's.
    expect(await badge('/api/designer/badge', people.designer.auth)).toBe(designerBefore);
    expect(await badge('/api/client/badge', people.client.auth)).toBe(clientBefore + 1);

    // Sent back: the designer's move again, until it submits anew.
    await post(`/api/projects/${id}/request-changes`, people.client.auth, { feedback: 'Bitte heller' });
    expect(await badge('/api/client/badge', people.client.auth)).toBe(clientBefore);
    expect(await badge('/api/designer/badge', people.designer.auth)).toBe(designerBefore + 1);
    await uploadFinal(id);
    expect(await badge('/api/designer/badge', people.designer.auth)).toBe(designerBefore);
    await post(`/api/projects/${id}/admin-reject`, people.admin.auth, { feedback: 'Logo fehlt' });
    expect(await badge('/api/designer/badge', people.designer.auth)).toBe(designerBefore + 1);
  });

  it('lets an admin create users and assign and cancel plans', async () => {
    const { admin } = people;
    const created = await app.request('POST', '/api/admin/users', {
      headers: admin.auth,
      payload: {
        name: 'Neue Designerin',
        email: `neu-${Date.now()}@example.ch`,
        password: 'Sonnen-Blumen-Feld-42',
        role: 'designer',
      },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Neue Designerin', role: 'designer', status: 'active' });
    const incomplete = await app.request('POST', '/api/admin/users', {
      headers: admin.auth,
      payload: { name: '', email: '', password: '' },
    });
    expect(incomplete.json().message).toBe('Bitte alle Felder ausfüllen');

    const [, business] = await ensurePlans(app);
    const client = await createUser(app, 'client');
    const assigned = await app.request('PUT', `/api/admin/clients/${client.id}/plan`, {
      headers: admin.auth,
      payload: { planId: business.id },
    });
    expect(assigned.statusCode).toBe(200);
    const period = assigned.json();
    expect(period).toMatchObject({ status: 'active', plan: { name: 'Business' } });
    const days = (Date.parse(period.currentPeriodEnd) - Date.parse(period.currentPeriodStart)) / 86_400_000;
    expect(days).toBeGreaterThanOrEqual(28);
    expect(days).toBeLessThanOrEqual(31);
    const cancelled = await app.request('PUT', `/api/admin/clients/${client.id}/plan`, {
      headers: admin.auth,
      payload: { planId: null },
    });
    expect(cancelled.json()).toBeNull();
    const { auth } = await signIn(app, client);
    expect((await app.request('GET', '/api/me/subscription', { headers: auth })).json()).toBeNull();
    expect(
      (
        await app.request('PUT', `/api/admin/clients/${people.designer.id}/plan`, {
          headers: admin.auth,
          payload: { planId: null },
        })
      ).statusCode,
    ).toBe(404);
  });
});
