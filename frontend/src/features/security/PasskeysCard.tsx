import { DeleteOutlined, KeyOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/apiError';
import { formatDate } from '../../shared/format';
import { FormDialog } from '../../shared/FormDialog';
import { useToast } from '../../shared/toast';
import { PasswordConfirmDialog, PasswordConfirmFields } from './PasswordConfirmDialog';
import {
  useAddPasskeyMutation,
  useGetPasskeyRegistrationOptionsMutation,
  useRemovePasskeyMutation,
} from './securityApi';
import { securityTexts as t } from './texts';
import { ACCOUNT_LIMITS, type MfaStatus, type PasskeySummary } from '../../shared/contracts';

/** The contract's bound of a passkey's name. */
const NAME_MAX_LENGTH = ACCOUNT_LIMITS.passkeyName;

interface NameValues {
  name: string;
  currentPassword: string;
}

interface AddPasskeyDialogProps {
  onClose: () => void;
}

/**
 * A name and the current password (a copied session adds no passkey), then the browser's own passkey dialog (@simplewebauthn/browser, loaded only now), then
 * the server checks and stores the new passkey. Mounted only while open.
 */
function AddPasskeyDialog({ onClose }: AddPasskeyDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<NameValues>();
  const [getOptions] = useGetPasskeyRegistrationOptionsMutation();
  const [addPasskey] = useAddPasskeyMutation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const name = Form.useWatch('name', form) ?? '';
  const password = Form.useWatch('currentPassword', form) ?? '';

  /** The ceremony; null once the passkey is stored, otherwise what to say. */
  const register = async (passkeyName: string, currentPassword: string): Promise<string | null> => {
    const webAuthn = await import('@simplewebauthn/browser');
    if (!webAuthn.browserSupportsWebAuthn()) return t.passkeyUnsupported;
    let optionsJSON;
    try {
      optionsJSON = await getOptions({ currentPassword }).unwrap();
    } catch (failure) {
      return apiErrorMessage(failure, t.genericError);
    }
    let response;
    try {
      response = await webAuthn.startRegistration({ optionsJSON });
    } catch {
      // Cancelled, timed out, or a passkey of this account is on the device already.
      return t.passkeyCancelled;
    }
    try {
      await addPasskey({ name: passkeyName, response }).unwrap();
    } catch (failure) {
      return apiErrorMessage(failure, t.genericError);
    }
    return null;
  };

  const submit = async ({ name: typed, currentPassword }: NameValues) => {
    setBusy(true);
    setError(null);
    const problem = await register(typed.trim(), currentPassword).catch(() => t.genericError);
    setBusy(false);
    if (problem) {
      setError(problem);
      return;
    }
    toast.success(t.passkeyAdded);
    onClose();
  };

  return (
    <FormDialog
      title={t.passkeyAdd}
      okText={t.passkeyAddOk}
      onOk={() => form.submit()}
      onCancel={onClose}
      busy={busy}
      incomplete={!name.trim() || !password}
    >
      <Form<NameValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} validateTrigger="onSubmit">
        <Form.Item
          name="name"
          label={t.passkeyNameLabel}
          rules={[
            { required: true, whitespace: true, message: t.passkeyNameRequired },
            { max: NAME_MAX_LENGTH, message: t.passkeyNameTooLong },
          ]}
        >
          <Input
            prefix={<KeyOutlined />}
            placeholder={t.passkeyNameHint}
            autoComplete="off"
            maxLength={NAME_MAX_LENGTH}
            autoFocus
          />
        </Form.Item>
        <PasswordConfirmFields error={error} busy={busy} />
      </Form>
    </FormDialog>
  );
}

export interface PasskeysCardProps {
  factors: MfaStatus;
}

/** The account's passkeys: when each was added and last used; add one, remove one with the password. */
export function PasskeysCard({ factors }: PasskeysCardProps) {
  const toast = useToast();
  const [removePasskey] = useRemovePasskeyMutation();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<PasskeySummary | null>(null);
  // An admin's last factor stays (the server refuses it too).
  const lastFactor = factors.required && !factors.totp && factors.passkeys.length === 1;

  return (
    <Card
      title={t.passkeysTitle}
      className="security-card"
      data-testid="passkeys-card"
      extra={
        <Button icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          {t.passkeyAdd}
        </Button>
      }
    >
      <Typography.Paragraph type="secondary">{t.passkeysIntro}</Typography.Paragraph>
      {factors.passkeys.length === 0 ? (
        <Typography.Paragraph type="secondary" className="security-passkeys__empty">
          {t.passkeysEmpty}
        </Typography.Paragraph>
      ) : (
        <ul className="security-passkeys">
          {factors.passkeys.map((passkey) => (
            <li key={passkey.id} className="security-passkey" data-testid="passkey">
              <KeyOutlined className="security-passkey__icon" aria-hidden="true" />
              <div className="security-passkey__text">
                <Typography.Text strong className="security-passkey__name">
                  {passkey.name}
                </Typography.Text>
                <Typography.Text type="secondary">{t.passkeyCreated(formatDate(passkey.createdAt))}</Typography.Text>
                <Typography.Text type="secondary">
                  {passkey.lastUsedAt ? t.passkeyLastUsed(formatDate(passkey.lastUsedAt)) : t.passkeyNeverUsed}
                </Typography.Text>
              </div>
              <Button
                danger
                icon={<DeleteOutlined />}
                aria-label={t.passkeyRemoveAria(passkey.name)}
                onClick={() => setRemoving(passkey)}
              />
            </li>
          ))}
        </ul>
      )}
      {lastFactor ? <Typography.Paragraph type="secondary">{t.adminKeepsOne}</Typography.Paragraph> : null}
      {adding ? <AddPasskeyDialog onClose={() => setAdding(false)} /> : null}
      {removing ? (
        <PasswordConfirmDialog
          title={t.passkeyRemoveTitle(removing.name)}
          text={t.passkeyRemoveText}
          okText={t.remove}
          danger
          onConfirm={async (currentPassword) => {
            await removePasskey({ id: removing.id, currentPassword }).unwrap();
            toast.success(t.passkeyRemoved);
          }}
          onClose={() => setRemoving(null)}
        />
      ) : null}
    </Card>
  );
}
