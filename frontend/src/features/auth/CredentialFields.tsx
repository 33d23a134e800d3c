import { LockOutlined, MailOutlined } from '@ant-design/icons';
import { Form, Input } from 'antd';
import { authTexts, PASSWORD_MIN_LENGTH } from './texts';

export interface EmailFieldProps {
  /** The label's text, when the form's own differs from the sign-in screen's. */
  label?: string;
}

/** The e-mail field of the sign-in, sign-up and first-run forms: trimmed, required, an address. */
export function EmailField({ label = authTexts.emailLabel }: EmailFieldProps) {
  return (
    <Form.Item
      name="email"
      label={label}
      normalize={(value: string) => value.trim()}
      rules={[
        { required: true, message: authTexts.emailRequired },
        { type: 'email', message: authTexts.emailInvalid },
      ]}
    >
      <Input prefix={<MailOutlined />} placeholder={authTexts.emailHint} autoComplete="email" inputMode="email" />
    </Form.Item>
  );
}

export interface PasswordFieldProps {
  /** `new-password` where a password is chosen, so browsers offer to generate and save it. */
  autoComplete: 'new-password' | 'current-password';
  requiredMessage?: string;
}

/**
 * The field of a password being chosen (first run, the welcome mail's link): at least ten
 * characters; the server's further rule answers with its reason.
 */
export function PasswordField({ autoComplete, requiredMessage = authTexts.passwordRequired }: PasswordFieldProps) {
  return (
    <Form.Item
      name="password"
      label={authTexts.passwordLabel}
      rules={[
        { required: true, message: requiredMessage },
        { min: PASSWORD_MIN_LENGTH, message: authTexts.passwordTooShort },
      ]}
    >
      <Input.Password prefix={<LockOutlined />} placeholder={authTexts.passwordHint} autoComplete={autoComplete} />
    </Form.Item>
  );
}
