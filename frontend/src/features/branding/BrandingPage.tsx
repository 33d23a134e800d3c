import { Card, Empty, Skeleton } from 'antd';
import { useEffect } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { apiErrorStatus } from '../../shared/apiError';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { selectActiveArea } from '../../shared/session/authSlice';
import { useMembership } from '../team';
import { useGetBrandingQuery } from './brandingApi';
import { toFormValues } from './brandingModel';
import { BrandingForm } from './components/BrandingForm';
import { BrandingView } from './components/BrandingView';
import { DesignerClientList } from './components/DesignerClientList';
import { brandingTexts as t } from './texts';
import '../../shared/styles/branding.css';

/** The client's own brand (or, for an admin viewing as a client, that client's). */
interface ClientBrandingProps {
  clientId: string;
  /** The company's owners edit it; its other members read it. */
  editable: boolean;
}

function ClientBranding({ clientId, editable }: ClientBrandingProps) {
  const toast = useToast();
  const { data, error, isLoading, isFetching, refetch } = useGetBrandingQuery(clientId);
  // No record yet (404) is no error: the form starts from the defaults and the first save creates it.
  const status = apiErrorStatus(error);
  const missing = status === 404;
  const failed = error !== undefined && !missing;

  useEffect(() => {
    if (failed) toast.error(t.loadError);
  }, [failed, toast]);

  if (isLoading) {
    return (
      <Card data-testid="branding-loading">
        <Skeleton active paragraph={{ rows: 8 }} />
      </Card>
    );
  }
  if (failed) return <LoadFailure text={t.loadError} onRetry={() => void refetch()} retrying={isFetching} />;
  if (!editable) return data && !missing ? <BrandingView branding={data} /> : <Empty description={t.noBranding} />;
  return (
    <BrandingForm key={clientId} clientId={clientId} initialValues={toFormValues(missing ? null : (data ?? null))} />
  );
}

/**
 * "Branding-System" (/client/branding). A designer reaching it is sent on to the brand of the one
 * client assigned, or picks one of several (spec 000 §2).
 */
export function BrandingPage() {
  const area = useAppSelector(selectActiveArea);
  // The company's brand: a member's company, the client an admin views as.
  const { clientId, rights, loading } = useMembership();

  let body = null;
  if (area === 'designer') body = <DesignerClientList />;
  else if (loading) body = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (clientId) body = <ClientBranding clientId={clientId} editable={rights.manage} />;

  return (
    <>
      <PageHeading title={t.title} subtitle={area === 'designer' ? undefined : t.subtitle} />
      {body}
    </>
  );
}
