import type { INestApplicationContext } from '@nestjs/common';
import { loadConfig } from '../../src/config/app-config.js';
import { createUser, signIn } from '../factories.js';
import { SmtpStandIn } from '../smtp-stand-in.js';
import { createTestApp, uniqueEmail, type TestApp } from '../test-app.js';
import { waitUntil } from '../wait-until.js';
import { createWorkers } from '../../../workers/src/workers.factory.js';

const APP_URL = 'https://app.contentflow.test';
const PASSWORD = 'Team-Mitglied-Passwort-7';

describe('the invitation mail of a member: who invited it, to which company, with which role', () => {
  let app: TestApp;
  let workers: INestApplicationContext;
  const smtp = new SmtpStandIn();

  beforeAll(async () => {
    const smtpUrl = await smtp.start();
    ({ app } = await createTestApp({ APP_URL }));
    workers = await createWorkers(loadConfig({ ...process.env, APP_URL, SMTP_URL: smtpUrl }));
  });
  afterAll(async () => {
    await workers?.close();
    await app?.close();
    await smtp.stop();
  });

  /** The mail that reached this address, and its link's token. */
  async function mailTo(email: string) {
    const mail = await waitUntil('the invitation mail', () => smtp.to(email)[0]);
    const link = new RegExp(`${APP_URL.replace(/\./g, '\\.')}/passwort-setzen\\?token=([A-Za-z0-9_-]{43})`).exec(
      mail.text,
    );
    expect(link).not.toBeNull();
    expect(mail.html).toContain(`href="${APP_URL}/passwort-setzen?token=${link![1]}"`);
    return { mail, token: link![1]! };
  }

  it('names the inviter, the company and what the role allows, and keeps the link to set the password', async () => {
    const company = await createUser(app, 'client', 'Muster AG');
    const founder = await signIn(app, company);
    const invite = (auth: Record<string, string>, name: string, email: string, role: string) =>
      app.request('POST', `/api/clients/${company.id}/members`, { headers: auth, payload: { name, email, role } });

    // The company's own account invites: it names no person (its name is the company's).
    const annaEmail = uniqueEmail('owner');
    expect((await invite(founder.auth, 'Anna Muster', annaEmail, 'owner')).statusCode).toBe(201);
    const first = await mailTo(annaEmail);
    expect(first.mail.subject).toBe('Einladung zu Muster AG bei ContentFlow');
    expect(first.mail.text).toContain(
      'Du wurdest zu Muster AG eingeladen, mit der Rolle «Inhaber»: du kannst Designs kommentieren, freigeben oder Änderungen anfordern und verwaltest Aufträge, Abo und Team.',
    );
    expect(
      (await app.request('POST', '/api/auth/set-password', { payload: { token: first.token, password: PASSWORD } }))
        .statusCode,
    ).toBe(204);

    // Anna, now an owner, invites an approver: the mail names her.
    const anna = await signIn(app, { email: annaEmail, password: PASSWORD });
    const beatEmail = uniqueEmail('approver');
    expect((await invite(anna.auth, 'Beat Keller', beatEmail, 'approver')).statusCode).toBe(201);
    const { mail, token } = await mailTo(beatEmail);
    expect(mail.subject).toBe('Anna Muster hat dich zu Muster AG bei ContentFlow eingeladen');
    expect(mail.text).toContain('Hallo Beat Keller,');
    expect(mail.text).toContain(
      'Anna Muster hat dich zu Muster AG eingeladen, mit der Rolle «Freigabe»: du kannst Designs kommentieren, freigeben oder Änderungen anfordern.',
    );
    expect(mail.html).toContain('Anna Muster hat dich zu Muster AG eingeladen, mit der Rolle «Freigabe»');
    expect(mail.text).not.toContain('Administrator für diese Adresse einen Account');
    expect(
      (await app.request('POST', '/api/auth/set-password', { payload: { token, password: PASSWORD } })).statusCode,
    ).toBe(204);
  });

  it('names an admin who invites for the company, and a viewer learns it may only look', async () => {
    const company = await createUser(app, 'client', 'Beispiel GmbH');
    const admin = await createUser(app, 'admin', 'Adrian Admin');
    const { auth } = await signIn(app, admin);
    const email = uniqueEmail('viewer');
    const invited = await app.request('POST', `/api/clients/${company.id}/members`, {
      headers: auth,
      payload: { name: 'Lea Leser', email, role: 'viewer' },
    });
    expect(invited.statusCode).toBe(201);

    const { mail } = await mailTo(email);
    expect(mail.subject).toBe('Adrian Admin hat dich zu Beispiel GmbH bei ContentFlow eingeladen');
    expect(mail.text).toContain(
      'Adrian Admin hat dich zu Beispiel GmbH eingeladen, mit der Rolle «Lesen»: du kannst die Designs ansehen, aber nicht kommentieren oder freigeben.',
    );
    expect(mail.text).toContain('weil Adrian Admin dich ins Team von Beispiel GmbH bei ContentFlow eingeladen hat');
  });
});
