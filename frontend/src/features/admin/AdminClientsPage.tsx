import { LoadFailure } from '../../shared/LoadFailure';
import { PlusOutlined } from '@ant-design/icons';
import { Card, Empty, Spin, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { AdminClientListItem } from '../../shared/contracts';
import { formatChf } from '../../shared/format';
import { PageHeading } from '../../shared/PageHeading';
import { ListSearch, useListSearch } from '../../shared/ListSearch';
import { useGetAdminClientsQuery } from './adminApi';
import { AccountStatusTag } from './AccountStatusTag';
import { PendingErasuresCard } from './PendingErasuresCard';
import { adminTexts as t } from './texts';
import './admin.css';

interface ClientCardProps {
  client: AdminClientListItem;
}

function ClientCard({ client }: ClientCardProps) {
  const title = client.brandName || client.name;
  return (
    <Link to={`/admin/clients/${encodeURIComponent(client.id)}`} className="client-card-link">
      <Card hoverable>
        <Typography.Title level={4} className="client-card__title">
          {title}
        </Typography.Title>
        {title !== client.name ? <Typography.Text className="client-card__line">{client.name}</Typography.Text> : null}
        <Typography.Text type="secondary" className="client-card__line">
          {client.email}
        </Typography.Text>
        <Typography.Text type="secondary" className="client-card__line">
          {client.designer?.name ?? t.noDesigner}
        </Typography.Text>
        <Typography.Text className="client-card__price">
          {client.plan ? `${client.plan.name} · ${formatChf(client.plan.price)} ${t.perMonth}` : t.free}
        </Typography.Text>
        <AccountStatusTag status={client.status} />
      </Card>
    </Link>
  );
}

/** /admin/clients: the clients as cards in 1 to 4 columns, searched on the server (spec 001 §2). */
export function AdminClientsPage() {
  const { text, setText, search: query } = useListSearch();
  const { data: clients, isLoading, isFetching, isError, refetch } = useGetAdminClientsQuery(query);

  let body;
  if (isError) {
    body = <LoadFailure text={t.clientsLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (isLoading || !clients) {
    body = <Spin />;
  } else {
    body = (
      <>
        {clients.length === 0 ? <Empty description={query ? t.noClientsFound : t.noClients} /> : null}
        <ul className="card-grid client-grid" aria-busy={isFetching}>
          {clients.map((client) => (
            <li key={client.id}>
              <ClientCard client={client} />
            </li>
          ))}
          <li>
            <Link to="/admin/add-client" className="client-card-link">
              <Card hoverable className="client-card--add">
                <PlusOutlined aria-hidden="true" />
                <Typography.Title level={4} className="client-card__title">
                  {t.addClientTitle}
                </Typography.Title>
                <Typography.Text type="secondary">{t.addClientCardText}</Typography.Text>
              </Card>
            </Link>
          </li>
        </ul>
      </>
    );
  }

  return (
    <>
      <PageHeading title={t.clientsTitle} subtitle={t.clientsSubtitle} />
      <PendingErasuresCard />
      <ListSearch
        className="client-search"
        label={t.searchClients}
        placeholder={t.searchPlaceholder}
        value={text}
        onChange={setText}
        loading={isFetching && !isLoading}
      />
      {body}
    </>
  );
}
