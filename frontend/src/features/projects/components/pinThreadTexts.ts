import { plural } from '../../../shared/plural';

/** German texts of a pin's thread and of the mentions (issue 23). */
export const pinThreadTexts = {
  open: 'Antworten',
  close: 'Gespräch schliessen',
  region: (label: string) => `Gespräch zu Pin ${label}`,
  empty: 'Noch keine Antworten',
  loading: 'Gespräch wird geladen',
  loadError: 'Das Gespräch konnte nicht geladen werden.',
  replyLabel: (label: string) => `Antwort auf Pin ${label}`,
  placeholder: 'Antworte hier – mit @ erwähnst du jemanden',
  send: 'Antwort senden',
  sent: 'Antwort gesendet',
  required: 'Bitte gib eine Antwort ein',
  sendError: 'Die Antwort konnte nicht gesendet werden',
  unknownAuthor: 'Unbekannt',
  mentionHint: 'Mit @ erwähnst du jemanden aus dem Auftrag; die Person wird benachrichtigt.',
  unread: (count: number) => plural(count, { one: '1 ungelesene Nachricht', other: `${count} ungelesene Nachrichten` }),
};
