/** German texts of the Instagram grid and «Mehrere planen» on the calendar (issue 42); ours, in docs/decisions.md. */
export const gridTexts = {
  view: 'Instagram-Raster',
  title: 'So sieht dein Instagram-Profil aus',
  intro:
    'Die nächsten neun geplanten Posts, darunter die zuletzt veröffentlichten. Ziehe einen geplanten Post auf einen anderen oder tippe zwei Posts nacheinander an, um ihre Zeiten zu tauschen; mit der Tastatur verschieben ihn die Pfeiltasten.',
  introReadOnly: 'Die nächsten neun geplanten Posts, darunter die zuletzt veröffentlichten.',
  loadError: 'Das Raster konnte nicht geladen werden',
  empty: 'Noch keine Instagram-Posts geplant oder veröffentlicht.',
  plannedLabel: 'Geplante Instagram-Posts, neueste zuerst',
  publishedLabel: 'Zuletzt veröffentlichte Instagram-Posts',
  publishedHeading: 'Bereits veröffentlicht',
  plannedState: '(geplant)',
  publishedState: '(veröffentlicht)',
  moveHint: 'Pfeiltasten tauschen die Zeit mit dem Nachbarn; oder wähle zwei Posts nacheinander aus',
  picked: (title: string) => `«${title}» ausgewählt. Wähle den Post, mit dem er die Zeit tauschen soll.`,
  swapped: (a: string, b: string) => `«${a}» und «${b}» haben die Zeiten getauscht.`,
  moveError: 'Die Zeiten konnten nicht getauscht werden',
  noImage: 'Ohne Vorschau',
  video: 'Video',
} as const;

export const monthPlanTexts = {
  open: 'Mehrere planen',
  openHint: 'Freigegebene Aufträge auf einmal planen',
  title: 'Freigegebene Aufträge planen',
  intro:
    'Wähle die Aufträge und das Konto. Jeder Auftrag wird ein eigener Post, zur nächsten freien besten Zeit deines Publikums.',
  account: 'Konto',
  noAccounts: 'Verbinde zuerst ein Social-Media-Konto.',
  accountsLink: 'Zu Social Media',
  ordersLabel: 'Aufträge',
  noOrders: 'In diesem Zeitraum gibt es keine freigegebenen Aufträge.',
  noSlot: 'Kein freier Termin im nächsten Monat',
  loadError: 'Die besten Zeiten konnten nicht geladen werden',
  confirm: (count: number) => (count === 1 ? '1 Post planen' : `${count} Posts planen`),
  cancel: 'Abbrechen',
  close: 'Schliessen',
  running: (done: number, count: number) => `${done} von ${count} geplant …`,
  resultTitle: (ok: number, count: number) =>
    ok === count
      ? count === 1
        ? 'Der Post ist geplant.'
        : `Alle ${count} Posts sind geplant.`
      : `${ok} von ${count} Posts geplant. Diese konnten nicht geplant werden:`,
  failedFallback: 'Der Post konnte nicht geplant werden',
} as const;
