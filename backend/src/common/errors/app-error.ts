import type { ApiErrorBody, ErrorCode } from '../../contracts/errors.js';
import { counted } from '../plural.js';

export type FieldError = { field: string; message: string };

/**
 * An error the API answers on purpose: a status, a machine code and the German text the UI shows.
 * Handlers throw these; the exception filter turns them into the error shape of the HTTP contract.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
    /** Seconds the caller should wait before trying again (the Retry-After header). */
    readonly retryAfterSeconds?: number,
    /** DUPLICATE_POST: the post already there. */
    readonly duplicate?: ApiErrorBody['duplicate'],
  ) {
    super(message);
    this.name = 'AppError';
  }

  toBody(): ApiErrorBody {
    return {
      statusCode: this.statusCode,
      code: this.code,
      message: this.message,
      ...(this.errors?.length ? { errors: this.errors } : {}),
      ...(this.duplicate ? { duplicate: this.duplicate } : {}),
    };
  }

  static validation(message: string, errors?: FieldError[]) {
    return new AppError(400, 'VALIDATION', message, errors);
  }
  static unauthenticated(message: string = MESSAGES.unauthenticated) {
    return new AppError(401, 'UNAUTHENTICATED', message);
  }
  static forbidden(message: string = MESSAGES.forbidden) {
    return new AppError(403, 'FORBIDDEN', message);
  }
  static notFound(message: string = MESSAGES.notFound) {
    return new AppError(404, 'NOT_FOUND', message);
  }
  static conflict(code: ErrorCode, message: string) {
    return new AppError(409, code, message);
  }
  /** The same version is already scheduled, publishing or published on that account. */
  static duplicatePost(message: string, duplicate: NonNullable<ApiErrorBody['duplicate']>) {
    return new AppError(409, 'DUPLICATE_POST', message, undefined, undefined, duplicate);
  }
  /** A request limit refused the request; retry after the given seconds (at least 1). */
  static rateLimited(message: string, retryAfterSeconds: number) {
    return new AppError(429, 'RATE_LIMITED', message, undefined, Math.max(1, Math.ceil(retryAfterSeconds)));
  }
}

/** "30 Sekunden", "1 Minute", "15 Minuten": a wait in words, rounded up to whole minutes from a minute on. */
function inTime(seconds: number): string {
  const s = Math.max(1, Math.ceil(seconds));
  if (s < 60) return counted(s, 'Sekunde', 'Sekunden');
  const minutes = Math.ceil(s / 60);
  return counted(minutes, 'Minute', 'Minuten');
}

/** German texts of errors the spec leaves unnamed (see docs/decisions.md). */
export const MESSAGES = {
  unauthenticated: 'Nicht angemeldet',
  sessionExpired: 'Sitzung abgelaufen. Bitte melde dich erneut an.',
  badCredentials: 'Ungültige E-Mail oder Passwort',
  forbidden: 'Keine Berechtigung für diese Aktion',
  viewAsAdminsOnly: 'Nur Administratoren dürfen die Kundenansicht nutzen',
  notWhileViewingAsClient: 'In der Kundenansicht nicht möglich',
  clientNotFound: 'Kunde nicht gefunden',
  notFound: 'Nicht gefunden',
  validation: 'Bitte überprüfe deine Eingaben',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON',
  payloadTooLarge: 'Die Anfrage ist zu gross',
  unsupportedMediaType: 'Dieses Anfrageformat wird nicht unterstützt',
  routeNotFound: 'Diese Adresse gibt es nicht',
  invalidCharacters: 'Die Anfrage enthält ungültige Zeichen',
  tooDeeplyNested: 'Die Anfrage ist zu tief verschachtelt',
  tooManyFields: 'Die Anfrage enthält zu viele Felder',
  bodyTimeout: 'Die Anfrage wurde zu langsam gesendet',
  internal: 'Ein Fehler ist aufgetreten',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert',
  tooManySignIns: (seconds: number) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in ${inTime(seconds)} erneut.`,
  tooManySignUps: 'Zu viele Registrierungen von dieser Adresse. Bitte versuche es später erneut.',
  tooManyRequests: 'Zu viele Anfragen. Bitte warte einen Moment und versuche es dann erneut.',
  busy: 'Der Server ist gerade ausgelastet. Bitte versuche es in einem Moment erneut.',
  accountInactive: 'Dein Konto ist deaktiviert. Bitte wende dich an den Administrator.',
  mfaSetupRequired: 'Richte zuerst einen zweiten Faktor ein (Mein Profil → Sicherheit).',
} as const;
