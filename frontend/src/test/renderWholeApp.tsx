import { setAppStore } from '../app/appStore';
import { RootRoutes } from '../app/RootRoutes';
import { makeStore } from '../shared/store/store';
import type { AuthUser } from '../shared/session/types';
import { authState, LocationDisplay, renderWithProviders } from './test-utils';

/**
 * The browser's route tables from the entry down at `route`, signed in as `user` (null: anonymous),
 * with the current path shown. The app shell takes this store instead of making one. Apart from
 * test-utils, as it loads every route's module.
 */
export function renderWholeApp(route: string, user: AuthUser | null) {
  const store = makeStore(authState(user));
  setAppStore(store);
  return renderWithProviders(
    <>
      <RootRoutes />
      <LocationDisplay />
    </>,
    { route, store },
  );
}
