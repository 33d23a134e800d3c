import { screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { GuestLinksCard } from './GuestLinksCard';
import { guestLink } from './testing/fixtures';

const open = guestLink();
const expired = guestLink({ id: 'gl-2', name: 'Eva Alt', email: 'eva@example.ch', role: 'view', state: 'expired' });

function renderCard(routes: Record<string, FetchRoute>) {
  const fetchMock = stubFetch({ 'GET /api/projects/p-1/guest-links': { body: [open, expired] }, ...routes });
  const view = renderWithProviders(<GuestLinksCard projectId="p-1" />, {
    preloadedState: authState(testUser('client')),
  });
  return { fetchMock, ...view };
}

describe('GuestLinksCard', () => {
  it('lists the links with their state; only an open one can be revoked, after asking', async () => {
    let revoked = false;
    const { user, fetchMock } = renderCard({
      'GET /api/projects/p-1/guest-links': () =>
        jsonResponse(
          200,
          revoked ? [{ ...open, state: 'revoked', revokedAt: '2026-11-21T09:00:00.000Z' }, expired] : [open, expired],
        ),
      'DELETE /api/projects/p-1/guest-links/gl-1': () => {
        revoked = true;
        return jsonResponse(204);
      },
    });
    const rows = await screen.findAllByTestId('guest-link');
    expect(within(rows[0]).getByTestId('guest-link-state')).toHaveTextContent('Offen');
    expect(rows[0]).toHaveTextContent('Freigeben');
    expect(rows[0]).toHaveTextContent('gültig bis 27.11.2026');
    expect(rows[0]).toHaveTextContent('erstellt von Olivia Inhaber');
    expect(within(rows[1]).getByTestId('guest-link-state')).toHaveTextContent('Abgelaufen');
    expect(within(rows[1]).queryByRole('button')).not.toBeInTheDocument();

    await user.click(within(rows[0]).getByRole('button', { name: 'Link von Dr. Beat Keller zurückziehen' }));
    expect(requestedPaths(fetchMock)).not.toContain('DELETE /api/projects/p-1/guest-links/gl-1');
    await user.click(await screen.findByRole('button', { name: 'Zurückziehen' }));
    expect(await screen.findByText('Gast-Link zurückgezogen')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(screen.getAllByTestId('guest-link')[0]).getByTestId('guest-link-state')).toHaveTextContent(
        'Zurückgezogen',
      ),
    );
  });

  it('creates a link (7 days by default) and shows its URL once, with a copy button', async () => {
    let body: unknown;
    const { user } = renderCard({
      'POST /api/projects/p-1/guest-links': async (request) => {
        body = await request.json();
        return jsonResponse(201, {
          id: 'gl-3',
          url: 'https://contentflow.ch/r/tok-123',
          expiresAt: '2026-11-28T09:00:00.000Z',
        });
      },
    });
    await screen.findAllByTestId('guest-link');
    expect(screen.getByLabelText('Gültig (Tage)')).toHaveValue('7');
    await user.click(screen.getByLabelText('Name'));
    await user.paste('Dr. Beat Keller');
    await user.click(screen.getByLabelText('Der Gast darf'));
    await user.click(await screen.findByTitle('Freigeben'));
    await user.click(screen.getByRole('button', { name: /Link erstellen/ }));

    const created = await screen.findByTestId('guest-link-created');
    expect(created).toHaveTextContent('Kopiere den Link jetzt: Er wird nicht noch einmal angezeigt.');
    expect(within(created).getByLabelText('Gast-Link')).toHaveValue('https://contentflow.ch/r/tok-123');
    expect(body).toEqual({ name: 'Dr. Beat Keller', role: 'approve', expiresInDays: 7 });
    // After user-event's set-up, which brings a clipboard of its own.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await user.click(within(created).getByRole('button', { name: /Link kopieren/ }));
    expect(writeText).toHaveBeenCalledWith('https://contentflow.ch/r/tok-123');
    expect(await screen.findByText('Link kopiert')).toBeInTheDocument();
  });

  it('keeps the entries and shows the reason of a refusal', async () => {
    const { user } = renderCard({
      'POST /api/projects/p-1/guest-links': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Eingaben prüfen',
          errors: [{ field: 'expiresInDays', message: 'Ein Gast-Link gilt 1 bis 30 Tage' }],
        },
      },
    });
    await screen.findAllByTestId('guest-link');
    await user.click(screen.getByLabelText('Name'));
    await user.paste('Eva');
    await user.click(screen.getByRole('button', { name: /Link erstellen/ }));
    expect(await screen.findByText('Ein Gast-Link gilt 1 bis 30 Tage')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Eva');
    expect(screen.queryByTestId('guest-link-created')).not.toBeInTheDocument();
  });
});
