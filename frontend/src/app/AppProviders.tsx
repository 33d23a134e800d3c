import { ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { ToastProvider } from '../shared/toast';
import './locale';
import type { AppStore } from './store';
import { theme } from './theme';

export interface AppProvidersProps {
  store: AppStore;
  children: ReactNode;
}

/** Store, German antd locale and theme, and message toasts. */
export function AppProviders({ store, children }: AppProvidersProps) {
  return (
    <Provider store={store}>
      <ConfigProvider locale={deDE} theme={theme}>
        <ToastProvider>{children}</ToastProvider>
      </ConfigProvider>
    </Provider>
  );
}
