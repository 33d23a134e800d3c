import { UserOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { apiErrorMessage } from '../../shared/apiError';
import { FullPageSpinner } from '../../shared/FullPageSpinner';
import { brandName } from '../../shared/brand';
import { useToast } from '../../shared/toast';
import { useSignInMutation, useSignUpMutation } from './authApi';
import { selectSessionStatus } from './authSlice';
import { EmailField, PasswordField } from './CredentialFields';
import { authTexts as t } from './texts';
import './auth.css';

export const authModes = ['login', 'sign-up'] as const;
export type AuthMode = (typeof authModes)[number];

interface AuthFormValues {
  name?: string;
  email: string;
  password: string;
}

export function AuthPage() {
  const status = useAppSelector(selectSessionStatus);
  const [mode, setMode] = useState<AuthMode>('login');
  const [form] = Form.useForm<AuthFormValues>();
  const [signIn, signInState] = useSignInMutation();
  const [signUp, signUpState] = useSignUpMutation();
  const navigate = useNavigate();
  const toast = useToast();
  const busy = signInState.isLoading || signUpState.isLoading;
  const isSignUp = mode === 'sign-up';

  if (status === 'restoring') return <FullPageSpinner />;
  if (status === 'authenticated' && !busy) return <Navigate to="/dashboard" replace />;

  const switchMode = () => {
    setMode(isSignUp ? 'login' : 'sign-up');
    form.resetFields(['name', 'password']);
  };

  const submit = async ({ name, email, password }: AuthFormValues) => {
    try {
      if (isSignUp) {
        await signUp({ name: (name ?? '').trim(), email, password }).unwrap();
        toast.success(t.signedUp);
        setMode('login');
        form.resetFields(['name', 'password']);
      } else {
        await signIn({ email, password }).unwrap();
        toast.success(t.signedIn);
        navigate('/dashboard', { replace: true });
      }
    } catch (error) {
      toast.error(apiErrorMessage(error, t.genericError));
    }
  };

  return (
    <main className="auth-page">
      <Card className="auth-card">
        <Link to="/" className="auth-card__brand">
          {brandName}
        </Link>
        <Typography.Title level={1} className="auth-card__title">
          {isSignUp ? t.signUpTitle : t.loginTitle}
        </Typography.Title>
        <Typography.Paragraph type="secondary">{isSignUp ? t.signUpSubtitle : t.loginSubtitle}</Typography.Paragraph>

        <Form<AuthFormValues> form={form} layout="vertical" requiredMark={false} onFinish={submit} disabled={busy}>
          {isSignUp ? (
            <Form.Item
              name="name"
              label={t.nameLabel}
              rules={[{ required: true, whitespace: true, message: t.nameRequired }]}
            >
              <Input prefix={<UserOutlined />} placeholder={t.nameHint} autoComplete="name" />
            </Form.Item>
          ) : null}
          <EmailField />
          <PasswordField autoComplete={isSignUp ? 'new-password' : 'current-password'} />
          <Button type="primary" htmlType="submit" block size="large" disabled={busy}>
            {busy ? t.loading : isSignUp ? t.signUpSubmit : t.loginSubmit}
          </Button>
        </Form>

        <div className="auth-card__switch">
          <Button type="link" onClick={switchMode} disabled={busy}>
            {isSignUp ? t.toLogin : t.toSignUp}
          </Button>
        </div>
        <div className="auth-card__back">
          <Link to="/">{t.backHome}</Link>
        </div>
      </Card>
    </main>
  );
}
