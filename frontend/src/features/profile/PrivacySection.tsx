import { Col, Row, Typography } from 'antd';
import { useAppSelector } from '../../shared/store/hooks';
import { selectActiveArea, selectCurrentUser, selectIsViewingAsClient } from '../../shared/session/authSlice';
import { useMembership } from '../team';
import { CompanyErasureCard } from './CompanyErasureCard';
import { DataExportsCard } from './DataExportsCard';
import { DeleteAccountCard } from './DeleteAccountCard';
import { MyDataCard } from './MyDataCard';
import { privacyTexts as t } from './privacyTexts';

/**
 * «Daten & Datenschutz» in the profile (issue 41): the company's exports and its erasure for those who
 * may ask for them (the owner; an admin viewing as the company), and for every person their own data
 * and account. An admin viewing as a company sees the company's parts only (its own account is not
 * the company's); an admin's own account is removed by another admin, not here.
 */
export function PrivacySection() {
  const area = useAppSelector(selectActiveArea);
  const user = useAppSelector(selectCurrentUser);
  const viewingAsClient = useAppSelector(selectIsViewingAsClient);
  const { clientId, companyName, role, rights, loading } = useMembership();
  const company = area === 'client' && !loading && clientId !== null && rights.manage;
  const owner = company && user?.role === 'client' && role === 'owner';
  const personal = !viewingAsClient;
  const ownAccount = personal && user?.role !== 'admin';

  const cards = [
    company && clientId ? <DataExportsCard key="exports" clientId={clientId} /> : null,
    personal ? <MyDataCard key="data" /> : null,
    ownAccount ? <DeleteAccountCard key="account" /> : null,
    company && clientId ? (
      <CompanyErasureCard
        key="company"
        clientId={clientId}
        companyName={companyName ?? user?.name ?? ''}
        canRequest={owner}
      />
    ) : null,
  ].filter((card) => card !== null);
  if (cards.length === 0) return null;

  return (
    <section aria-labelledby="privacy-title" id="datenschutz" className="privacy-section">
      <Typography.Title level={3} id="privacy-title" className="privacy-section__title">
        {t.title}
      </Typography.Title>
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <Row gutter={[16, 16]}>
        {cards.map((card) => (
          <Col key={card.key} xs={24} lg={12}>
            {card}
          </Col>
        ))}
      </Row>
    </section>
  );
}
