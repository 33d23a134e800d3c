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
import { member, myClient } from './testing/fixtures';
import { TeamPage } from './TeamPage';

type User = ReturnType<typeof renderWithProviders>['user'];

const owner = member();
const anna = member({
  userId: 'u-anna',
  name: 'Anna Muster',
  email: 'anna@muster.ch',
  role: 'approver',
  status: 'invited',
  invitedAt: '2026-11-20T09:00:00.000Z',
  joinedAt: null,
});

function renderTeam(routes: Record<string, FetchRoute>, role = myClient().role) {
  const fetchMock = stubFetch({
    'GET /api/me/clients': { body: [myClient({ role })] },
    'GET /api/clients/client-1/members': { body: [owner, anna] },
    'GET /api/clients/client-1/approval-rule': { body: { rule: 'any' } },
    ...routes,
  });
  const view = renderWithProviders(<TeamPage />, {
    route: '/client/team',
    preloadedState: authState(testUser('client')),
  });
  return { fetchMock, ...view };
}

async function type(user: User, label: string, value: string) {
  const field = screen.getByLabelText(label);
  await user.clear(field);
  await user.click(field);
  await user.paste(value);
}

describe('TeamPage', () => {
  it('lists the members with their role, the invited tag and the date', async () => {
    renderTeam({});
    const rows = await screen.findAllByTestId('member-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]).toHaveTextContent('Olivia Inhaber (Du)');
    expect(within(rows[1]).getByText('anna@muster.ch')).toBeInTheDocument();
    expect(within(rows[1]).getByTestId('member-invited')).toHaveTextContent('Eingeladen');
    expect(rows[1]).toHaveTextContent('Eingeladen am 20.11.2026');
    expect(within(rows[0]).queryByTestId('member-invited')).not.toBeInTheDocument();
    // The owner who signed the company up was never invited: it shows since when it is a member.
    expect(within(rows[0]).getByTestId('member-since')).toHaveTextContent('Mitglied seit 03.11.2026');
    expect(rows[0]).not.toHaveTextContent('Eingeladen am');
    expect(within(rows[1]).getByRole('combobox', { name: 'Rolle von Anna Muster' })).toBeInTheDocument();
    expect(within(rows[1]).getByText('Freigabe')).toBeInTheDocument();
  });

  it('invites a member with name, e-mail and role, and shows the roles with their hints', async () => {
    let body: unknown;
    const { user } = renderTeam({
      'POST /api/clients/client-1/members': async (request) => {
        body = await request.json();
        return jsonResponse(
          201,
          member({
            userId: 'u-c',
            name: 'Carla Kommentar',
            email: 'carla@muster.ch',
            role: 'commenter',
            status: 'invited',
          }),
        );
      },
    });
    await screen.findAllByTestId('member-row');
    const invite = screen.getByTestId('invite-card');
    expect(within(invite).getByText('Sehen, Pins setzen und kommentieren, nicht entscheiden')).toBeInTheDocument();
    await type(user, 'Name', 'Carla Kommentar');
    await type(user, 'E-Mail', 'carla@muster.ch');
    await user.click(within(invite).getByRole('radio', { name: /Kommentar/ }));
    await user.click(within(invite).getByRole('button', { name: /Einladen/ }));
    expect(await screen.findByText('Carla Kommentar ist eingeladen – die E-Mail ist unterwegs')).toBeInTheDocument();
    expect(body).toEqual({ name: 'Carla Kommentar', email: 'carla@muster.ch', role: 'commenter' });
    await waitFor(() => expect(screen.getByLabelText('Name')).toHaveValue(''));
  });

  it('keeps the entries and names the reason at the e-mail when it is taken', async () => {
    const { user } = renderTeam({
      'POST /api/clients/client-1/members': {
        status: 409,
        body: { statusCode: 409, code: 'EMAIL_TAKEN', message: 'Zu dieser E-Mail-Adresse gibt es schon ein Konto.' },
      },
    });
    await screen.findAllByTestId('member-row');
    await type(user, 'Name', 'Anna Zwei');
    await type(user, 'E-Mail', 'anna@muster.ch');
    await user.click(screen.getByRole('button', { name: /Einladen/ }));
    expect(
      (await screen.findAllByText('Zu dieser E-Mail-Adresse gibt es schon ein Konto.')).length,
    ).toBeGreaterThanOrEqual(1);
    expect(screen.getByLabelText('E-Mail')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Name')).toHaveValue('Anna Zwei');
    expect(screen.getByLabelText('E-Mail')).toHaveValue('anna@muster.ch');
  });

  it('shows the server field errors of a refused invitation at their fields', async () => {
    const { user } = renderTeam({
      'POST /api/clients/client-1/members': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Eingaben prüfen',
          errors: [{ field: 'email', message: 'Bitte gib eine gültige E-Mail-Adresse ein' }],
        },
      },
    });
    await screen.findAllByTestId('member-row');
    await type(user, 'Name', 'Bruno');
    await type(user, 'E-Mail', 'bruno@muster.ch');
    await user.click(screen.getByRole('button', { name: /Einladen/ }));
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Bruno');
  });

  it('changes a role and says clearly when the last owner would go', async () => {
    const patches: unknown[] = [];
    const { user } = renderTeam({
      'PATCH /api/clients/client-1/members/u-anna': async (request) => {
        patches.push(await request.json());
        return jsonResponse(200, { ...anna, role: 'commenter' });
      },
      'DELETE /api/clients/client-1/members/user-client': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'LAST_OWNER',
          message: 'Die Firma braucht mindestens eine Person mit der Rolle Inhaber.',
        },
      },
    });
    const rows = await screen.findAllByTestId('member-row');
    await user.click(within(rows[1]).getByRole('combobox', { name: 'Rolle von Anna Muster' }));
    await user.click(await screen.findByTitle('Kommentar'));
    expect(await screen.findByText('Anna Muster hat jetzt die Rolle Kommentar')).toBeInTheDocument();
    expect(patches).toEqual([{ role: 'commenter' }]);

    await user.click(within(rows[0]).getByRole('button', { name: 'Olivia Inhaber entfernen' }));
    expect(await screen.findByText('Olivia Inhaber aus dem Team entfernen?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByTestId('team-error')).toHaveTextContent(
      'Die Firma braucht mindestens eine Person mit der Rolle Inhaber.',
    );
    expect(screen.getAllByTestId('member-row')).toHaveLength(2);
  });

  it('removes a member after the confirmation', async () => {
    let removed = false;
    const { user, fetchMock } = renderTeam({
      'GET /api/clients/client-1/members': () => jsonResponse(200, removed ? [owner] : [owner, anna]),
      'DELETE /api/clients/client-1/members/u-anna': () => {
        removed = true;
        return jsonResponse(204);
      },
    });
    const rows = await screen.findAllByTestId('member-row');
    await user.click(within(rows[1]).getByRole('button', { name: 'Anna Muster entfernen' }));
    expect(requestedPaths(fetchMock)).not.toContain('DELETE /api/clients/client-1/members/u-anna');
    await user.click(await screen.findByRole('button', { name: 'Entfernen' }));
    expect(await screen.findByText('Anna Muster wurde entfernt')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('member-row')).toHaveLength(1));
  });

  it('saves the approval rule', async () => {
    let saved: unknown;
    const { user } = renderTeam({
      'PUT /api/clients/client-1/approval-rule': async (request) => {
        saved = await request.json();
        return jsonResponse(200, saved);
      },
    });
    const rule = await screen.findByTestId('approval-rule');
    expect(within(rule).getByRole('radio', { name: 'Eine Freigabe genügt' })).toBeChecked();
    await user.click(within(rule).getByRole('radio', { name: 'Alle Freigabe-Personen' }));
    await user.click(screen.getByRole('button', { name: 'Regel speichern' }));
    expect(await screen.findByText('Freigabe-Regel gespeichert')).toBeInTheDocument();
    expect(saved).toEqual({ rule: 'all' });
  });

  it('lets a member who is no owner read the team only', async () => {
    renderTeam({}, 'approver');
    const rows = await screen.findAllByTestId('member-row');
    expect(screen.getByTestId('team-read-only')).toHaveTextContent(
      'Nur Personen mit der Rolle Inhaber verwalten das Team.',
    );
    expect(screen.queryByTestId('invite-card')).not.toBeInTheDocument();
    expect(within(rows[1]).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(rows[1]).getByTestId('member-role')).toHaveTextContent('Freigabe');
    expect(screen.queryByRole('button', { name: /entfernen/ })).not.toBeInTheDocument();
    expect(await screen.findByRole('radio', { name: 'Eine Freigabe genügt' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Regel speichern' })).not.toBeInTheDocument();
  });

  it('shows a failed load with a retry, and the empty team', async () => {
    let fail = true;
    const { user } = renderTeam({
      'GET /api/clients/client-1/members': () =>
        fail ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'x' }) : jsonResponse(200, []),
    });
    expect(await screen.findByText('Fehler beim Laden des Teams')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByTestId('members-empty')).toHaveTextContent('Noch keine Mitglieder');
  });
});
