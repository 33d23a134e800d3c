import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Pager, pagerItems } from './Pager';

describe('pagerItems', () => {
  it('lists every page when there are few', () => {
    expect(pagerItems(1, 1)).toEqual([1]);
    expect(pagerItems(2, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(3, 5)).toEqual([1, 2, 3, 4, 5]);
  });

  it('puts ellipses around the current page, keeping first and last', () => {
    expect(pagerItems(10, 20)).toEqual([1, 'gap-before', 9, 10, 11, 'gap-after', 20]);
    expect(pagerItems(1, 20)).toEqual([1, 2, 'gap-after', 20]);
    expect(pagerItems(20, 20)).toEqual([1, 'gap-before', 19, 20]);
  });

  it('shows a single left-out page instead of an ellipsis', () => {
    expect(pagerItems(4, 10)).toEqual([1, 2, 3, 4, 5, 'gap-after', 10]);
    expect(pagerItems(7, 10)).toEqual([1, 'gap-before', 6, 7, 8, 9, 10]);
  });

  it('keeps the current page within range', () => {
    expect(pagerItems(99, 3)).toEqual([1, 2, 3]);
    expect(pagerItems(0, 0)).toEqual([]);
  });
});

interface PagerHarnessProps {
  total: number;
  start?: number;
}

function PagerHarness({ total, start = 1 }: PagerHarnessProps) {
  const [page, setPage] = useState(start);
  return (
    <>
      <Pager page={page} total={total} pageSize={10} onChange={setPage} />
      <output data-testid="page">{page}</output>
    </>
  );
}

describe('Pager', () => {
  it('is not shown for a single page', () => {
    render(<PagerHarness total={10} />);
    expect(screen.queryByRole('navigation', { name: 'Seitennavigation' })).not.toBeInTheDocument();
  });

  it('moves to the first, previous, next and last page and to a page number', async () => {
    const user = userEvent.setup();
    render(<PagerHarness total={200} start={10} />);
    const current = () => screen.getByTestId('page').textContent;

    expect(screen.getByRole('button', { name: 'Seite 10' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getAllByTestId('pager-gap')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Nächste Seite' }));
    expect(current()).toBe('11');
    await user.click(screen.getByRole('button', { name: 'Vorherige Seite' }));
    expect(current()).toBe('10');
    await user.click(screen.getByRole('button', { name: 'Letzte Seite' }));
    expect(current()).toBe('20');
    expect(screen.getByRole('button', { name: 'Nächste Seite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Letzte Seite' })).toBeDisabled();
    expect(screen.getAllByTestId('pager-gap')).toHaveLength(1);

    await user.click(screen.getByRole('button', { name: 'Erste Seite' }));
    expect(current()).toBe('1');
    expect(screen.getByRole('button', { name: 'Erste Seite' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Vorherige Seite' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Seite 2' }));
    expect(current()).toBe('2');
  });
});
