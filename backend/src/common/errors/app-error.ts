import type { ApiErrorBody, ErrorCode } from '../../contracts/errors.js';

export type FieldError = { field: string; message: string };

/**
 * An error the API answers on purpose: a status, a machine code and the German text the UI shows.
 * Handlers throw these; the exception filter turns them into the error shape of shared/api.md.
 */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    readonly errors?: FieldError[],
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
  static rateLimited(message: string) {
    return new AppError(429, 'RATE_LIMITED', message);
  }
}

/** German texts of errors the spec leaves unnamed (see docs/decisions.md). */
export const MESSAGES = {
  unauthenticated: 'Nicht angemeldet',
  sessionExpired: 'Sitzung abgelaufen. Bitte melde dich erneut an.',
  badCredentials: 'Ungültige E-Mail oder Passwort',
  forbidden: 'Keine Berechtigung für diese Aktion',
  viewAsAdminsOnly: 'Nur Administratoren dürfen die Kundenansicht nutzen',
  clientNotFound: 'Kunde nicht gefunden',
  notFound: 'Nicht gefunden',
  validation: 'Bitte überprüfe deine Eingaben',
  invalidJson: 'Die Anfrage enthält kein gültiges JSON',
  payloadTooLarge: 'Die Anfrage ist zu groß',
  unsupportedMediaType: 'Dieses Anfrageformat wird nicht unterstützt',
  routeNotFound: 'Diese Adresse gibt es nicht',
  internal: 'Ein Fehler ist aufgetreten',
  emailTaken: 'Diese E-Mail-Adresse ist bereits registriert',
  tooManySignIns: (minutes: number) =>
    `Zu viele fehlgeschlagene Anmeldeversuche. Bitte versuche es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
} as const;
