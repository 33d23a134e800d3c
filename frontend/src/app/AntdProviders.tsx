import { ConfigProvider } from 'antd';
import type { ReactNode } from 'react';
import { ToastProvider } from '../shared/toast';
import { deCH } from './antd-locale';
import './locale';
import { theme } from './theme';

export interface AntdProvidersProps {
  children: ReactNode;
}

/** Swiss German antd locale and theme, and message toasts: every page built from antd sits inside. */
export function AntdProviders({ children }: AntdProvidersProps) {
  return (
    <ConfigProvider locale={deCH} theme={theme}>
      <ToastProvider>{children}</ToastProvider>
    </ConfigProvider>
  );
}
