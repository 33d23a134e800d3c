import { Button } from 'antd';
import { useState } from 'react';
import { cookieTexts as t } from '../texts';

export const COOKIE_CONSENT_KEY = 'cookieConsent';
const cookieChoices = ['accepted', 'declined'] as const;
export type CookieChoice = (typeof cookieChoices)[number];

function readChoice(): CookieChoice | null {
  try {
    const value = window.localStorage.getItem(COOKIE_CONSENT_KEY);
    return cookieChoices.find((choice) => choice === value) ?? null;
  } catch {
    return null;
  }
}

/** Shown until the visitor decides; the decision is remembered in local storage. */
export function CookieBanner() {
  const [choice, setChoice] = useState<CookieChoice | null>(readChoice);
  if (choice) return null;

  const decide = (value: CookieChoice) => {
    try {
      window.localStorage.setItem(COOKIE_CONSENT_KEY, value);
    } catch {
      // Without storage the banner simply hides for this visit.
    }
    setChoice(value);
  };

  return (
    <section className="cookie-banner" role="region" aria-label={t.label} data-testid="cookie-banner">
      <p className="cookie-banner__text">{t.text}</p>
      <div className="cookie-banner__actions">
        <Button onClick={() => decide('declined')}>{t.decline}</Button>
        <Button type="primary" onClick={() => decide('accepted')}>
          {t.accept}
        </Button>
      </div>
    </section>
  );
}
