import { Clock } from '../../src/common/clock.js';
import { createHash, randomUUID } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MikroORM, RequestContext } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { INestApplicationContext } from '@nestjs/common';
import { getQueueToken } from '@nestjs/bullmq';
import { Queue } from 'bullmq';
import { simpleParser } from 'mailparser';
import { loadConfig, type AppConfig } from '../../src/config/app-config.js';
import type { DomainEventMessage } from '../../src/contracts/events.js';
import type { EventMails } from '../../src/contracts/jobs.js';
import { deliveriesFor, eventMails } from '../../src/notifications/notification-rules.js';
import { PlanRequest } from '../../src/billing/plan-request.entity.js';
import { redisOptionsFromUrl } from '../../src/queues/redis.provider.js';
import { createUser, ensurePlans, inContext, linkDesigner, signIn, subscribe, type TestUser } from '../factories.js';
import { ProjectFactory } from '../project-factory.js';
import { SmtpStandIn } from '../smtp-stand-in.js';
import { createTestApp, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';
import { EmailJobs } from '../../src/mail/jobs/email.jobs.js';
import { createWorkers } from '../../../workers/src/workers.factory.js';

const APP_URL = 'https://app.contentflow.test';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const messageIdOf = (eventId: string, template: string, recipientId: string) =>
  `<${eventId}.${template}.${recipientId}@app.contentflow.test>`;

describe('e-mail', () => {
  let api: TestApp;
  let workers: INestApplicationContext;
  let config: AppConfig;
  const smtp = new SmtpStandIn();

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    ({ app: api } = await createTestApp({ APP_URL }));
    config = loadConfig({ ...process.env, APP_URL, SMTP_URL: smtpUrl });
    workers = await createWorkers(config);
  });
  afterAll(async () => {
    await workers?.close();
    await api?.close();
    await smtp.stop();
  });

  /** The mails of an event as `notifications.deliver` hands them over (an empty list when none). */
  function mailsOf(event: DomainEventMessage): Promise<EventMails> {
    return RequestContext.create(workers.get(MikroORM).em, async () => {
      const delivery = await deliveriesFor(workers.get(EntityManager), event);
      return eventMails(event, delivery) ?? { event, facts: delivery.facts, mails: [] };
    });
  }

  /** The mail handler as the job runner calls it, in a MikroORM context of its own, with the mails handed over. */
  async function deliver(event: DomainEventMessage, jobs = workers.get(EmailJobs)) {
    const mails = await mailsOf(event);
    return RequestContext.create(workers.get(MikroORM).em, () => jobs.deliver(mails));
  }

  const sentRows = (eventId: string) =>
    inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ recipient_id: string; template: string; message_id: string }[]>(
          'select recipient_id, template, message_id from sent_mail where event_id = ?',
          [eventId],
        ),
    );

  const orderEvent = <
    T extends
      | 'DesignerAssigned'
      | 'DesignApprovedByAdmin'
      | 'DesignRejectedByAdmin'
      | 'ChangesRequested'
      | 'DesignApprovedByClient',
  >(
    type: T,
    projectId: string,
    data: Record<string, unknown> = {},
  ) => ({ eventId: randomUUID(), type, actorId: null, projectId, data }) as DomainEventMessage<T>;

  async function people() {
    const [client, designer, admin] = await Promise.all([
      createUser(api, 'client', 'Kundin Kessler'),
      createUser(api, 'designer', 'Dora Designer'),
      createUser(api, 'admin', 'Adrian Admin'),
    ]);
    const plans = await ensurePlans(api);
    await subscribe(
      api,
      client.id,
      plans.find((plan) => plan.name === 'Business')!,
    );
    await linkDesigner(api, client.id, designer.id);
    return { client, designer, admin };
  }

  /** The three of people() and their order, built up to the admin's check (the admin's decision is what mails). */
  async function orderInAdminReview(title?: string) {
    const cast = await people();
    const project = await new ProjectFactory(api).create({
      status: 'admin_review',
      clientId: cast.client.id,
      designerId: cast.designer.id,
      adminId: cast.admin.id,
      title,
    });
    return { ...cast, project };
  }

  it('goes the whole way: an order placed over HTTP reaches its designer by mail, once', async () => {
    const { client, designer } = await people();
    const { auth } = await signIn(api, client);
    const title = `Frühlings-Post ${randomUUID().slice(0, 8)}`;
    const created = await api.request('POST', '/api/projects', {
      headers: auth,
      payload: { title, description: 'Drei Brote im Schaufenster', contentType: 'post' },
    });
    expect(created.statusCode).toBe(201);
    const projectId = created.json<{ id: string }>().id;

    const mail = await waitUntil('the order-assigned mail', () =>
      smtp.to(designer.email).find((m) => m.subject === `Neuer Auftrag: «${title}»`),
    );
    expect(mail.text).toContain(`${APP_URL}/designer/project/${projectId}`);
    expect(mail.html).toContain(`href="${APP_URL}/designer/project/${projectId}"`);
    expect(mail.text).toContain('Hallo Dora Designer,');
    expect(mail.messageId).toMatch(
      new RegExp(`^<[0-9a-f-]{36}\\.order-assigned\\.${designer.id}@app\\.contentflow\\.test>$`),
    );
    // Recorded (right after the server's accept) with the id it went out with; nothing more arrives for it.
    const eventId = mail.messageId.slice(1).split('.')[0]!;
    expect(
      await waitUntil('the record', async () => ((await sentRows(eventId)).length ? sentRows(eventId) : null)),
    ).toEqual([{ recipient_id: designer.id, template: 'order-assigned', message_id: mail.messageId }]);
    await sleep(500);
    expect(smtp.withId(mail.messageId)).toHaveLength(1);
    expect(smtp.to(client.email).filter((m) => m.subject.includes(title))).toEqual([]);
  });

  it('writes the order mails (every order template) in German, as HTML and text, with a link into the app and the feedback escaped', async () => {
    const title = `Herbst <script>alert(1)</script> ${randomUUID().slice(0, 8)}`;
    const { client, designer, project } = await orderInAdminReview(title);
    const feedback = 'Bitte das <b>Logo</b> grösser & die "Farben" wärmer';

    const assigned = orderEvent('DesignerAssigned', project.id);
    const ready = orderEvent('DesignApprovedByAdmin', project.id);
    const sentBack = orderEvent('DesignRejectedByAdmin', project.id, { feedback });
    const changes = orderEvent('ChangesRequested', project.id, { feedback: 'Mehr Grün, weniger Text' });
    const approved = orderEvent('DesignApprovedByClient', project.id);
    for (const event of [assigned, ready, sentBack, changes, approved])
      expect(await deliver(event)).toEqual({ sent: 1, skipped: 0 });

    const only = (eventId: string, template: string, recipient: TestUser) => {
      const found = smtp.withId(messageIdOf(eventId, template, recipient.id));
      expect(found).toHaveLength(1);
      expect(found[0]!.to).toEqual([recipient.email]);
      return found[0]!;
    };
    const quoted = `«${title}»`;
    const cases = [
      {
        mail: only(assigned.eventId, 'order-assigned', designer),
        subject: `Neuer Auftrag: ${quoted}`,
        path: `/designer/project/${project.id}`,
      },
      {
        mail: only(ready.eventId, 'design-ready', client),
        subject: `Dein Design ist bereit zur Prüfung: ${quoted}`,
        path: `/client/project/${project.id}`,
      },
      {
        mail: only(sentBack.eventId, 'design-sent-back', designer),
        subject: `Admin-Feedback zu ${quoted}`,
        path: `/designer/project/${project.id}`,
      },
      {
        mail: only(changes.eventId, 'changes-requested', designer),
        subject: `Änderungswunsch zu ${quoted}`,
        path: `/designer/project/${project.id}`,
      },
      {
        mail: only(approved.eventId, 'design-approved', designer),
        subject: `${quoted} wurde vom Kunden freigegeben`,
        path: `/designer/project/${project.id}`,
      },
    ];
    for (const { mail, subject, path } of cases) {
      expect(mail.subject).toBe(subject);
      expect(mail.text).toContain(`${APP_URL}${path}`);
      expect(mail.html).toContain(`href="${APP_URL}${path}"`);
      expect(mail.html).toContain('ContentFlow</td>');
      expect(mail.html).toContain('Du erhältst diese E-Mail, weil');
      expect(mail.text).toContain('Freundliche Grüsse');
      // The title is the user's: text as typed, HTML escaped.
      expect(mail.text).toContain(title);
      expect(mail.html).not.toContain('<script>');
      expect(mail.html).toContain('Herbst &lt;script&gt;alert(1)&lt;/script&gt;');
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('ß');
    }
    expect(cases[2]!.mail.text).toContain(`> ${feedback}`);
    expect(cases[2]!.mail.html).toContain(
      'Bitte das &lt;b&gt;Logo&lt;/b&gt; grösser &amp; die &quot;Farben&quot; wärmer',
    );
    expect(cases[3]!.mail.text).toContain('> Mehr Grün, weniger Text');
    // The admin's feedback reaches the designer only.
    expect(smtp.to(client.email).some((mail) => mail.text.includes('Logo'))).toBe(false);
  });

  it("tells a client its new quota with its plan's limits, and the admins of a plan request", async () => {
    const { client, admin } = await people();
    const renewed = {
      eventId: randomUUID(),
      type: 'QuotaRenewed',
      actorId: null,
      clientId: client.id,
      month: '2026-12',
    } as const;
    expect(await deliver(renewed)).toEqual({ sent: 1, skipped: 0 });
    const quota = smtp.withId(messageIdOf(renewed.eventId, 'quota-renewed', client.id))[0]!;
    expect(quota.subject).toBe('Dein neues Kontingent ist verfügbar');
    expect(quota.text).toContain('Dezember 2026');
    expect(quota.text).toContain('Business');
    expect(quota.text).toMatch(/- 16 Posts\r?\n- 6 Carousels\r?\n- 3 Reels/);
    expect(quota.html).toContain('<li>16 Posts</li><li>6 Carousels</li><li>3 Reels</li>');
    expect(quota.text).toContain(`${APP_URL}/dashboard`);

    const requested = await planRequestEvent(client);
    await deliver(requested);
    const request = smtp.withId(messageIdOf(requested.eventId, 'plan-requested', admin.id))[0]!;
    expect(request.subject).toBe('Plan-Anfrage von Kundin Kessler: Premium');
    expect(request.text).toContain(`${APP_URL}/admin/clients/${client.id}`);
    expect(request.html).toContain(`href="${APP_URL}/admin/clients/${client.id}"`);
  });

  it('mails the admins once per client while a plan request is open: switching plans updates the bell only', async () => {
    const client = await createUser(api, 'client', `Wechselhafte ${randomUUID().slice(0, 8)}`);
    const admin = await createUser(api, 'admin', 'Adrian Admin');
    const plans = await ensurePlans(api);
    const [basic, business, premium] = ['Basic', 'Business', 'Premium'].map((name) =>
      plans.find((plan) => plan.name === name)!,
    );
    const { auth } = await signIn(api, client);
    const ask = async (planId: string) => {
      const answer = await api.request('POST', '/api/me/plan-requests', { headers: auth, payload: { planId } });
      expect(answer.statusCode).toBe(201);
      return answer.json<{ id: string }>().id;
    };
    const requestIds = [await ask(premium.id), await ask(business.id), await ask(premium.id)];
    const events = await inContext(api, (em) =>
      em
        .getConnection()
        .execute<{ id: string }[]>(
          `select id from outbox_event where type = 'PlanRequested' and payload->>'clientId' = ? order by created_at`,
          [client.id],
        ),
    );
    expect(events).toHaveLength(3);

    // Every event was delivered (each one's recipients worked out: three in-app notifications; the
    // first one's mail job done, the others hand no mail over, so they have none) ...
    const bell = () =>
      inContext(api, (em) =>
        em
          .getConnection()
          .execute<{ message: string }[]>(
            `select message from notification where user_id = ? and message like ? order by created_at`,
            [admin.id, `Plan-Anfrage von ${client.name}%`],
          ),
      );
    const messages = await waitUntil('three in-app notifications', async () =>
      (await bell()).length === 3 ? bell() : null,
    );
    const email = new Queue('email', { connection: redisOptionsFromUrl(config.redisUrl) });
    try {
      await waitUntil(
        'the one mail job',
        async () =>
          (await Promise.all(events.map((event) => email.getJobState(`${event.id}.email.deliver`)))).join() ===
          'completed,unknown,unknown',
      );
    } finally {
      await email.close();
    }
    // The three are delivered side by side, so the bell's order is not the requests' (seen under load).
    expect(messages.map((row) => row.message).sort()).toEqual([
      `Plan-Anfrage von ${client.name}: Business`,
      `Plan-Anfrage von ${client.name}: Premium`,
      `Plan-Anfrage von ${client.name}: Premium`,
    ]);
    // ... but only the first one mailed.
    const mails = smtp.to(admin.email).filter((mail) => mail.subject.startsWith(`Plan-Anfrage von ${client.name}`));
    expect(mails.map((mail) => mail.messageId)).toEqual([messageIdOf(events[0]!.id, 'plan-requested', admin.id)]);

    // Once an admin granted it (the plan assigned), the next request is news again: one more mail.
    await inContext(api, (em) =>
      em.nativeUpdate(PlanRequest, { id: requestIds[2] }, { status: 'granted', closedAt: new Date() }),
    );
    await ask(basic.id);
    await waitUntil(
      'the mail of the new request',
      () =>
        smtp.to(admin.email).filter((mail) => mail.subject === `Plan-Anfrage von ${client.name}: Basic`).length === 1,
    );
  });

  async function planRequestEvent(client: TestUser): Promise<DomainEventMessage<'PlanRequested'>> {
    const plans = await ensurePlans(api);
    const premium = plans.find((plan) => plan.name === 'Premium')!;
    const requestId = await inContext(api, async (em) => {
      await em.nativeUpdate(
        PlanRequest,
        { client: client.id, status: 'open' },
        { status: 'replaced', closedAt: new Date() },
      );
      const request = em.create(PlanRequest, { client: client.id, plan: premium.id, status: 'open', closedAt: null });
      await em.flush();
      return request.id;
    });
    return {
      eventId: randomUUID(),
      type: 'PlanRequested',
      actorId: client.id,
      requestId,
      clientId: client.id,
      planId: premium.id,
    };
  }

  describe('at most once per (event, recipient, template)', () => {
    it('(a) records nothing when the server refuses, and the retry sends the mail once', async () => {
      const { client, project } = await orderInAdminReview();
      const event = orderEvent('DesignApprovedByAdmin', project.id);
      smtp.refuse = (address) => address === client.email;
      try {
        await expect(deliver(event)).rejects.toThrow('1 of 1 mails');
      } finally {
        smtp.refuse = () => false;
      }
      expect(smtp.refusals).toContain(client.email);
      expect(await sentRows(event.eventId)).toEqual([]);
      expect(smtp.withId(messageIdOf(event.eventId, 'design-ready', client.id))).toHaveLength(0);

      expect(await deliver(event)).toEqual({ sent: 1, skipped: 0 });
      expect(smtp.withId(messageIdOf(event.eventId, 'design-ready', client.id))).toHaveLength(1);
      expect(await sentRows(event.eventId)).toHaveLength(1);
    });

    it('(b) sends nothing when the job runs again after the mail was recorded', async () => {
      const { client, project } = await orderInAdminReview();
      const event = orderEvent('DesignApprovedByAdmin', project.id);
      expect(await deliver(event)).toEqual({ sent: 1, skipped: 0 });
      expect(await deliver(event)).toEqual({ sent: 0, skipped: 1 });
      expect(await deliver(event)).toEqual({ sent: 0, skipped: 1 });
      expect(smtp.withId(messageIdOf(event.eventId, 'design-ready', client.id))).toHaveLength(1);
    });

    it("(c) a job that sent one recipient's mail and failed on the next sends only the missing one on retry", async () => {
      const { client } = await people();
      const [first, second] = await Promise.all([
        createUser(api, 'admin', 'Erste Admin'),
        createUser(api, 'admin', 'Zweiter Admin'),
      ]);
      const event = await planRequestEvent(client);
      smtp.refuse = (address) => address === second.email;
      try {
        await expect(deliver(event)).rejects.toThrow(`plan-requested to ${second.id}`);
      } finally {
        smtp.refuse = () => false;
      }
      const rows = await sentRows(event.eventId);
      expect(rows.map((row) => row.recipient_id)).toContain(first.id);
      expect(rows.map((row) => row.recipient_id)).not.toContain(second.id);
      const before = rows.length;

      expect(await deliver(event)).toEqual({ sent: 1, skipped: before });
      for (const admin of [first, second])
        expect(smtp.withId(messageIdOf(event.eventId, 'plan-requested', admin.id))).toHaveLength(1);
      // Every admin has exactly one mail of this event.
      const perRecipient = smtp.received
        .filter((mail) => mail.messageId.startsWith(`<${event.eventId}.`))
        .map((mail) => mail.to.join());
      expect(new Set(perRecipient).size).toBe(perRecipient.length);
      expect(await sentRows(event.eventId)).toHaveLength(before + 1);
    });
  });

  it('retries a job the server keeps refusing, then leaves it in the failed set', async () => {
    const { client, project } = await orderInAdminReview();
    const event = orderEvent('DesignApprovedByAdmin', project.id);
    const queue = new Queue('email', { connection: redisOptionsFromUrl(config.redisUrl) });
    smtp.refuse = (address) => address === client.email;
    try {
      const jobId = `test-${event.eventId}`;
      await queue.add('email.deliver', await mailsOf(event), {
        jobId,
        attempts: 2,
        backoff: { type: 'fixed', delay: 100 },
      });
      const failed = await waitUntil('the failed job', async () =>
        (await queue.getFailed()).find((job) => job.id === jobId),
      );
      expect(failed.attemptsMade).toBe(2);
      expect(failed.failedReason).toContain(`design-ready to ${client.id}`);
      expect(smtp.refusals.filter((address) => address === client.email)).toHaveLength(2);
      expect(await sentRows(event.eventId)).toEqual([]);
    } finally {
      smtp.refuse = () => false;
      await queue.close();
    }
  });

  it('writes an .eml file under DATA_DIR/mail/ when SMTP_URL is not set, and makes the folder again should it vanish', async () => {
    const { client, project } = await orderInAdminReview('Als Datei');
    const dataDir = mkdtempSync(join(tmpdir(), 'contentflow-mail-'));
    try {
      const fileConfig = loadConfig({ ...process.env, APP_URL, DATA_DIR: dataDir, SMTP_URL: undefined });
      const jobs = new EmailJobs(
        workers.get(EntityManager),
        fileConfig,
        workers.get<Queue>(getQueueToken('email'), { strict: false }),
        workers.get(Clock),
      );
      expect(jobs.mailer.destination).toBe('files');
      const event = orderEvent('DesignApprovedByAdmin', project.id);
      expect(await deliver(event, jobs)).toEqual({ sent: 1, skipped: 0 });

      const files = readdirSync(join(dataDir, 'mail'));
      const messageId = messageIdOf(event.eventId, 'design-ready', client.id);
      expect(files).toEqual([
        expect.stringMatching(
          new RegExp(
            `^\\d{4}-\\d\\d-\\d\\dT\\d\\d-\\d\\d-\\d\\d-\\d{3}Z_${event.eventId}\\.design-ready\\.${client.id}@app\\.contentflow\\.test\\.eml$`,
          ),
        ),
      ]);
      const raw = readFileSync(join(dataDir, 'mail', files[0]!), 'utf8');
      const mail = await simpleParser(raw);
      expect(`<${mail.messageId?.replace(/^<|>$/g, '')}>`).toBe(messageId);
      expect(mail.subject).toBe('Dein Design ist bereit zur Prüfung: «Als Datei»');
      expect(mail.text).toContain(`${APP_URL}/client/project/${project.id}`);
      expect(mail.html).toContain('<!DOCTYPE html>');
      expect(raw).toMatch(new RegExp(`^To: Kundin Kessler <${client.email.replace(/[.+]/g, '\\$&')}>$`, 'm'));
      expect(await sentRows(event.eventId)).toEqual([
        { recipient_id: client.id, template: 'design-ready', message_id: messageId },
      ]);
      // And not to the SMTP server.
      expect(smtp.withId(messageId)).toHaveLength(0);

      // The folder is made when a write finds it missing: should it vanish (an operator cleaned up), the next mail makes it again.
      rmSync(join(dataDir, 'mail'), { recursive: true });
      const next = orderEvent('DesignApprovedByAdmin', project.id);
      expect(await deliver(next, jobs)).toEqual({ sent: 1, skipped: 0 });
      expect(readdirSync(join(dataDir, 'mail'))).toEqual([expect.stringContaining(`_${next.eventId}.design-ready.`)]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  describe('the welcome mail of an account an admin created', () => {
    const welcome = (accountId: string, byAdmin = true) =>
      ({ eventId: randomUUID(), type: 'AccountCreated', actorId: null, accountId, role: 'designer', byAdmin }) as const;

    it('links to setting the password, once, and never carries one', async () => {
      const account = await createUser(api, 'designer', 'Neue Designerin');
      const before = await signIn(api, account);
      const event = welcome(account.id);
      expect(await deliver(event)).toEqual({ sent: 1, skipped: 0 });

      const mail = smtp.withId(messageIdOf(event.eventId, 'welcome', account.id))[0]!;
      expect(mail.subject).toBe('Willkommen bei ContentFlow');
      expect(mail.text).not.toContain(account.password);
      const link = new RegExp(`${APP_URL.replace(/\./g, '\\.')}/passwort-setzen\\?token=([A-Za-z0-9_-]{43})`).exec(
        mail.text,
      );
      expect(link).not.toBeNull();
      const token = link![1]!;
      expect(mail.html).toContain(`href="${APP_URL}/passwort-setzen?token=${token}"`);
      // Only the token's SHA-256 is stored, valid 24 hours, as the mail says.
      const stored = await inContext(api, (em) =>
        em
          .getConnection()
          .execute<{ token_hash: string; hours: number }[]>(
            `select token_hash, round(extract(epoch from expires_at - now()) / 3600)::int as hours from password_setup_token where account_id = ?`,
            [account.id],
          ),
      );
      expect(stored).toEqual([{ token_hash: createHash('sha256').update(token).digest('hex'), hours: 24 }]);
      expect(mail.text).toContain('Der Link ist 24 Stunden gültig und funktioniert einmal.');

      const set = (payload: unknown) => api.request('POST', '/api/auth/set-password', { payload });
      expect((await set({ token, password: '12345' })).json()).toMatchObject({
        statusCode: 400,
        message: 'Das Passwort muss mindestens 10 Zeichen lang sein',
      });
      expect((await set({ token, password: 'passwort123' })).json()).toMatchObject({
        statusCode: 400,
        message: expect.stringMatching(/^Dieses Passwort ist zu leicht zu erraten/),
      });
      const first = await set({ token, password: 'ganz-neu-123' });
      expect(first.statusCode).toBe(204);
      const second = await set({ token, password: 'noch-einmal-1' });
      expect(second.statusCode).toBe(400);
      expect(second.json()).toMatchObject({ message: 'Der Link ist ungültig oder abgelaufen.' });

      // The new password signs in, the old one does not; the sessions from before are over.
      await expect(signIn(api, { email: account.email, password: 'ganz-neu-123' })).resolves.toHaveProperty(
        'accessToken',
      );
      expect(
        (
          await api.request('POST', '/api/auth/sign-in', {
            payload: { email: account.email, password: account.password },
          })
        ).statusCode,
      ).toBe(401);
      expect((await api.request('GET', '/api/auth/me', { headers: before.auth })).statusCode).toBe(401);
      expect(
        (await api.request('POST', '/api/auth/refresh', { cookies: { cf_refresh: before.refreshCookie } })).statusCode,
      ).toBe(401);
    });

    it('refuses an unknown or expired link, and sends no welcome to an account that signed up itself', async () => {
      const account = await createUser(api, 'client');
      const unknown = await api.request('POST', '/api/auth/set-password', {
        payload: { token: 'x'.repeat(43), password: 'geheim-123' },
      });
      expect(unknown.statusCode).toBe(400);
      expect(unknown.json()).toMatchObject({ message: 'Der Link ist ungültig oder abgelaufen.' });

      const event = welcome(account.id);
      await deliver(event);
      const token = /token=([A-Za-z0-9_-]+)/.exec(
        smtp.withId(messageIdOf(event.eventId, 'welcome', account.id))[0]!.text,
      )![1]!;
      await inContext(api, (em) =>
        em
          .getConnection()
          .execute(`update password_setup_token set expires_at = now() - interval '1 second' where account_id = ?`, [
            account.id,
          ]),
      );
      const expired = await api.request('POST', '/api/auth/set-password', {
        payload: { token, password: 'geheim-123' },
      });
      expect(expired.statusCode).toBe(400);
      expect(expired.json()).toMatchObject({ message: 'Der Link ist ungültig oder abgelaufen.' });
      await expect(signIn(api, account)).resolves.toHaveProperty('accessToken');

      const selfMade = welcome(account.id, false);
      expect(await deliver(selfMade)).toEqual({ sent: 0, skipped: 0 });
      expect(smtp.received.filter((mail) => mail.messageId.startsWith(`<${selfMade.eventId}.`))).toEqual([]);
    });

    it('counts POST /api/auth/set-password in the per-address budget of anonymous requests', async () => {
      const { app: limited } = await createTestApp({ API_ANONYMOUS_RATE_LIMIT_PER_MINUTE: '2' });
      try {
        const attempt = () =>
          limited.request('POST', '/api/auth/set-password', {
            payload: { token: 'x'.repeat(43), password: 'geheim-123' },
            ip: '2001:db8:5e7::1',
          });
        expect((await attempt()).statusCode).toBe(400);
        expect((await attempt()).statusCode).toBe(400);
        const refused = await attempt();
        expect(refused.statusCode).toBe(429);
        expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      } finally {
        await limited.close();
      }
    });

    it('lets only one of two simultaneous uses of a link set the password, and mails no deleted account', async () => {
      const account = await createUser(api, 'designer');
      const event = welcome(account.id);
      await deliver(event);
      const token = /token=([A-Za-z0-9_-]+)/.exec(
        smtp.withId(messageIdOf(event.eventId, 'welcome', account.id))[0]!.text,
      )![1]!;
      const answers = await Promise.all(
        ['erstes-passwort', 'zweites-passwort'].map((password) =>
          api.request('POST', '/api/auth/set-password', { payload: { token, password } }),
        ),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([204, 400]);
      const winner = answers[0]!.statusCode === 204 ? 'erstes-passwort' : 'zweites-passwort';
      await expect(signIn(api, { email: account.email, password: winner })).resolves.toHaveProperty('accessToken');

      const deleted = await createUser(api, 'designer');
      await inContext(api, (em) =>
        em
          .getConnection()
          .execute(
            `update account set deleted_at = now(), email = 'deleted-' || id || '@deleted.invalid' where id = ?`,
            [deleted.id],
          ),
      );
      const toDeleted = welcome(deleted.id);
      expect(await deliver(toDeleted)).toEqual({ sent: 0, skipped: 0 });
      expect(smtp.received.filter((mail) => mail.messageId.startsWith(`<${toDeleted.eventId}.`))).toEqual([]);
    });

    it('sends a new link when an admin asks for one: the earlier link ends, the new one works; an inactive account gets none', async () => {
      const admin = await createUser(api, 'admin', 'Adrian Admin');
      const { auth } = await signIn(api, admin);
      const account = await createUser(api, 'designer', 'Verlorene Designerin');
      const first = welcome(account.id);
      await deliver(first);
      const linkOf = (text: string) => /token=([A-Za-z0-9_-]+)/.exec(text)![1]!;
      const firstToken = linkOf(smtp.withId(messageIdOf(first.eventId, 'welcome', account.id))[0]!.text);

      expect(
        (await api.request('POST', `/api/admin/users/${account.id}/password-link`, { headers: auth })).statusCode,
      ).toBe(204);
      // Through the outbox and the email queue, like every mail.
      const again = await waitUntil('the new welcome mail', () =>
        smtp
          .to(account.email)
          .find(
            (mail) => mail.subject === 'Willkommen bei ContentFlow' && !mail.messageId.startsWith(`<${first.eventId}.`),
          ),
      );
      expect(again.text).toContain('Der Link ist 24 Stunden gültig');
      const set = (token: string) =>
        api.request('POST', '/api/auth/set-password', { payload: { token, password: 'Neue-Leiter-Wolke-5' } });
      expect((await set(firstToken)).json()).toMatchObject({
        statusCode: 400,
        message: 'Der Link ist ungültig oder abgelaufen.',
      });
      expect((await set(linkOf(again.text))).statusCode).toBe(204);
      await expect(signIn(api, { email: account.email, password: 'Neue-Leiter-Wolke-5' })).resolves.toHaveProperty(
        'accessToken',
      );

      const inactive = await createUser(api, 'designer');
      await inContext(api, (em) =>
        em.getConnection().execute(`update profile set status = 'inactive' where id = ?`, [inactive.id]),
      );
      const toInactive = welcome(inactive.id);
      expect(await deliver(toInactive)).toEqual({ sent: 0, skipped: 0 });
      expect(smtp.to(inactive.email)).toEqual([]);
    });
  });
});
