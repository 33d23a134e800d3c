import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../../test/test-utils';
import { FaqSection } from './FaqSection';

const questions = [
  'Wie funktioniert das Posten ohne Passwort?',
  'Werden Reels und TikTok-Videos unterstützt?',
  'Wie läuft die Freigabe ab?',
  'Kann ich bestehendes Material importieren?',
  'Wie sicher sind meine Daten und wo werden sie gehostet?',
];

describe('FaqSection', () => {
  // In accordion mode antd gives the question headers the role "tab".
  it('lists the five questions, all closed at first', () => {
    renderWithProviders(<FaqSection />);
    for (const question of questions) {
      expect(screen.getByRole('tab', { name: question })).toHaveAttribute('aria-expanded', 'false');
    }
  });

  it('opens one question at a time', async () => {
    const { user } = renderWithProviders(<FaqSection />);
    const first = screen.getByRole('tab', { name: questions[0] });
    const second = screen.getByRole('tab', { name: questions[1] });

    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/OAuth 2.0, den Anmeldestandard/)).toBeVisible();

    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'true');
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(/auch Instagram Reels und TikTok-Videos/)).toBeInTheDocument();
  });

  it('works with the keyboard', async () => {
    const { user } = renderWithProviders(<FaqSection />);
    const third = screen.getByRole('tab', { name: questions[2] });

    third.focus();
    await user.keyboard('{Enter}');

    expect(third).toHaveAttribute('aria-expanded', 'true');
  });
});
