import { plural } from '../../shared/plural';
import { MEMBER_ROLE_ALLOWS, MEMBER_ROLE_LABELS, type MemberRole } from '../../shared/contracts';

/** German texts of the team screens (/client/team), the guest links and the guest's page (/r/:token). */
export const teamTexts = {
  // /client/team
  title: 'Team',
  subtitle: 'Wer in deiner Firma Aufträge sieht, prüft und freigibt',
  membersTitle: 'Mitglieder',
  membersLoadError: 'Fehler beim Laden des Teams',
  noMembers: 'Noch keine Mitglieder',
  invited: 'Eingeladen',
  invitedOn: (date: string) => `Eingeladen am ${date}`,
  memberSince: (date: string) => `Mitglied seit ${date}`,
  you: 'Du',
  roleOf: (name: string) => `Rolle von ${name}`,
  roleChanged: (name: string, role: string) => `${name} hat jetzt die Rolle ${role}`,
  roleChangeError: 'Fehler beim Ändern der Rolle',
  remove: 'Entfernen',
  removeMember: (name: string) => `${name} entfernen`,
  removeTitle: (name: string) => `${name} aus dem Team entfernen?`,
  removeText: 'Die Person kann die Aufträge der Firma danach nicht mehr sehen.',
  removed: (name: string) => `${name} wurde entfernt`,
  removeError: 'Fehler beim Entfernen',
  cancel: 'Abbrechen',
  readOnlyHint: 'Nur Personen mit der Rolle Inhaber verwalten das Team.',

  inviteTitle: 'Person einladen',
  inviteText: 'Die Person erhält eine E-Mail, mit der sie ihr Passwort setzt.',
  nameLabel: 'Name',
  emailLabel: 'E-Mail',
  roleLabel: 'Rolle',
  inviteButton: 'Einladen',
  invitedToast: (name: string) => `${name} ist eingeladen – die E-Mail ist unterwegs`,
  inviteError: 'Fehler beim Einladen',

  ruleTitle: 'Freigabe-Regel',
  ruleText: 'Wann ist eine Version freigegeben?',
  ruleSave: 'Regel speichern',
  ruleSaved: 'Freigabe-Regel gespeichert',
  ruleError: 'Fehler beim Speichern der Regel',
  ruleLoadError: 'Fehler beim Laden der Freigabe-Regel',

  // The review of a team
  teamPinsTitle: 'Offene Pins des Teams',
  teamPinsHint:
    'Diese Pins sind noch nicht beim Designer. «Änderungen anfordern» sendet alle offenen Pins des Teams als eine Überarbeitung.',
  teamPinsCommenterHint:
    'Deine Pins sieht das Team sofort. Eine Person mit Freigabe-Recht sendet sie mit «Änderungen anfordern» an den Designer.',
  requestSendsAll: (count: number) =>
    plural(count, {
      one: 'Sendet auch 1 offenen Pin des Teams mit.',
      other: `Sendet auch ${count} offene Pins des Teams mit.`,
    }),
  pinBy: (name: string) => `von ${name}`,
  deletePin: (label: string) => `Pin ${label} löschen`,
  pinDeleted: 'Pin gelöscht',
  pinDeleteError: 'Fehler beim Löschen des Pins',
  savePins: 'Pins speichern',
  placePinFirst: 'Setze zuerst einen Pin: Klicke auf das Design.',
  pinsSaved: (count: number) =>
    plural(count, {
      one: 'Pin gespeichert – das Team sieht ihn',
      other: `${count} Pins gespeichert – das Team sieht sie`,
    }),
  pinSaveError: 'Fehler beim Speichern des Pins',
  noDecisionHint: 'Freigeben und Änderungen anfordern dürfen Personen mit der Rolle Inhaber oder Freigabe.',
  /** What the caller's role lets it do on an order: «Deine Rolle «Lesen»: du kannst …». */
  roleLine: (role: MemberRole) => `Deine Rolle «${MEMBER_ROLE_LABELS[role]}»: ${MEMBER_ROLE_ALLOWS[role]}.`,
  commenterReviewText: 'Prüfe die Designs und setze Pins oder Kommentare für dein Team.',
  progress: (approved: number, required: number) =>
    `${approved} von ${plural(required, { one: '1 Freigabe', other: `${required} Freigaben` })}`,
  approvedByMe: (version: number, missing: number) =>
    `Du hast V${version} freigegeben – ${plural(missing, { one: 'es fehlt noch 1 Freigabe', other: `es fehlen noch ${missing} Freigaben` })}.`,
  approvalSaved: 'Deine Freigabe ist gespeichert',
  approveConfirmTeam: (missing: number) =>
    `Deine Freigabe wird gespeichert. Abgeschlossen ist der Auftrag, sobald ${plural(missing, {
      one: 'die letzte Freigabe-Person diese Version ebenfalls freigegeben hat',
      other: `die übrigen ${missing} Freigabe-Personen diese Version ebenfalls freigegeben haben`,
    })}.`,
  approvalsTitle: 'Freigaben',
  approvedBy: (name: string) => `Freigegeben von ${name}`,
  approvedVersion: (version: number, date: string) => `V${version} · ${date}`,

  // Guest links
  guestLinksTitle: 'Gast-Links',
  guestLinksText: 'Personen ohne Konto prüfen diesen Auftrag über einen Link.',
  guestName: 'Name',
  guestEmail: 'E-Mail (optional)',
  guestRole: 'Der Gast darf',
  guestExpiry: 'Gültig (Tage)',
  createGuestLink: 'Link erstellen',
  guestLinkCreated: 'Gast-Link erstellt',
  guestLinkError: 'Fehler beim Erstellen des Links',
  guestLinkOnce: 'Kopiere den Link jetzt: Er wird nicht noch einmal angezeigt.',
  guestLinkUrl: 'Gast-Link',
  copyLink: 'Link kopieren',
  copied: 'Link kopiert',
  copyError: 'Kopieren nicht möglich – bitte den Link markieren und kopieren',
  guestLinksLoadError: 'Fehler beim Laden der Gast-Links',
  noGuestLinks: 'Noch keine Gast-Links',
  guestLinkStates: { open: 'Offen', expired: 'Abgelaufen', revoked: 'Zurückgezogen' },
  validUntil: (date: string) => `gültig bis ${date}`,
  createdBy: (name: string) => `erstellt von ${name}`,
  revoke: 'Zurückziehen',
  revokeLink: (name: string) => `Link von ${name} zurückziehen`,
  revokeTitle: (name: string) => `Link von ${name} zurückziehen?`,
  revokeText: 'Der Link funktioniert danach nicht mehr.',
  revoked: 'Gast-Link zurückgezogen',
  revokeError: 'Fehler beim Zurückziehen',

  // /r/:token
  guestPageTitle: 'Auftrag prüfen',
  guestAs: (name: string) => `Du bist hier als ${name}`,
  guestRoleHints: {
    view: 'Du kannst die Entwürfe ansehen, aber nicht kommentieren oder freigeben.',
    comment: 'Du kannst Pins setzen und kommentieren, aber nicht freigeben oder Änderungen anfordern.',
    approve: 'Du kannst Pins setzen, kommentieren, freigeben oder Änderungen anfordern.',
  },
  guestLoadError: 'Der Auftrag konnte nicht geladen werden.',
  guestNotFoundTitle: 'Link nicht gültig',
  noVersions: 'Noch keine Entwürfe zum Prüfen',
  versionsTitle: 'Entwürfe',
  guestApproved: 'Danke! Deine Freigabe ist gespeichert.',
  guestChangesRequested: 'Danke! Deine Änderungswünsche sind beim Designer.',
  guestCommentSent: 'Kommentar gesendet',
  guestCommentError: 'Fehler beim Senden des Kommentars',
  commentsTitle: 'Kommentare',
  noComments: 'Noch keine Kommentare',
  commentLabel: 'Kommentar',
  commentRequired: 'Bitte schreibe einen Kommentar',
  send: 'Senden',
  unknownAuthor: 'Unbekannt',
  retry: 'Erneut versuchen',
} as const;
