import { Form, type FormItemProps } from 'antd';
import { createContext, useContext, type ReactNode } from 'react';

/** The messages of the last refused save, by the server's field path ("brandingData.hooks.3"). */
export const ServerErrorsContext = createContext<Readonly<Record<string, string>>>({});

export interface BrandItemProps {
  name: (string | number)[];
  label: ReactNode;
  required?: boolean;
  extra?: ReactNode;
  getValueFromEvent?: FormItemProps['getValueFromEvent'];
  children: ReactNode;
}

/**
 * A field of the brand form that shows the server's message for it. Held outside the form's own
 * field state, so that a field on a tab not opened yet shows it too once it is.
 */
export function BrandItem({ name, label, required, extra, getValueFromEvent, children }: BrandItemProps) {
  const error = useContext(ServerErrorsContext)[name.join('.')];
  return (
    <Form.Item
      name={name}
      label={label}
      required={required}
      extra={extra}
      getValueFromEvent={getValueFromEvent}
      validateStatus={error ? 'error' : undefined}
      help={error}
    >
      {children}
    </Form.Item>
  );
}
