import type { EventFacts, MailTemplate } from '../contracts/jobs.js';
import { monthName } from '../common/month-name.js';
import { MEMBER_ROLE_ALLOWS, MEMBER_ROLE_LABELS, type MemberRole } from '../contracts/team.js';
import { counted, plural } from '../common/plural.js';

/** The product's name as the web app shows it (frontend/src/shared/brand.ts). */
const BRAND_NAME = 'ContentFlow';
/** The web app's primary colour (frontend/src/app/theme.ts). */
const BRAND_COLOR = '#0b63ce';

/** A client's monthly limits, from its active plan. */
export interface MonthlyLimits {
  planName: string;
  post: number;
  carousel: number;
  reel: number;
}

/** What a mail is written from: the event's facts plus what only the mail needs. */
export interface MailData {
  recipientName: string;
  recipientEmail: string;
  facts: EventFacts;
  /** The client a plan request is from (plan-requested). */
  clientId: string | null;
  /** The client's limits this month (quota-renewed). */
  limits: MonthlyLimits | null;
  /** The single-use token of the link to set the password and how long it works (welcome). */
  setPassword: { token: string; validHours: number } | null;
  /** The unread messages on an order, their page in the recipient's area, and since when unread (unread-messages). */
  messages?: { lines: string[]; path: string; minutes: number } | null;
  /** A reminder or escalation of an order's stage: its text (the subject) and the order's page (stage-reminder, stage-escalation). */
  reminder?: { text: string; path: string } | null;
  /** Who asked the guest to review, and the guest's page with a token of its own (guest-reminder). */
  guest?: { of: string; path: string } | null;
  /**
   * Who invited the recipient into which company, with which role (welcome, for an account an owner
   * or an admin invited into a company's team); `by` is null when the company's own account invited
   * (its name is the company's) or the inviter's account is gone.
   */
  invitation?: { by: string | null; company: string; role: MemberRole } | null;
  /** The morning digest's lines (morning-digest). */
  digest?: { due: string[]; overdue: string[]; arrived: string[] } | null;
}

/** "bei 1 Auftrag", "bei 3 Aufträgen" (dative). */
const atProjects = (count: number) => counted(count, 'Auftrag', 'Aufträgen');

export interface RenderedMail {
  subject: string;
  html: string;
  text: string;
}

/** One mail's content, in plain text; the layout turns it into HTML (escaped) and text. */
interface MailContent {
  subject: string;
  paragraphs: string[];
  /** Someone's own words (feedback), shown as a quote. */
  quote?: string;
  list?: string[];
  button: { label: string; path: string };
  /** Small print under the button. */
  note?: string;
  /** The footer: why the recipient gets this mail. */
  reason: string;
}

function required<T>(value: T | null, what: string, template: MailTemplate): T {
  if (value === null || value === '') throw new Error(`The ${template} mail needs ${what}`);
  return value;
}

const CONTENT: { readonly [T in MailTemplate]: (data: MailData) => MailContent } = {
  'order-assigned': ({ facts }) => ({
    subject: `Neuer Auftrag: ${facts.title}`,
    paragraphs: [`Dir wurde der Auftrag ${facts.title} zugewiesen. Briefing und Anhänge findest du im Auftrag.`],
    button: {
      label: 'Auftrag öffnen',
      path: `/designer/project/${required(facts.projectId, 'an order', 'order-assigned')}`,
    },
    reason: `Du erhältst diese E-Mail, weil dir bei ${BRAND_NAME} ein Auftrag zugewiesen wurde.`,
  }),
  'design-sent-back': ({ facts }) => ({
    subject: `Admin-Feedback zu ${facts.title}`,
    paragraphs: [
      `Das Admin-Team hat dein Design für ${facts.title} geprüft und zur Überarbeitung zurückgeschickt. Das Feedback:`,
    ],
    quote: facts.feedback,
    button: {
      label: 'Auftrag öffnen',
      path: `/designer/project/${required(facts.projectId, 'an order', 'design-sent-back')}`,
    },
    reason: `Du erhältst diese E-Mail, weil du diesen Auftrag bei ${BRAND_NAME} gestaltest.`,
  }),
  'changes-requested': ({ facts }) => ({
    subject: `Änderungswunsch zu ${facts.title}`,
    paragraphs: [`Der Kunde wünscht Änderungen an ${facts.title}. Sein Feedback:`],
    quote: facts.feedback,
    button: {
      label: 'Auftrag öffnen',
      path: `/designer/project/${required(facts.projectId, 'an order', 'changes-requested')}`,
    },
    reason: `Du erhältst diese E-Mail, weil du diesen Auftrag bei ${BRAND_NAME} gestaltest.`,
  }),
  'design-ready': ({ facts }) => ({
    subject: `Dein Design ist bereit zur Prüfung: ${facts.title}`,
    paragraphs: [
      `Das Design für deinen Auftrag ${facts.title} ist fertig. Sieh es dir an und gib es frei oder wünsche Änderungen.`,
    ],
    button: {
      label: 'Design ansehen',
      path: `/client/project/${required(facts.projectId, 'an order', 'design-ready')}`,
    },
    reason: `Du erhältst diese E-Mail, weil du diesen Auftrag bei ${BRAND_NAME} erteilt hast.`,
  }),
  'design-approved': ({ facts }) => ({
    subject: `${facts.title} wurde vom Kunden freigegeben`,
    paragraphs: [
      `Der Kunde hat dein Design für ${facts.title} freigegeben. Der Auftrag ist damit abgeschlossen – danke für deine Arbeit!`,
    ],
    button: {
      label: 'Auftrag öffnen',
      path: `/designer/project/${required(facts.projectId, 'an order', 'design-approved')}`,
    },
    reason: `Du erhältst diese E-Mail, weil du diesen Auftrag bei ${BRAND_NAME} gestaltest.`,
  }),
  'quota-renewed': ({ facts, limits }) => {
    const plan = required(limits, 'the limits', 'quota-renewed');
    return {
      subject: 'Dein neues Kontingent ist verfügbar',
      paragraphs: [
        `Für ${monthName(facts.month)} steht dir dein Kontingent im Plan ${plan.planName} wieder vollständig zur Verfügung:`,
      ],
      list: [
        counted(plan.post, 'Post', 'Posts'),
        counted(plan.carousel, 'Carousel', 'Carousels'),
        counted(plan.reel, 'Reel', 'Reels'),
      ],
      button: { label: 'Zum Dashboard', path: '/dashboard' },
      reason: `Du erhältst diese E-Mail, weil du bei ${BRAND_NAME} einen aktiven Plan hast.`,
    };
  },
  'plan-requested': ({ facts, clientId }) => ({
    subject: `Plan-Anfrage von ${facts.clientName}: ${facts.planName}`,
    paragraphs: [
      `${facts.clientName} möchte den Plan ${facts.planName} nutzen. Du kannst ihn im Kundenprofil zuweisen.`,
    ],
    button: { label: 'Kunde öffnen', path: `/admin/clients/${required(clientId, 'a client', 'plan-requested')}` },
    reason: `Du erhältst diese E-Mail, weil du bei ${BRAND_NAME} Administrator bist.`,
  }),
  'payment-failed': ({ facts }) => ({
    subject: `Zahlung fehlgeschlagen: dein Plan ${facts.planName}`,
    paragraphs: [
      `Die letzte Zahlung für deinen Plan ${facts.planName} konnte nicht eingezogen werden. Stripe versucht es in den nächsten Tagen erneut; bis dahin bleibt dein Plan aktiv.`,
      'Bitte prüfe deine Zahlungsmethode im Abo-Portal: auf deiner Profilseite unter «Abo verwalten».',
    ],
    button: { label: 'Zahlungsmethode prüfen', path: '/client/profile' },
    reason: `Du erhältst diese E-Mail, weil du bei ${BRAND_NAME} einen Plan per Karte bezahlst.`,
  }),
  'unread-messages': ({ facts, messages }) => {
    const { lines, path, minutes } = required(messages ?? null, 'the messages', 'unread-messages');
    return {
      subject: plural(lines.length, {
        one: `Neue Nachricht zu ${facts.title}`,
        other: `${lines.length} neue Nachrichten zu ${facts.title}`,
      }),
      paragraphs: [
        plural(lines.length, {
          one: `Zu ${facts.title} wartet eine Nachricht auf dich:`,
          other: `Zu ${facts.title} warten ${lines.length} Nachrichten auf dich:`,
        }),
      ],
      list: lines,
      button: { label: 'Nachrichten lesen', path },
      reason: `Du erhältst diese E-Mail, weil du an diesem Auftrag bei ${BRAND_NAME} beteiligt bist und die Nachrichten seit ${counted(minutes, 'Minute', 'Minuten')} ungelesen sind.`,
    };
  },
  'stage-reminder': ({ reminder }) => {
    const { text, path } = required(reminder ?? null, 'the reminder', 'stage-reminder');
    return {
      subject: text,
      paragraphs: [
        `${text}.`,
        'Der nächste Schritt liegt bei dir. Bitte sieh dir den Auftrag an, damit nichts liegen bleibt.',
      ],
      button: { label: 'Auftrag öffnen', path },
      reason: `Du erhältst diese E-Mail, weil bei diesem Auftrag bei ${BRAND_NAME} der nächste Schritt bei dir liegt.`,
    };
  },
  // The guest's page through a token of its own for the same link (the owner's is kept only as its hash).
  'guest-reminder': ({ reminder, guest }) => {
    const { text } = required(reminder ?? null, 'the reminder', 'guest-reminder');
    const { of, path } = required(guest ?? null, 'who invited the guest and its page', 'guest-reminder');
    return {
      subject: text,
      paragraphs: [
        `${text}.`,
        `${of} bittet dich um deine Rückmeldung. Der Knopf führt direkt zum Entwurf, ohne Konto.`,
      ],
      button: { label: 'Entwurf ansehen', path },
      note: 'Der Link gilt so lange wie der Gast-Link, den du erhalten hast. Gib ihn nicht weiter.',
      reason: `Du erhältst diese E-Mail, weil ${of} dich als Gast um eine Rückmeldung zu einem Entwurf bei ${BRAND_NAME} gebeten hat.`,
    };
  },
  'post-published': ({ facts }) => ({
    subject: `Veröffentlicht auf ${facts.network}: ${facts.title}`,
    paragraphs: [
      `${facts.title} ist wie geplant auf ${facts.network} erschienen: ${required(facts.permalink, 'a permalink', 'post-published')}`,
      'Auf der Auftragsseite findest du den Link, die Prüfsummen der veröffentlichten Dateien und bald die ersten Zahlen.',
    ],
    button: {
      label: 'Auftrag öffnen',
      path: `/client/project/${required(facts.projectId, 'an order', 'post-published')}`,
    },
    reason: `Du erhältst diese E-Mail, weil du bei ${BRAND_NAME} Beiträge deiner Firma freigibst.`,
  }),
  'post-failed': ({ facts }) => ({
    subject: `Nicht veröffentlicht auf ${facts.network}: ${facts.title}`,
    paragraphs: [`${facts.title} konnte nicht wie geplant auf ${facts.network} veröffentlicht werden. Der Grund:`],
    quote: required(facts.failure, 'the reason', 'post-failed'),
    button: {
      label: 'Auftrag öffnen',
      path: `/client/project/${required(facts.projectId, 'an order', 'post-failed')}`,
    },
    reason: `Du erhältst diese E-Mail, weil du bei ${BRAND_NAME} Beiträge deiner Firma freigibst.`,
  }),
  'social-account': ({ facts }) => ({
    subject: facts.until
      ? `Bitte ${facts.network}-Konto neu verbinden: ${facts.accountName}`
      : `${facts.network}-Konto getrennt: ${facts.accountName}`,
    paragraphs: [
      facts.until
        ? `Die Verbindung mit ${facts.accountName} auf ${facts.network} lässt sich nur noch bis ${facts.until} erneuern. Bitte verbinde das Konto bis dahin neu, damit geplante Beiträge erscheinen.`
        : `${facts.network} hat die Verbindung mit ${facts.accountName} nicht mehr akzeptiert. Geplante Beiträge für dieses Konto erscheinen erst, wenn du es neu verbindest.`,
    ],
    button: { label: 'Konten verwalten', path: '/client/social-media' },
    reason: `Du erhältst diese E-Mail, weil du bei ${BRAND_NAME} die Social-Media-Konten deiner Firma verwaltest.`,
  }),
  'data-export-ready': ({ facts }) => ({
    subject: 'Dein Daten-Export ist bereit',
    paragraphs: [
      `Der Export aller Daten von ${facts.clientName} ist erstellt: eine ZIP-Datei mit allen Aufträgen, Dateien, Kommentaren, Freigaben, geplanten Beiträgen und der Marke, dazu eine Übersicht (manifest.json).`,
      `Der Link ist bis ${facts.until} gültig. Danach wird der Export gelöscht; du kannst jederzeit einen neuen erstellen.`,
    ],
    button: {
      label: 'Export herunterladen',
      path: required(facts.download || null, 'a download', 'data-export-ready'),
    },
    reason: `Du erhältst diese E-Mail, weil du bei ${BRAND_NAME} einen Export der Daten deiner Firma angefordert hast oder Inhaber bist.`,
  }),
  'erasure-scheduled': ({ facts }) => ({
    subject: `Die Firma ${facts.clientName} wird am ${facts.until} gelöscht`,
    paragraphs: [
      `Ein Inhaber hat die Löschung von ${facts.clientName} beantragt. Am ${facts.until} werden alle Konten, Aufträge, Dateien, Nachrichten, geplanten Beiträge und die Marke endgültig gelöscht.`,
      'Bis dahin kann ein Inhaber die Löschung im Profil unter «Daten & Datenschutz» abbrechen. Wer seine Daten behalten möchte, erstellt dort vorher einen Export.',
    ],
    button: { label: 'Daten & Datenschutz', path: '/client/profile' },
    reason: `Du erhältst diese E-Mail, weil du bei ${BRAND_NAME} Mitglied von ${facts.clientName} bist.`,
  }),
  'stage-escalation': ({ reminder }) => {
    const { text, path } = required(reminder ?? null, 'the reminder', 'stage-escalation');
    return {
      subject: text,
      paragraphs: [
        `${text}.`,
        'Bitte kläre, wie es weitergeht: nachfragen, den Auftrag einem anderen Designer geben oder ihn selbst prüfen.',
      ],
      button: { label: 'Auftrag öffnen', path },
      reason: `Du erhältst diese E-Mail, weil du bei ${BRAND_NAME} Administrator bist.`,
    };
  },
  'morning-digest': ({ digest }) => {
    const { due, overdue, arrived } = required(digest ?? null, 'the digest', 'morning-digest');
    const counts = [
      due.length ? `${due.length} heute fällig` : '',
      overdue.length ? `${overdue.length} überfällig` : '',
      arrived.length ? `${arrived.length} neu` : '',
    ].filter(Boolean);
    return {
      subject: `Dein Tag bei ${BRAND_NAME}: ${counts.join(', ')}`,
      paragraphs: [
        `Guten Morgen! Bei ${atProjects(due.length + overdue.length + arrived.length)} liegt der nächste Schritt bei dir:`,
      ],
      list: [
        ...overdue.map((line) => `Überfällig: ${line}`),
        ...due.map((line) => `Heute fällig: ${line}`),
        ...arrived.map((line) => `Neu: ${line}`),
      ],
      button: { label: 'Zum Dashboard', path: '/dashboard' },
      reason: `Du erhältst diese E-Mail, weil bei ${BRAND_NAME} Aufträge auf deinen nächsten Schritt warten (an Arbeitstagen um 07:30, höchstens einmal am Tag).`,
    };
  },
  welcome: ({ recipientEmail, setPassword, invitation }) => {
    const { token, validHours } = required(setPassword, 'a token', 'welcome');
    const button = { label: 'Passwort festlegen', path: `/passwort-setzen?token=${encodeURIComponent(token)}` };
    const note = `Der Link ist ${counted(validHours, 'Stunde', 'Stunden')} gültig und funktioniert einmal. Ist er abgelaufen, kann dir ein Administrator einen neuen schicken.`;
    const signIn = `Lege jetzt dein Passwort fest; danach meldest du dich mit deiner E-Mail-Adresse ${recipientEmail} an.`;
    if (invitation) {
      // A member invited into a team: who, where, and what its role lets it do.
      const { by, company, role } = invitation;
      const allows = `mit der Rolle «${MEMBER_ROLE_LABELS[role]}»: ${MEMBER_ROLE_ALLOWS[role]}.`;
      return {
        subject: by
          ? `${by} hat dich zu ${company} bei ${BRAND_NAME} eingeladen`
          : `Einladung zu ${company} bei ${BRAND_NAME}`,
        paragraphs: [
          by ? `${by} hat dich zu ${company} eingeladen, ${allows}` : `Du wurdest zu ${company} eingeladen, ${allows}`,
          signIn,
        ],
        button,
        note,
        reason: `Du erhältst diese E-Mail, weil ${by ? `${by} dich` : 'du'} ins Team von ${company} bei ${BRAND_NAME} eingeladen ${by ? 'hat' : 'wurdest'}. Falls du keine Einladung erwartest, kannst du sie ignorieren.`,
      };
    }
    return {
      subject: `Willkommen bei ${BRAND_NAME}`,
      paragraphs: [`Für dich wurde ein Account bei ${BRAND_NAME} angelegt. ${signIn}`],
      button,
      note,
      reason: `Du erhältst diese E-Mail, weil ein Administrator für diese Adresse einen Account bei ${BRAND_NAME} angelegt hat. Falls du keinen erwartest, kannst du sie ignorieren.`,
    };
  },
};

/** Text for HTML: every character that could open markup or leave an attribute is escaped. */
export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}

/** A subject is one line, whatever a title contains. */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();

/**
 * A mail in German (de-CH), as HTML in the product's look (inline styles, which mail clients keep)
 * and as plain text, with its link into the app at `appUrl`. Every value from users is escaped.
 */
export function renderMail(template: MailTemplate, data: MailData, appUrl: string): RenderedMail {
  const content = CONTENT[template](data);
  const url = `${appUrl}${content.button.path}`;
  const greeting = `Hallo ${data.recipientName},`;
  const paragraphs = content.paragraphs;
  // Someone's own words, shown as they were typed.
  const quote = content.quote?.trim() || null;

  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(quote
      ? [
          quote
            .split('\n')
            .map((line) => `> ${line}`)
            .join('\n'),
          '',
        ]
      : []),
    ...(content.list ? [content.list.map((item) => `- ${item}`).join('\n'), ''] : []),
    `${content.button.label}: ${url}`,
    ...(content.note ? ['', content.note] : []),
    '',
    `Freundliche Grüsse`,
    `Dein ${BRAND_NAME}-Team`,
    '',
    '--',
    content.reason,
  ].join('\n');

  const p = (html: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2933;">${html}</p>`;
  const body = [
    p(escapeHtml(greeting)),
    ...paragraphs.map((paragraph) => p(escapeHtml(paragraph))),
    quote
      ? `<blockquote style="margin:0 0 16px;padding:12px 16px;border-left:4px solid ${BRAND_COLOR};background:#f2f6fc;font-size:15px;line-height:22px;color:#1f2933;white-space:pre-line;">${escapeHtml(quote)}</blockquote>`
      : '',
    content.list
      ? `<ul style="margin:0 0 16px;padding-left:20px;font-size:16px;line-height:24px;color:#1f2933;">${content.list.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`
      : '',
    `<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px;"><tr><td style="border-radius:6px;background:${BRAND_COLOR};">` +
      `<a href="${escapeHtml(url)}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none;border-radius:6px;">${escapeHtml(content.button.label)}</a>` +
      `</td></tr></table>`,
    content.note
      ? `<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#52606d;">${escapeHtml(content.note)}</p>`
      : '',
    p(`Freundliche Grüsse<br>Dein ${BRAND_NAME}-Team`),
  ].join('\n');

  const html = `<!DOCTYPE html>
<html lang="de-CH">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escapeHtml(oneLine(content.subject))}</title></head>
<body style="margin:0;padding:0;background:#f4f5f7;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif;">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f4f5f7;padding:24px 0;"><tr><td align="center">
<table role="presentation" width="600" cellpadding="0" cellspacing="0" style="max-width:600px;width:100%;background:#ffffff;border-radius:8px;overflow:hidden;">
<tr><td style="background:${BRAND_COLOR};padding:20px 32px;font-size:22px;font-weight:700;color:#ffffff;">${BRAND_NAME}</td></tr>
<tr><td style="padding:32px;">
${body}
<p style="margin:0;font-size:13px;line-height:20px;color:#52606d;">Falls der Knopf nicht funktioniert, öffne diesen Link: <a href="${escapeHtml(url)}" style="color:${BRAND_COLOR};word-break:break-all;">${escapeHtml(url)}</a></p>
</td></tr>
<tr><td style="padding:16px 32px;background:#f4f5f7;font-size:12px;line-height:18px;color:#7b8794;">${escapeHtml(content.reason)}</td></tr>
</table>
</td></tr></table>
</body>
</html>
`;
  return { subject: oneLine(content.subject), html, text };
}
