import { LoadFailure } from '../../shared/LoadFailure';
import { DeleteOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/apiError';
import type { AdminUser } from '../../shared/contracts';
import { formatDate } from '../../shared/format';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { useDeleteAdminUserMutation, useGetAdminUsersQuery } from './adminApi';
import { accountStatusLabels, adminTexts as t, roleLabels } from './texts';
import { CreateUserDialog, EditUserDialog } from './UserDialogs';

/** /admin/users: every account with its role and status; create, edit and delete (spec 001 §2). */
export function AdminUsersPage() {
  const toast = useToast();
  const { data: users, isLoading, isError, isFetching, refetch } = useGetAdminUsersQuery();
  const [deleteUser] = useDeleteAdminUserMutation();
  const [creating, setCreating] = useState(false);
  const [editing, setEditing] = useState<AdminUser | null>(null);

  const remove = async (user: AdminUser) => {
    try {
      await deleteUser(user.id).unwrap();
      toast.success(t.userDeleted);
    } catch (error) {
      // The server names why (the own account, the last admin).
      toast.error(apiErrorMessage(error, t.userDeleteError));
    }
  };

  const columns: TableColumnsType<AdminUser> = [
    { title: t.colName, dataIndex: 'name', key: 'name' },
    { title: t.colEmail, dataIndex: 'email', key: 'email', responsive: ['md'] },
    {
      title: t.colRole,
      key: 'role',
      render: (_, user) => (user.role ? <Tag>{roleLabels[user.role]}</Tag> : <Tag color="warning">{t.noRole}</Tag>),
    },
    {
      title: t.colStatus,
      key: 'status',
      responsive: ['sm'],
      render: (_, user) => <Tag color={user.status === 'active' ? 'success' : 'default'}>{accountStatusLabels[user.status]}</Tag>,
    },
    { title: t.colCreated, key: 'created', responsive: ['lg'], render: (_, user) => formatDate(user.createdAt) },
    {
      title: t.colActions,
      key: 'actions',
      render: (_, user) => (
        <Space>
          <Button icon={<EditOutlined />} aria-label={t.editUserAria(user.name)} onClick={() => setEditing(user)} />
          <Popconfirm
            title={t.deleteUserTitle}
            description={t.deleteUserText(user.name)}
            okText={t.delete}
            cancelText={t.cancel}
            okButtonProps={{ danger: true }}
            onConfirm={() => remove(user)}
          >
            <Button danger icon={<DeleteOutlined />} aria-label={t.deleteUserAria(user.name)} />
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <>
      <PageHeading
        title={t.usersTitle}
        subtitle={t.usersSubtitle}
        extra={
          <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)}>
            {t.newUser}
          </Button>
        }
      />
      {isError ? (
        <LoadFailure text={t.usersLoadError} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Table<AdminUser>
          rowKey="id"
          columns={columns}
          dataSource={users ?? []}
          loading={isLoading}
          pagination={false}
          locale={{ emptyText: t.noUsers }}
        />
      )}
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      {editing ? <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
