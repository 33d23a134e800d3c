import { Alert, Card, Col, Row, Skeleton } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import {
  selectCurrentUser,
  selectIsViewingAsClient,
  selectSecondFactorSetupRequired,
} from '../../shared/session/authSlice';
import { AuthenticatorAppCard } from './AuthenticatorAppCard';
import { PasskeysCard } from './PasskeysCard';
import { RecoveryCodesDialog } from './RecoveryCodesDialog';
import { useGetAccountQuery, useGetSecondFactorsQuery } from './securityApi';
import { securityTexts as t } from './texts';
import './security.css';

/**
 * /security, every role's: the second factor of the sign-in (issue 22): the authenticator app with
 * its recovery codes, and passkeys. An admin without a factor is led here from every page
 * (features/layout/AppLayout.tsx) and let go as soon as one is set up: GET /api/auth/me is read
 * again with every change, and the signed-in user's `mfa` follows it.
 */
export function SecurityPage() {
  const user = useAppSelector(selectCurrentUser);
  const viewingAsClient = useAppSelector(selectIsViewingAsClient);
  const setupRequired = useAppSelector(selectSecondFactorSetupRequired);
  const toast = useToast();
  // While an admin views as a client the server refuses these; there is nothing of its own to show.
  const {
    data: factors,
    isLoading,
    isError,
    isFetching,
    refetch,
  } = useGetSecondFactorsQuery(undefined, { skip: viewingAsClient });
  useGetAccountQuery(undefined, { skip: viewingAsClient });
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  // Said once, when the admin's first factor lets it into the app again.
  const wasRequired = useRef(setupRequired);
  useEffect(() => {
    if (wasRequired.current && !setupRequired) void toast.success(t.released);
    wasRequired.current = setupRequired;
  }, [setupRequired, toast]);

  let content;
  if (viewingAsClient) {
    content = <Alert type="info" showIcon title={t.viewingAsClient} description={t.viewingAsClientHint} />;
  } else if (isLoading) {
    content = (
      <Row gutter={[16, 16]}>
        {[t.totpTitle, t.passkeysTitle].map((title) => (
          <Col xs={24} lg={12} key={title}>
            <Card title={title}>
              <Skeleton active paragraph={{ rows: 3 }} />
            </Card>
          </Col>
        ))}
      </Row>
    );
  } else if (isError || !factors) {
    content = <LoadFailure text={t.loadError} onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    content = (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <AuthenticatorAppCard factors={factors} onRecoveryCodes={setRecoveryCodes} />
        </Col>
        <Col xs={24} lg={12}>
          <PasskeysCard factors={factors} />
        </Col>
      </Row>
    );
  }

  return (
    <section aria-labelledby="page-title" className="security-page">
      <PageHeading title={t.title} subtitle={t.subtitle} />
      {setupRequired && !viewingAsClient ? (
        <Alert
          type="warning"
          showIcon
          title={t.setupRequiredTitle}
          description={t.setupRequiredText}
          className="security-page__required"
          data-testid="second-factor-required"
        />
      ) : null}
      {content}
      {recoveryCodes ? (
        <RecoveryCodesDialog codes={recoveryCodes} email={user?.email ?? ''} onClose={() => setRecoveryCodes(null)} />
      ) : null}
    </section>
  );
}
