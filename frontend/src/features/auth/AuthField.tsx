import type { IconDefinition } from '@ant-design/icons-svg/es/types';
import { useState, type InputHTMLAttributes } from 'react';
import { SvgIcon } from '../../shared/SvgIcon';
import { authTexts } from './texts';

export interface AuthFieldProps extends Pick<
  InputHTMLAttributes<HTMLInputElement>,
  'autoComplete' | 'autoFocus' | 'inputMode' | 'maxLength' | 'placeholder' | 'onBlur' | 'onChange'
> {
  /** `code`: the second step's one-time or recovery code. */
  name: 'name' | 'email' | 'password' | 'code';
  label: string;
  icon: IconDefinition;
  /** The field's message, shown under it and tied to it for screen readers. */
  error?: string;
  /** Text that keeps what was typed while switching modes (e.g. the e-mail after signing up). */
  defaultValue?: string;
}

/**
 * One labelled input of the sign-in form, in plain HTML: uncontrolled, so what a visitor types into
 * the prerendered form before the scripts have run stays when React takes over.
 */
export function AuthField({ name, label, icon, error, defaultValue, ...input }: AuthFieldProps) {
  const id = `auth-${name}`;
  const isPassword = name === 'password';
  const [visible, setVisible] = useState(false);
  return (
    <div className={error ? 'auth-field auth-field--error' : 'auth-field'}>
      <label htmlFor={id} className="auth-field__label">
        {label}
      </label>
      <span className="auth-field__control">
        <SvgIcon icon={icon} className="auth-field__icon" />
        <input
          id={id}
          name={name}
          type={isPassword && !visible ? 'password' : name === 'email' ? 'email' : 'text'}
          defaultValue={defaultValue}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          spellCheck={false}
          {...input}
        />
        {isPassword ? (
          <button
            type="button"
            className="auth-field__reveal"
            aria-pressed={visible}
            onClick={() => setVisible((shown) => !shown)}
          >
            {visible ? authTexts.hidePassword : authTexts.showPassword}
          </button>
        ) : null}
      </span>
      {error ? (
        <p id={`${id}-error`} className="auth-field__error">
          {error}
        </p>
      ) : null}
    </div>
  );
}
