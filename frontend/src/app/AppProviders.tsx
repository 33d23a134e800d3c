import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { AntdProviders } from './AntdProviders';
import type { AppStore } from '../shared/store/store';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/**
 * The store and the antd providers around one tree, for the component tests. The browser gets them
 * route by route instead (AppShell, AntdLayout), so that the public pages load neither.
 */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <AntdProviders>{children}</AntdProviders>
    </Provider>
  );
}
