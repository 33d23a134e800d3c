import { LockOutlined } from '@ant-design/icons';
import { Alert, Form, Input } from 'antd';
import { apiFieldErrors } from '../../shared/apiError';
import { FormDialog } from '../../shared/FormDialog';
import { useToast } from '../../shared/toast';
import { useChangePasswordMutation } from './profileApi';
import { profileTexts as t } from './texts';
import { ACCOUNT_LIMITS } from '../../shared/contracts';

/**
 * The length of a chosen password, as at sign-up; the server's rule refuses easy guesses too and
 * its reason shows at the field.
 */
const PASSWORD_MIN_LENGTH = ACCOUNT_LIMITS.passwordMin;

interface PasswordFormValues {
  currentPassword: string;
  password: string;
  confirmPassword: string;
}

const formFields = ['currentPassword', 'password', 'confirmPassword'] as const;

export interface ChangePasswordDialogProps {
  onClose: () => void;
}

/**
 * The change-password dialog: current password, new password and its confirmation. The button stays
 * disabled while a field is empty; the server checks the current password too. Mounted only while
 * open, so every opening starts empty.
 */
export function ChangePasswordDialog({ onClose }: ChangePasswordDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<PasswordFormValues>();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const currentPassword = Form.useWatch('currentPassword', form) ?? '';
  const password = Form.useWatch('password', form) ?? '';
  const confirmPassword = Form.useWatch('confirmPassword', form) ?? '';
  const incomplete = !currentPassword || !password || !confirmPassword;

  const submit = async (values: PasswordFormValues) => {
    try {
      await changePassword({ currentPassword: values.currentPassword, password: values.password }).unwrap();
      toast.success(t.passwordChanged);
      onClose();
    } catch (error) {
      // The entries stay; a wrong current password is shown at its field.
      const known = apiFieldErrors(error).filter((entry) => (formFields as readonly string[]).includes(entry.field));
      form.setFields(
        known.map((entry) => ({ name: entry.field as keyof PasswordFormValues, errors: [entry.message] })),
      );
      toast.error(t.passwordError);
    }
  };

  return (
    <FormDialog
      title={t.passwordDialogTitle}
      okText={t.changePassword}
      onOk={() => form.submit()}
      onCancel={onClose}
      busy={isLoading}
      incomplete={incomplete}
    >
      <Form<PasswordFormValues>
        form={form}
        layout="vertical"
        onFinish={submit}
        requiredMark={false}
        validateTrigger="onSubmit"
      >
        <Form.Item
          name="currentPassword"
          label={t.currentPasswordLabel}
          rules={[{ required: true, message: t.currentPasswordRequired }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" autoFocus />
        </Form.Item>
        <Form.Item
          name="password"
          label={t.newPasswordLabel}
          extra={t.passwordHint}
          rules={[
            { required: true, message: t.passwordTooShort },
            { min: PASSWORD_MIN_LENGTH, message: t.passwordTooShort },
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t.confirmPasswordLabel}
          dependencies={['password']}
          rules={[
            { required: true, message: t.passwordsDiffer },
            ({ getFieldValue }) => ({
              validator: (_rule, value: string | undefined) =>
                !value || value === getFieldValue('password')
                  ? Promise.resolve()
                  : Promise.reject(new Error(t.passwordsDiffer)),
            }),
          ]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="new-password" />
        </Form.Item>
        <Alert type="info" showIcon title={t.passwordOtherSessions} />
        {/* Enter in a field submits, as the dialog's button does. */}
        <button type="submit" hidden disabled={incomplete || isLoading} aria-hidden="true" tabIndex={-1} />
      </Form>
    </FormDialog>
  );
}
