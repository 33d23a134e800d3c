import { LoadFailure } from '../../shared/LoadFailure';
import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, DatePicker, Empty, Skeleton, Space, Typography } from 'antd';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { STATS_BUCKETS, type DesignerStatsRow, type OrderCounts } from '../../shared/contracts';
import { PageHeading } from '../../shared/PageHeading';
import { contentTypeLabels, contentTypes } from '../../shared/orders/status';
import { useGetDesignerStatsQuery } from './adminApi';
import { currentZurichMonth, isSelectableMonth, shiftMonth } from '../../shared/month';
import { adminTexts as t, statsBucketLabels } from './texts';
import './admin.css';

const SKELETON_CARDS = [0, 1, 2, 3];

interface CountListProps {
  title: string;
  entries: ReadonlyArray<readonly [label: string, count: number]>;
}

function CountList({ title, entries }: CountListProps) {
  return (
    <div className="designer-card__section">
      <Typography.Text type="secondary" className="designer-card__section-title">
        {title}
      </Typography.Text>
      <dl className="designer-card__counts">
        {entries.map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

interface OrderCountListsProps {
  counts: OrderCounts;
}

function OrderCountLists({ counts }: OrderCountListsProps) {
  return (
    <>
      <CountList
        title={t.byStatus}
        entries={STATS_BUCKETS.map((bucket) => [statsBucketLabels[bucket], counts.byStatus[bucket]] as const)}
      />
      <CountList
        title={t.byContentType}
        entries={contentTypes.map((type) => [contentTypeLabels[type], counts.byContentType[type]] as const)}
      />
    </>
  );
}

interface CardHeadProps {
  /** The designer's initials, or "?" for the orders without one. */
  avatar: string;
  title: string;
  whoClassName?: string;
  children: ReactNode;
}

/** A card's head: the avatar, the name and what follows it (e-mail, the orders' total). */
function CardHead({ avatar, title, whoClassName, children }: CardHeadProps) {
  return (
    <div className="designer-card__head">
      <Avatar size={48} className="designer-card__avatar" aria-hidden="true">
        {avatar}
      </Avatar>
      <div className={whoClassName}>
        <Typography.Title level={4} className="client-card__title">
          {title}
        </Typography.Title>
        {children}
      </div>
    </div>
  );
}

interface DesignerCardProps {
  designer: DesignerStatsRow;
}

function DesignerCard({ designer }: DesignerCardProps) {
  return (
    <Card className="designer-card">
      <CardHead avatar={designer.initials} title={designer.name} whoClassName="designer-card__who">
        {/* Tells designers of the same name or initials apart. */}
        <Typography.Text
          className="designer-card__email"
          data-testid="designer-email"
          ellipsis={{ tooltip: designer.email }}
        >
          {designer.email}
        </Typography.Text>
        <Typography.Text type="secondary">{t.ordersTotal(designer.total)}</Typography.Text>
        {/* The stage clocks: the designer's first versions and rework that ended this month by their due day. */}
        <Typography.Text type="secondary" data-testid="designer-on-time">
          {t.onTime(designer.onTimeRate, designer.stagesEnded)}
        </Typography.Text>
      </CardHead>
      <OrderCountLists counts={designer} />
      <CountList
        title={t.adminDecisions}
        entries={[
          [t.approved, designer.approved],
          [t.rejected, designer.rejected],
        ]}
      />
    </Card>
  );
}

interface UnassignedCardProps {
  counts: OrderCounts;
}

function UnassignedCard({ counts }: UnassignedCardProps) {
  return (
    <Card className="designer-card designer-card--unassigned">
      <CardHead avatar="?" title={t.unassignedTitle}>
        <Typography.Text type="secondary">
          {t.ordersTotal(counts.total)} · {t.unassignedHint}
        </Typography.Text>
      </CardHead>
      <OrderCountLists counts={counts} />
    </Card>
  );
}

/**
 * /admin/designers: per designer the orders created in the chosen month (Europe/Zurich) by status
 * bucket and content type, and the admin's review decisions (spec 001 §2, §9). The month lives in
 * `?month=YYYY-MM`, so the browser's back button and a shared link keep it.
 */
export function AdminDesignersPage() {
  const latest = currentZurichMonth();
  const [params, setParams] = useSearchParams();
  const requested = params.get('month');
  const month = isSelectableMonth(requested, latest) ? requested : latest;
  const {
    currentData: stats,
    isFetching,
    isError,
    refetch,
  } = useGetDesignerStatsQuery(month, { refetchOnMountOrArgChange: true });

  const selectMonth = (next: string) => setParams(next === latest ? {} : { month: next });

  let body;
  if (isError) {
    body = <LoadFailure text={t.designerStatsLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  } else if (!stats) {
    body = (
      <ul className="card-grid client-grid" aria-busy="true">
        {SKELETON_CARDS.map((key) => (
          <li key={key}>
            <Card>
              <Skeleton active avatar paragraph={{ rows: 4 }} />
            </Card>
          </li>
        ))}
      </ul>
    );
  } else {
    const showUnassigned = stats.unassigned.total > 0;
    body = (
      <>
        {stats.designers.length === 0 ? <Empty description={t.noDesigners} /> : null}
        {stats.designers.length > 0 || showUnassigned ? (
          <ul className="card-grid client-grid">
            {stats.designers.map((designer) => (
              <li key={designer.id}>
                <DesignerCard designer={designer} />
              </li>
            ))}
            {showUnassigned ? (
              <li>
                <UnassignedCard counts={stats.unassigned} />
              </li>
            ) : null}
          </ul>
        ) : null}
      </>
    );
  }

  return (
    <>
      <PageHeading
        title={t.designersTitle}
        subtitle={t.designersSubtitle}
        extra={
          <Space.Compact>
            <Button
              icon={<LeftOutlined />}
              aria-label={t.previousMonth}
              onClick={() => selectMonth(shiftMonth(month, -1))}
            />
            <DatePicker
              picker="month"
              format="MMMM YYYY"
              aria-label={t.monthLabel}
              allowClear={false}
              inputReadOnly
              value={dayjs(`${month}-01`)}
              disabledDate={(date) => date.format('YYYY-MM') > latest}
              onChange={(date) => {
                if (date) selectMonth(date.format('YYYY-MM'));
              }}
            />
            <Button
              icon={<RightOutlined />}
              aria-label={t.nextMonth}
              disabled={month >= latest}
              onClick={() => selectMonth(shiftMonth(month, 1))}
            />
          </Space.Compact>
        }
      />
      {body}
    </>
  );
}
