import { EyeOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton, Typography } from 'antd';
import { Navigate, useNavigate } from 'react-router-dom';
import { LoadFailure } from '../../../shared/LoadFailure';
import { useGetDesignerClientsQuery } from '../brandingApi';
import { brandingTexts as t } from '../texts';

const viewerPath = (clientId: string) => `/designer/client/${encodeURIComponent(clientId)}/branding`;

/** The designer's clients: exactly one opens its brand at once, several are listed, none is said. */
export function DesignerClientList() {
  const navigate = useNavigate();
  const { data: clients, isLoading, isError, isFetching, refetch } = useGetDesignerClientsQuery();

  if (isLoading) return <Skeleton active paragraph={{ rows: 3 }} />;
  if (isError || !clients)
    return <LoadFailure text={t.clientsLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  if (clients.length === 0) return <Empty description={t.noClient} />;
  if (clients.length === 1) return <Navigate to={viewerPath(clients[0].id)} replace />;

  return (
    <section aria-labelledby="branding-clients-title">
      <Typography.Title level={4} id="branding-clients-title">
        {t.clientsTitle}
      </Typography.Title>
      <ul className="card-grid">
        {clients.map((client) => (
          <li key={client.id}>
            <Card size="small" title={client.name}>
              {client.brandName ? (
                <Typography.Paragraph type="secondary">{client.brandName}</Typography.Paragraph>
              ) : null}
              <Button
                type="primary"
                icon={<EyeOutlined />}
                aria-label={t.viewBrandingAria(client.name)}
                onClick={() => navigate(viewerPath(client.id))}
              >
                {t.viewBranding}
              </Button>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
