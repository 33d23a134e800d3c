import { LoadFailure } from '../../shared/LoadFailure';
import { DeleteOutlined, EditOutlined, MailOutlined, PlusOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space, Table, Tag, type TableColumnsType } from 'antd';
import { useState } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { apiErrorMessage } from '../../shared/apiError';
import type { AdminUser } from '../../shared/contracts';
import { formatDate } from '../../shared/format';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { ListSearch, useListSearch } from '../../shared/ListSearch';
import { selectCurrentUser } from '../../shared/session/authSlice';
import {
  useDeleteAdminUserMutation,
  useGetAdminUserPageQuery,
  useResetAdminUserMfaMutation,
  useSendPasswordLinkMutation,
} from './adminApi';
import { accountStatusMeanings } from './accountStatus';
import { AccountStatusTag } from './AccountStatusTag';
import { adminTexts as t, roleLabels } from './texts';
import { CreateUserDialog, EditUserDialog } from './UserDialogs';

/**
 * /admin/users: every account with its role, status and second factor; create, edit and delete
 * (spec 001 §2), reset the second factor of an account that lost it, and send an account a new
 * link to set its password (issue 22).
 */
const USERS_PAGE_SIZE = 20;

export function AdminUsersPage() {
  const toast = useToast();
  const me = useAppSelector(selectCurrentUser);
  const { text, setText, search } = useListSearch();
  // A new search starts at page 1.
  const [paging, setPaging] = useState({ search, page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const { data, isLoading, isError, isFetching, refetch } = useGetAdminUserPageQuery({
    search,
    page,
    pageSize: USERS_PAGE_SIZE,
  });
  const [deleteUser] = useDeleteAdminUserMutation();
  const [resetMfa] = useResetAdminUserMfaMutation();
  const [sendPasswordLink] = useSendPasswordLinkMutation();
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

  const reset = async (user: AdminUser) => {
    try {
      await resetMfa(user.id).unwrap();
      toast.success(t.mfaReset);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.mfaResetError));
    }
  };

  const sendLink = async (user: AdminUser) => {
    try {
      await sendPasswordLink(user.id).unwrap();
      toast.success(t.passwordLinkSent(user.email));
    } catch (error) {
      toast.error(apiErrorMessage(error, t.passwordLinkError));
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
      render: (_, user) => <AccountStatusTag status={user.status} />,
    },
    {
      title: t.colSecondFactor,
      key: 'mfa',
      responsive: ['sm'],
      render: (_, user) => (
        <Tag
          color={user.mfaEnabled ? 'success' : 'default'}
          icon={user.mfaEnabled ? <SafetyOutlined /> : undefined}
          data-testid="second-factor-tag"
        >
          {user.mfaEnabled ? t.secondFactorOn : t.secondFactorOff}
        </Tag>
      ),
    },
    { title: t.colCreated, key: 'created', responsive: ['lg'], render: (_, user) => formatDate(user.createdAt) },
    {
      title: t.colActions,
      key: 'actions',
      render: (_, user) => (
        <Space>
          <Button icon={<EditOutlined />} aria-label={t.editUserAria(user.name)} onClick={() => setEditing(user)} />
          {/* A new welcome mail, e.g. when the first link expired; a deactivated account gets none. */}
          {accountStatusMeanings[user.status].signsIn && user.id !== me?.id ? (
            <Button
              icon={<MailOutlined />}
              aria-label={t.sendPasswordLinkAria(user.name)}
              title={t.sendPasswordLink}
              onClick={() => void sendLink(user)}
            />
          ) : null}
          {/* Not for oneself: the own factors are managed on /security (the server refuses it too). */}
          {user.mfaEnabled && user.id !== me?.id ? (
            <Popconfirm
              title={t.resetMfaTitle}
              description={t.resetMfaText(user.name)}
              okText={t.resetMfaOk}
              cancelText={t.cancel}
              okButtonProps={{ danger: true }}
              onConfirm={() => reset(user)}
            >
              <Button icon={<SafetyOutlined />} aria-label={t.resetMfaAria(user.name)} title={t.resetMfa} />
            </Popconfirm>
          ) : null}
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
      <ListSearch
        className="client-search users-search"
        label={t.searchUsers}
        placeholder={t.searchUsersPlaceholder}
        value={text}
        onChange={setText}
        loading={isFetching && !isLoading}
      />
      {isError ? (
        <LoadFailure text={t.usersLoadError} onRetry={() => void refetch()} retrying={isFetching} />
      ) : (
        <Table<AdminUser>
          rowKey="id"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isLoading}
          pagination={{
            current: page,
            pageSize: USERS_PAGE_SIZE,
            total: data?.total ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            showTotal: t.usersPageTotal,
            onChange: (next) => setPaging({ search, page: next }),
          }}
          locale={{ emptyText: search ? t.noUsersFound(search) : t.noUsers }}
        />
      )}
      <CreateUserDialog open={creating} onClose={() => setCreating(false)} />
      {editing ? <EditUserDialog key={editing.id} user={editing} onClose={() => setEditing(null)} /> : null}
    </>
  );
}
