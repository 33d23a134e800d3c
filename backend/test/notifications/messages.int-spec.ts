import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { loadConfig } from '../../src/config/app-config.js';
import type { DomainEventMessage } from '../../src/contracts/events.js';
import type { UnreadMessagesMail } from '../../src/contracts/jobs.js';
import { inContext } from '../factories.js';
import { form, PNG } from '../files.js';
import { cast, createProject, type Cast } from '../projects-fixtures.js';
import { SmtpStandIn } from '../smtp-stand-in.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';
import { EmailJobs } from '../../src/mail/jobs/email.jobs.js';
import { unreadMessagesJobId } from '../../src/notifications/jobs/message-mail.js';
import { NotificationJobs } from '../../src/notifications/jobs/notifications.jobs.js';
import { createWorkers } from '../../../workers/src/workers.factory.js';

const APP_URL = 'https://app.contentflow.test';
type Auth = Record<string, string>;
interface NotificationRow {
  user_id: string;
  type: string;
  message: string;
  pin_id: string | null;
  mailed_at: Date | null;
}

/**
 * Messages that reach people (issue 23): who hears of a comment or a pin's answer, the bundled
 * e-mail of what stays unread (the delayed job is promoted: time moves, nobody sleeps through
 * 15 minutes), the unread count on the order cards, the pin threads' visibility and the mentions.
 */
describe('messages: notifications, the bundled mail, pin threads and mentions', () => {
  let app: TestApp;
  let workers: INestApplicationContext;
  let queue: Queue;
  let people: Cast;
  const smtp = new SmtpStandIn();

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    ({ app } = await createTestApp({ APP_URL }));
    // The default delay (15 minutes): a mail only goes out when the test moves its job's time.
    workers = await createWorkers(
      loadConfig({ ...process.env, APP_URL, SMTP_URL: smtpUrl, MESSAGE_MAIL_DELAY_SECONDS: '900' }),
    );
    queue = workers.get<Queue>(getQueueToken('email'), { strict: false });
    people = await cast(app);
  });
  afterAll(async () => {
    await workers?.close();
    await app?.close();
    await smtp.stop();
  });

  const call = (method: string, path: string, auth: Auth, payload?: unknown) =>
    app.request(method, path, { headers: auth, payload });
  const comment = async (projectId: string, auth: Auth, message: string) => {
    const response = await call('POST', `/api/projects/${projectId}/comments`, auth, { message });
    expect(response.statusCode).toBe(201);
  };
  const notifications = (projectId: string) =>
    inContext(app, (em) =>
      em
        .getConnection()
        .execute<NotificationRow[]>(
          "select user_id, type, message, pin_id, mailed_at from notification where project_id = ? and type in ('message', 'pin_reply', 'mention') order by created_at, id",
          [projectId],
        ),
    );
  const notificationsCount = async (projectId: string, count: number) =>
    waitUntil(`${count} notifications`, async () => {
      const rows = await notifications(projectId);
      return rows.length === count && rows;
    });
  const unreadOnCards = async (auth: Auth, projectId: string) => {
    const page = (await call('GET', '/api/projects?pageSize=100', auth)).json<{
      items: { id: string; unreadMessages: number }[];
    }>();
    return page.items.find((item) => item.id === projectId)?.unreadMessages;
  };
  const mailJobsOf = async (userId: string, projectId: string) =>
    (await queue.getJobs(['delayed', 'waiting', 'active', 'completed'])).filter(
      (job) =>
        job?.name === 'email.unread-messages' &&
        (job.data as UnreadMessagesMail).userId === userId &&
        (job.data as UnreadMessagesMail).projectId === projectId,
    );
  /** Moves the mail job's time on: it runs now instead of after 15 minutes. */
  const dueNow = async (anchorId: string) => {
    const job = await waitUntil('the delayed mail job', () => queue.getJob(unreadMessagesJobId(anchorId)));
    expect(await job.getState()).toBe('delayed');
    await job.promote();
    await waitUntil(
      'the mail job to finish',
      async () => (await job.getState()) === 'completed' && (await queue.getJob(job.id!))!,
    );
    return (await queue.getJob(job.id!))!.returnvalue as { sent: number };
  };
  const anchorOf = async (userId: string, projectId: string) =>
    (
      await inContext(app, (em) =>
        em
          .getConnection()
          .execute<{ id: string }[]>(
            "select id from notification where user_id = ? and project_id = ? and mailed_at is null and read_at is null and type in ('message', 'pin_reply', 'mention') order by created_at, id limit 1",
            [userId, projectId],
          ),
      )
    )[0]!.id;

  it('tells the other side of a comment at once, never its author; a burst left unread makes one mail, once', async () => {
    const { client, designer, admin } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Nachrichten-Post',
      description: 'Wer hört was?',
      contentType: 'post',
    });
    await call('POST', `/api/projects/${id}/start`, designer.auth);
    const before = (await notifications(id)).length;

    await comment(id, designer.auth, 'Welche Schrift möchtest du für den Titel?');
    const [first] = (await notificationsCount(id, before + 1)).slice(before);
    expect(first).toMatchObject({
      user_id: client.id,
      type: 'message',
      message: 'Neue Nachricht von Dora Designer zu «Nachrichten-Post»: Welche Schrift möchtest du für den Titel?',
    });
    expect(await unreadOnCards(client.auth, id)).toBe(1);
    expect(await unreadOnCards(designer.auth, id)).toBe(0);
    expect(await unreadOnCards(admin.auth, id)).toBe(0);

    // Nine more in a burst: ten notifications, one delayed mail job for the client and the order.
    for (let n = 2; n <= 10; n += 1) await comment(id, designer.auth, `Frage ${n}`);
    const rows = (await notificationsCount(id, before + 10)).slice(before);
    expect(new Set(rows.map((row) => row.user_id))).toEqual(new Set([client.id]));
    expect(await unreadOnCards(client.auth, id)).toBe(10);
    const anchor = await anchorOf(client.id, id);
    expect(await mailJobsOf(client.id, id)).toHaveLength(1);
    expect(smtp.to(client.email)).toEqual([]);

    // A notifications job that runs again (a worker killed after its insert) writes and schedules nothing more.
    const [{ payload }] = await inContext(app, (em) =>
      em
        .getConnection()
        .execute<{ payload: DomainEventMessage }[]>(
          `select payload from outbox_event where type = 'CommentAdded' and payload->>'projectId' = ? order by created_at limit 1`,
          [id],
        ),
    );
    await RequestContext.create(workers.get(MikroORM).em, () =>
      workers.get(NotificationJobs).deliver({ events: [payload] }),
    );
    expect(await notifications(id)).toHaveLength(before + 10);
    expect(await mailJobsOf(client.id, id)).toHaveLength(1);

    // Fifteen minutes on: one mail with all ten, linking the client's order page.
    expect(await dueNow(anchor)).toEqual({ sent: 1 });
    const mails = smtp.to(client.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.subject).toBe('10 neue Nachrichten zu «Nachrichten-Post»');
    expect(mails[0]!.text).toContain(
      '- Neue Nachricht von Dora Designer zu «Nachrichten-Post»: Welche Schrift möchtest du für den Titel?',
    );
    expect(mails[0]!.text).toContain('Frage 10');
    expect(mails[0]!.text).toContain(`${APP_URL}/client/project/${id}`);
    expect((await notifications(id)).slice(before).every((row) => row.mailed_at)).toBe(true);

    // A job that runs again (a worker killed after the send) sends nothing more.
    const jobs = workers.get(EmailJobs);
    const again = await RequestContext.create(workers.get(MikroORM).em, () =>
      jobs.unreadMessages({ userId: client.id, projectId: id, anchorId: anchor }),
    );
    expect(again).toEqual({ sent: 0 });
    expect(smtp.to(client.email)).toHaveLength(1);
    expect(smtp.to(designer.email).filter((mail) => mail.messageId.includes('.unread-messages.'))).toEqual([]);

    // Read before the mail is due: nothing goes out, and the card's count is gone.
    await comment(id, designer.auth, 'Noch eine Frage');
    await notificationsCount(id, before + 11);
    const next = await anchorOf(client.id, id);
    expect(next).not.toBe(anchor);
    // Mailed is not read: the card still counts all eleven.
    expect(await unreadOnCards(client.auth, id)).toBe(11);
    expect((await call('POST', `/api/projects/${id}/messages/read`, client.auth)).statusCode).toBe(204);
    expect(await unreadOnCards(client.auth, id)).toBe(0);
    expect(await dueNow(next)).toEqual({ sent: 0 });
    expect(smtp.to(client.email)).toHaveLength(1);
    // Another's order: 404, as a missing one.
    expect((await call('POST', `/api/projects/${id}/messages/read`, people.otherClient.auth)).statusCode).toBe(404);
  });

  it("sends an admin's comment to both sides; a mention reaches the order's people only", async () => {
    const { client, designer, admin, otherDesigner } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Erwähnungen',
      description: 'Wer wird genannt?',
      contentType: 'post',
    });
    const before = (await notifications(id)).length;

    // Before the admin took part it is nobody to name: the client's @Adrian Admin reaches the designer only.
    await comment(id, client.auth, '@Adrian Admin kannst du helfen?');
    let rows = (await notificationsCount(id, before + 1)).slice(before);
    expect(rows.map((row) => [row.user_id, row.type])).toEqual([[designer.id, 'message']]);

    await comment(id, admin.auth, 'Ich schaue es mir an.');
    rows = (await notificationsCount(id, before + 3)).slice(before + 1);
    expect(new Set(rows.map((row) => `${row.user_id} ${row.type}`))).toEqual(
      new Set([`${client.id} message`, `${designer.id} message`]),
    );

    // Now the admin took part: named, it hears of it as a mention; a stranger named hears nothing.
    await comment(id, client.auth, 'Danke @adrian admin! Und @Fremder Designer?');
    rows = (await notificationsCount(id, before + 5)).slice(before + 3);
    expect(new Set(rows.map((row) => `${row.user_id} ${row.type}`))).toEqual(
      new Set([`${designer.id} message`, `${admin.id} mention`]),
    );
    expect(rows.find((row) => row.user_id === admin.id)!.message).toBe(
      'Kundin Kessler hat dich in «Erwähnungen» erwähnt: Danke @adrian admin! Und @Fremder Designer?',
    );
    expect((await notifications(id)).some((row) => row.user_id === otherDesigner.id)).toBe(false);
    expect(await unreadOnCards(admin.auth, id)).toBe(1);

    // Whom each may name: the order's people, itself aside.
    const names = async (auth: Auth) =>
      (await call('GET', `/api/projects/${id}/people`, auth)).json<{ name: string }[]>().map((person) => person.name);
    expect(await names(client.auth)).toEqual(['Adrian Admin', 'Dora Designer']);
    expect(await names(designer.auth)).toEqual(['Adrian Admin', 'Kundin Kessler']);
    expect((await call('GET', `/api/projects/${id}/people`, otherDesigner.auth)).statusCode).toBe(404);
  });

  it('keeps a thread per pin for whoever sees the pin: an internal pin never reaches the client', async () => {
    const { client, designer, admin, otherDesigner, otherClient } = people;
    const { id } = await createProject(app, client.auth, {
      title: 'Pin-Gespräch',
      description: 'Antworten am Pin',
      contentType: 'post',
    });
    await call('POST', `/api/projects/${id}/start`, designer.auth);
    const submit = async () => {
      const response = await app.request('POST', `/api/projects/${id}/final-designs`, {
        headers: designer.auth,
        form: form([{ name: 'entwurf.png', bytes: PNG }]),
      });
      expect(response.statusCode).toBe(200);
      return response.json<{ versions: { files: { id: string }[] }[] }>();
    };
    const v1 = await submit();
    const sentBack = await call('POST', `/api/projects/${id}/admin-reject`, admin.auth, {
      feedback: '',
      pins: [{ attachmentId: v1.versions[0]!.files[0]!.id, x: 0.5, y: 0.5, comment: 'Logo zu klein' }],
    });
    expect(sentBack.statusCode).toBe(200);
    const internalPin = sentBack.json<{ pins: { id: string }[] }>().pins[0]!.id;
    const replies = (pinId: string) => `/api/projects/${id}/pins/${pinId}/replies`;
    const before = (await notifications(id)).length;

    // The designer answers the admin's pin and names the client: the admin hears of it, the client never.
    const answer = await call('POST', replies(internalPin), designer.auth, {
      message: 'Logo ist grösser. @Kundin Kessler passt das?',
    });
    expect(answer.statusCode).toBe(201);
    expect(answer.json()).toMatchObject({
      message: 'Logo ist grösser. @Kundin Kessler passt das?',
      author: { id: designer.id, name: 'Dora Designer' },
    });
    let rows = (await notificationsCount(id, before + 1)).slice(before);
    expect(rows).toMatchObject([{ user_id: admin.id, type: 'pin_reply', pin_id: internalPin }]);
    for (const auth of [client.auth, otherClient.auth, otherDesigner.auth]) {
      expect((await call('GET', replies(internalPin), auth)).statusCode).toBe(404);
      expect((await call('POST', replies(internalPin), auth, { message: 'Hallo?' })).statusCode).toBe(404);
    }
    expect((await call('GET', `/api/projects/${id}/people?pinId=${internalPin}`, designer.auth)).json()).toEqual([
      { id: admin.id, name: 'Adrian Admin' },
    ]);
    expect((await call('GET', `/api/projects/${id}/people?pinId=${internalPin}`, client.auth)).statusCode).toBe(404);
    await call('POST', replies(internalPin), admin.auth, { message: 'Gut so.' });
    const thread = (await call('GET', replies(internalPin), designer.auth)).json<
      { message: string; author: { name: string } }[]
    >();
    expect(thread.map((reply) => `${reply.author.name}: ${reply.message}`)).toEqual([
      'Dora Designer: Logo ist grösser. @Kundin Kessler passt das?',
      'Adrian Admin: Gut so.',
    ]);
    rows = (await notificationsCount(id, before + 2)).slice(before + 1);
    expect(rows).toMatchObject([{ user_id: designer.id, type: 'pin_reply' }]);

    // V2 passed, the client pins it: that thread is the client's too.
    await submit();
    expect((await call('POST', `/api/projects/${id}/admin-approve`, admin.auth)).statusCode).toBe(200);
    const detail = (await call('GET', `/api/projects/${id}`, client.auth)).json<{
      versions: { number: number; files: { id: string }[] }[];
    }>();
    const v2File = detail.versions.find((version) => version.number === 2)!.files[0]!.id;
    const asked = await call('POST', `/api/projects/${id}/request-changes`, client.auth, {
      feedback: '',
      pins: [{ attachmentId: v2File, x: 0.2, y: 0.3, comment: 'Farbe wärmer' }],
    });
    expect(asked.statusCode).toBe(200);
    const clientPin = asked
      .json<{ pins: { id: string; comment: string }[] }>()
      .pins.find((pin) => pin.comment === 'Farbe wärmer')!.id;
    const mark = (await notifications(id)).length;
    expect(
      (
        await call('POST', replies(clientPin), designer.auth, {
          message: 'Wärmer wie Herbstlaub? @Adrian Admin zur Info',
        })
      ).statusCode,
    ).toBe(201);
    rows = (await notificationsCount(id, mark + 2)).slice(mark);
    expect(new Set(rows.map((row) => `${row.user_id} ${row.type} ${row.pin_id}`))).toEqual(
      new Set([`${client.id} pin_reply ${clientPin}`, `${admin.id} mention ${clientPin}`]),
    );
    expect((await call('GET', replies(clientPin), client.auth)).json()).toMatchObject([
      { message: 'Wärmer wie Herbstlaub? @Adrian Admin zur Info' },
    ]);

    // Bounded like a comment: not empty, at most 5000 characters; a malformed pin id is a missing one.
    expect((await call('POST', replies(clientPin), client.auth, { message: '   ' })).statusCode).toBe(400);
    expect((await call('POST', replies(clientPin), client.auth, { message: 'x'.repeat(5001) })).statusCode).toBe(400);
    expect((await call('GET', replies('kein-pin'), client.auth)).statusCode).toBe(404);

    // The client's mail opens the pin's thread.
    const anchor = await anchorOf(client.id, id);
    expect(await dueNow(anchor)).toEqual({ sent: 1 });
    const mail = smtp.to(client.email).find((m) => m.subject === 'Neue Nachricht zu «Pin-Gespräch»')!;
    expect(mail.text).toContain(`${APP_URL}/client/project/${id}?pin=${clientPin}`);
  });
});
