/** What publishing says (German, de-CH). */
export const PUBLISHING_TEXTS = {
  notFound: 'Dieser geplante Beitrag wurde nicht gefunden',
  notApproved: 'Nur freigegebene Aufträge können veröffentlicht werden',
  accountNotFound: 'Bitte wähle ein verbundenes Konto dieser Firma',
  accountDisconnected: 'Dieses Konto ist getrennt. Bitte verbinde es neu, bevor du planst.',
  inThePast: 'Der Zeitpunkt muss in der Zukunft liegen',
  tooFarAhead: 'Beiträge lassen sich höchstens ein Jahr im Voraus planen',
  networkLimit: (network: string, total: number, hours: number) =>
    `${network} erlaubt höchstens ${total} Beiträge in ${hours} Stunden für dieses Konto. Bitte wähle einen anderen Zeitpunkt.`,
  alreadyScheduled: (when: string) => `Diese Version ist auf diesem Konto bereits geplant: ${when}`,
  alreadyPublished: (when: string) => `Diese Version wurde auf diesem Konto bereits veröffentlicht: ${when}`,
  notScheduled: 'Dieser Beitrag ist nicht mehr geplant und lässt sich nicht mehr ändern',
  noFiles: 'Die freigegebene Version hat keine Dateien',
  filesChanged: 'Die Dateien entsprechen nicht mehr der freigegebenen Version: nichts wurde veröffentlicht',
  unknownOutcome: (network: string) =>
    `Die Veröffentlichung wurde unterbrochen und ${network} kann nicht sagen, ob der Beitrag erschienen ist. Bitte prüfe das Konto, bevor du ihn erneut planst.`,
  refused: (network: string, message: string) => `${network} hat den Beitrag abgelehnt: ${message}`,
  unavailable: (network: string) => `${network} war wiederholt nicht erreichbar. Bitte plane den Beitrag erneut.`,
} as const;

/** What the second round of publishing says (issue 42): stories and the first comment. */
export const STORY_TEXTS = {
  notOnNetwork: (network: string) =>
    `${network} bietet keine Stories über die Schnittstelle an. Stories gehen auf Instagram und Facebook.`,
  oneFile: (files: number) =>
    `Eine Story besteht aus genau einem Bild oder einem Video; die freigegebene Version hat ${files} Dateien.`,
  aspect: (width: number, height: number) =>
    `Eine Story braucht das Hochformat 9:16 (z. B. 1080 × 1920 Pixel); diese Datei ist ${width} × ${height} Pixel gross. Bitte lass eine Fassung in 9:16 liefern.`,
  unreadable:
    'Die Grösse dieser Datei lässt sich nicht lesen: eine Story braucht ein Bild oder Video im Hochformat 9:16.',
  commentNotOnNetwork: (network: string) => `Einen ersten Kommentar gibt es nur auf Instagram, nicht auf ${network}.`,
  commentOnStory: 'Eine Story hat keine Kommentare: der erste Kommentar geht nur mit einem Feed-Beitrag.',
  commentFailed: (network: string, message: string) =>
    `Der Beitrag ist veröffentlicht, der erste Kommentar nicht: ${network} hat ihn abgelehnt (${message}).`,
  commentAccount: (message: string) => `Der Beitrag ist veröffentlicht, der erste Kommentar nicht: ${message}`,
} as const;
