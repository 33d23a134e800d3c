import { ApiOutlined, DisconnectOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../shared/apiError';
import { PUBLISHING_NETWORKS, SOCIAL_NETWORK_LABELS, type SocialAccount, type SocialNetworkAvailability, type SocialNetworkName } from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { browserNavigation } from '../billing/browserNavigation';
import { ACCOUNT_STATUS_MEANINGS } from '../publishing/postStatus';
import {
  useConnectSocialAccountMutation,
  useDisconnectSocialAccountMutation,
  useGetSocialAccountsQuery,
  useGetSocialNetworksQuery,
} from '../publishing/publishingApi';
import { accountStatusLabels, publishingTexts as t } from '../publishing/texts';
import { formatZurichDate } from '../publishing/zurichTime';
import { useMembership } from '../team/useMembership';
import '../publishing/publishing.css';

function isNetwork(value: string | null): value is SocialNetworkName {
  return value !== null && (PUBLISHING_NETWORKS as readonly string[]).includes(value);
}

interface CallbackNotice {
  type: 'success' | 'error';
  text: string;
}

/** What the network's callback said (`?connected=instagram&accounts=2` or `?error=denied`), read once. */
function noticeOf(params: URLSearchParams): CallbackNotice | null {
  const connected = params.get('connected');
  if (isNetwork(connected)) return { type: 'success', text: t.connectedNotice(SOCIAL_NETWORK_LABELS[connected], Number(params.get('accounts') ?? 0) || 0) };
  const error = params.get('error');
  if (error !== null) return { type: 'error', text: Object.hasOwn(t.callbackErrors, error) ? t.callbackErrors[error] : t.callbackError };
  return null;
}

interface AccountRowProps {
  clientId: string;
  account: SocialAccount;
  canManage: boolean;
}

function AccountRow({ clientId, account, canManage }: AccountRowProps) {
  const toast = useToast();
  const [disconnect, { isLoading }] = useDisconnectSocialAccountMutation();
  const meaning = ACCOUNT_STATUS_MEANINGS[account.status];
  const onDisconnect = async () => {
    try {
      await disconnect({ clientId, id: account.id }).unwrap();
      toast.success(t.disconnected);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.disconnectError));
    }
  };
  const label = accountStatusLabels[account.status];
  return (
    <li className="social-accounts__item" data-testid="social-account" data-status={account.status}>
      <div className="social-accounts__who">
        <Typography.Text strong>{account.name}</Typography.Text>
        <Typography.Text type="secondary">{t.connectedSince(formatZurichDate(account.connectedAt))}</Typography.Text>
        {meaning.renew ? <Typography.Text type="warning">{meaning.usable ? t.renewHint : t.disconnectedHint}</Typography.Text> : null}
      </div>
      <span>
        <Tag color={meaning.color} data-testid="social-account-status">
          {meaning.renew && meaning.usable && account.expiresAt ? `${label} (${formatZurichDate(account.expiresAt)})` : label}
        </Tag>
        {canManage ? (
          <Popconfirm
            title={t.disconnectTitle(account.name)}
            description={t.disconnectText}
            okText={t.disconnect}
            okButtonProps={{ danger: true }}
            cancelText={t.cancel}
            onConfirm={onDisconnect}
          >
            <Button size="small" danger icon={<DisconnectOutlined aria-hidden="true" />} loading={isLoading} aria-label={t.disconnectLabel(account.name)}>
              {t.disconnect}
            </Button>
          </Popconfirm>
        ) : null}
      </span>
    </li>
  );
}

interface NetworkCardProps {
  clientId: string;
  network: SocialNetworkName;
  availability: SocialNetworkAvailability | undefined;
  accounts: SocialAccount[];
  canManage: boolean;
}

function NetworkCard({ clientId, network, availability, accounts, canManage }: NetworkCardProps) {
  const toast = useToast();
  const [connect, { isLoading }] = useConnectSocialAccountMutation();
  const name = SOCIAL_NETWORK_LABELS[network];
  // Until the server said, the network counts as available: the server refuses with its reason anyway.
  const available = availability?.available ?? true;
  const onConnect = async () => {
    try {
      const { url } = await connect({ clientId, network }).unwrap();
      browserNavigation.assign(url);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.connectError));
    }
  };
  return (
    <Card title={name} data-testid={`network-${network}`} className="social-network">
      {accounts.length ? (
        <ul className="social-accounts">
          {accounts.map((account) => (
            <AccountRow key={account.id} clientId={clientId} account={account} canManage={canManage} />
          ))}
        </ul>
      ) : (
        <Typography.Paragraph type="secondary">{t.noAccounts}</Typography.Paragraph>
      )}
      {!available ? (
        <Typography.Paragraph type="secondary" data-testid={`network-${network}-missing`}>
          {t.notConfigured(availability?.missing ?? [])}
        </Typography.Paragraph>
      ) : null}
      {canManage ? (
        <Button type="primary" icon={<ApiOutlined aria-hidden="true" />} disabled={!available} loading={isLoading} onClick={() => void onConnect()} aria-label={t.connectLabel(name)}>
          {accounts.length ? t.connectAgain : t.connect}
        </Button>
      ) : null}
    </Card>
  );
}

interface SocialAccountsBoardProps {
  clientId: string;
  /** Connect and disconnect (the company's owners, admins); the others see the accounts. */
  canManage: boolean;
}

/** A card per network with its connected accounts, and the connection's way in. */
function SocialAccountsBoard({ clientId, canManage }: SocialAccountsBoardProps) {
  const networks = useGetSocialNetworksQuery();
  const accounts = useGetSocialAccountsQuery(clientId);
  const [params, setParams] = useSearchParams();
  const [notice, setNotice] = useState(() => noticeOf(params));

  // The callback's answer is said once: a reload or a bookmark does not say it again.
  useEffect(() => {
    if (!params.has('connected') && !params.has('error')) return;
    const next = new URLSearchParams(params);
    for (const key of ['connected', 'accounts', 'error']) next.delete(key);
    setParams(next, { replace: true });
  }, [params, setParams]);

  let body;
  if (accounts.isLoading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (accounts.isError) body = <LoadFailure text={t.accountsLoadError} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />;
  else
    body = (
      <div className="social-networks">
        {PUBLISHING_NETWORKS.map((network) => (
          <NetworkCard
            key={network}
            clientId={clientId}
            network={network}
            availability={networks.data?.find((entry) => entry.network === network)}
            accounts={(accounts.data ?? []).filter((account) => account.network === network)}
            canManage={canManage}
          />
        ))}
      </div>
    );

  return (
    <>
      {notice ? (
        <Alert type={notice.type} showIcon closable={{ onClose: () => setNotice(null) }} title={notice.text} style={{ marginBottom: 16 }} data-testid="connect-notice" />
      ) : null}
      {canManage ? null : <Alert type="info" showIcon title={t.readOnlyNote} style={{ marginBottom: 16 }} />}
      {body}
    </>
  );
}

/** /client/social-media: the company's accounts; its owners connect and disconnect them. */
export function SocialMediaPage() {
  const { clientId, rights, loading } = useMembership();
  let body;
  if (loading) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else if (!clientId) body = <Empty description={t.noClient} />;
  else body = <SocialAccountsBoard clientId={clientId} canManage={rights.manage} />;
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.socialTitle} subtitle={t.socialSubtitle} />
      {body}
    </section>
  );
}

/** /admin/clients/:clientId/social-media: a client's accounts, for the admins (who may connect them too). */
export function AdminSocialMediaPage() {
  const { clientId = '' } = useParams();
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={t.socialTitle} subtitle={t.socialStaffSubtitle} />
      <SocialAccountsBoard clientId={clientId} canManage />
    </section>
  );
}
