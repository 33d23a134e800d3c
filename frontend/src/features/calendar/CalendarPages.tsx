import { Empty, Skeleton } from 'antd';
import { useParams } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import type { CalendarItem } from '../../shared/contracts';
import { PageHeading } from '../../shared/PageHeading';
import { selectCurrentUser } from '../../shared/session/authSlice';
import { useMembership } from '../team';
import { CalendarBoard } from './CalendarBoard';
import { calendarTexts as t } from './texts';

/** An order's page per area; the ideas page is the client's owners' (staff have none). */
const ORDER_PATHS = { client: '/client/project/', designer: '/designer/project/', admin: '/admin/project/' } as const;
const IDEAS_PATH = '/client/content-ideas';

function orderPathOf(area: keyof typeof ORDER_PATHS) {
  return (projectId: string) => `${ORDER_PATHS[area]}${encodeURIComponent(projectId)}`;
}

/** An order and a post lead to the order (a post's id is its own, its order's is `projectId`). */
function orderLink(area: keyof typeof ORDER_PATHS) {
  return (item: CalendarItem) => (item.kind === 'idea' ? null : orderPathOf(area)(item.projectId ?? item.id));
}

/** /client/calendar: the caller's company's calendar; ideas lead to the month plan for those who manage it. */
export function ClientCalendarPage() {
  const { clientId, rights, loading } = useMembership();
  const toOrder = orderLink('client');
  const linkOf = (item: CalendarItem) => (item.kind === 'idea' ? (rights.manage ? IDEAS_PATH : null) : toOrder(item));
  let body;
  if (loading) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else if (!clientId) body = <Empty description={t.noClient} />;
  else
    body = (
      <CalendarBoard
        clientId={clientId}
        audience="client"
        linkOf={linkOf}
        orderPath={orderPathOf('client')}
        canSchedule={rights.decide}
      />
    );
  return (
    <>
      <PageHeading title={t.title} subtitle={t.subtitle} />
      {body}
    </>
  );
}

/**
 * A client's calendar for its designer (/designer/client/:clientId/calendar) and the admins
 * (/admin/clients/:clientId/calendar): the orders lead to the staff's order pages.
 */
export function StaffCalendarPage() {
  const { clientId = '' } = useParams();
  const user = useAppSelector(selectCurrentUser);
  const area = user?.role === 'admin' ? 'admin' : 'designer';
  const linkOf = orderLink(area);
  return (
    <>
      <PageHeading title={t.title} subtitle={t.staffSubtitleUnnamed} />
      {/* Admins schedule for the client; its designer sees the calendar. */}
      <CalendarBoard
        clientId={clientId}
        audience="staff"
        linkOf={linkOf}
        orderPath={orderPathOf(area)}
        canSchedule={area === 'admin'}
      />
    </>
  );
}
