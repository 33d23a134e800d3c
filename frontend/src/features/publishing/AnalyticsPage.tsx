import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, DatePicker, Empty, Skeleton, Space, Statistic, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { apiErrorMessage } from '../../shared/apiError';
import { SOCIAL_NETWORK_LABELS, type Analytics } from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageHeading } from '../../shared/PageHeading';
import { currentZurichMonth, isSelectableMonth, shiftMonth } from '../../shared/month';
import { contentTypeLabel } from '../../shared/orders/status';
import { useMembership } from '../team';
import { FIGURE_KEYS, formatCount, formatRate } from './figures';
import { Permalink } from './PostParts';
import { useGetAnalyticsQuery } from './publishingApi';
import { publishingTexts as t } from './texts';
import { formatMoment } from './zurichTime';
import '../../shared/styles/publishing.css';

type Totals = Analytics['totals'];
type Row = Analytics['posts'][number];

const MONTH_PARAM = 'monat';
const signed = new Intl.NumberFormat('de-CH', { signDisplay: 'exceptZero', maximumFractionDigits: 1 });

/** "+12 % gegenüber Vormonat", or that the month before has nothing to compare with. */
function changeText(current: number | null, previous: number | null): string {
  if (current === null || previous === null || previous === 0) return t.noPrevious;
  return t.change(`${signed.format(Math.round(((current - previous) / previous) * 100))} %`);
}

/** The engagement rate's change in percentage points. */
function pointsText(current: number | null, previous: number | null): string {
  if (current === null || previous === null) return t.noPrevious;
  return t.changePoints(signed.format(Math.round((current - previous) * 10) / 10));
}

interface TotalsGridProps {
  totals: Totals;
  previous: Totals;
}

function TotalsGrid({ totals, previous }: TotalsGridProps) {
  const entries = [
    {
      key: 'posts',
      title: t.posts,
      value: formatCount(totals.posts),
      change: changeText(totals.posts, previous.posts),
    },
    ...FIGURE_KEYS.map((key) => ({
      key,
      title: t[key],
      value: formatCount(totals[key]),
      change: changeText(totals[key], previous[key]),
    })),
    {
      key: 'engagementRate',
      title: t.engagementRate,
      value: formatRate(totals.engagementRate),
      change: pointsText(totals.engagementRate, previous.engagementRate),
    },
  ];
  return (
    <div className="analytics-totals" data-testid="analytics-totals">
      {entries.map((entry) => (
        <Card key={entry.key} size="small" data-testid={`total-${entry.key}`}>
          <Statistic title={entry.title} value={entry.value} />
          <Typography.Text type="secondary" className="analytics-change">
            {entry.change}
          </Typography.Text>
        </Card>
      ))}
    </div>
  );
}

interface AnalyticsBodyProps {
  analytics: Analytics;
  orderPath: (projectId: string) => string;
}

function AnalyticsBody({ analytics, orderPath }: AnalyticsBodyProps) {
  const columns = [
    {
      key: 'title',
      title: t.title,
      render: (_: unknown, row: Row) => <Link to={orderPath(row.projectId)}>{row.title}</Link>,
    },
    {
      key: 'network',
      title: t.network,
      render: (_: unknown, row: Row) => `${SOCIAL_NETWORK_LABELS[row.network]} (${contentTypeLabel(row.contentType)})`,
    },
    { key: 'publishedAt', title: t.publishedAt, render: (_: unknown, row: Row) => formatMoment(row.publishedAt) },
    ...FIGURE_KEYS.map((key) => ({
      key,
      title: t[key],
      align: 'right' as const,
      render: (_: unknown, row: Row) => formatCount(row[key]),
    })),
    {
      key: 'engagementRate',
      title: t.engagementRate,
      align: 'right' as const,
      render: (_: unknown, row: Row) => formatRate(row.engagementRate),
    },
    {
      key: 'permalink',
      title: t.post,
      render: (_: unknown, row: Row) => (row.permalink ? <Permalink href={row.permalink} /> : t.none),
    },
  ];
  return (
    <>
      <TotalsGrid totals={analytics.totals} previous={analytics.previousMonth} />
      <Card title={t.monthPosts}>
        <Table<Row>
          rowKey="scheduledPostId"
          columns={columns}
          dataSource={analytics.posts}
          pagination={false}
          scroll={{ x: 'max-content' }}
          size="small"
        />
      </Card>
      <div className="analytics-lists">
        <Card title={t.bestFormats} data-testid="best-formats">
          <ol>
            {analytics.formats.map((format) => (
              <li key={format.contentType}>
                <strong>{contentTypeLabel(format.contentType)}</strong>: {t.postsCount(format.posts)},{' '}
                {t.engagementRate} {formatRate(format.engagementRate)}
              </li>
            ))}
          </ol>
        </Card>
        <Card title={t.bestTimes} data-testid="best-times">
          <ol>
            {analytics.times.map((slot) => (
              <li key={`${slot.weekday}-${slot.hour}`}>
                <strong>
                  {t.weekdays[slot.weekday - 1]}, {t.hourSlot(slot.hour)}
                </strong>
                : {t.postsCount(slot.posts)}, {t.engagementRate} {formatRate(slot.engagementRate)}
              </li>
            ))}
          </ol>
        </Card>
      </div>
    </>
  );
}

interface AnalyticsBoardProps {
  clientId: string;
  orderPath: (projectId: string) => string;
}

/** A month's published posts and their figures; the month lives in the address (`?monat=2026-11`). */
function AnalyticsBoard({ clientId, orderPath }: AnalyticsBoardProps) {
  const [params, setParams] = useSearchParams();
  const latest = currentZurichMonth();
  const requested = params.get(MONTH_PARAM);
  const month = isSelectableMonth(requested, latest) ? requested : latest;
  const { data, error, isLoading, isFetching, refetch } = useGetAnalyticsQuery({ clientId, month });
  const select = (next: string) => {
    const query = new URLSearchParams(params);
    if (next === latest) query.delete(MONTH_PARAM);
    else query.set(MONTH_PARAM, next);
    setParams(query);
  };

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (error || !data)
    body = (
      <LoadFailure
        text={apiErrorMessage(error, t.analyticsLoadError)}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  else if (data.totals.posts === 0 && data.posts.length === 0) body = <Empty description={t.emptyMonth} />;
  else body = <AnalyticsBody analytics={data} orderPath={orderPath} />;

  return (
    <section aria-busy={isFetching}>
      <Space.Compact style={{ marginBottom: 16 }}>
        <Button
          icon={<LeftOutlined aria-hidden="true" />}
          aria-label={t.previousMonth}
          onClick={() => select(shiftMonth(month, -1))}
        />
        <DatePicker
          picker="month"
          format="MMMM YYYY"
          aria-label={t.month}
          allowClear={false}
          inputReadOnly
          value={dayjs(`${month}-01`)}
          disabledDate={(date) => date.format('YYYY-MM') > latest}
          onChange={(date) => {
            if (date) select(date.format('YYYY-MM'));
          }}
        />
        <Button
          icon={<RightOutlined aria-hidden="true" />}
          aria-label={t.nextMonth}
          disabled={month >= latest}
          onClick={() => select(shiftMonth(month, 1))}
        />
      </Space.Compact>
      {body}
    </section>
  );
}

/** /client/analytics: the company's published posts per month. */
export function ClientAnalyticsPage() {
  const { clientId, loading } = useMembership();
  let body;
  if (loading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!clientId) body = <Empty description={t.noClient} />;
  else body = <AnalyticsBoard clientId={clientId} orderPath={(id) => `/client/project/${encodeURIComponent(id)}`} />;
  return (
    <>
      <PageHeading title={t.analyticsTitle} subtitle={t.analyticsSubtitle} />
      {body}
    </>
  );
}

/** /admin/clients/:clientId/analytics: a client's figures for the admins. */
export function AdminAnalyticsPage() {
  const { clientId = '' } = useParams();
  return (
    <>
      <PageHeading title={t.analyticsTitle} subtitle={t.analyticsStaffSubtitle} />
      <AnalyticsBoard clientId={clientId} orderPath={(id) => `/admin/project/${encodeURIComponent(id)}`} />
    </>
  );
}
