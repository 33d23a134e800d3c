import { MikroORM, RequestContext } from '@mikro-orm/core';
import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import type { Queue } from 'bullmq';
import { Clock } from '../../backend/src/common/clock.js';
import { loadConfig } from '../../backend/src/config/app-config.js';
import type { ProjectStatus } from '../../backend/src/contracts/projects.js';
import { EmailJobs } from '../../backend/src/mail/index.js';
import { StageClockJobs } from '../../backend/src/notifications/index.js';
import { stoppedClock } from '../../backend/test/clock.js';
import { AccountRegistry } from '../../backend/src/accounts/index.js';
import { inContext, TEST_PASSWORD } from '../../backend/test/factories.js';
import { form, PNG } from '../../backend/test/files.js';
import { ProjectFactory } from '../../backend/test/project-factory.js';
import { cast, type Cast } from '../../backend/test/projects-fixtures.js';
import { SmtpStandIn } from '../../backend/test/smtp-stand-in.js';
import { createTestApp, uniqueEmail, type TestApp } from '../../backend/test/test-app.js';
import { waitUntil } from '../../backend/test/wait-until.js';
import { createWorkers } from './workers.factory.js';

const APP_URL = 'https://app.contentflow.test';

/**
 * The stage clocks' reminders, escalations and morning digest (issue 27) through the workers, with
 * the clock moved instead of waited for: each step arrives once with two workers processes scanning
 * at the same moment and after a restart, a decision ends a stage's reminders, quiet hours hold.
 * The times lie in November 2025, before any other test's orders began (a scan looks only at stages
 * begun by its time), in Zurich (CET, UTC+1).
 */
describe('stage clocks: reminders, escalation and the morning digest', () => {
  let api: TestApp;
  let people: Cast;
  const smtp = new SmtpStandIn();
  let smtpUrl: string;
  /** Two workers processes (the second one is restarted in a test). */
  const workers: INestApplicationContext[] = [];
  let at = new Date('2025-11-03T09:00:00Z');

  const startWorkers = async () => {
    const started = await createWorkers(loadConfig({ ...process.env, APP_URL, SMTP_URL: smtpUrl }));
    started.get(Clock).now = () => new Date(at);
    return started;
  };

  beforeAll(async () => {
    ({ app: api } = await createTestApp({ APP_URL }));
    // Only this file's events: what other test files left unsent is not ours to deliver.
    await inContext(api, (em) =>
      em.getConnection().execute('update outbox_event set sent_at = now() where sent_at is null'),
    );
    smtpUrl = await smtp.start();
    workers.push(await startWorkers(), await startWorkers());
    people = await cast(api);
  });
  afterAll(async () => {
    await Promise.all(workers.map((w) => w.close()));
    await api?.close();
    await smtp.stop();
  });

  /** Both workers processes scan at the same moment (the scan of each, as the repeatable job runs it). */
  const scanAt = async (iso: string) => {
    at = new Date(iso);
    await Promise.all(
      workers.map((w) => RequestContext.create(w.get(MikroORM).em, () => w.get(StageClockJobs).scan())),
    );
  };

  /** An order of the cast whose running stage began at `startedAt` and is due on `dueDay`, as the lifecycle runner leaves it. */
  const order = async (title: string, status: ProjectStatus, startedAt: string, dueDay: string, days: number) => {
    const { id } = await new ProjectFactory(api).create({
      status,
      clientId: people.client.id,
      designerId: people.designer.id,
      adminId: people.admin.id,
      title,
    });
    await inContext(api, (em) =>
      em
        .getConnection()
        .execute('update project set stage_started_at = ?, stage_due_day = ?, stage_days = ? where id = ?', [
          startedAt,
          dueDay,
          days,
          id,
        ]),
    );
    return id;
  };

  /** The reminders in a person's bell about an order (the lifecycle's own notifications left out). */
  const bell = (userId: string, projectId: string) =>
    inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ message: string }[]>(
          'select message from notification n where user_id = ? and project_id = ? and exists (select 1 from stage_reminder r where r.id = n.source_event_id) order by created_at, message',
          [userId, projectId],
        ),
    ).then((rows) => rows.map((row) => row.message));
  const reminders = (projectId: string) =>
    inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ step: string; mailed: boolean }[]>(
          'select step, (mailed_at is not null or not email) as mailed from stage_reminder where project_id = ? order by created_at, step',
          [projectId],
        ),
    );
  const allMailed = async (projectId: string) => (await reminders(projectId)).every((row) => row.mailed);
  const mails = (address: string, subject: string) =>
    smtp.received.filter((mail) => mail.to.includes(address) && mail.subject === subject);

  it('sends the half reminder, the due mail and the escalation of a designer stage once each, with two workers and a restart', async () => {
    const { designer, admin } = people;
    // Monday 3 Nov, 10:00, three business days: due on Thursday 6 Nov; half the business time is
    // over on Wednesday 05:00, so that reminder waits for 07:00.
    const id = await order('Wochenmarkt-Post', 'in_progress', '2025-11-03T09:00:00Z', '2025-11-06', 3);

    await scanAt('2025-11-05T05:59:00Z');
    expect(await bell(designer.id, id)).toEqual([]);

    // Through the queue, as the repeatable job runs it: the scheduler is there, one scan of it runs.
    const clocks = workers[0]!.get<Queue>(getQueueToken('clocks'), { strict: false });
    expect(await clocks.getJobScheduler('stage-clocks')).toMatchObject({ every: 60_000 });
    at = new Date('2025-11-05T06:00:00Z');
    const job = await clocks.add('clocks.scan', {}, { jobId: 'stage-clocks-test-half' });
    await waitUntil('the queued scan done', async () => (await job.isCompleted()) && job);
    await scanAt('2025-11-05T06:00:00Z');
    await scanAt('2025-11-05T12:00:00Z');
    expect(await bell(designer.id, id)).toEqual(['Erinnerung: «Wochenmarkt-Post» ist am Do, 6. Nov. fällig']);

    await scanAt('2025-11-06T06:00:00Z');
    await waitUntil('the due mail', () => mails(designer.email, 'Heute fällig: «Wochenmarkt-Post»').length === 1);
    expect(mails(designer.email, 'Heute fällig: «Wochenmarkt-Post»')[0]!.text).toContain(
      `${APP_URL}/designer/project/${id}`,
    );

    // The second workers process restarts; both scan again the same morning and later that day.
    await workers.pop()!.close();
    workers.push(await startWorkers());
    await scanAt('2025-11-06T06:01:00Z');
    await scanAt('2025-11-06T15:00:00Z');

    // Friday 07:00: overdue, escalated to the admins (in-app and by mail).
    await scanAt('2025-11-07T06:00:00Z');
    await scanAt('2025-11-07T06:01:00Z');
    const escalation = 'Überfällig: «Wochenmarkt-Post» (Designer: Dora Designer) war am Do, 6. Nov. fällig';
    await waitUntil('the escalation mail', () => mails(admin.email, escalation).length === 1);
    await waitUntil('every mail done', () => allMailed(id));

    expect(await bell(designer.id, id)).toEqual([
      'Erinnerung: «Wochenmarkt-Post» ist am Do, 6. Nov. fällig',
      'Heute fällig: «Wochenmarkt-Post»',
    ]);
    expect(await bell(admin.id, id)).toEqual([escalation]);
    expect(await reminders(id)).toEqual([
      { step: 'half', mailed: true },
      { step: 'due', mailed: true },
      { step: 'overdue', mailed: true },
    ]);
    expect([
      mails(designer.email, 'Heute fällig: «Wochenmarkt-Post»').length,
      mails(admin.email, escalation).length,
    ]).toEqual([1, 1]);
    // The mail job run again (a redelivered job) sends nothing more.
    const again = await RequestContext.create(workers[1]!.get(MikroORM).em, async () => {
      const [{ id: overdue }] = await workers[1]!
        .get(MikroORM)
        .em.getConnection()
        .execute<{ id: string }[]>("select id from stage_reminder where project_id = ? and step = 'overdue'", [id]);
      return workers[1]!.get(EmailJobs).stageReminder({ reminderId: overdue });
    });
    expect(again).toEqual({ sent: 0 });
  });

  it('sends no due mail for a stage a decision ended just before its due time', async () => {
    const { designer, admin } = people;
    const id = await order('Adventsrezept', 'in_progress', '2025-11-10T09:00:00Z', '2025-11-13', 3);
    await scanAt('2025-11-12T06:00:00Z');
    expect(await bell(designer.id, id)).toEqual(['Erinnerung: «Adventsrezept» ist am Do, 13. Nov. fällig']);

    // Thursday 06:59: the designer submits; the admins' check begins (due Friday).
    const clock = stoppedClock(api, new Date('2025-11-13T05:59:00Z'));
    const submitted = await api.request('POST', `/api/projects/${id}/final-designs`, {
      headers: designer.auth,
      form: form([{ name: 'entwurf.png', bytes: PNG }]),
    });
    expect(submitted.statusCode).toBe(200);
    clock.set(new Date());

    await scanAt('2025-11-13T06:00:00Z');
    await scanAt('2025-11-13T10:00:00Z');
    expect(await bell(designer.id, id)).toEqual(['Erinnerung: «Adventsrezept» ist am Do, 13. Nov. fällig']);
    expect((await reminders(id)).map((row) => row.step)).toEqual(['half']);
    // Friday: the check is due; the designer's old stage stays silent.
    await scanAt('2025-11-14T06:00:00Z');
    expect(await bell(designer.id, id)).toHaveLength(1);
    expect(await bell(admin.id, id)).toContain('Heute fällig: «Adventsrezept»');
    expect(mails(designer.email, 'Heute fällig: «Adventsrezept»')).toEqual([]);
  });

  it('sends nothing in the quiet hours: the reminder waits for 07:00', async () => {
    const { client } = people;
    // The client's review of three business days from Monday 17 Nov 10:00: due on Thursday 20 Nov;
    // half its business time is over on Wednesday 05:00.
    const id = await order('Lichterfest-Reel', 'review', '2025-11-17T09:00:00Z', '2025-11-20', 3);
    await scanAt('2025-11-18T20:00:00Z');
    await scanAt('2025-11-19T20:00:00Z');
    expect(await reminders(id)).toEqual([]);
    await scanAt('2025-11-20T06:00:00Z');
    // After the quiet night the half reminder is outrun by the due one: one reminder, not two.
    expect(await bell(client.id, id)).toEqual(['Heute fällig: «Lichterfest-Reel»']);
    expect((await reminders(id)).map((row) => row.step).sort()).toEqual(['due', 'half']);
  });

  it('sends the morning digest once a day, from 07:30 on business days, to whoever owes a move', async () => {
    const { client } = people;
    const id = await order('Neujahrsgruss', 'review', '2025-11-21T09:00:00Z', '2025-11-26', 3);
    const subject = (mail: { subject: string }) => mail.subject.startsWith('Dein Tag bei ContentFlow');
    const digests = () => smtp.received.filter((mail) => mail.to.includes(client.email) && subject(mail));
    const before = digests().length;

    // Wednesday 26 Nov, 07:29: not yet.
    await scanAt('2025-11-26T06:29:00Z');
    const rowsOfDay = () =>
      inContext(api, (em) =>
        em
          .getConnection()
          .execute<{ n: string }[]>(
            "select count(*) as n from morning_digest where user_id = ? and day = '2025-11-26'",
            [client.id],
          ),
      );
    expect(Number((await rowsOfDay())[0]!.n)).toBe(0);
    await scanAt('2025-11-26T06:30:00Z');
    const [digest] = await waitUntil('the digest', () => digests().length > before && digests().slice(before));
    expect(digest!.text).toContain('Heute fällig: «Neujahrsgruss»');

    await workers.pop()!.close();
    workers.push(await startWorkers());
    await scanAt('2025-11-26T06:31:00Z');
    await scanAt('2025-11-26T10:00:00Z');
    const day = await RequestContext.create(workers[1]!.get(MikroORM).em, () =>
      workers[1]!.get(EmailJobs).morningDigest({ userId: client.id, day: '2025-11-26' }),
    );
    expect(day).toEqual({ sent: 0 });
    expect(Number((await rowsOfDay())[0]!.n)).toBe(1);
    expect(digests().length - before).toBe(1);
    expect(await bell(client.id, id)).toEqual(['Heute fällig: «Neujahrsgruss»']);
  });

  it("reminds the client's approvers and its guests with an e-mail of a due review, not its commenters", async () => {
    const { otherClient: owner, otherDesigner } = people;
    const member = (role: 'approver' | 'commenter', name: string) =>
      inContext(api, () =>
        api.get<AccountRegistry>(AccountRegistry).create({
          name,
          email: uniqueEmail(role),
          password: TEST_PASSWORD,
          role: 'client',
          membership: { clientId: owner.id, role, invitedBy: owner.id },
        }),
      );
    const approver = await member('approver', 'Anna Freigabe');
    const commenter = await member('commenter', 'Kurt Kommentar');
    const { id } = await new ProjectFactory(api).create({
      status: 'review',
      clientId: owner.id,
      designerId: otherDesigner.id,
      adminId: people.admin.id,
      title: 'Team-Reel',
    });
    await inContext(api, (em) =>
      em
        .getConnection()
        .execute('update project set stage_started_at = ?, stage_due_day = ?, stage_days = ? where id = ?', [
          '2025-11-10T09:00:00Z',
          '2025-11-13',
          3,
          id,
        ]),
    );
    // A guest who may approve, with an e-mail, one who may only look, and a revoked one.
    const guest = (name: string, email: string, role: string, revoked: boolean) =>
      inContext(api, (em) =>
        em.getConnection().execute(
          `insert into guest_link (id, project_id, token_hash, name, email, role, created_at, expires_at, revoked_at)
           values (gen_random_uuid(), ?, md5(random()::text) || md5(random()::text), ?, ?, ?, now(), now() + interval '30 days', ?)`,
          [id, name, email, role, revoked ? new Date() : null],
        ),
      );
    await guest('Dr. Beat Keller', 'beat@example.ch', 'approve', false);
    await guest('Nur Schauen', 'schauen@example.ch', 'view', false);
    await guest('Zurückgezogen', 'weg@example.ch', 'approve', true);

    await scanAt('2025-11-13T06:00:00Z');
    await scanAt('2025-11-13T06:01:00Z');
    const due = 'Heute fällig: «Team-Reel»';
    expect(await bell(owner.id, id)).toEqual([due]);
    expect(await bell(approver.id, id)).toEqual([due]);
    expect(await bell(commenter.id, id)).toEqual([]);
    await waitUntil(
      'the mails',
      () => mails(approver.email, due).length === 1 && mails('beat@example.ch', due).length === 1,
    );
    await waitUntil('every mail done', () => allMailed(id));
    expect(mails(owner.email, due)).toHaveLength(1);
    expect(mails(commenter.email, due)).toEqual([]);
    expect(mails('schauen@example.ch', due)).toEqual([]);
    expect(mails('weg@example.ch', due)).toEqual([]);
    const guestMail = mails('beat@example.ch', due)[0]!.text;
    expect(guestMail).toContain('Fremde Kundin bittet dich um deine Rückmeldung');
    // Its button opens the guest's page with a token of its own for the same link.
    const token = /\/r\/([A-Za-z0-9_-]{43})/.exec(guestMail)![1]!;
    const opened = await api.request('GET', `/api/guest/${token}`);
    expect(opened.statusCode).toBe(200);
    expect(opened.json<{ id: string; guest: { name: string } }>()).toMatchObject({
      id,
      guest: { name: 'Dr. Beat Keller' },
    });
  });
});
