import { PlusOutlined } from '@ant-design/icons';
import { Badge, Button, Empty, Tabs } from 'antd';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { CLIENT_TABS } from '../../shared/contracts';
import { PageHeading } from '../../shared/PageHeading';
import { useMembership } from '../team';
import { ListSort, useListSort } from './components/ListSort';
import { PagedProjectList } from './components/PagedProjectList';
import { ProjectCardGrid } from './components/ProjectCard';
import { LIVE, useListProjectsQuery } from './projectsApi';
import {
  clientTabStatuses,
  DEFAULT_CLIENT_TAB,
  isClientTab,
  statusMeaning,
  type ClientTab,
} from '../../shared/orders/status';
import { projectTexts as t } from './texts';
import '../../shared/styles/projects.css';

/** The client's order list is paged by 10 (spec 000 section 9). */
export const CLIENT_PAGE_SIZE = 10;
/** Counting needs only `total`. */
const COUNT_ONLY = { page: 1, pageSize: 1 } as const;

interface TabContentProps {
  tab: ClientTab;
  hasNoOrdersAtAll: boolean;
}

function TabContent({ tab, hasNoOrdersAtAll }: TabContentProps) {
  const navigate = useNavigate();
  const { rights } = useMembership();
  const [requestedSort, setSort] = useListSort();
  // Completed orders have no clock: a tab of those alone has nothing to sort by due.
  const hasClocks = clientTabStatuses[tab].some((status) => statusMeaning(status)?.final !== true);
  const sort = hasClocks ? requestedSort : undefined;
  const empty = (
    <Empty description={hasNoOrdersAtAll ? t.emptyAll : t.emptyTab[tab]} data-testid="projects-empty">
      {hasNoOrdersAtAll && rights.manage ? (
        <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/client/new-project')}>
          {t.firstOrder}
        </Button>
      ) : null}
    </Empty>
  );
  return (
    <>
      {hasClocks ? <ListSort value={sort} onChange={setSort} /> : null}
      <PagedProjectList status={clientTabStatuses[tab]} pageSize={CLIENT_PAGE_SIZE} sort={sort} empty={empty}>
        {(items) => (
          <ProjectCardGrid
            projects={items}
            linkTo={(project) => `/client/project/${project.id}`}
            detailed={(project) => statusMeaning(project.status)?.final === true}
          />
        )}
      </PagedProjectList>
    </>
  );
}

/** /client/projects: the client's orders in three tabs chosen by `?tab=` (spec 000 section 2). */
export function ClientProjectsPage() {
  const navigate = useNavigate();
  // Ordering is the company's owners' (its other members review).
  const { rights } = useMembership();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get('tab');
  const tab: ClientTab = isClientTab(requested) ? requested : DEFAULT_CLIENT_TAB;

  const all = useListProjectsQuery(COUNT_ONLY, LIVE);
  const counts: Record<ClientTab, number | undefined> = {
    review: useListProjectsQuery({ status: clientTabStatuses.review, ...COUNT_ONLY }, LIVE).data?.total,
    active: useListProjectsQuery({ status: clientTabStatuses.active, ...COUNT_ONLY }, LIVE).data?.total,
    completed: useListProjectsQuery({ status: clientTabStatuses.completed, ...COUNT_ONLY }, LIVE).data?.total,
  };

  const changeTab = (key: string) => {
    if (!isClientTab(key)) return;
    const next = new URLSearchParams(searchParams);
    next.set('tab', key);
    setSearchParams(next);
  };

  return (
    <section aria-labelledby="page-title" className="projects-page">
      <PageHeading
        title={t.clientProjectsTitle}
        subtitle={t.clientProjectsSubtitle}
        extra={
          rights.manage ? (
            <Button type="primary" icon={<PlusOutlined />} onClick={() => navigate('/client/new-project')}>
              {t.newProjectButton}
            </Button>
          ) : null
        }
      />
      <Tabs
        activeKey={tab}
        onChange={changeTab}
        tabBarGutter={20}
        items={CLIENT_TABS.map((key) => ({
          key,
          label: (
            <span className="tab-label" data-testid={`tab-${key}`}>
              {t.tabLabels[key]}
              <Badge
                count={counts[key] ?? 0}
                showZero
                size="small"
                overflowCount={999}
                color={key === tab ? '#0b63ce' : '#94a3b8'}
                data-testid={`tab-count-${key}`}
              />
            </span>
          ),
          children: key === tab ? <TabContent key={key} tab={key} hasNoOrdersAtAll={all.data?.total === 0} /> : null,
        }))}
      />
    </section>
  );
}
