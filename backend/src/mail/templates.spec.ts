import { MAIL_TEMPLATES } from '../contracts/jobs.js';
import { emlFileName, messageIdOf } from './mailer.js';
import { escapeHtml, renderMail, type MailData } from './templates.js';

const data: MailData = {
  recipientName: 'Kim <Kunde>',
  recipientEmail: 'kim@example.ch',
  facts: {
    projectId: 'p-1',
    title: '«Sommer & <Sonne>»',
    feedback: 'Bitte <i>grösser</i>',
    clientName: 'Bäckerei "Brot"',
    planName: 'Premium',
    month: '2027-01',
    failure: 'Das Format wird nicht unterstützt',
    network: 'Instagram',
    accountName: '@baeckerei',
    permalink: 'https://www.instagram.com/p/abc/',
    until: '',
    download: '/api/data-exports/e-1/download?e=1&s=abc',
  },
  clientId: 'c-1',
  limits: { planName: 'Premium', post: 30, carousel: 12, reel: 6 },
  setPassword: { token: 'abc_DEF-123', validHours: 24 },
  messages: {
    lines: ['Neue Nachricht von Dora zu «Sommer & <Sonne>»: Passt <b>das</b>?'],
    path: '/client/project/p-1?pin=pin-1',
    minutes: 15,
  },
  reminder: { text: 'Heute fällig: «Sommer & <Sonne>»', path: '/designer/project/p-1' },
  guest: { of: 'Bäckerei "Brot"', path: '/r/guest-token' },
  digest: { due: ['«Sommer & <Sonne>»'], overdue: ['«Winter» (war am Mo, 30. Nov. fällig)'], arrived: [] },
};

describe('mail templates', () => {
  it.each(MAIL_TEMPLATES)(
    '%s: German, HTML and text, a link into the app, no ß, user text escaped in HTML',
    (template) => {
      const mail = renderMail(template, data, 'https://app.example.ch');
      expect(mail.subject.length).toBeGreaterThan(0);
      expect(`${mail.subject}${mail.text}${mail.html}`).not.toContain('ß');
      expect(mail.text).toMatch(/: https:\/\/app\.example\.ch\/\S+/);
      expect(mail.html).toMatch(/<a href="https:\/\/app\.example\.ch\/[^"]+" style=/);
      expect(mail.text).toContain('Hallo Kim <Kunde>,');
      expect(mail.html).toContain('Hallo Kim &lt;Kunde&gt;,');
      expect(mail.html).not.toMatch(/<(Kunde|Sonne|i)>/);
      expect(mail.html).toContain('<html lang="de-CH">');
      expect(mail.html).toContain('Du erhältst diese E-Mail, weil');
    },
  );

  it('links each mail to its screen', () => {
    const link = (template: (typeof MAIL_TEMPLATES)[number]) =>
      /: (https:\/\/\S+)/.exec(renderMail(template, data, 'https://app.example.ch').text)![1];
    expect(link('order-assigned')).toBe('https://app.example.ch/designer/project/p-1');
    expect(link('design-sent-back')).toBe('https://app.example.ch/designer/project/p-1');
    expect(link('changes-requested')).toBe('https://app.example.ch/designer/project/p-1');
    expect(link('design-ready')).toBe('https://app.example.ch/client/project/p-1');
    expect(link('design-approved')).toBe('https://app.example.ch/designer/project/p-1');
    expect(link('quota-renewed')).toBe('https://app.example.ch/dashboard');
    expect(link('plan-requested')).toBe('https://app.example.ch/admin/clients/c-1');
    expect(link('welcome')).toBe('https://app.example.ch/passwort-setzen?token=abc_DEF-123');
    expect(link('unread-messages')).toBe('https://app.example.ch/client/project/p-1?pin=pin-1');
    expect(link('stage-reminder')).toBe('https://app.example.ch/designer/project/p-1');
    expect(link('guest-reminder')).toBe('https://app.example.ch/r/guest-token');
    expect(link('stage-escalation')).toBe('https://app.example.ch/designer/project/p-1');
    expect(link('morning-digest')).toBe('https://app.example.ch/dashboard');
    expect(link('data-export-ready')).toBe('https://app.example.ch/api/data-exports/e-1/download?e=1&s=abc');
    expect(link('erasure-scheduled')).toBe('https://app.example.ch/client/profile');
  });

  it("writes the reminder's text as its subject and the digest's lines, overdue first", () => {
    expect(renderMail('stage-reminder', data, 'https://app.example.ch').subject).toBe(
      'Heute fällig: «Sommer & <Sonne>»',
    );
    const digest = renderMail('morning-digest', data, 'https://app.example.ch');
    expect(digest.subject).toBe('Dein Tag bei ContentFlow: 1 heute fällig, 1 überfällig');
    expect(digest.text).toContain(
      'Bei 2 Aufträgen liegt der nächste Schritt bei dir:\n\n- Überfällig: «Winter» (war am Mo, 30. Nov. fällig)\n- Heute fällig: «Sommer & <Sonne>»',
    );
  });

  it('bundles the unread messages of an order in one mail, counted', () => {
    const one = renderMail('unread-messages', data, 'https://app.example.ch');
    expect(one.subject).toBe('Neue Nachricht zu «Sommer & <Sonne>»');
    expect(one.text).toContain(
      'Zu «Sommer & <Sonne>» wartet eine Nachricht auf dich:\n\n- Neue Nachricht von Dora zu «Sommer & <Sonne>»: Passt <b>das</b>?',
    );
    expect(one.html).toContain('Passt &lt;b&gt;das&lt;/b&gt;?');
    expect(one.text).toContain('seit 15 Minuten ungelesen');
    const three = renderMail(
      'unread-messages',
      { ...data, messages: { lines: ['a', 'b', 'c'], path: '/designer/project/p-1', minutes: 1 } },
      'https://app.example.ch',
    );
    expect(three.subject).toBe('3 neue Nachrichten zu «Sommer & <Sonne>»');
    expect(three.text).toContain('warten 3 Nachrichten auf dich:\n\n- a\n- b\n- c');
    expect(three.text).toContain('seit 1 Minute ungelesen');
  });

  it('says how long the link of the welcome mail works', () => {
    expect(renderMail('welcome', data, 'https://app.example.ch').text).toContain(
      'Der Link ist 24 Stunden gültig und funktioniert einmal.',
    );
    const oneHour = renderMail(
      'welcome',
      { ...data, setPassword: { token: 'abc', validHours: 1 } },
      'https://app.example.ch',
    );
    expect(oneHour.text).toContain('Der Link ist 1 Stunde gültig');
  });

  it("names the quota mail exactly and lists the month's limits", () => {
    const mail = renderMail('quota-renewed', data, 'https://app.example.ch');
    expect(mail.subject).toBe('Dein neues Kontingent ist verfügbar');
    expect(mail.text).toContain('Januar 2027');
    expect(mail.text).toContain('- 30 Posts\n- 12 Carousels\n- 6 Reels');
    const single = renderMail(
      'quota-renewed',
      { ...data, limits: { planName: 'Mini', post: 1, carousel: 0, reel: 1 } },
      'https://app.example.ch',
    );
    expect(single.text).toContain('- 1 Post\n- 0 Carousels\n- 1 Reel');
  });

  it('quotes feedback as typed in the text and escaped in the HTML', () => {
    const mail = renderMail('design-sent-back', data, 'https://app.example.ch');
    expect(mail.text).toContain('> Bitte <i>grösser</i>');
    expect(mail.html).toContain('Bitte &lt;i&gt;grösser&lt;/i&gt;');
    expect(mail.subject).toBe('Admin-Feedback zu «Sommer & <Sonne>»');
  });

  it('refuses to write a mail without what it needs', () => {
    expect(() => renderMail('welcome', { ...data, setPassword: null }, 'https://app.example.ch')).toThrow(
      'The welcome mail needs a token',
    );
    expect(() => renderMail('quota-renewed', { ...data, limits: null }, 'https://app.example.ch')).toThrow(
      'needs the limits',
    );
  });

  it('escapes what could open markup or leave an attribute', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('derives the Message-ID from event, template and recipient, and a time-sortable file name from it', () => {
    const id = messageIdOf('https://app.example.ch:8443/x', 'e-1', 'welcome', 'u-1');
    expect(id).toBe('<e-1.welcome.u-1@app.example.ch>');
    expect(emlFileName(id, new Date('2026-11-23T12:40:01.123Z'))).toBe(
      '2026-11-23T12-40-01-123Z_e-1.welcome.u-1@app.example.ch.eml',
    );
    expect(emlFileName('<a/b\\c@x>', new Date(0))).toBe('1970-01-01T00-00-00-000Z_a_b_c@x.eml');
  });
});
