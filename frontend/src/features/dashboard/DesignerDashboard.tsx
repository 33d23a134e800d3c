import { Card, Empty, Statistic } from 'antd';
import { PageHeading } from '../../shared/PageHeading';
import { dashboardTexts as t } from './texts';

/** The spec's designer dashboard: three counters fixed at 0 and an empty order list. */
const counters = [t.designerNew, t.designerInProgress, t.designerCompleted];

export function DesignerDashboard() {
  return (
    <div className="dashboard">
      <PageHeading title={t.designerTitle} subtitle={t.designerSubtitle} />
      <div className="dashboard-grid dashboard-grid--stats">
        {counters.map((label) => (
          <Card key={label} className="dashboard-card">
            <Statistic title={label} value={0} />
          </Card>
        ))}
      </div>
      <Card title={t.designerOrders} className="dashboard-card dashboard-card--wide">
        <Empty description={t.designerEmpty} />
      </Card>
    </div>
  );
}
