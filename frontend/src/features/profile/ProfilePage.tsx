import { KeyOutlined, SafetyOutlined } from '@ant-design/icons';
import { Button, Card, Col, Result, Row, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { apiErrorStatus } from '../../shared/apiError';
import { formatDate } from '../../shared/format';
import { PageHeading } from '../../shared/PageHeading';
import { selectActiveArea, selectIsViewingAsClient } from '../../shared/session/authSlice';
import { useMembership } from '../team';
import { ChangePasswordDialog } from './ChangePasswordDialog';
import { CurrentPlanCard } from './CurrentPlanCard';
import { useGetMyProfileQuery } from './profileApi';
import { ProfileForm } from './ProfileForm';
import { ProfileLogo } from './ProfileLogo';
import { PrivacySection } from './PrivacySection';
import { profileTexts as t } from './texts';
import './profile.css';

/**
 * "Mein Profil": logo, name and e-mail, the password dialog, and for clients the current plan with
 * upgrade and downgrade. Designers and admins see the same page without the plan parts. While an
 * admin views as a client it shows that client, without the password dialog (the server refuses it).
 * Below, «Daten & Datenschutz» (PrivacySection).
 */
export function ProfilePage() {
  const area = useAppSelector(selectActiveArea);
  const viewingAsClient = useAppSelector(selectIsViewingAsClient);
  const [passwordOpen, setPasswordOpen] = useState(false);
  const { data: profile, isLoading, isError, error, refetch } = useGetMyProfileQuery();
  const isClient = area === 'client';
  // The plan and its payments are the company's owners'.
  const { rights } = useMembership();
  const showsPlan = isClient && rights.manage;

  let content;
  if (isLoading) {
    content = (
      <Card>
        <Skeleton avatar active paragraph={{ rows: 4 }} />
      </Card>
    );
  } else if (isError && apiErrorStatus(error) === 404) {
    content = <Result status="404" title={t.notFound} subTitle={t.notFoundText} data-testid="profile-not-found" />;
  } else if (isError || !profile) {
    content = (
      <Result
        status="error"
        title={t.loadError}
        extra={
          <Button type="primary" onClick={() => refetch()}>
            {t.retry}
          </Button>
        }
      />
    );
  } else {
    content = (
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={showsPlan ? 12 : 16}>
          <Card title={t.accountTitle} className="profile-card">
            <div className="profile-identity">
              <ProfileLogo name={profile.name} clientId={isClient ? profile.id : null} />
              <div>
                <Typography.Title level={4} className="profile-identity__name">
                  {profile.name}
                </Typography.Title>
                <Typography.Text type="secondary">{t.memberSince(formatDate(profile.createdAt))}</Typography.Text>
              </div>
            </div>
            <ProfileForm key={profile.id} profile={profile} />
            {viewingAsClient ? null : (
              <div className="profile-password">
                <Button icon={<KeyOutlined />} onClick={() => setPasswordOpen(true)}>
                  {t.changePassword}
                </Button>
                {passwordOpen ? <ChangePasswordDialog onClose={() => setPasswordOpen(false)} /> : null}
                <Typography.Paragraph type="secondary" className="profile-security">
                  {t.securityHint}{' '}
                  <Link to="/security" data-testid="profile-security-link">
                    <SafetyOutlined aria-hidden="true" /> {t.securityLink}
                  </Link>
                </Typography.Paragraph>
              </div>
            )}
          </Card>
        </Col>
        {showsPlan ? (
          <Col xs={24} lg={12}>
            <CurrentPlanCard />
          </Col>
        ) : null}
      </Row>
    );
  }
  const privacy = profile ? <PrivacySection /> : null;

  return (
    <section aria-labelledby="page-title" className="profile-page">
      <PageHeading title={t.title} subtitle={isClient ? t.subtitle : t.staffSubtitle} />
      {content}
      {privacy}
    </section>
  );
}
