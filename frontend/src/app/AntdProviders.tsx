import { ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import type { ReactNode } from 'react';
import { ToastProvider } from '../shared/toast';
import './locale';
import { theme } from './theme';

export interface AntdProvidersProps {
  children: ReactNode;
}

/** German antd locale and theme, and message toasts: every page built from antd sits inside. */
export function AntdProviders({ children }: AntdProvidersProps) {
  return (
    <ConfigProvider locale={deDE} theme={theme}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}
