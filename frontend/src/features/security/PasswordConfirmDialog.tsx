import { LockOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/apiError';
import { FormDialog } from '../../shared/FormDialog';
import { securityTexts as t } from './texts';

interface PasswordValues {
  currentPassword: string;
}

export interface PasswordConfirmDialogProps {
  title: string;
  text: string;
  okText: string;
  /** Removing something: the button is red. */
  danger?: boolean;
  /** Sends the password; rejects with the server's error, which the dialog then shows. */
  onConfirm: (currentPassword: string) => Promise<unknown>;
  onClose: () => void;
}

/**
 * Asks for the current password before a factor goes or the recovery codes are replaced: whoever
 * finds a signed-in screen cannot weaken the account. Mounted only while open, so it starts empty;
 * the server's answer (a wrong password, an admin's last factor) shows in the dialog, which stays.
 */
export function PasswordConfirmDialog({
  title,
  text,
  okText,
  danger = false,
  onConfirm,
  onClose,
}: PasswordConfirmDialogProps) {
  const [form] = Form.useForm<PasswordValues>();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const currentPassword = Form.useWatch('currentPassword', form) ?? '';

  const submit = async ({ currentPassword: password }: PasswordValues) => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(password);
    } catch (failure) {
      setError(apiErrorMessage(failure, t.genericError));
      setBusy(false);
      return;
    }
    onClose();
  };

  return (
    <FormDialog
      title={title}
      okText={okText}
      onOk={() => form.submit()}
      onCancel={onClose}
      busy={busy}
      incomplete={!currentPassword}
      danger={danger}
    >
      <p>{text}</p>
      <Form<PasswordValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        validateTrigger="onSubmit"
      >
        <PasswordConfirmFields error={error} busy={busy} autoFocus />
      </Form>
    </FormDialog>
  );
}

export interface PasswordConfirmFieldsProps {
  error: string | null;
  busy: boolean;
  /** The password is the dialog's first field. */
  autoFocus?: boolean;
}

/** The end of a form that a factor change asks: the current password, the server's refusal, and Enter to send. */
export function PasswordConfirmFields({ error, busy, autoFocus = false }: PasswordConfirmFieldsProps) {
  return (
    <>
      <Form.Item
        name="currentPassword"
        label={t.currentPasswordLabel}
        rules={[{ required: true, message: t.currentPasswordRequired }]}
      >
        <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus={autoFocus} />
      </Form.Item>
      {error ? <Alert type="error" showIcon title={error} /> : null}
      {/* Enter in the field submits, as the dialog's button does. */}
      <button type="submit" hidden disabled={busy} aria-hidden="true" tabIndex={-1} />
    </>
  );
}
