import { CalendarOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Skeleton } from 'antd';
import { useEffect } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { apiErrorStatus } from '../../shared/apiError';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { useGetBrandingQuery } from './brandingApi';
import { BrandingView } from './components/BrandingView';
import { brandingTexts as t } from './texts';
import '../../shared/styles/branding.css';

/**
 * The brand of one client, read-only, for its designer (and admins): /designer/client/:clientId/branding.
 * A designer not linked to the client is told so and sent back to the orders.
 */
export function ClientBrandingViewerPage() {
  const { clientId = '' } = useParams();
  const toast = useToast();
  const navigate = useNavigate();
  const { data, error, isLoading, isFetching, refetch } = useGetBrandingQuery(clientId, { skip: !clientId });
  const status = apiErrorStatus(error);

  useEffect(() => {
    if (status === 403) toast.error(t.noAccess);
    else if (error !== undefined && status !== 404) toast.error(t.loadError);
  }, [error, status, toast]);

  let body;
  if (status === 403) body = <Navigate to="/designer/projects" replace />;
  else if (isLoading) {
    body = (
      <Card data-testid="branding-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  } else if (status === 404 || (!error && !data)) body = <Empty description={t.noBranding} />;
  else if (error || !data)
    body = <LoadFailure text={t.loadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else body = <BrandingView branding={data} />;

  return (
    <>
      <PageHeading
        title={t.viewerTitle}
        subtitle={data?.brandName ?? t.viewerSubtitle}
        extra={
          clientId && status !== 403 ? (
            <Button
              icon={<CalendarOutlined />}
              onClick={() => navigate(`/designer/client/${encodeURIComponent(clientId)}/calendar`)}
            >
              {t.calendar}
            </Button>
          ) : null
        }
      />
      {body}
    </>
  );
}
