/** German texts of the notification bell. */
export const notificationTexts = {
  title: 'Benachrichtigungen',
  bellLabel: (unread: number) =>
    unread === 0 ? 'Benachrichtigungen, keine ungelesen' : `Benachrichtigungen, ${unread} ungelesen`,
  markAllRead: 'Alle als gelesen markieren',
  empty: 'Keine Benachrichtigungen',
  loading: 'Benachrichtigungen werden geladen',
  loadError: 'Fehler beim Laden der Benachrichtigungen',
  retry: 'Erneut versuchen',
  loadMore: 'Mehr laden',
  unread: 'Ungelesen',
  markReadError: 'Die Benachrichtigung konnte nicht als gelesen markiert werden.',
  markAllReadError: 'Die Benachrichtigungen konnten nicht als gelesen markiert werden.',
  justNow: 'gerade eben',
  /** A message's notification opens the order where to answer it. */
  answer: 'Antworten',
};
