import {
  POST_CAPTION_MAX,
  POST_HASHTAGS_MAX,
  SOCIAL_ACCOUNT_WARNING_DAYS,
  type SocialAccountStatus,
} from '../../shared/contracts';
import { plural } from '../../shared/plural';

export const publishingTexts = {
  // The social accounts page.
  socialTitle: 'Social Media',
  socialSubtitle: 'Veröffentlichen auf Facebook, Instagram, TikTok und LinkedIn',
  socialIntro: 'Verbinde deine Konten, damit freigegebene Inhalte automatisch veröffentlicht werden.',
  socialStaffSubtitle: 'Die verbundenen Social-Media-Konten des Kunden',
  readOnlyNote: 'Nur Inhaber können Konten verbinden oder trennen.',
  connect: 'Verbinden',
  connectLabel: (network: string) => `${network} verbinden`,
  connectAgain: 'Erneut verbinden',
  connectAgainLabel: (name: string) => `${name} erneut verbinden`,
  connectAnother: 'Weiteres Konto verbinden',
  connectAnotherLabel: (network: string) => `Weiteres ${network}-Konto verbinden`,
  connectError: 'Die Verbindung konnte nicht gestartet werden',
  disconnect: 'Trennen',
  disconnectLabel: (name: string) => `${name} trennen`,
  disconnectTitle: (name: string) => `${name} trennen?`,
  disconnectText: 'Geplante Beiträge auf dieses Konto werden nicht mehr veröffentlicht, bis du es wieder verbindest.',
  disconnected: 'Konto getrennt',
  disconnectError: 'Das Konto konnte nicht getrennt werden',
  cancel: 'Abbrechen',
  noAccounts: 'Noch kein Konto verbunden.',
  renewHint: `Die Verbindung läuft in weniger als ${SOCIAL_ACCOUNT_WARNING_DAYS} Tagen ab: Verbinde das Konto erneut, damit geplante Beiträge weiter erscheinen.`,
  disconnectedHint: 'Die Verbindung wurde getrennt: Verbinde das Konto erneut, damit geplante Beiträge erscheinen.',
  notConfigured: (missing: string[]) =>
    missing.length
      ? `Noch nicht eingerichtet: Die Agentur muss ${joinAnd(missing)} hinterlegen.`
      : 'Noch nicht eingerichtet: Die Agentur muss dieses Netzwerk zuerst einrichten.',
  accountsLoadError: 'Die Konten konnten nicht geladen werden',
  connectedSince: (date: string) => `Verbunden seit ${date}`,
  connectedNotice: (network: string, accounts: number) =>
    `${network} ist verbunden${accounts > 0 ? ` (${plural(accounts, { one: 'ein Konto', other: `${accounts} Konten` })})` : ''}.`,
  callbackErrors: {
    denied: 'Du hast die Verbindung abgebrochen. Es wurde nichts verbunden.',
    none: 'Das Netzwerk hat kein Konto freigegeben, das wir verbinden könnten.',
    expired:
      'Die Anmeldung beim Netzwerk ist abgelaufen oder wurde in einem anderen Browser begonnen. Bitte verbinde das Konto noch einmal.',
    forbidden: 'Du darfst die Konten dieser Firma nicht mehr verbinden. Es wurde nichts verbunden.',
  } as Record<string, string>,
  callbackError: 'Die Verbindung ist fehlgeschlagen. Bitte versuche es erneut.',
  noClient: 'Kein Kunde ausgewählt.',

  // The schedule dialog.
  scheduleTitle: 'Veröffentlichung planen',
  editTitle: 'Veröffentlichung bearbeiten',
  scheduleOk: 'Planen',
  editOk: 'Speichern',
  account: 'Konto',
  accountRequired: 'Bitte wähle ein verbundenes Konto',
  noConnectedAccounts: 'Noch kein Konto verbunden.',
  connectAccountsLink: 'Konten verbinden',
  at: 'Datum und Uhrzeit',
  atRequired: 'Bitte wähle Datum und Uhrzeit',
  atPast: 'Der Zeitpunkt liegt in der Vergangenheit',
  atHint: 'Schweizer Zeit (Europe/Zurich)',
  caption: 'Caption',
  captionTooLong: `Höchstens ${POST_CAPTION_MAX.toLocaleString('de-CH')} Zeichen`,
  textCount: (length: number, limit: number | null, network: string | null) =>
    limit === null
      ? `${length.toLocaleString('de-CH')} Zeichen mit Hashtags`
      : `${length.toLocaleString('de-CH')} / ${limit.toLocaleString('de-CH')} Zeichen mit Hashtags (${network})`,
  hashtagCount: (count: number, limit: number, network: string) => `${count} / ${limit} Hashtags (${network})`,
  duplicateScheduled: (when: string) => `Bereits geplant für ${when} — trotzdem noch einmal?`,
  duplicatePublished: (when: string) => `Bereits veröffentlicht am ${when} — trotzdem noch einmal?`,
  duplicateYes: 'Ja, noch einmal',
  duplicateNo: 'Nein',
  hashtags: 'Hashtags',
  hashtagsHint: 'Ohne «#»; Enter nach jedem Hashtag',
  hashtagsTooMany: `Höchstens ${POST_HASHTAGS_MAX} Hashtags`,
  scheduled: 'Veröffentlichung geplant',
  saved: 'Änderungen gespeichert',
  scheduleError: 'Die Veröffentlichung konnte nicht geplant werden',
  saveError: 'Die Änderungen konnten nicht gespeichert werden',
  orderLine: (title: string) => `Auftrag: ${title}`,
  format: 'Format',
  formatFeed: 'Feed',
  formatStory: 'Story',
  storyOnlyNetworks: 'Stories gehen nur auf Instagram und Facebook.',
  storyOneFile: 'Eine Story besteht aus genau einem Bild oder einem Video.',
  storyHint: 'Hochformat 9:16 (z. B. 1080 × 1920 Pixel); die Caption erscheint in einer Story nicht.',
  storyFixed: 'Das Format lässt sich nach dem Planen nicht mehr ändern.',
  firstComment: 'Erster Kommentar',
  firstCommentHint: 'Wird direkt nach dem Beitrag als erster Kommentar gepostet, z. B. mit den Hashtags.',
  firstCommentCount: (length: number, limit: number) =>
    `${length.toLocaleString('de-CH')} / ${limit.toLocaleString('de-CH')} Zeichen`,
  shortWeekdays: ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'] as const,
  proposal: (slot: string, own: boolean, network: string) =>
    own
      ? `${slot} — deine Posts erreichen dann am meisten`
      : `${slot} — eine gute Zeit auf ${network}, bis genug eigene Zahlen da sind`,
  proposalTitle: 'Vorschlag',
  proposalTake: 'Übernehmen',
  proposalTaken: 'Vorschlag übernommen',
  preview: 'Vorschau',
  previewLabel: (network: string) => `Vorschau auf ${network}`,
  previewEmpty: 'Keine Dateien für die Vorschau',
  more: '… mehr',
  less: 'weniger',
  slide: (index: number, total: number) => `Folie ${index} von ${total}`,
  previousSlide: 'Vorherige Folie',
  nextSlide: 'Nächste Folie',
  carouselHint: 'Wischen oder Pfeiltasten für die weiteren Folien',
  storyLabel: 'Story',

  // Posts.
  post: 'Beitrag',
  status: 'Status',
  time: 'Zeitpunkt',
  publishedAt: 'Veröffentlicht am',
  error: 'Fehler',
  permalink: 'Beitrag ansehen',
  edit: 'Bearbeiten',
  delete: 'Löschen',
  deleteTitle: 'Geplante Veröffentlichung löschen?',
  deleteText: 'Der Beitrag wird nicht veröffentlicht.',
  deleted: 'Geplante Veröffentlichung gelöscht',
  deleteError: 'Die Veröffentlichung konnte nicht gelöscht werden',
  postLoadError: 'Der Beitrag konnte nicht geladen werden',
  noHashtags: 'Keine Hashtags',
  noCaption: 'Keine Caption',
  order: 'Zum Auftrag',
  storyTag: 'Story',
  firstCommentPosted: 'Erster Kommentar gepostet',
  firstCommentPending: 'Erster Kommentar folgt nach dem Beitrag',

  // The order's card.
  cardTitle: 'Veröffentlichung',
  noPosts: 'Noch keine Veröffentlichung geplant.',
  postsLoadError: 'Die Veröffentlichungen konnten nicht geladen werden',
  files: 'Veröffentlichte Dateien',
  checksum: 'Prüfsumme (SHA-256)',
  copyChecksum: (name: string) => `Prüfsumme von ${name} kopieren`,
  copied: 'In die Zwischenablage kopiert',
  copyError: 'Kopieren nicht möglich',
  figures: 'Zahlen',
  measuredAt: (date: string) => `Stand ${date}`,
  noFigures: 'Noch keine Zahlen',

  // The figures.
  reach: 'Reichweite',
  impressions: 'Impressionen',
  likes: 'Likes',
  comments: 'Kommentare',
  shares: 'Geteilt',
  saves: 'Gespeichert',
  engagementRate: 'Engagement-Rate',
  posts: 'Beiträge',
  none: '–',

  // The analytics.
  analyticsTitle: 'Analytics',
  analyticsSubtitle: 'Wie deine veröffentlichten Beiträge ankommen',
  analyticsStaffSubtitle: 'Die veröffentlichten Beiträge des Kunden und ihre Zahlen',
  month: 'Monat',
  previousMonth: 'Vorheriger Monat',
  nextMonth: 'Nächster Monat',
  analyticsLoadError: 'Die Zahlen konnten nicht geladen werden',
  emptyMonth: 'In diesem Monat wurde noch nichts veröffentlicht.',
  change: (percent: string) => `${percent} gegenüber Vormonat`,
  changePoints: (points: string) => `${points} Prozentpunkte gegenüber Vormonat`,
  noPrevious: 'Im Vormonat keine Zahlen',
  monthPosts: 'Beiträge des Monats',
  title: 'Titel',
  network: 'Netzwerk',
  bestFormats: 'Beste Formate',
  bestTimes: 'Beste Zeiten',
  postsCount: (count: number) => plural(count, { one: 'ein Beitrag', other: `${count} Beiträge` }),
  weekdays: ['Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag', 'Sonntag'],
  hourSlot: (hour: number) => `${String(hour).padStart(2, '0')}:00–${String(hour + 1).padStart(2, '0')}:00`,

  // The calendar.
  plan: 'Planen',
  planLabel: (title: string) => `${title} planen`,
  dropHint: 'Freigegebene Aufträge kannst du auf einen Tag ziehen oder mit «Planen» einplanen.',
} as const;

export const accountStatusLabels: Record<SocialAccountStatus, string> = {
  connected: 'Verbunden',
  expiring: 'Läuft bald ab',
  disconnected: 'Getrennt',
};

function joinAnd(items: string[]): string {
  return items.length <= 1 ? items.join('') : `${items.slice(0, -1).join(', ')} und ${items.at(-1)}`;
}
