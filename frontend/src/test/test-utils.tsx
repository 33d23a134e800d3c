import { render, type RenderOptions } from '@testing-library/react';
import userEvent, { PointerEventsCheckLevel } from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AppProviders } from '../app/AppProviders';
import { makeStore, type AppStore, type RootState } from '../shared/store/store';
import type { AuthState } from '../shared/session/authSlice';
import type { AuthUser, Role } from '../shared/session/types';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'queries' | 'wrapper'> {
  preloadedState?: Partial<RootState>;
  store?: AppStore;
  /** The URL the in-memory router starts at. */
  route?: string;
}

interface WrapperProps {
  children: ReactNode;
}

/**
 * Renders with the real store, antd providers and an in-memory router; returns a user-event instance
 * too. The pointer-events check is off: it computes styles of every ancestor per click, and antd's
 * many style tags make that slow in jsdom.
 */
export function renderWithProviders(
  ui: ReactElement,
  { preloadedState, store = makeStore(preloadedState), route = '/', ...options }: RenderWithProvidersOptions = {},
) {
  function Wrapper({ children }: WrapperProps) {
    return (
      <AppProviders store={store}>
        <MemoryRouter initialEntries={[route]}>{children}</MemoryRouter>
      </AppProviders>
    );
  }
  return {
    store,
    user: userEvent.setup({ delay: null, pointerEventsCheck: PointerEventsCheckLevel.Never }),
    ...render(ui, { wrapper: Wrapper, ...options }),
  };
}

/**
 * Renders one page at its route pattern (`/admin/clients/:id`), started at `route`, with every other
 * path empty and the current path shown (`LocationDisplay`): for a page that navigates away.
 */
export function renderAtRoute(
  path: string,
  page: ReactElement,
  options: RenderWithProvidersOptions & { route: string },
) {
  return renderWithProviders(
    <>
      <Routes>
        <Route path={path} element={page} />
        <Route path="*" element={null} />
      </Routes>
      <LocationDisplay />
    </>,
    options,
  );
}

/** Shows the router's current path, for asserting redirects. */
export function LocationDisplay() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function testUser(role: Role | null, overrides: Partial<AuthUser> = {}): AuthUser {
  return {
    id: `user-${role ?? 'none'}`,
    email: `${role ?? 'none'}@example.ch`,
    name: 'Test Person',
    role,
    mfa: { enabled: false, setupRequired: false },
    ...overrides,
  };
}

/** A preloaded auth state: signed in with the given role, or anonymous with `null` user. */
export function authState(user: AuthUser | null, overrides: Partial<AuthState> = {}): { auth: AuthState } {
  return {
    auth: user
      ? {
          status: 'authenticated',
          accessToken: 'access-token',
          expiresAt: '2099-01-01T00:00:00.000Z',
          user,
          viewAsClientId: null,
          ...overrides,
        }
      : { status: 'anonymous', accessToken: null, expiresAt: null, user: null, viewAsClientId: null, ...overrides },
  };
}

interface StubbedResponse {
  status?: number;
  body?: unknown;
}

export type FetchRoute = StubbedResponse | ((request: Request) => Response | Promise<Response>);

export function jsonResponse(status: number, body?: unknown): Response {
  if (status === 204 || body === undefined) return new Response(null, { status });
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/**
 * Stubs `fetch` (the browser boundary) for one test: keys are "METHOD /path", e.g. "GET /api/plans".
 * Unknown requests answer 404 like the server would.
 */
export function stubFetch(routes: Record<string, FetchRoute>) {
  return jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = routes[key];
    if (!route) return jsonResponse(404, { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden' });
    if (typeof route === 'function') return route(request);
    return jsonResponse(route.status ?? 200, route.body);
  });
}

/** The requests the fetch double received, as "METHOD /path". */
export function requestedPaths(fetchMock: ReturnType<typeof stubFetch>): string[] {
  return fetchMock.mock.calls.map(([input, init]) => {
    const request = input instanceof Request ? input : new Request(input, init);
    return `${request.method} ${new URL(request.url).pathname}`;
  });
}

/**
 * Makes `matchMedia` answer `matches(query)` for one test (Jest restores it after the test): the
 * screen's width as antd's Grid and the layout ask it. The rest of the answer is the polyfill's
 * (test/polyfills.cjs).
 */
export function answerMediaQueries(matches: (query: string) => boolean) {
  const plain = window.matchMedia;
  return jest
    .spyOn(window, 'matchMedia')
    .mockImplementation((query: string) => ({ ...plain(query), media: query, matches: matches(query) }));
}
