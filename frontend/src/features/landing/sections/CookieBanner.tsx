import { useState, useSyncExternalStore } from 'react';
import { buttonClassName } from '../buttonClassName';
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

const subscribeToNothing = () => () => undefined;

/**
 * Shown until the visitor decides; the decision is remembered in local storage. Storage is read
 * only after hydration ('unknown' before): the prerendered page (no storage at build time) and the
 * browser's first render must agree, and a fixed banner that appears later moves nothing.
 */
export function CookieBanner() {
  const stored = useSyncExternalStore(subscribeToNothing, readChoice, () => 'unknown' as const);
  const [choice, setChoice] = useState<CookieChoice | null>(null);
  if (choice ?? stored) return null;

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
        <button type="button" className={buttonClassName()} onClick={() => decide('declined')}>
          {t.decline}
        </button>
        <button type="button" className={buttonClassName({ variant: 'primary' })} onClick={() => decide('accepted')}>
          {t.accept}
        </button>
      </div>
    </section>
  );
}
