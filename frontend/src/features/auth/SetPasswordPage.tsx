import { Alert, Button, Form, Typography } from 'antd';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../shared/api/api';
import { apiErrorMessage, apiFieldErrors } from '../../shared/apiError';
import { useToast } from '../../shared/toast';
import { AuthCardFrame } from './AuthCardFrame';
import { NewPasswordFields } from './CredentialFields';
import './auth.css';

/** German texts of the page the welcome mail links to (not in the spec; see docs/decisions.md). */
const texts = {
  title: 'Passwort festlegen',
  intro: 'Wähle ein Passwort für deinen Account. Danach meldest du dich mit deiner E-Mail-Adresse an.',
  submit: 'Passwort festlegen',
  loading: 'Lädt...',
  saved: 'Passwort gespeichert. Du kannst dich jetzt anmelden.',
  invalidLink: 'Der Link ist ungültig oder abgelaufen.',
  invalidLinkHint: 'Bitte wende dich an einen Administrator: Er kann dir einen neuen Link senden.',
  toLogin: 'Zur Anmeldung',
  genericError: 'Ein Fehler ist aufgetreten',
} as const;

interface SetPasswordRequest {
  token: string;
  password: string;
}

const setPasswordApi = api.injectEndpoints({
  endpoints: (build) => ({
    setPassword: build.mutation<void, SetPasswordRequest>({
      query: (body) => ({ url: '/auth/set-password', method: 'POST', body }),
    }),
  }),
});

interface SetPasswordFormValues {
  password: string;
  passwordConfirm: string;
}

/** /passwort-setzen?token=…: an account an admin created chooses its password with the mail's link. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [form] = Form.useForm<SetPasswordFormValues>();
  const [setPassword, state] = setPasswordApi.useSetPasswordMutation();
  const [linkInvalid, setLinkInvalid] = useState(!token);
  const navigate = useNavigate();
  const toast = useToast();
  const busy = state.isLoading || state.isSuccess;

  const submit = async ({ password }: SetPasswordFormValues) => {
    try {
      await setPassword({ token, password }).unwrap();
    } catch (error) {
      const message = apiErrorMessage(error, texts.genericError);
      // A used or expired link: the page says so in place of the form.
      if (message === texts.invalidLink) {
        setLinkInvalid(true);
        return;
      }
      const fields = apiFieldErrors(error).flatMap(({ field, message: text }) =>
        field === 'password' ? [{ name: 'password' as const, errors: [text] }] : [],
      );
      if (fields.length) form.setFields(fields);
      toast.error(message);
      return;
    }
    toast.success(texts.saved);
    navigate('/auth', { replace: true });
  };

  return (
    <AuthCardFrame title={texts.title}>
      {linkInvalid ? (
        <>
          <Alert type="error" showIcon title={texts.invalidLink} description={texts.invalidLinkHint} />
          <div className="auth-card__back">
            <Link to="/auth">{texts.toLogin}</Link>
          </div>
        </>
      ) : (
        <>
          <Typography.Paragraph type="secondary">{texts.intro}</Typography.Paragraph>
          <Form<SetPasswordFormValues>
            form={form}
            layout="vertical"
            requiredMark={false}
            onFinish={submit}
            disabled={busy}
          >
            <NewPasswordFields />
            <Button type="primary" htmlType="submit" block size="large" disabled={busy}>
              {busy ? texts.loading : texts.submit}
            </Button>
          </Form>
        </>
      )}
    </AuthCardFrame>
  );
}
