import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/test-utils';
import { COOKIE_CONSENT_KEY, CookieBanner } from './CookieBanner';

describe('CookieBanner', () => {
  it('shows until the visitor accepts, and remembers the choice', async () => {
    const { user, unmount } = renderWithProviders(<CookieBanner />);
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Akzeptieren' }));

    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('accepted');

    unmount();
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByTestId('cookie-banner')).not.toBeInTheDocument();
  });

  it('remembers a refusal as well', async () => {
    const { user, unmount } = renderWithProviders(<CookieBanner />);

    await user.click(screen.getByRole('button', { name: 'Ablehnen' }));

    expect(window.localStorage.getItem(COOKIE_CONSENT_KEY)).toBe('declined');
    unmount();
    renderWithProviders(<CookieBanner />);
    expect(screen.queryByRole('button', { name: 'Akzeptieren' })).not.toBeInTheDocument();
  });

  it('asks again when the stored value is not a known choice', () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'maybe');
    renderWithProviders(<CookieBanner />);
    expect(screen.getByTestId('cookie-banner')).toBeInTheDocument();
  });
});
