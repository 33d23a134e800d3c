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

/** The question's disclosure: a native <summary>, whose <details> holds the answer. */
function question(text: string): HTMLElement {
  const summary = screen.getByText(text).closest('summary');
  if (!summary) throw new Error(`"${text}" is not the summary of a disclosure`);
  return summary;
}

function isOpen(summary: HTMLElement): boolean {
  return (summary.parentElement as HTMLDetailsElement).open;
}

describe('FaqSection', () => {
  it('lists the five questions, all closed at first with their answers hidden', () => {
    renderWithProviders(<FaqSection />);
    for (const text of questions) expect(isOpen(question(text))).toBe(false);
    expect(screen.getByText(/OAuth 2.0, den Anmeldestandard/)).not.toBeVisible();
  });

  it('reveals the answer when the question is clicked, and hides it on a second click', async () => {
    const { user } = renderWithProviders(<FaqSection />);
    const first = question(questions[0]);

    await user.click(first);
    expect(isOpen(first)).toBe(true);
    expect(screen.getByText(/OAuth 2.0, den Anmeldestandard/)).toBeVisible();
    expect(screen.getByText(/auch Instagram Reels und TikTok-Videos/)).not.toBeVisible();

    await user.click(first);
    expect(screen.getByText(/OAuth 2.0, den Anmeldestandard/)).not.toBeVisible();
  });

  it('forms one accordion: the browser closes the open question when another opens', () => {
    renderWithProviders(<FaqSection />);
    // jsdom does not implement exclusive <details>; the shared name is what browsers go by.
    const names = questions.map((text) => question(text).parentElement?.getAttribute('name'));
    expect(names).toEqual(questions.map(() => 'faq'));
  });

  it('reaches the questions with the Tab key', async () => {
    const { user } = renderWithProviders(<FaqSection />);

    await user.tab();
    expect(question(questions[0])).toHaveFocus();
    await user.tab();
    expect(question(questions[1])).toHaveFocus();
  });
});
