import { adminApi } from '../../features/admin/adminApi';
import { authApi } from '../../features/auth/authApi';
import { restoreSession } from '../session/restoreSession';
import { plansApi } from '../../features/plans/plansApi';
import { authState, jsonResponse, requestedPaths, stubFetch, testUser } from '../../test/test-utils';
import { makeStore } from '../store/store';

const unauthenticated = { statusCode: 401, code: 'UNAUTHENTICATED', message: 'Nicht angemeldet' };
const renewed = { accessToken: 'new-token', expiresAt: '2099-01-01T00:00:00.000Z', user: testUser('client') };

/** Answers 200 only to the renewed token, like the server after the old one expired. */
function protectedRoute(body: unknown) {
  return (request: Request) =>
    request.headers.get('Authorization') === 'Bearer new-token'
      ? jsonResponse(200, body)
      : jsonResponse(401, unauthenticated);
}

describe('API base query', () => {
  it('renews the token once for parallel 401s and retries each request with it', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/refresh': async () => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        return jsonResponse(200, renewed);
      },
      'GET /api/me/limits': protectedRoute({ planName: 'Basic' }),
      'GET /api/admin/stats': protectedRoute({ activeClients: 1, designers: 1, mrr: 0 }),
    });
    const store = makeStore(authState(testUser('client'), { accessToken: 'expired-token' }));

    const [limits, stats] = await Promise.all([
      store.dispatch(plansApi.endpoints.getMyLimits.initiate()),
      store.dispatch(adminApi.endpoints.getAdminStats.initiate()),
    ]);

    expect(limits.data).toEqual({ planName: 'Basic' });
    expect(stats.data).toEqual({ activeClients: 1, designers: 1, mrr: 0 });
    expect(requestedPaths(fetchMock).filter((path) => path === 'POST /api/auth/refresh')).toHaveLength(1);
    expect(store.getState().auth).toMatchObject({ status: 'authenticated', accessToken: 'new-token' });
  });

  it('signs out locally when the session cannot be renewed', async () => {
    stubFetch({
      'POST /api/auth/refresh': { status: 401, body: unauthenticated },
      'GET /api/me/limits': { status: 401, body: unauthenticated },
    });
    const store = makeStore(authState(testUser('client')));

    const result = await store.dispatch(plansApi.endpoints.getMyLimits.initiate());

    // Ending the session also drops the cached data of the user who was signed in.
    expect(result.isSuccess).toBe(false);
    expect(store.getState().auth).toMatchObject({ status: 'anonymous', accessToken: null, user: null });
  });

  it('does not try a refresh when the sign-in itself is refused', async () => {
    const fetchMock = stubFetch({
      'POST /api/auth/sign-in': {
        status: 401,
        body: { ...unauthenticated, message: 'Ungültige E-Mail oder Passwort' },
      },
    });
    const store = makeStore(authState(null));

    await store.dispatch(authApi.endpoints.signIn.initiate({ email: 'a@example.ch', password: 'falsch123' }));

    expect(requestedPaths(fetchMock)).toEqual(['POST /api/auth/sign-in']);
  });

  it('sends X-View-As-Client only for an admin', async () => {
    const fetchMock = stubFetch({ 'GET /api/me/limits': { body: { planName: 'Basic' } } });
    const store = makeStore(authState(testUser('client'), { viewAsClientId: 'client-42' }));

    await store.dispatch(plansApi.endpoints.getMyLimits.initiate());

    const request = fetchMock.mock.calls[0][0] as Request;
    expect(request.headers.get('X-View-As-Client')).toBeNull();
    expect(request.credentials).toBe('include');
  });
});

describe('restoreSession', () => {
  it('restores the session from the refresh cookie', async () => {
    stubFetch({ 'POST /api/auth/refresh': { body: renewed } });
    const store = makeStore();
    expect(store.getState().auth.status).toBe('restoring');

    await restoreSession(store.dispatch);

    expect(store.getState().auth).toMatchObject({ status: 'authenticated', accessToken: 'new-token' });
  });

  it('ends up anonymous without a valid cookie, and forgets a stale view-as-client id', async () => {
    window.sessionStorage.setItem('viewAsClientId', 'client-42');
    stubFetch({ 'POST /api/auth/refresh': { status: 401, body: unauthenticated } });
    const store = makeStore();

    await restoreSession(store.dispatch);

    expect(store.getState().auth.status).toBe('anonymous');
    expect(window.sessionStorage.getItem('viewAsClientId')).toBeNull();
  });
});
