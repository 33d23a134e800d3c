import { DeleteOutlined, LockOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { apiErrorCode, apiFieldErrors } from '../../shared/apiError';
import { FormDialog } from '../../shared/FormDialog';
import { sessionEnded } from '../../shared/session/authSlice';
import { useAppDispatch } from '../../shared/store/hooks';
import { useToast } from '../../shared/toast';
import { useDeleteMyAccountMutation } from './privacyApi';
import { privacyTexts as t } from './privacyTexts';

interface DeleteAccountValues {
  currentPassword: string;
}

/** The 409 answers a person cannot fix in this dialog, in words that say what to do instead. */
const REFUSALS: Record<string, string> = { LAST_OWNER: t.lastOwner, OPEN_ORDERS: t.openOrders };

interface DeleteAccountDialogProps {
  onClose: () => void;
}

function DeleteAccountDialog({ onClose }: DeleteAccountDialogProps) {
  const toast = useToast();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [form] = Form.useForm<DeleteAccountValues>();
  const password = Form.useWatch('currentPassword', form) ?? '';
  const [deleteAccount, { isLoading }] = useDeleteMyAccountMutation();
  const [refusal, setRefusal] = useState<string | null>(null);

  const submit = async ({ currentPassword }: DeleteAccountValues) => {
    setRefusal(null);
    try {
      await deleteAccount({ currentPassword }).unwrap();
    } catch (error) {
      const code: string | null = apiErrorCode(error);
      const known = code ? REFUSALS[code] : undefined;
      if (known) {
        setRefusal(known);
        return;
      }
      const field = apiFieldErrors(error).find((entry) => entry.field === 'currentPassword');
      if (field) form.setFields([{ name: 'currentPassword', errors: [field.message] }]);
      else toast.error(t.accountDeleteError);
      return;
    }
    // The account is gone and with it every session: signed out, on the sign-in page, which says so
    // (a toast would go with this page: the sign-in page is outside the app's layout).
    dispatch(sessionEnded({ signedOut: true, farewell: t.accountDeleted }));
    void navigate('/auth', { replace: true });
  };

  return (
    <FormDialog
      title={t.accountDialogTitle}
      okText={t.accountDelete}
      onOk={() => form.submit()}
      onCancel={onClose}
      busy={isLoading}
      incomplete={!password}
      danger
    >
      <Typography.Paragraph>{t.accountText}</Typography.Paragraph>
      {refusal ? <Alert type="warning" showIcon title={refusal} className="privacy-card__notice" /> : null}
      <Form<DeleteAccountValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        validateTrigger="onSubmit"
      >
        <Form.Item
          name="currentPassword"
          label={t.accountPasswordHint}
          rules={[{ required: true, message: 'Bitte gib dein aktuelles Passwort ein' }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
        </Form.Item>
        <button type="submit" hidden disabled={!password || isLoading} aria-hidden="true" tabIndex={-1} />
      </Form>
    </FormDialog>
  );
}

/** «Konto löschen»: every signed-in person's own account (the server refuses the last owner, a busy designer). */
export function DeleteAccountCard() {
  const [open, setOpen] = useState(false);
  return (
    <Card title={t.accountTitle} className="profile-card privacy-card" data-testid="privacy-account">
      <Typography.Paragraph type="secondary">{t.accountText}</Typography.Paragraph>
      <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
        {t.accountDelete}
      </Button>
      {open ? <DeleteAccountDialog onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
