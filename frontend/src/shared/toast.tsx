import { message } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';

export type Toast = ReturnType<typeof message.useMessage>[0];

const ToastContext = createContext<Toast | null>(null);

export interface ToastProviderProps {
  children: ReactNode;
}

/**
 * antd message toasts that follow the ConfigProvider (locale, theme). Lighter than antd's `App`,
 * which also brings modal and notification into every page's first load.
 */
export function ToastProvider({ children }: ToastProviderProps) {
  const [toast, holder] = message.useMessage();
  return (
    <ToastContext.Provider value={toast}>
      {holder}
      {children}
    </ToastContext.Provider>
  );
}

export function useToast(): Toast {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error('useToast must be used inside ToastProvider');
  return toast;
}
