import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorStatus } from '../../shared/apiError';
import type { CalendarItem } from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { ideaStatusLabels } from '../ideas/texts';
import { MOBILE_QUERY } from '../layout/sidebarState';
import { useMediaQuery } from '../layout/useMediaQuery';
import { contentTypeLabel, contentTypes, projectStatusLabel, type StatusAudience } from '../projects/status';
import { addDays, addMonths, dayLabel, dayNumberOf, dayOfAt, daysOf, isDay, monthLabel, monthStart, shortDayLabel, todayInZurich } from './calendarDates';
import { useGetCalendarQuery } from './calendarApi';
import { calendarTexts as t, kindColors, kindLabels } from './texts';
import './calendar.css';

type View = 'month' | 'week';

export interface CalendarBoardProps {
  clientId: string;
  /** Whose words the orders' statuses are in. */
  audience: StatusAudience;
  /** Where an entry leads (its order, the ideas), or null when the caller has no page for it. */
  linkOf: (item: CalendarItem) => string | null;
}

interface ItemTagProps {
  item: CalendarItem;
  audience: StatusAudience;
  href: string | null;
}

interface DayItemsProps {
  items: CalendarItem[];
  audience: StatusAudience;
  linkOf: (item: CalendarItem) => string | null;
}

interface MonthGridProps extends DayItemsProps {
  days: string[];
  today: string;
  /** The month shown (its days of other months are dimmed); null in the week view. */
  month: string | null;
}

type DayListProps = MonthGridProps;

function statusLabel(item: CalendarItem, audience: StatusAudience): string {
  if (item.kind === 'idea') return Object.hasOwn(ideaStatusLabels, item.status) ? ideaStatusLabels[item.status as keyof typeof ideaStatusLabels] : item.status;
  return projectStatusLabel(item.status, audience);
}

function ItemTag({ item, audience, href }: ItemTagProps) {
  const label = t.itemLabel(kindLabels[item.kind], contentTypeLabel(item.contentType), item.title, statusLabel(item, audience));
  const tag = (
    <Tag color={kindColors[item.kind]} className="calendar-item__tag">
      <span className="calendar-item__type">{contentTypeLabel(item.contentType)}</span> {item.title}
    </Tag>
  );
  return href ? (
    <Link to={href} className="calendar-item" aria-label={label} title={label} data-kind={item.kind}>
      {tag}
    </Link>
  ) : (
    <span className="calendar-item" aria-label={label} title={label} data-kind={item.kind}>
      {tag}
    </span>
  );
}

function DayItems({ items, audience, linkOf }: DayItemsProps) {
  return (
    <ul className="calendar-day__items">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}-${item.at}`}>
          <ItemTag item={item} audience={audience} href={linkOf(item)} />
        </li>
      ))}
    </ul>
  );
}

function byDay(items: CalendarItem[]): Map<string, CalendarItem[]> {
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) {
    const day = dayOfAt(item.at);
    days.set(day, [...(days.get(day) ?? []), item]);
  }
  return days;
}

/** Desktop: a table of weeks, Monday first; each day lists its entries. */
function MonthGrid({ days, items, today, month, audience, linkOf }: MonthGridProps) {
  const grouped = byDay(items);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return (
    <table className="calendar-grid">
      <thead>
        <tr>
          {t.weekdays.map((weekday) => (
            <th key={weekday} scope="col">
              {weekday}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((day) => {
              const dayItems = grouped.get(day) ?? [];
              const outside = month !== null && !day.startsWith(month);
              return (
                <td
                  key={day}
                  className={`calendar-day${outside ? ' calendar-day--outside' : ''}${day === today ? ' calendar-day--today' : ''}`}
                  aria-label={t.itemsOfDay(dayLabel(day), dayItems.length)}
                  aria-current={day === today ? 'date' : undefined}
                  data-day={day}
                >
                  <span className="calendar-day__number" aria-hidden="true">
                    {dayNumberOf(day)}
                  </span>
                  {dayItems.length > 0 ? <DayItems items={dayItems} audience={audience} linkOf={linkOf} /> : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

/** A phone (and the week view): the days with entries, one under the other. */
function DayList({ days, items, today, audience, linkOf }: DayListProps) {
  const grouped = byDay(items);
  return (
    <ol className="calendar-list">
      {days
        .filter((day) => grouped.has(day))
        .map((day) => (
          <li key={day} className="calendar-list__day" data-day={day} aria-current={day === today ? 'date' : undefined}>
            <Typography.Title level={4} className="calendar-list__title">
              {dayLabel(day)}
            </Typography.Title>
            <DayItems items={grouped.get(day)!} audience={audience} linkOf={linkOf} />
          </li>
        ))}
    </ol>
  );
}

/**
 * A client's editorial calendar: month or week, the plan's ideas and the orders (due, approved) as
 * coloured tags by kind, the month's quota left above. The shown day and view live in the address
 * (`?datum=2026-11-03&ansicht=woche`), so a view can be bookmarked and the back button works.
 */
export function CalendarBoard({ clientId, audience, linkOf }: CalendarBoardProps) {
  const [params, setParams] = useSearchParams();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const today = todayInZurich();
  const requested = params.get('datum');
  const anchor = isDay(requested) ? requested : today;
  const view: View = params.get('ansicht') === 'woche' ? 'week' : 'month';
  const days = daysOf(view, anchor);
  const from = days[0];
  const to = days[days.length - 1];
  const { data, error, isLoading, isFetching, refetch } = useGetCalendarQuery({ clientId, from, to });

  const show = (day: string, nextView: View = view) => {
    const next = new URLSearchParams(params);
    next.set('datum', day);
    if (nextView === 'week') next.set('ansicht', 'woche');
    else next.delete('ansicht');
    setParams(next);
  };
  const step = (direction: 1 | -1) => show(view === 'week' ? addDays(anchor, 7 * direction) : addMonths(monthStart(anchor), direction));
  const heading = view === 'week' ? t.weekOf(shortDayLabel(from), shortDayLabel(to)) : monthLabel(anchor);

  let body;
  if (isLoading) {
    body = (
      <Card data-testid="calendar-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (error || !data) {
    body = apiErrorStatus(error) === 403 ? <Empty description={t.noAccess} /> : <LoadFailure text={t.loadError} onRetry={() => void refetch()} retrying={isFetching} />;
  } else {
    const grid = { days, items: data.items, today, month: view === 'month' ? anchor.slice(0, 7) : null, audience, linkOf };
    if (data.items.length === 0) body = <Empty description={t.empty} />;
    else body = isMobile ? <DayList {...grid} /> : <MonthGrid {...grid} />;
  }

  return (
    <section className="calendar" aria-labelledby="calendar-period" aria-busy={isFetching}>
      <div className="calendar__toolbar">
        <Space wrap>
          <Button icon={<LeftOutlined />} aria-label={view === 'week' ? t.previousWeek : t.previousMonth} onClick={() => step(-1)} />
          <Typography.Title level={3} id="calendar-period" className="calendar__period" aria-live="polite">
            {heading}
          </Typography.Title>
          <Button icon={<RightOutlined />} aria-label={view === 'week' ? t.nextWeek : t.nextMonth} onClick={() => step(1)} />
          <Button onClick={() => show(today)}>{t.today}</Button>
        </Space>
        <Segmented<View>
          aria-label={t.viewLabel}
          value={view}
          onChange={(value) => show(anchor, value)}
          options={[
            { label: t.month, value: 'month' },
            { label: t.week, value: 'week' },
          ]}
        />
      </div>
      {data ? (
        <div className="calendar__quota">
          <Typography.Text type="secondary" id="calendar-quota-title">
            {t.quotaTitle}
          </Typography.Text>
          <dl aria-labelledby="calendar-quota-title">
            {contentTypes.map((type) => (
              <div key={type} className="calendar__quota-entry">
                <dt>{contentTypeLabel(type)}</dt>
                <dd>{data.quota[type]}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : null}
      <ul className="calendar__legend" aria-label={t.legend}>
        {(['idea', 'order'] as const).map((kind) => (
          <li key={kind}>
            <Tag color={kindColors[kind]}>{kindLabels[kind]}</Tag>
          </li>
        ))}
      </ul>
      {body}
    </section>
  );
}
