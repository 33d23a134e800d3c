import { Provider } from 'react-redux';
import { appStore } from './appStore';
import { AppRoutes } from './routes';

/** The store and the route table of every page but the landing page (a chunk of its own). */
export function AppShell() {
  return (
    <Provider store={appStore()}>
      <AppRoutes />
    </Provider>
  );
}
