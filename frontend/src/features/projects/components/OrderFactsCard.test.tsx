import { render, screen, within } from '@testing-library/react';
import { orderClock, projectDetail } from '../testing/fixtures';
import { OrderFactsCard } from './OrderFactsCard';

/** The card's rows as "label: value", in order. */
function rows(): string[] {
  return within(screen.getByTestId('order-facts'))
    .getAllByRole('row')
    .map((row) => {
      const label = row.querySelector('.ant-descriptions-item-label')?.textContent ?? '';
      const value = row.querySelector('.ant-descriptions-item-content')?.textContent ?? '';
      return `${label}: ${value}`;
    });
}

describe('OrderFactsCard', () => {
  it('tells the client the status in its words, the dates and the changes left', () => {
    render(
      <OrderFactsCard
        project={projectDetail({ status: 'review', reviewCount: 1, completedAt: null })}
        audience="client"
        facts={['status', 'createdAt', 'completedAt', 'reviews']}
      />,
    );

    expect(rows()).toEqual([
      'Status: Zur Review',
      'Erstellt am: 14.03.2025',
      'Änderungen: 1 von 2 verwendet (1 verbleibend)',
    ]);
    expect(screen.getByTestId('reviews-used')).toBeInTheDocument();
    expect(screen.queryByText('Bäckerei Muster AG')).not.toBeInTheDocument();
  });

  it('shows the completion date once the order has one', () => {
    render(
      <OrderFactsCard
        project={projectDetail({ status: 'completed', completedAt: '2025-04-02T12:00:00.000Z' })}
        audience="client"
        facts={['status', 'createdAt', 'completedAt']}
      />,
    );

    expect(rows()).toEqual(['Status: Abgeschlossen', 'Erstellt am: 14.03.2025', 'Abgeschlossen am: 02.04.2025']);
  });

  it('gives admins the client to write to, the designer, the staff status and the revisions used', () => {
    render(
      <OrderFactsCard
        project={projectDetail({ status: 'review', reviewCount: 2 })}
        audience="staff"
        facts={['client', 'designer', 'status', 'createdAt', 'completedAt', 'reviews']}
      />,
    );

    expect(rows()).toEqual([
      'Kunde: Bäckerei Muster AG',
      'Designer: Dana Design',
      'Status: Kunden-Review',
      'Erstellt am: 14.03.2025',
      'Änderungen: 2 von 2 Revisionen verwendet',
    ]);
    expect(screen.getByText('Bäckerei Muster AG').closest('a')).toHaveAttribute('href', 'mailto:kunde@muster.ch');
    expect(screen.getByTestId('revisions-used')).toBeInTheDocument();
    expect(screen.queryByTestId('reviews-used')).not.toBeInTheDocument();
  });

  it('says when no designer is on the order yet', () => {
    render(
      <OrderFactsCard
        project={projectDetail({ status: 'pending_approval', designerId: null, designer: null })}
        audience="staff"
        facts={['designer', 'status']}
      />,
    );

    expect(rows()).toEqual(['Designer: Noch kein Designer', 'Status: Wartet auf Bestätigung']);
  });

  it('shows the designer only the revisions used', () => {
    render(<OrderFactsCard project={projectDetail({ reviewCount: 1 })} audience="staff" facts={['reviews']} />);

    expect(rows()).toEqual(['Änderungen: 1 von 2 Revisionen verwendet']);
    expect(screen.queryByTestId('status-badge')).not.toBeInTheDocument();
  });

  it('names who owes the next move in which stage, and the due day with its state', () => {
    render(
      <OrderFactsCard
        project={projectDetail({
          status: 'review',
          clock: orderClock({ stage: 'review', owedBy: 'client', dueDay: '2026-12-03', state: 'due_today' }),
        })}
        audience="client"
        facts={['status', 'owedBy', 'due']}
      />,
    );

    expect(rows()).toEqual([
      'Status: Zur Review',
      'Am Zug: Kunde (Abnahme)',
      'Frist: fällig am Do, 3. Dez.heute fällig',
    ]);
    expect(screen.getByTestId('clock-state')).toHaveClass('ant-tag-orange');
  });

  it('leaves the clock out once no stage runs', () => {
    render(
      <OrderFactsCard
        project={projectDetail({ status: 'completed', clock: null })}
        audience="staff"
        facts={['status', 'owedBy', 'due']}
      />,
    );

    expect(rows()).toEqual(['Status: Abgeschlossen']);
  });
});
