import { act, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { LocationDisplay, renderWithProviders, requestedPaths, stubFetch } from '../../test/test-utils';
import { useSetupRedirect } from './useSetupRedirect';

function Page() {
  useSetupRedirect();
  return <LocationDisplay />;
}

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route path="/" element={<Page />} />
      <Route path="/setup" element={<LocationDisplay />} />
    </Routes>,
  );
}

describe('useSetupRedirect', () => {
  it('sends to /setup while no admin exists', async () => {
    stubFetch({ 'GET /api/setup': { body: { needed: true } } });
    renderPage();

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/setup'));
  });

  it.each([
    ['the setup is done', { body: { needed: false } }],
    [
      'the status cannot be loaded',
      { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'Serverfehler' } },
    ],
  ])('stays when %s', async (_, answer) => {
    const fetchMock = stubFetch({ 'GET /api/setup': answer });
    renderPage();

    await waitFor(() => expect(requestedPaths(fetchMock)).toEqual(['GET /api/setup']));
    // The answer is read after the request (microtasks): a timer later it has been handled.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
  });
});
