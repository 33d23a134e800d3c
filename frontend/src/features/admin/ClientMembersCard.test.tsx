import { screen } from '@testing-library/react';
import { renderWithProviders } from '../../test/test-utils';
import { ClientMembersCard } from './ClientMembersCard';

describe('ClientMembersCard', () => {
  it('shows a placeholder while the people load, and no list', () => {
    renderWithProviders(<ClientMembersCard members={undefined} />);
    expect(screen.getByTestId('client-members-loading')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Team' })).not.toBeInTheDocument();
    expect(screen.queryByTestId('client-members-empty')).not.toBeInTheDocument();
  });

  it('names each role as the team screens do', () => {
    renderWithProviders(
      <ClientMembersCard
        members={[
          { userId: 'u-1', name: 'Ida Inhaber', email: 'ida@example.ch', role: 'owner', status: 'active' },
          { userId: 'u-2', name: 'Kurt Kommentar', email: 'kurt@example.ch', role: 'commenter', status: 'invited' },
        ]}
      />,
    );
    expect(screen.getAllByTestId('client-member-role').map((tag) => tag.textContent)).toEqual(['Inhaber', 'Kommentar']);
    expect(screen.getAllByTestId('client-member-status').map((tag) => tag.textContent)).toEqual([
      'Aktiv',
      'Eingeladen',
    ]);
  });
});
