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
