import { ApiOutlined, DisconnectOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Popconfirm, Skeleton, Tag, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useParams, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../shared/apiError';
import {
  PUBLISHING_NETWORKS,
  SOCIAL_NETWORK_LABELS,
  type SocialAccount,
  type SocialNetworkAvailability,
  type SocialNetworkName,
} from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { browserNavigation } from '../billing';
import { ACCOUNT_STATUS_MEANINGS } from '../publishing';
import {
  useConnectSocialAccountMutation,
  useDisconnectSocialAccountMutation,
  useGetSocialAccountsQuery,
  useGetSocialNetworksQuery,
} from '../publishing';
import { accountStatusLabels, publishingTexts as t } from '../publishing';
import { formatZurichDate } from '../publishing';
import { useMembership } from '../team';
import '../../shared/styles/publishing.css';

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
  if (isNetwork(connected))
    return {
      type: 'success',
      text: t.connectedNotice(SOCIAL_NETWORK_LABELS[connected], Number(params.get('accounts') ?? 0) || 0),
    };
  const error = params.get('error');
  if (error !== null)
    return { type: 'error', text: Object.hasOwn(t.callbackErrors, error) ? t.callbackErrors[error] : t.callbackError };
  return null;
}

/** Starts the network's OAuth consent for the company: the browser leaves for the network's page. */
function useConnect(clientId: string, network: SocialNetworkName) {
  const toast = useToast();
  const [connect, { isLoading }] = useConnectSocialAccountMutation();
  const start = async () => {
    try {
      const { url } = await connect({ clientId, network }).unwrap();
      browserNavigation.assign(url);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.connectError));
    }
  };
  return { start, connecting: isLoading };
}

interface AccountRowProps {
  clientId: string;
  account: SocialAccount;
  canManage: boolean;
  /** The network can be connected on this installation. */
  available: boolean;
}

/**
 * A connected account: its main action is «Trennen»; «Erneut verbinden» only when the connection
 * runs out soon or was lost (a working connection renews itself).
 */
function AccountRow({ clientId, account, canManage, available }: AccountRowProps) {
  const toast = useToast();
  const [disconnect, { isLoading }] = useDisconnectSocialAccountMutation();
  const { start, connecting } = useConnect(clientId, account.network);
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
        {meaning.renew ? (
          <Typography.Text type="warning">{meaning.usable ? t.renewHint : t.disconnectedHint}</Typography.Text>
        ) : null}
      </div>
      <span>
        <Tag color={meaning.color} data-testid="social-account-status">
          {meaning.renew && meaning.usable && account.expiresAt
            ? `${label} (${formatZurichDate(account.expiresAt)})`
            : label}
        </Tag>
        {canManage && meaning.renew ? (
          <Button
            size="small"
            type="primary"
            icon={<ApiOutlined aria-hidden="true" />}
            disabled={!available}
            loading={connecting}
            onClick={() => void start()}
            aria-label={t.connectAgainLabel(account.name)}
            style={{ marginInlineEnd: 8 }}
          >
            {t.connectAgain}
          </Button>
        ) : null}
        {canManage ? (
          <Popconfirm
            title={t.disconnectTitle(account.name)}
            description={t.disconnectText}
            okText={t.disconnect}
            okButtonProps={{ danger: true }}
            cancelText={t.cancel}
            onConfirm={onDisconnect}
          >
            <Button
              size="small"
              danger
              icon={<DisconnectOutlined aria-hidden="true" />}
              loading={isLoading}
              aria-label={t.disconnectLabel(account.name)}
            >
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
  const { start, connecting } = useConnect(clientId, network);
  const name = SOCIAL_NETWORK_LABELS[network];
  // Until the server said, the network counts as available: the server refuses with its reason anyway.
  const available = availability?.available ?? true;
  return (
    <Card title={name} data-testid={`network-${network}`} className="social-network">
      {accounts.length ? (
        <ul className="social-accounts">
          {accounts.map((account) => (
            <AccountRow
              key={account.id}
              clientId={clientId}
              account={account}
              canManage={canManage}
              available={available}
            />
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
        <Button
          type={accounts.length ? 'default' : 'primary'}
          icon={<ApiOutlined aria-hidden="true" />}
          disabled={!available}
          loading={connecting}
          onClick={() => void start()}
          aria-label={accounts.length ? t.connectAnotherLabel(name) : t.connectLabel(name)}
        >
          {accounts.length ? t.connectAnother : t.connect}
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
  else if (accounts.isError)
    body = (
      <LoadFailure text={t.accountsLoadError} onRetry={() => void accounts.refetch()} retrying={accounts.isFetching} />
    );
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
        <Alert
          type={notice.type}
          showIcon
          closable={{ onClose: () => setNotice(null) }}
          title={notice.text}
          style={{ marginBottom: 16 }}
          data-testid="connect-notice"
        />
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
      <Typography.Paragraph type="secondary">{t.socialIntro}</Typography.Paragraph>
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
