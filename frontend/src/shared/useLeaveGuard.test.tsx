import { fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Route, Routes } from 'react-router-dom';
import { LocationDisplay } from '../test/test-utils';
import { useLeaveGuard } from './useLeaveGuard';

const QUESTION = 'Du hast ungespeicherte Änderungen. Seite trotzdem verlassen?';

interface PageProps {
  dirty: boolean;
}

function Page({ dirty }: PageProps) {
  useLeaveGuard(dirty, QUESTION);
  return (
    <>
      <Link to="/anderswo">Weg</Link>
      <a href="https://example.com/" target="_blank" rel="noreferrer">
        Extern
      </a>
    </>
  );
}

function renderPage(dirty: boolean) {
  return render(
    <MemoryRouter initialEntries={['/hier']}>
      <Routes>
        <Route path="/hier" element={<Page dirty={dirty} />} />
        <Route path="/anderswo" element={<p>Anderswo</p>} />
      </Routes>
      <LocationDisplay />
    </MemoryRouter>,
  );
}

afterEach(() => jest.restoreAllMocks());

describe('useLeaveGuard', () => {
  it('lets links through without asking while nothing is unsaved', () => {
    const confirm = jest.spyOn(window, 'confirm');
    renderPage(false);
    fireEvent.click(screen.getByText('Weg'));
    expect(confirm).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/anderswo');
  });

  it('keeps the user on the page when the question is declined', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage(true);
    fireEvent.click(screen.getByText('Weg'));
    expect(confirm).toHaveBeenCalledWith(QUESTION);
    expect(screen.getByTestId('location')).toHaveTextContent('/hier');
  });

  it('follows the link when the question is confirmed', () => {
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    renderPage(true);
    fireEvent.click(screen.getByText('Weg'));
    expect(screen.getByTestId('location')).toHaveTextContent('/anderswo');
  });

  it('does not ask for links that open elsewhere or clicks with a modifier key', () => {
    const confirm = jest.spyOn(window, 'confirm').mockReturnValue(false);
    renderPage(true);
    fireEvent.click(screen.getByText('Extern'));
    fireEvent.click(screen.getByText('Weg'), { ctrlKey: true });
    expect(confirm).not.toHaveBeenCalled();
  });

  it('asks the browser before unloading, only while dirty', () => {
    const { unmount } = renderPage(true);
    const event = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    unmount();
    const later = new Event('beforeunload', { cancelable: true });
    window.dispatchEvent(later);
    expect(later.defaultPrevented).toBe(false);
  });
});
