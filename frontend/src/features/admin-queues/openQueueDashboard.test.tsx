import { act, renderHook, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { AppProviders } from '../../app/AppProviders';
import { makeStore } from '../../shared/store/store';
import { authState, jsonResponse, requestedPaths, stubFetch, testUser } from '../../test/test-utils';
import { openQueueDashboard, useOpenQueueDashboard } from './openQueueDashboard';

const forbidden = { statusCode: 403, code: 'FORBIDDEN', message: 'Keine Berechtigung für diese Aktion' };

describe('openQueueDashboard', () => {
  it('asks for the dashboard cookie with the access token, then navigates to /admin/queues', async () => {
    const fetchMock = stubFetch({ 'POST /api/admin/queues/session': { status: 204 } });
    const store = makeStore(authState(testUser('admin'), { accessToken: 'admin-token' }));
    const navigate = jest.fn();

    await openQueueDashboard(store.dispatch, navigate);

    expect(requestedPaths(fetchMock)).toEqual(['POST /api/admin/queues/session']);
    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(request.credentials).toBe('include');
    expect(navigate).toHaveBeenCalledWith('/admin/queues');
  });

  it('renews an expired token first, like every other request', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/refresh': {
        body: { accessToken: 'new-token', expiresAt: '2099-01-01T00:00:00.000Z', user: testUser('admin') },
      },
      'POST /api/admin/queues/session': (request: Request) =>
        jsonResponse(request.headers.get('Authorization') === 'Bearer new-token' ? 204 : 401, {
          statusCode: 401,
          code: 'UNAUTHENTICATED',
          message: 'Nicht angemeldet',
        }),
    });
    const store = makeStore(authState(testUser('admin'), { accessToken: 'expired-token' }));
    const navigate = jest.fn();

    await openQueueDashboard(store.dispatch, navigate);

    expect(requestedPaths(fetchMock)).toEqual([
      'POST /api/admin/queues/session',
      'POST /api/auth/refresh',
      'POST /api/admin/queues/session',
    ]);
    expect(navigate).toHaveBeenCalledWith('/admin/queues');
  });

  it('does not navigate when the server refuses, and says why', async () => {
    stubFetch({ 'POST /api/admin/queues/session': { status: 403, body: forbidden } });
    const store = makeStore(authState(testUser('client'), { accessToken: 'client-token' }));
    const navigate = jest.fn();

    await expect(openQueueDashboard(store.dispatch, navigate)).rejects.toThrow('Keine Berechtigung für diese Aktion');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('the hook toasts a refusal instead of navigating', async () => {
    stubFetch({ 'POST /api/admin/queues/session': { status: 403, body: forbidden } });
    const store = makeStore(authState(testUser('admin'), { accessToken: 'admin-token' }));
    const wrapper = ({ children }: { children: ReactNode }) => <AppProviders store={store}>{children}</AppProviders>;
    const { result } = renderHook(() => useOpenQueueDashboard(), { wrapper });

    await act(() => result.current());

    expect(await screen.findByText('Keine Berechtigung für diese Aktion')).toBeInTheDocument();
  });
});
