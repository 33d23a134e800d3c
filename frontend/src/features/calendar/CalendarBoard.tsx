import { LeftOutlined, RightOutlined, ScheduleOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Segmented, Skeleton, Space, Tag, Typography } from 'antd';
import { useState, type DragEvent } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { apiErrorStatus } from '../../shared/apiError';
import { SOCIAL_NETWORK_LABELS, type CalendarItem } from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { ideaStatusLabels } from '../ideas';
import { MOBILE_QUERY } from '../layout';
import { useMediaQuery } from '../../shared/useMediaQuery';
import {
  contentTypeLabel,
  contentTypes,
  projectStatusLabel,
  statusMeaning,
  type StatusAudience,
} from '../../shared/orders/status';
import { postStatusLabel, postStatusMeaning } from '../publishing';
import { useGetProjectQuery } from '../projects';
import { ScheduleDialog, type ScheduleDialogProps } from '../publishing';
import { ScheduledPostDrawer } from '../publishing';
import { publishingTexts } from '../publishing';
import {
  addDays,
  addMonths,
  dayLabel,
  dayNumberOf,
  dayOfAt,
  daysOf,
  isDay,
  monthLabel,
  monthStart,
  shortDayLabel,
  todayInZurich,
} from '../../shared/calendarDates';
import { useGetCalendarQuery } from './calendarApi';
import { gridTexts, monthPlanTexts } from './gridTexts';
import { InstagramGrid } from './InstagramGrid';
import { MonthPlanDialog } from './MonthPlanDialog';
import { calendarTexts as t, kindColors, kindLabels } from './texts';
import './calendar.css';

type View = 'month' | 'week' | 'grid';

/** The view's name in the address (`?ansicht=woche`); the month has none. */
const VIEW_PARAMS: Record<Exclude<View, 'month'>, string> = { week: 'woche', grid: 'raster' };

export interface CalendarBoardProps {
  clientId: string;
  /** Whose words the orders' statuses are in. */
  audience: StatusAudience;
  /** Where an entry leads (its order, the ideas), or null when the caller has no page for it. */
  linkOf: (item: CalendarItem) => string | null;
  /** The order page of an order id, or null (the post drawer's link). */
  orderPath: (projectId: string) => string | null;
  /** Schedule approved orders and edit scheduled posts (the company's owners and approvers, admins). */
  canSchedule: boolean;
}

/** What an entry can do besides leading to its page. */
interface ItemActions {
  /** Opens the schedule dialog for an approved order (on `day` when dropped on one). */
  plan: ((projectId: string, day?: string) => void) | null;
  /** Opens a scheduled or published post's drawer. */
  openPost: (postId: string) => void;
  /** An approved order is being dragged (desktop). */
  dragStart: (projectId: string) => void;
  dragEnd: () => void;
}

interface ItemTagProps {
  item: CalendarItem;
  audience: StatusAudience;
  href: string | null;
  actions: ItemActions;
}

interface DayItemsProps {
  items: CalendarItem[];
  audience: StatusAudience;
  linkOf: (item: CalendarItem) => string | null;
  actions: ItemActions;
}

interface DayListProps extends DayItemsProps {
  days: string[];
  today: string;
  /** The month shown (its days of other months are dimmed); null in the week view. */
  month: string | null;
}

interface MonthGridProps extends DayListProps {
  /** The approved order being dragged (desktop), or null. */
  dragging: string | null;
}

/** A scheduled or published post (its id is the post's). */
function isPost(item: CalendarItem): boolean {
  return item.kind === 'scheduled' || item.kind === 'published';
}

/** An approved order, which can be scheduled. */
function isApprovedOrder(item: CalendarItem): boolean {
  return item.kind === 'order' && Boolean(statusMeaning(item.status)?.final);
}

function statusLabel(item: CalendarItem, audience: StatusAudience): string {
  if (item.kind === 'idea')
    return Object.hasOwn(ideaStatusLabels, item.status)
      ? ideaStatusLabels[item.status as keyof typeof ideaStatusLabels]
      : item.status;
  if (isPost(item)) return postStatusLabel(item.status);
  return projectStatusLabel(item.status, audience);
}

/** What goes out: a story says so (not on the profile's grid), a feed post its order's content type. */
function typeLabel(item: CalendarItem): string {
  const type = item.format === 'story' ? publishingTexts.formatStory : contentTypeLabel(item.contentType);
  return item.network ? `${type}, ${SOCIAL_NETWORK_LABELS[item.network]}` : type;
}

function ItemTag({ item, audience, href, actions }: ItemTagProps) {
  const label = isPost(item)
    ? t.postLabel(typeLabel(item), item.title, statusLabel(item, audience))
    : t.itemLabel(kindLabels[item.kind], typeLabel(item), item.title, statusLabel(item, audience));
  const tag = (
    <Tag color={kindColors[item.kind]} className="calendar-item__tag">
      <span className="calendar-item__type">{typeLabel(item)}</span> {item.title}
    </Tag>
  );
  if (isPost(item)) {
    return (
      <button
        type="button"
        className="calendar-item calendar-item--button"
        aria-label={label}
        title={label}
        data-kind={item.kind}
        onClick={() => actions.openPost(item.id)}
      >
        {tag}
        <Tag color={postStatusMeaning(item.status).color} className="calendar-item__status">
          {postStatusLabel(item.status)}
        </Tag>
      </button>
    );
  }
  const projectId = item.projectId ?? item.id;
  const plannable = actions.plan !== null && isApprovedOrder(item);
  const drag = plannable
    ? {
        draggable: true,
        onDragStart: (event: DragEvent) => {
          event.dataTransfer.setData('text/plain', projectId);
          event.dataTransfer.effectAllowed = 'copy';
          actions.dragStart(projectId);
        },
        onDragEnd: actions.dragEnd,
      }
    : {};
  const plan = plannable ? (
    <Button
      size="small"
      type="link"
      className="calendar-item__plan"
      aria-label={publishingTexts.planLabel(item.title)}
      onClick={() => actions.plan?.(projectId)}
    >
      {publishingTexts.plan}
    </Button>
  ) : null;
  if (href) {
    return (
      <>
        <Link to={href} className="calendar-item" aria-label={label} title={label} data-kind={item.kind} {...drag}>
          {tag}
        </Link>
        {plan}
      </>
    );
  }
  return plan ? (
    <>
      <span className="calendar-item" aria-label={label} title={label} data-kind={item.kind} {...drag}>
        {tag}
      </span>
      {plan}
    </>
  ) : (
    <span className="calendar-item" aria-label={label} title={label} data-kind={item.kind}>
      {tag}
    </span>
  );
}

function DayItems({ items, audience, linkOf, actions }: DayItemsProps) {
  return (
    <ul className="calendar-day__items">
      {items.map((item) => (
        <li key={`${item.kind}-${item.id}-${item.at}`}>
          <ItemTag item={item} audience={audience} href={linkOf(item)} actions={actions} />
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
function MonthGrid({ days, items, today, month, audience, linkOf, actions, dragging }: MonthGridProps) {
  const grouped = byDay(items);
  const weeks: string[][] = [];
  for (let index = 0; index < days.length; index += 7) weeks.push(days.slice(index, index + 7));
  return (
    <table className={`calendar-grid${dragging ? ' calendar-grid--dragging' : ''}`}>
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
              // An approved order dragged here is scheduled on this day (not on one gone by).
              const droppable = dragging !== null && day >= today;
              const drop = droppable
                ? {
                    onDragOver: (event: DragEvent) => {
                      event.preventDefault();
                      event.dataTransfer.dropEffect = 'copy';
                    },
                    onDrop: (event: DragEvent) => {
                      event.preventDefault();
                      actions.plan?.(dragging, day);
                      actions.dragEnd();
                    },
                  }
                : {};
              return (
                <td
                  key={day}
                  {...drop}
                  className={`calendar-day${outside ? ' calendar-day--outside' : ''}${day === today ? ' calendar-day--today' : ''}${droppable ? ' calendar-day--droppable' : ''}`}
                  aria-label={t.itemsOfDay(dayLabel(day), dayItems.length)}
                  aria-current={day === today ? 'date' : undefined}
                  data-day={day}
                >
                  <span className="calendar-day__number" aria-hidden="true">
                    {dayNumberOf(day)}
                  </span>
                  {dayItems.length > 0 ? (
                    <DayItems items={dayItems} audience={audience} linkOf={linkOf} actions={actions} />
                  ) : null}
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
function DayList({ days, items, today, audience, linkOf, actions }: DayListProps) {
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
            <DayItems items={grouped.get(day)!} audience={audience} linkOf={linkOf} actions={actions} />
          </li>
        ))}
    </ol>
  );
}

type PlanOrderDialogProps = Omit<ScheduleDialogProps, 'order' | 'post'>;

/** "Veröffentlichung planen" for an order dropped on the calendar, with the order it prefills from. */
function PlanOrderDialog(props: PlanOrderDialogProps) {
  const order = useGetProjectQuery(props.projectId);
  return <ScheduleDialog {...props} order={order} />;
}

/**
 * A client's editorial calendar: month or week, the plan's ideas and the orders (due, approved) as
 * coloured tags by kind, the month's quota left above. The shown day and view live in the address
 * (`?datum=2026-11-03&ansicht=woche`), so a view can be bookmarked and the back button works.
 */
export function CalendarBoard({ clientId, audience, linkOf, orderPath, canSchedule }: CalendarBoardProps) {
  const [params, setParams] = useSearchParams();
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const today = todayInZurich();
  const requested = params.get('datum');
  const anchor = isDay(requested) ? requested : today;
  const requestedView = params.get('ansicht');
  const view: View = requestedView === 'woche' ? 'week' : requestedView === 'raster' ? 'grid' : 'month';
  const days = daysOf(view === 'week' ? 'week' : 'month', anchor);
  const from = days[0];
  const to = days[days.length - 1];
  const { data, error, isLoading, isFetching, refetch } = useGetCalendarQuery(
    { clientId, from, to },
    { skip: view === 'grid' },
  );
  const [planningMany, setPlanningMany] = useState(false);
  const [planning, setPlanning] = useState<{ projectId: string; day?: string } | null>(null);
  const [openPost, setOpenPost] = useState<string | null>(null);
  const [dragging, setDragging] = useState<string | null>(null);
  const actions: ItemActions = {
    plan: canSchedule ? (projectId, day) => setPlanning({ projectId, day }) : null,
    openPost: setOpenPost,
    dragStart: setDragging,
    dragEnd: () => setDragging(null),
  };

  const show = (day: string, nextView: View = view) => {
    const next = new URLSearchParams(params);
    next.set('datum', day);
    if (nextView === 'month') next.delete('ansicht');
    else next.set('ansicht', VIEW_PARAMS[nextView]);
    setParams(next);
  };
  const step = (direction: 1 | -1) =>
    show(view === 'week' ? addDays(anchor, 7 * direction) : addMonths(monthStart(anchor), direction));
  const heading =
    view === 'grid'
      ? gridTexts.view
      : view === 'week'
        ? t.weekOf(shortDayLabel(from), shortDayLabel(to))
        : monthLabel(anchor);
  // «Mehrere planen»: the approved orders the calendar shows, scheduled in one go.
  const approvedOrders = view !== 'grid' && canSchedule ? (data?.items.filter(isApprovedOrder) ?? []) : [];

  let body;
  if (view === 'grid') {
    body = <InstagramGrid clientId={clientId} canMove={canSchedule} />;
  } else if (isLoading) {
    body = (
      <Card data-testid="calendar-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (error || !data) {
    body =
      apiErrorStatus(error) === 403 ? (
        <Empty description={t.noAccess} />
      ) : (
        <LoadFailure text={t.loadError} onRetry={() => void refetch()} retrying={isFetching} />
      );
  } else {
    const grid = {
      days,
      items: data.items,
      today,
      month: view === 'month' ? anchor.slice(0, 7) : null,
      audience,
      linkOf,
      actions,
    };
    if (data.items.length === 0) body = <Empty description={t.empty} />;
    else body = isMobile ? <DayList {...grid} /> : <MonthGrid {...grid} dragging={dragging} />;
  }

  return (
    <section className="calendar" aria-labelledby="calendar-period" aria-busy={isFetching}>
      <div className="calendar__toolbar">
        {view === 'grid' ? (
          <Typography.Title level={3} id="calendar-period" className="calendar__period">
            {heading}
          </Typography.Title>
        ) : (
          <Space wrap>
            <Button
              icon={<LeftOutlined />}
              aria-label={view === 'week' ? t.previousWeek : t.previousMonth}
              onClick={() => step(-1)}
            />
            <Typography.Title level={3} id="calendar-period" className="calendar__period" aria-live="polite">
              {heading}
            </Typography.Title>
            <Button
              icon={<RightOutlined />}
              aria-label={view === 'week' ? t.nextWeek : t.nextMonth}
              onClick={() => step(1)}
            />
            <Button onClick={() => show(today)}>{t.today}</Button>
          </Space>
        )}
        <Space wrap>
          {approvedOrders.length > 0 ? (
            <Button icon={<ScheduleOutlined />} title={monthPlanTexts.openHint} onClick={() => setPlanningMany(true)}>
              {monthPlanTexts.open}
            </Button>
          ) : null}
          <Segmented<View>
            aria-label={t.viewLabel}
            value={view}
            onChange={(value) => show(anchor, value)}
            options={[
              { label: t.month, value: 'month' },
              { label: t.week, value: 'week' },
              { label: gridTexts.view, value: 'grid' },
            ]}
          />
        </Space>
      </div>
      {data && view !== 'grid' ? (
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
      {view === 'grid' ? null : (
        <ul className="calendar__legend" aria-label={t.legend}>
          {(['idea', 'order', 'scheduled', 'published'] as const).map((kind) => (
            <li key={kind}>
              <Tag color={kindColors[kind]}>{kindLabels[kind]}</Tag>
            </li>
          ))}
        </ul>
      )}
      {canSchedule && !isMobile && view !== 'grid' && data?.items.some(isApprovedOrder) ? (
        <Typography.Paragraph type="secondary" className="calendar__hint">
          {publishingTexts.dropHint}
        </Typography.Paragraph>
      ) : null}
      {body}
      {planning ? (
        <PlanOrderDialog
          clientId={clientId}
          projectId={planning.projectId}
          day={planning.day}
          onClose={() => setPlanning(null)}
        />
      ) : null}
      {planningMany ? (
        <MonthPlanDialog clientId={clientId} orders={approvedOrders} onClose={() => setPlanningMany(false)} />
      ) : null}
      {openPost ? (
        <ScheduledPostDrawer
          postId={openPost}
          clientId={clientId}
          canEdit={canSchedule}
          orderPath={orderPath}
          onClose={() => setOpenPost(null)}
        />
      ) : null}
    </section>
  );
}
