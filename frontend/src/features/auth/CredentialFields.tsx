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

/**
 * A password being chosen (first run, the welcome mail's link), and once more: at least ten
 * characters (the server's further rule answers with its reason), and the same twice. The browser
 * is told it is a new password, so it offers to generate and save one.
 */
export function NewPasswordFields() {
  return (
    <>
      <Form.Item
        name="password"
        label={authTexts.passwordLabel}
        rules={[
          { required: true, message: authTexts.newPasswordRequired },
          { min: PASSWORD_MIN_LENGTH, message: authTexts.passwordTooShort },
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={authTexts.passwordHint} autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="passwordConfirm"
        label={authTexts.confirmLabel}
        dependencies={['password']}
        rules={[
          { required: true, message: authTexts.confirmRequired },
          ({ getFieldValue }) => ({
            validator: (_rule, value?: string) =>
              !value || value === getFieldValue('password')
                ? Promise.resolve()
                : Promise.reject(new Error(authTexts.passwordMismatch)),
          }),
        ]}
      >
        <Input.Password prefix={<LockOutlined />} placeholder={authTexts.confirmHint} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
