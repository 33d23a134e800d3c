import { UserOutlined } from '@ant-design/icons';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '../../shared/apiError';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { useToast } from '../../shared/toast';
import { useSignInMutation } from '../auth';
import { selectSessionStatus } from '../../shared/session/authSlice';
import { AuthCardFrame } from '../auth';
import { EmailField, NewPasswordFields } from '../auth';
import { setupApi, useCreateFirstAdminMutation, useGetSetupStatusQuery } from './setupApi';
import { setupTexts as t } from './texts';
import './setup.css';

interface SetupFormValues {
  name: string;
  email: string;
  password: string;
  passwordConfirm: string;
}

/** The form fields a VALIDATION answer can name. */
const serverFields = ['name', 'email', 'password'] as const;
type ServerField = (typeof serverFields)[number];

function isServerField(field: string): field is ServerField {
  return (serverFields as readonly string[]).includes(field);
}

/** The first-run page: creates the first admin, signs in with it and is gone from then on. */
export function SetupPage() {
  const sessionStatus = useAppSelector(selectSessionStatus);
  const status = useGetSetupStatusQuery();
  const [form] = Form.useForm<SetupFormValues>();
  const [createFirstAdmin, createState] = useCreateFirstAdminMutation();
  const [signIn, signInState] = useSignInMutation();
  const [conflict, setConflict] = useState<string | null>(null);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  // Stays busy after the admin is created: the page leaves for /dashboard or /auth next.
  const busy = createState.isLoading || createState.isSuccess || signInState.isLoading;

  if (!status.data) {
    if (status.isError) {
      return (
        <AuthCardFrame title={t.title} brandLinksHome={false}>
          <Alert type="error" showIcon title={t.statusErrorTitle} description={t.statusErrorText} />
          <Button
            type="primary"
            block
            size="large"
            className="setup-card__retry"
            onClick={() => void status.refetch()}
            loading={status.isFetching}
          >
            {t.retry}
          </Button>
        </AuthCardFrame>
      );
    }
    return <FullPageSpinner />;
  }
  // Wait for a restored session too, so the sign-in below cannot race with it.
  if (sessionStatus === 'restoring') return <FullPageSpinner />;
  // Once the admin exists the page is gone, except while this page finishes its own sign-in.
  if (!status.data.needed && !createState.isSuccess) return <Navigate to="/auth" replace />;

  const showError = (error: unknown) => {
    const message = apiErrorMessage(error, t.genericError);
    const fields = apiFieldErrors(error).flatMap(({ field, message: text }) =>
      isServerField(field) ? [{ name: field, errors: [text] }] : [],
    );
    if (fields.length) form.setFields(fields);
    if (apiErrorStatus(error) === 409) setConflict(message);
    toast.error(message);
  };

  /** After a 409 the server has said an admin exists: the page is gone and leads to sign-in. */
  const leaveSetup = () => {
    dispatch(
      setupApi.util.updateQueryData('getSetupStatus', undefined, (current) => {
        current.needed = false;
      }),
    );
  };

  const submit = async ({ name, email, password }: SetupFormValues) => {
    setConflict(null);
    try {
      await createFirstAdmin({ name: name.trim(), email, password }).unwrap();
    } catch (error) {
      showError(error);
      return;
    }
    try {
      await signIn({ email, password }).unwrap();
    } catch {
      // The admin exists; only the session is missing, which the sign-in page can start.
      toast.info(t.createdSignInFailed);
      navigate('/auth', { replace: true });
      return;
    }
    toast.success(t.created);
    navigate('/dashboard', { replace: true });
  };

  return (
    <AuthCardFrame title={t.title} brandLinksHome={false}>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      {conflict ? (
        <Alert
          type="warning"
          showIcon
          className="setup-card__conflict"
          title={conflict}
          action={
            <Button type="link" size="small" onClick={leaveSetup}>
              {t.alreadySetUpLink}
            </Button>
          }
        />
      ) : null}
      <Form<SetupFormValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        onFinish={submit}
        disabled={busy}
        scrollToFirstError={{ focus: true }}
      >
        <Form.Item
          name="name"
          label={t.nameLabel}
          rules={[{ required: true, whitespace: true, message: t.nameRequired }]}
        >
          <Input prefix={<UserOutlined />} placeholder={t.nameHint} autoComplete="name" />
        </Form.Item>
        <EmailField />
        <NewPasswordFields />
        <Button type="primary" htmlType="submit" block size="large" disabled={busy}>
          {busy ? t.loading : t.submit}
        </Button>
      </Form>
    </AuthCardFrame>
  );
}
