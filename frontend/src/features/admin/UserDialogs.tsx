import { Form, Input, Select } from 'antd';
import { apiErrorMessage } from '../../shared/apiError';
import { FormDialog } from '../../shared/FormDialog';
import { ACCOUNT_LIMITS, type AccountStatus, type AdminUser, type Role } from '../../shared/contracts';
import { useToast } from '../../shared/toast';
import { useCreateAdminUserMutation, useUpdateAdminUserMutation } from './adminApi';
import { accountStatusLabels, adminTexts as t, roleLabels } from './texts';

/** The length of a chosen password; the server's rule refuses easy guesses too and says why. */
const MIN_PASSWORD = ACCOUNT_LIMITS.passwordMin;

const roleOptions = (Object.keys(roleLabels) as Role[]).map((role) => ({ value: role, label: roleLabels[role] }));
const statusOptions = (Object.keys(accountStatusLabels) as AccountStatus[]).map((status) => ({
  value: status,
  label: accountStatusLabels[status],
}));

interface CreateUserValues {
  name: string;
  email: string;
  password: string;
  role: Role;
}

export interface CreateUserDialogProps {
  open: boolean;
  onClose: () => void;
}

/** Name, e-mail, password and role (default client); the entries stay when the server refuses. */
export function CreateUserDialog({ open, onClose }: CreateUserDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<CreateUserValues>();
  const [createUser, { isLoading }] = useCreateAdminUserMutation();

  const submit = async (values: CreateUserValues) => {
    try {
      await createUser({
        name: values.name.trim(),
        email: values.email.trim(),
        password: values.password,
        role: values.role,
      }).unwrap();
      toast.success(t.userCreated);
      form.resetFields();
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error, t.userCreateError));
    }
  };

  const required = [{ required: true, whitespace: true, message: t.allFieldsRequired }];
  return (
    <FormDialog
      open={open}
      title={t.newUser}
      okText={t.create}
      onOk={() => form.submit()}
      onCancel={onClose}
      busy={isLoading}
      lockCancel={false}
    >
      <Form<CreateUserValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ role: 'client' }}
        onFinish={submit}
      >
        <Form.Item name="name" label={t.nameLabel} rules={required}>
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="email" label={t.emailLabel} rules={required}>
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t.passwordLabel}
          rules={[...required, { min: MIN_PASSWORD, message: t.passwordTooShort }]}
        >
          <Input.Password placeholder={t.passwordPlaceholder} autoComplete="new-password" />
        </Form.Item>
        <Form.Item name="role" label={t.roleLabel}>
          <Select options={roleOptions} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}

interface EditUserValues {
  name: string;
  role: Role | null;
  status: AccountStatus;
}

export interface EditUserDialogProps {
  user: AdminUser;
  onClose: () => void;
}

/** Mounted per user being edited. Name (not empty), role and status; the server refuses demoting oneself or the last admin. */
export function EditUserDialog({ user, onClose }: EditUserDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<EditUserValues>();
  const [updateUser, { isLoading }] = useUpdateAdminUserMutation();

  const submit = async (values: EditUserValues) => {
    try {
      await updateUser({
        id: user.id,
        body: {
          name: values.name.trim(),
          ...(values.role && values.role !== user.role ? { role: values.role } : {}),
          ...(values.status !== user.status ? { status: values.status } : {}),
        },
      }).unwrap();
      toast.success(t.userSaved);
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error, t.userUpdateError));
    }
  };

  return (
    <FormDialog
      title={t.editUser}
      okText={t.save}
      onOk={() => form.submit()}
      onCancel={onClose}
      busy={isLoading}
      lockCancel={false}
    >
      <Form<EditUserValues>
        form={form}
        layout="vertical"
        requiredMark={false}
        initialValues={{ name: user.name, role: user.role, status: user.status }}
        onFinish={submit}
      >
        <Form.Item
          name="name"
          label={t.nameLabel}
          rules={[{ required: true, whitespace: true, message: t.nameRequired }]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item name="role" label={t.roleLabel}>
          <Select options={roleOptions} placeholder={t.noRole} />
        </Form.Item>
        <Form.Item name="status" label={t.statusLabel}>
          <Select options={statusOptions} />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
