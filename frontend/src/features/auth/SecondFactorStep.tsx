// The password field's shape, which the sign-in page has loaded already. A shape of its own would
// end up in the chunk of antd's icons (which wrap the same shapes) and bring antd along.
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import { useState, type FormEvent } from 'react';
import { apiErrorMessage } from '../../shared/apiError';
import type { MfaChallenge, MfaMethod } from '../../shared/contracts';
import { AuthField } from './AuthField';
import {
  useGetPasskeySignInOptionsMutation,
  useVerifyPasskeySignInMutation,
  useVerifySecondFactorCodeMutation,
} from './secondFactorApi';
import { authTexts, secondFactorTexts as t } from './texts';
import './second-factor.css';

/** The methods typed into the code field; a passkey has its button. */
type CodeMode = Exclude<MfaMethod, 'passkey'>;

const CODE_MODES: readonly CodeMode[] = ['totp', 'recovery'];

/** The code as the server takes it, or the field's message when it cannot be one. */
function readCode(mode: CodeMode, raw: string): { code: string; error?: string } {
  if (mode === 'totp') {
    // Authenticator apps show "123 456"; the server allows the space, the check here does not need it.
    const code = raw.replace(/\s+/g, '');
    return /^\d{6}$/.test(code) ? { code } : { code, error: t.codeRequired };
  }
  const code = raw.trim();
  return code ? { code } : { code, error: t.recoveryRequired };
}

export interface SecondFactorStepProps {
  challenge: MfaChallenge;
  /** "Zurück": the password step again (the challenge's token is simply left to expire). */
  onBack: () => void;
  /** The session has started (the store holds it); the page goes on. */
  onSignedIn: () => void;
}

/**
 * The sign-in's second step, in the card of the first: the authenticator app's code, a recovery code
 * instead, or a passkey, as the account's `methods` allow. Plain React and CSS like the first step,
 * loaded only when an account needs it, and @simplewebauthn/browser only when the passkey is used.
 */
export function SecondFactorStep({ challenge, onBack, onSignedIn }: SecondFactorStepProps) {
  const { mfaToken, methods } = challenge;
  const codeModes = CODE_MODES.filter((mode) => methods.includes(mode));
  const [mode, setMode] = useState<CodeMode | null>(codeModes[0] ?? null);
  const [fieldError, setFieldError] = useState<string | undefined>();
  const [error, setError] = useState<string | null>(null);
  const [verifyCode, codeState] = useVerifySecondFactorCodeMutation();
  const [getPasskeyOptions] = useGetPasskeySignInOptionsMutation();
  const [verifyPasskey] = useVerifyPasskeySignInMutation();
  // The whole passkey ceremony, the browser's own dialog included.
  const [passkeyBusy, setPasskeyBusy] = useState(false);
  const busy = codeState.isLoading || passkeyBusy;
  const otherMode = codeModes.find((candidate) => candidate !== mode);
  const withPasskey = methods.includes('passkey');

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!mode || busy) return;
    const input = event.currentTarget.elements.namedItem('code');
    if (!(input instanceof HTMLInputElement)) return;
    const { code, error: invalid } = readCode(mode, input.value);
    setFieldError(invalid);
    if (invalid) {
      input.focus();
      return;
    }
    setError(null);
    try {
      await verifyCode({ mfaToken, code }).unwrap();
    } catch (failure) {
      // "Der Code ist nicht korrekt." or "Die Anmeldung ist abgelaufen. …", in the server's words.
      setError(apiErrorMessage(failure, authTexts.genericError));
      input.select();
      return;
    }
    onSignedIn();
  };

  /** The passkey ceremony; null once signed in, otherwise what to say. */
  const passkeySignIn = async (): Promise<string | null> => {
    const webAuthn = await import('@simplewebauthn/browser');
    if (!webAuthn.browserSupportsWebAuthn()) return t.passkeyUnsupported;
    let optionsJSON;
    try {
      optionsJSON = await getPasskeyOptions({ mfaToken }).unwrap();
    } catch (failure) {
      return apiErrorMessage(failure, authTexts.genericError);
    }
    let response;
    try {
      response = await webAuthn.startAuthentication({ optionsJSON });
    } catch {
      // Cancelled, timed out, or no passkey of this account on the device.
      return t.passkeyCancelled;
    }
    try {
      await verifyPasskey({ mfaToken, response }).unwrap();
    } catch (failure) {
      return apiErrorMessage(failure, authTexts.genericError);
    }
    return null;
  };

  const confirmWithPasskey = async () => {
    if (busy) return;
    setError(null);
    setPasskeyBusy(true);
    const problem = await passkeySignIn().catch(() => authTexts.genericError);
    setPasskeyBusy(false);
    if (problem) setError(problem);
    else onSignedIn();
  };

  const switchMode = () => {
    if (!otherMode || busy) return;
    setMode(otherMode);
    setFieldError(undefined);
    setError(null);
  };

  const subtitle = mode === 'totp' ? t.totpSubtitle : mode === 'recovery' ? t.recoverySubtitle : t.passkeySubtitle;

  return (
    <div className="second-factor" data-testid="second-factor-step">
      <h1 id="auth-title" className="auth-card__title">
        {t.title}
      </h1>
      <p className="auth-card__subtitle">{subtitle}</p>

      <div className="auth-card__notice" aria-live="polite">
        {error ? (
          <p className="auth-notice auth-notice--error" role="alert">
            {error}
          </p>
        ) : null}
      </div>

      {mode ? (
        <form method="post" noValidate onSubmit={submit} aria-busy={busy}>
          {/* Drawn anew per mode (its key): empty, focused, with the mode's keyboard and autofill. */}
          <AuthField
            key={mode}
            name="code"
            label={mode === 'totp' ? t.codeLabel : t.recoveryLabel}
            icon={LockOutlined}
            placeholder={mode === 'totp' ? t.codeHint : t.recoveryHint}
            autoComplete={mode === 'totp' ? 'one-time-code' : 'off'}
            inputMode={mode === 'totp' ? 'numeric' : 'text'}
            // Six digits, or "123 456" as the apps show them.
            maxLength={mode === 'totp' ? 7 : 32}
            autoFocus
            error={fieldError}
            onChange={() => setFieldError(undefined)}
          />
          <button type="submit" className="auth-button auth-button--primary" disabled={busy}>
            {codeState.isLoading ? authTexts.loading : t.confirm}
          </button>
        </form>
      ) : null}

      {otherMode ? (
        <div className="auth-card__switch">
          <button
            type="button"
            className="auth-button auth-button--link"
            aria-disabled={busy || undefined}
            onClick={switchMode}
          >
            {otherMode === 'recovery' ? t.useRecovery : t.useTotp}
          </button>
        </div>
      ) : null}

      {withPasskey ? (
        <>
          {mode ? <p className="second-factor__or">{t.or}</p> : null}
          <button
            type="button"
            className={`auth-button ${mode ? 'auth-button--default' : 'auth-button--primary'} second-factor__passkey`}
            disabled={busy}
            onClick={() => void confirmWithPasskey()}
          >
            {passkeyBusy ? authTexts.loading : t.passkey}
          </button>
        </>
      ) : null}

      <div className="auth-card__back">
        <button
          type="button"
          className="auth-button auth-button--link"
          aria-disabled={busy || undefined}
          onClick={() => !busy && onBack()}
        >
          {t.back}
        </button>
      </div>
    </div>
  );
}
