import { DeleteOutlined, MobileOutlined, ReloadOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, QRCode, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/apiError';
import { useToast } from '../../shared/toast';
import { PasswordConfirmDialog } from './PasswordConfirmDialog';
import {
  useConfirmTotpMutation,
  useRemoveTotpMutation,
  useRenewRecoveryCodesMutation,
  useStartTotpSetupMutation,
} from './securityApi';
import { securityTexts as t } from './texts';
import type { MfaStatus, TotpSetup } from '../../shared/contracts';

/** Fewer codes than this left: the card suggests a new set. */
const FEW_RECOVERY_CODES = 3;

/** The secret in groups of four, as authenticator apps ask for it to be typed. */
function groupedSecret(secret: string): string {
  return secret.replace(/(.{4})/g, '$1 ').trim();
}

interface CodeValues {
  code: string;
}

interface TotpConfirmFormProps {
  setup: TotpSetup;
  onConfirmed: (recoveryCodes: string[]) => void;
  onCancel: () => void;
}

/** The pending secret as a QR code and as text, and the first code of the app to confirm it. */
function TotpConfirmForm({ setup, onConfirmed, onCancel }: TotpConfirmFormProps) {
  const [form] = Form.useForm<CodeValues>();
  const [confirmTotp, { isLoading }] = useConfirmTotpMutation();

  const submit = async ({ code }: CodeValues) => {
    try {
      const { recoveryCodes } = await confirmTotp({ code: code.replace(/\s+/g, '') }).unwrap();
      onConfirmed(recoveryCodes);
    } catch (error) {
      // "Der Code ist nicht korrekt.": at the field, which stays for the next code.
      form.setFields([{ name: 'code', errors: [apiErrorMessage(error, t.genericError)] }]);
    }
  };

  return (
    <div className="totp-setup" data-testid="totp-setup">
      <Typography.Paragraph>{t.totpScan}</Typography.Paragraph>
      <div className="totp-setup__qr">
        <QRCode value={setup.otpauthUrl} type="svg" size={184} role="img" aria-label={t.totpQrLabel} />
      </div>
      <Typography.Paragraph type="secondary" className="totp-setup__manual">
        {t.totpManual}
      </Typography.Paragraph>
      <Typography.Paragraph className="totp-setup__secret">
        <Typography.Text code copyable={{ text: setup.secret }} data-testid="totp-secret">
          {groupedSecret(setup.secret)}
        </Typography.Text>
      </Typography.Paragraph>
      <Typography.Paragraph>{t.totpEnterCode}</Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t.otherSessions}</Typography.Paragraph>
      <Form<CodeValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} validateTrigger="onSubmit">
        <Form.Item
          name="code"
          label={t.codeLabel}
          normalize={(value: string) => value.replace(/[^\d\s]/g, '')}
          rules={[{ required: true, pattern: /^\s*\d{3}\s?\d{3}\s*$/, message: t.codeRequired }]}
        >
          {/* Six digits, or "123 456" as the apps show them. */}
          <Input
            prefix={<MobileOutlined />}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={7}
            placeholder="123456"
            className="totp-setup__code"
            autoFocus
          />
        </Form.Item>
        <Space wrap>
          <Button type="primary" htmlType="submit" loading={isLoading}>
            {t.totpConfirm}
          </Button>
          <Button onClick={onCancel} disabled={isLoading}>
            {t.cancel}
          </Button>
        </Space>
      </Form>
    </div>
  );
}

export interface AuthenticatorAppCardProps {
  factors: MfaStatus;
  /** New recovery codes (after the confirmation or a renewal), for the page to show once. */
  onRecoveryCodes: (codes: string[]) => void;
}

type Dialog = 'start' | 'remove' | 'renew' | null;

/**
 * The authenticator app (TOTP): set up (QR code or the secret by hand, then the app's first code),
 * and once it is on, its recovery codes and its removal, both behind the current password.
 */
export function AuthenticatorAppCard({ factors, onRecoveryCodes }: AuthenticatorAppCardProps) {
  const toast = useToast();
  const [startSetup, startState] = useStartTotpSetupMutation();
  const [removeTotp] = useRemoveTotpMutation();
  const [renewCodes] = useRenewRecoveryCodesMutation();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [dialog, setDialog] = useState<Dialog>(null);
  const lastFactor = factors.required && factors.passkeys.length === 0;

  const confirmed = (codes: string[]) => {
    setSetup(null);
    toast.success(t.totpConfirmed);
    onRecoveryCodes(codes);
  };

  let body;
  if (setup && !factors.totp) {
    body = <TotpConfirmForm setup={setup} onConfirmed={confirmed} onCancel={() => setSetup(null)} />;
  } else if (!factors.totp) {
    body = (
      <>
        <Typography.Paragraph type="secondary">{t.totpOff}</Typography.Paragraph>
        <Button
          type="primary"
          icon={<MobileOutlined />}
          onClick={() => setDialog('start')}
          loading={startState.isLoading}
        >
          {t.totpStart}
        </Button>
      </>
    );
  } else {
    const few = factors.recoveryCodesLeft < FEW_RECOVERY_CODES;
    body = (
      <>
        <Typography.Paragraph type="secondary">{t.totpOn}</Typography.Paragraph>
        <section className="security-recovery" aria-labelledby="recovery-title">
          <Typography.Title level={5} id="recovery-title" className="security-recovery__title">
            {t.recoveryTitle}
          </Typography.Title>
          {few ? (
            <Alert
              type="warning"
              showIcon
              title={t.recoveryLeft(factors.recoveryCodesLeft)}
              description={t.recoveryLow}
            />
          ) : (
            <Typography.Paragraph data-testid="recovery-codes-left">
              {t.recoveryLeft(factors.recoveryCodesLeft)}
            </Typography.Paragraph>
          )}
          <Button icon={<ReloadOutlined />} onClick={() => setDialog('renew')} className="security-recovery__renew">
            {t.recoveryRenew}
          </Button>
        </section>
        <div className="security-card__footer">
          {lastFactor ? <Typography.Paragraph type="secondary">{t.adminKeepsOne}</Typography.Paragraph> : null}
          <Button danger icon={<DeleteOutlined />} onClick={() => setDialog('remove')}>
            {t.totpRemove}
          </Button>
        </div>
      </>
    );
  }

  return (
    <Card
      title={t.totpTitle}
      className="security-card"
      extra={<Tag color={factors.totp ? 'success' : 'default'}>{factors.totp ? t.active : t.inactive}</Tag>}
      data-testid="totp-card"
    >
      {body}
      {dialog === 'start' ? (
        // Adding a factor asks for the password like removing one: a copied session adds none.
        <PasswordConfirmDialog
          title={t.totpStart}
          text={t.totpStartText}
          okText={t.next}
          onConfirm={async (currentPassword) => setSetup(await startSetup({ currentPassword }).unwrap())}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'remove' ? (
        <PasswordConfirmDialog
          title={t.totpRemoveTitle}
          text={t.totpRemoveText}
          okText={t.remove}
          danger
          onConfirm={async (currentPassword) => {
            await removeTotp({ currentPassword }).unwrap();
            toast.success(t.totpRemoved);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
      {dialog === 'renew' ? (
        <PasswordConfirmDialog
          title={t.recoveryRenewTitle}
          text={t.recoveryRenewText}
          okText={t.recoveryRenewOk}
          onConfirm={async (currentPassword) => {
            const { recoveryCodes } = await renewCodes({ currentPassword }).unwrap();
            onRecoveryCodes(recoveryCodes);
          }}
          onClose={() => setDialog(null)}
        />
      ) : null}
    </Card>
  );
}
