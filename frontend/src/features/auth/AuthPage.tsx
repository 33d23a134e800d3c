import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import MailOutlined from '@ant-design/icons-svg/es/asn/MailOutlined';
import UserOutlined from '@ant-design/icons-svg/es/asn/UserOutlined';
import { lazy, Suspense, useState, type FormEvent, type MouseEvent, type ReactNode } from 'react';
import { Link, Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { useHydrated } from '../../shared/hydration';
import { apiErrorMessage } from '../../shared/apiError';
import { brandName } from '../../shared/brand';
import type { MfaChallenge } from '../../shared/contracts';
import { withFlash } from '../../shared/flash';
import { AuthField } from './AuthField';
import { SIGN_IN_PATH, SIGN_UP_PATH } from '../../shared/authPaths';
import { isMfaChallenge, useSignInMutation, useSignUpMutation } from './authApi';
import { selectFarewell, selectSessionStatus, selectSignedOut } from '../../shared/session/authSlice';
import { authTexts as t, PASSWORD_MIN_LENGTH } from './texts';
import './auth.css';

// Only for accounts with a second factor, and with it @simplewebauthn/browser (when a passkey is
// used): the page's first load does not carry them.
const SecondFactorStep = lazy(() =>
  import('./SecondFactorStep').then((module) => ({ default: module.SecondFactorStep })),
);

export const authModes = ['login', 'sign-up'] as const;
export type AuthMode = (typeof authModes)[number];

type FieldName = 'name' | 'email' | 'password';
type FieldErrors = Partial<Record<FieldName, string>>;

interface Notice {
  kind: 'success' | 'error';
  text: string;
}

/**
 * The rules of antd's former form, in the same words: the server checks them again. The length
 * only where a password is chosen: older, shorter passwords keep signing in.
 */
function fieldError(field: FieldName, rawValue: string, isSignUp: boolean): string | undefined {
  const value = field === 'password' ? rawValue : rawValue.trim();
  if (field === 'name') return value ? undefined : t.nameRequired;
  if (field === 'email') {
    if (!value) return t.emailRequired;
    return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value) ? undefined : t.emailInvalid;
  }
  if (!value) return t.passwordRequired;
  return isSignUp && value.length < PASSWORD_MIN_LENGTH ? t.passwordTooShort : undefined;
}

function valueOf(form: HTMLFormElement, field: FieldName): string {
  const input = form.elements.namedItem(field);
  return input instanceof HTMLInputElement ? input.value : '';
}

/**
 * /auth: sign in, or sign up with ?mode=sign-up (the landing page's "Sign up"). Plain React and CSS
 * on purpose: a visitor's first load carries no antd (docs/decisions.md, "First load"). The answer
 * of the last attempt shows above the form, replacing the one before: a failed attempt's message is
 * gone once the next one succeeds.
 */
interface AuthCardProps {
  children: ReactNode;
}

/** The sign-in and sign-up card on its page, with the brand linking home; its heading is #auth-title. */
function AuthCard({ children }: AuthCardProps) {
  return (
    <main className="auth-page">
      <section className="auth-card" data-testid="auth-card" aria-labelledby="auth-title">
        <Link to="/" className="auth-card__brand">
          {brandName}
        </Link>
        {children}
      </section>
    </main>
  );
}

export function AuthPage() {
  const status = useAppSelector(selectSessionStatus);
  const [searchParams] = useSearchParams();
  // The mode is the address's (/auth?mode=sign-up, the landing page's "Sign up"), so that switching
  // is a link: it works before the scripts have run, as a load of the other prerendered variant.
  const mode: AuthMode = searchParams.get('mode') === 'sign-up' ? 'sign-up' : 'login';
  const [errors, setErrors] = useState<FieldErrors>({});
  const signedOut = useAppSelector(selectSignedOut);
  // Why the session ended here: «Erfolgreich ausgeloggt», or what the ending said (a deleted account).
  const farewell = useAppSelector(selectFarewell);
  const [notice, setNotice] = useState<Notice | null>(() =>
    signedOut ? { kind: 'success', text: farewell ?? t.signedOut } : null,
  );
  // From the first send on, this page decides where to go (with "Erfolgreich eingeloggt!").
  const [submitted, setSubmitted] = useState(false);
  // The password was right and the account has a second factor: the card asks for it.
  const [challenge, setChallenge] = useState<MfaChallenge | null>(null);
  // The e-mail, kept for the form when "Zurück" leaves the second step.
  const [keptEmail, setKeptEmail] = useState<string | undefined>();
  const [signIn, signInState] = useSignInMutation();
  const [signUp, signUpState] = useSignUpMutation();
  const navigate = useNavigate();
  // The prerendered form takes input at once; it is sent once its handlers exist.
  const interactive = useHydrated();
  const busy = signInState.isLoading || signUpState.isLoading;
  const isSignUp = mode === 'sign-up';
  const fields: FieldName[] = isSignUp ? ['name', 'email', 'password'] : ['email', 'password'];

  // While the session is being restored the form shows (as prerendered); a restored one leaves.
  if (status === 'authenticated' && !submitted) return <Navigate to="/dashboard" replace />;

  const switchMode = (event: MouseEvent) => {
    if (busy) {
      event.preventDefault();
      return;
    }
    setErrors({});
    setNotice(null);
  };

  /** A field's message once it was left or the form was sent; updated while it is corrected. */
  const check = (field: FieldName, value: string, onlyIfShown: boolean) => {
    if (onlyIfShown && !(field in errors)) return;
    setErrors((current) => ({ ...current, [field]: fieldError(field, value, isSignUp) }));
  };

  const enterApp = () => navigate('/dashboard', { replace: true, state: withFlash(t.signedIn) });

  const leaveSecondFactor = () => {
    setChallenge(null);
    setSubmitted(false);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const values = Object.fromEntries(fields.map((field) => [field, valueOf(form, field)])) as Record<
      FieldName,
      string
    >;
    const found = Object.fromEntries(
      fields.map((field) => [field, fieldError(field, values[field], isSignUp)]),
    ) as FieldErrors;
    setErrors(found);
    const firstInvalid = fields.find((field) => found[field]);
    if (firstInvalid) {
      form.querySelector<HTMLInputElement>(`[name="${firstInvalid}"]`)?.focus();
      return;
    }
    const email = values.email.trim();
    setSubmitted(true);
    try {
      if (isSignUp) {
        await signUp({ name: values.name.trim(), email, password: values.password }).unwrap();
        setNotice({ kind: 'success', text: t.signedUp });
        // The password field is drawn anew per mode (its key): empty, the e-mail kept.
        navigate(SIGN_IN_PATH, { replace: true });
        setSubmitted(false);
      } else {
        const answer = await signIn({ email, password: values.password }).unwrap();
        setNotice(null);
        if (isMfaChallenge(answer)) {
          // `submitted` stays: the second step's session must not send the page off on its own.
          setKeptEmail(email);
          setChallenge(answer);
          return;
        }
        enterApp();
      }
    } catch (error) {
      setNotice({ kind: 'error', text: apiErrorMessage(error, t.genericError) });
      setSubmitted(false);
    }
  };

  if (challenge) {
    return (
      <AuthCard>
        <Suspense fallback={<p className="auth-card__subtitle">{t.loading}</p>}>
          <SecondFactorStep challenge={challenge} onBack={leaveSecondFactor} onSignedIn={enterApp} />
        </Suspense>
      </AuthCard>
    );
  }

  const fieldProps = (field: FieldName) => ({
    error: errors[field],
    onBlur: (event: { currentTarget: HTMLInputElement }) => check(field, event.currentTarget.value, false),
    onChange: (event: { currentTarget: HTMLInputElement }) => check(field, event.currentTarget.value, true),
  });

  return (
    <AuthCard>
      <h1 id="auth-title" className="auth-card__title">
        {isSignUp ? t.signUpTitle : t.loginTitle}
      </h1>
      <p className="auth-card__subtitle">{isSignUp ? t.signUpSubtitle : t.loginSubtitle}</p>

      <div className="auth-card__notice" aria-live="polite">
        {notice ? (
          <p className={`auth-notice auth-notice--${notice.kind}`} role={notice.kind === 'error' ? 'alert' : 'status'}>
            {notice.text}
          </p>
        ) : null}
      </div>

      {/* POST, never GET: even a send before the scripts ran must not put a password in an address. */}
      <form method="post" noValidate onSubmit={submit} aria-busy={busy}>
        {isSignUp ? (
          <AuthField
            name="name"
            label={t.nameLabel}
            icon={UserOutlined}
            placeholder={t.nameHint}
            autoComplete="name"
            {...fieldProps('name')}
          />
        ) : null}
        <AuthField
          name="email"
          label={t.emailLabel}
          icon={MailOutlined}
          placeholder={t.emailHint}
          autoComplete="email"
          inputMode="email"
          defaultValue={keptEmail}
          {...fieldProps('email')}
        />
        <AuthField
          key={mode}
          name="password"
          label={t.passwordLabel}
          icon={LockOutlined}
          placeholder={isSignUp ? t.passwordHint : undefined}
          autoComplete={isSignUp ? 'new-password' : 'current-password'}
          {...fieldProps('password')}
        />
        <button type="submit" className="auth-button auth-button--primary" disabled={busy || !interactive}>
          {busy ? t.loading : isSignUp ? t.signUpSubmit : t.loginSubmit}
        </button>
      </form>

      <div className="auth-card__switch">
        <Link
          to={isSignUp ? SIGN_IN_PATH : SIGN_UP_PATH}
          replace
          className="auth-button auth-button--link"
          aria-disabled={busy || undefined}
          onClick={switchMode}
        >
          {isSignUp ? t.toLogin : t.toSignUp}
        </Link>
      </div>
      <div className="auth-card__back">
        <Link to="/">{t.backHome}</Link>
      </div>
    </AuthCard>
  );
}
