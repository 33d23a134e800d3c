import { configure, screen, waitFor, within } from '@testing-library/react';
import { authState, jsonResponse, renderAtRoute, stubFetch, testUser } from '../../test/test-utils';
import { unstyled } from '../../shared/testing/unstyled';
import { AdminClientsPage } from './AdminClientsPage';
import type { AdminPendingErasure } from './erasuresApi';
import { adminClient } from './testing/fixtures';

configure({ asyncUtilTimeout: 5000 });

const admin = testUser('admin', { id: 'admin-1' });

const muster: AdminPendingErasure = {
  clientId: 'client-1',
  companyName: 'Bäckerei Muster',
  scheduledFor: '2026-12-28T09:00:00.000Z',
  requestedAt: '2026-11-28T09:00:00.000Z',
  requestedBy: { id: 'user-anna', name: 'Anna Muster' },
  started: false,
};
const beispiel: AdminPendingErasure = {
  clientId: 'client-2',
  companyName: 'Beispiel GmbH',
  scheduledFor: '2026-12-10T09:00:00.000Z',
  requestedAt: '2026-11-10T09:00:00.000Z',
  requestedBy: null,
  started: true,
};

function renderClients(erasures: () => Response, extra: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/admin/clients': { body: [adminClient()] },
    'GET /api/admin/erasures': erasures,
    ...extra,
  });
  const result = renderAtRoute('/admin/clients', unstyled(<AdminClientsPage />), {
    route: '/admin/clients',
    preloadedState: authState(admin),
  });
  return { fetchMock, ...result };
}

describe('AdminClientsPage: pending erasures', () => {
  it('shows none while no company waits for its erasure', async () => {
    renderClients(() => jsonResponse(200, []));
    expect(await screen.findByText('Bäckerei Muster')).toBeInTheDocument();
    expect(screen.queryByTestId('pending-erasures')).not.toBeInTheDocument();
  });

  it('lists them soonest first and executes one after the confirmation', async () => {
    let pending = [muster, beispiel];
    const executed: string[] = [];
    const { user } = renderClients(() => jsonResponse(200, pending), {
      'POST /api/admin/erasures/client-1/execute': () => {
        executed.push('client-1');
        pending = pending.filter((erasure) => erasure.clientId !== 'client-1');
        return jsonResponse(204);
      },
    });

    const card = await screen.findByTestId('pending-erasures');
    const rows = within(card).getAllByTestId('pending-erasure');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual(['Beispiel GmbH', 'Bäckerei Muster']);
    expect(rows[1]).toHaveTextContent('Löschung am 28.12.2026');
    expect(rows[1]).toHaveTextContent('beantragt von Anna Muster am 28.11.2026');
    expect(within(rows[1]).getByRole('link')).toHaveAttribute('href', '/admin/clients/client-1');
    // One whose execution began cannot be cancelled any more (its requester's account is gone).
    expect(rows[0]).toHaveTextContent('beantragt am 10.11.2026');
    expect(rows[0]).toHaveTextContent('Löschung läuft');
    expect(within(rows[0]).queryByRole('button', { name: /Löschung abbrechen/ })).not.toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Jetzt löschen: Bäckerei Muster' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bäckerei Muster jetzt endgültig löschen?' });
    // Cancelling the dialog deletes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(executed).toEqual([]);

    await user.click(within(card).getByRole('button', { name: 'Jetzt löschen: Bäckerei Muster' }));
    const again = await screen.findByRole('dialog', { name: 'Bäckerei Muster jetzt endgültig löschen?' });
    await user.click(within(again).getByRole('button', { name: /Jetzt löschen/ }));

    expect(await screen.findByText('Bäckerei Muster wurde gelöscht.')).toBeVisible();
    expect(executed).toEqual(['client-1']);
    await waitFor(() => expect(within(card).getAllByTestId('pending-erasure')).toHaveLength(1));
  });

  it('cancels one', async () => {
    let pending = [muster];
    const { user } = renderClients(() => jsonResponse(200, pending), {
      'DELETE /api/clients/client-1/erasure': () => {
        pending = [];
        return jsonResponse(204);
      },
    });
    const card = await screen.findByTestId('pending-erasures');
    await user.click(within(card).getByRole('button', { name: 'Löschung abbrechen: Bäckerei Muster' }));
    expect(await screen.findByText('Die Löschung von Bäckerei Muster wurde abgebrochen.')).toBeVisible();
    await waitFor(() => expect(screen.queryByTestId('pending-erasures')).not.toBeInTheDocument());
  });

  it('says when the list cannot be loaded', async () => {
    renderClients(() => jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }));
    expect(await screen.findByText('Fehler beim Laden der geplanten Löschungen')).toBeInTheDocument();
    // The clients show anyway.
    expect(screen.getByText('Bäckerei Muster')).toBeInTheDocument();
  });
});
