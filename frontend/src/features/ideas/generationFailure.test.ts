import { generationFailure } from './generationFailure';

describe('generationFailure', () => {
  it.each([
    [
      { message: 'HTTP 429 from provider' },
      'Zu viele Anfragen',
      'Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    ],
    [
      { message: 'Zu viele Anfragen. Bitte später.' },
      'Zu viele Anfragen',
      'Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    ],
    [
      { status: 429, message: 'Rate limit' },
      'Zu viele Anfragen',
      'Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    ],
    [{ message: 'Provider answered 402' }, 'AI-Guthaben aufgebraucht', 'Bitte laden Sie Ihr AI-Guthaben auf.'],
    [{ message: 'Kein Guthaben mehr' }, 'AI-Guthaben aufgebraucht', 'Bitte laden Sie Ihr AI-Guthaben auf.'],
    [{ status: 409, message: 'Kein aktiver Plan' }, 'Fehler', 'Kein aktiver Plan'],
    [
      {
        status: 429,
        message:
          'Das KI-Kontingent dieses Monats (300 Anfragen) ist aufgebraucht. Ab dem 1. Dezember 2026 steht es wieder zur Verfügung.',
      },
      'KI-Kontingent aufgebraucht',
      'Das KI-Kontingent dieses Monats (300 Anfragen) ist aufgebraucht. Ab dem 1. Dezember 2026 steht es wieder zur Verfügung.',
    ],
    [{ message: null }, 'Fehler', 'Content-Ideen konnten nicht generiert werden'],
    [{ message: '   ' }, 'Fehler', 'Content-Ideen konnten nicht generiert werden'],
  ])('maps %j to %s', (input, title, description) => {
    expect(generationFailure(input)).toEqual({ title, description });
  });

  it('says "Nicht angemeldet" for HTTP 401, whatever the message', () => {
    expect(generationFailure({ status: 401, message: 'Zu viele Anfragen' })).toEqual({ title: 'Nicht angemeldet' });
  });
});
