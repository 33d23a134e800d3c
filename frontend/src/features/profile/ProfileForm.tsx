import { MailOutlined, UserOutlined, LockOutlined } from '@ant-design/icons';
import { Button, Form, Input } from 'antd';
import { useAppDispatch, useAppSelector, useAppStore } from '../../shared/store/hooks';
import { apiErrorMessage, apiFieldErrors } from '../../shared/apiError';
import { ACCOUNT_LIMITS, type MyProfile } from '../../shared/contracts';
import { useToast } from '../../shared/toast';
import { selectIsViewingAsClient, sessionStarted } from '../../shared/session/authSlice';
import { useUpdateMyProfileMutation } from './profileApi';
import { profileTexts as t } from './texts';

interface ProfileFormValues {
  name: string;
  email: string;
  currentPassword?: string;
}

const formFields = ['name', 'email', 'currentPassword'] as const;

function sameEmail(a: string | undefined, b: string): boolean {
  return (a ?? '').trim().toLowerCase() === b.trim().toLowerCase();
}

export interface ProfileFormProps {
  profile: MyProfile;
}

/** Name and e-mail; changing the e-mail asks for the current password (the server insists too). */
export function ProfileForm({ profile }: ProfileFormProps) {
  const toast = useToast();
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const viewingAsClient = useAppSelector(selectIsViewingAsClient);
  const [form] = Form.useForm<ProfileFormValues>();
  const [updateProfile, { isLoading }] = useUpdateMyProfileMutation();
  const email = Form.useWatch('email', form);
  const emailChanged = email !== undefined && !sameEmail(email, profile.email);

  const submit = async (values: ProfileFormValues) => {
    const changesEmail = !sameEmail(values.email, profile.email);
    try {
      const saved = await updateProfile({
        name: values.name.trim(),
        email: values.email.trim(),
        ...(changesEmail ? { currentPassword: values.currentPassword ?? '' } : {}),
      }).unwrap();
      form.setFieldsValue({ name: saved.name, email: saved.email, currentPassword: undefined });
      // The top bar shows the signed-in user's name: keep it in step with the own profile. Read the
      // session now, not at render: the request may have renewed the access token on its way.
      const { auth } = store.getState();
      if (auth.user && auth.accessToken && auth.expiresAt && auth.user.id === saved.id) {
        dispatch(
          sessionStarted({
            accessToken: auth.accessToken,
            expiresAt: auth.expiresAt,
            user: { ...auth.user, name: saved.name, email: saved.email },
          }),
        );
      }
      toast.success(t.saved);
    } catch (error) {
      // The entries stay as typed; the server's field messages show at their fields.
      const known = apiFieldErrors(error).filter((entry) => (formFields as readonly string[]).includes(entry.field));
      form.setFields(known.map((entry) => ({ name: entry.field as keyof ProfileFormValues, errors: [entry.message] })));
      toast.error(apiErrorMessage(error, t.saveError));
    }
  };

  return (
    <Form<ProfileFormValues>
      form={form}
      layout="vertical"
      initialValues={{ name: profile.name, email: profile.email }}
      onFinish={submit}
      requiredMark={false}
      className="profile-form"
    >
      <Form.Item
        name="name"
        label={t.nameLabel}
        rules={[{ required: true, whitespace: true, message: t.nameRequired }]}
      >
        <Input prefix={<UserOutlined />} autoComplete="name" maxLength={ACCOUNT_LIMITS.name} />
      </Form.Item>
      <Form.Item
        name="email"
        label={t.emailLabel}
        // The login is the client's own: an admin viewing as the client cannot change it (the server refuses too).
        extra={viewingAsClient ? t.emailClientOnly : undefined}
        normalize={(value: string) => value.trim()}
        rules={[
          { required: true, message: t.emailRequired },
          { type: 'email', message: t.emailInvalid },
        ]}
      >
        <Input
          prefix={<MailOutlined />}
          autoComplete="email"
          inputMode="email"
          maxLength={ACCOUNT_LIMITS.email}
          disabled={viewingAsClient}
        />
      </Form.Item>
      {emailChanged ? (
        <Form.Item
          name="currentPassword"
          label={t.currentPasswordLabel}
          extra={t.currentPasswordEmailHint}
          rules={[{ required: true, message: t.currentPasswordRequired }]}
        >
          <Input.Password prefix={<LockOutlined />} autoComplete="current-password" />
        </Form.Item>
      ) : null}
      <Button type="primary" htmlType="submit" loading={isLoading}>
        {t.save}
      </Button>
    </Form>
  );
}
