import { ExportOutlined, ShareAltOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Typography } from 'antd';
import { PageHeading } from '../../shared/PageHeading';

const texts = {
  title: 'Social Media',
  subtitle: 'Veröffentlichen auf Facebook, Instagram, TikTok und LinkedIn',
  notice: 'Unsere eigene Veröffentlichungs-Integration ist noch in Entwicklung.',
  noticeText:
    'Bald kannst du freigegebene Inhalte direkt aus ContentFlow heraus posten – per OAuth und ohne gespeicherte Passwörter.',
  recommendationTitle: 'Bis dahin unsere Empfehlung',
  recommendation:
    'Plane und veröffentliche deine freigegebenen Inhalte mit einem externen Planungstool wie Buffer. Dort verbindest du deine Kanäle und legst Zeitpunkte für deine Beiträge fest.',
  linkLabel: 'Buffer öffnen',
  linkHref: 'https://buffer.com',
} as const;

/** The spec's social-media screen: a notice and a recommendation, no functions of its own. */
export function SocialMediaPage() {
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={texts.title} subtitle={texts.subtitle} />
      <Alert type="info" showIcon title={texts.notice} description={texts.noticeText} style={{ marginBottom: 24 }} />
      <Card>
        <Typography.Title level={3} style={{ marginTop: 0, fontSize: 18 }}>
          <ShareAltOutlined aria-hidden="true" /> {texts.recommendationTitle}
        </Typography.Title>
        <Typography.Paragraph>{texts.recommendation}</Typography.Paragraph>
        <Button type="primary" href={texts.linkHref} target="_blank" rel="noopener noreferrer" icon={<ExportOutlined />}>
          {texts.linkLabel}
        </Button>
      </Card>
    </section>
  );
}
