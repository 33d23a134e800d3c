import { FolderOpenOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Card, Skeleton, Statistic, Typography } from 'antd';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { LoadFailure } from '../../shared/LoadFailure';
import { formatChf } from '../../shared/format';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { statusesWhere } from '../../shared/contracts';
import { useGetAdminStatsQuery } from '../admin';
import { DueOrdersCard } from './DueOrdersCard';
import { dashboardTexts as t } from './texts';
import { WaitingWork } from './WaitingWork';

interface Shortcut {
  to: string;
  title: string;
  text: string;
  icon: ReactNode;
}

const shortcuts: Shortcut[] = [
  { to: '/admin/users', title: t.shortcutUsers, text: t.shortcutUsersText, icon: <TeamOutlined /> },
  { to: '/admin/add-client', title: t.shortcutAddClient, text: t.shortcutAddClientText, icon: <UserAddOutlined /> },
  { to: '/admin/projects', title: t.shortcutProjects, text: t.shortcutProjectsText, icon: <FolderOpenOutlined /> },
];

/** Every order not completed: each has a running stage (the admins owe the assignment and the check). */
const OPEN_STATUSES = statusesWhere((meaning) => !meaning.final);

/** What is due first, then the numbers, the shortcuts and the waiting work. */
export function AdminDashboard() {
  const toast = useToast();
  const { data: stats, isLoading, isError, refetch } = useGetAdminStatsQuery();

  useEffect(() => {
    if (isError) toast.error(t.statsError);
  }, [isError, toast]);

  const cards = [
    { key: 'activeClients', title: t.activeClients, value: stats ? String(stats.activeClients) : '' },
    { key: 'mrr', title: t.mrr, value: stats ? formatChf(stats.mrr) : '' },
    { key: 'designers', title: t.designers, value: stats ? String(stats.designers) : '' },
  ];

  return (
    <div className="dashboard">
      <PageHeading title={t.adminTitle} subtitle={t.adminSubtitle} />
      <DueOrdersCard
        title={t.adminDueOrders}
        statuses={OPEN_STATUSES}
        linkTo={(project) => `/admin/project/${project.id}`}
        extra={
          <span className="dashboard-card__links">
            <Link to="/admin/overdue">{t.adminOverdueBoard}</Link>
            <Link to="/admin/projects?sort=due">{t.adminAllByDue}</Link>
          </span>
        }
        empty={t.adminDueEmpty}
        testId="admin-due-orders"
      />
      {isError ? (
        <LoadFailure className="dashboard-alert" text={t.statsUnavailable} onRetry={() => void refetch()} />
      ) : (
        <div className="dashboard-grid dashboard-grid--stats">
          {cards.map((card) => (
            <Card key={card.key} className="dashboard-card" data-testid={`stat-${card.key}`}>
              {isLoading ? (
                <Skeleton active paragraph={{ rows: 1 }} />
              ) : (
                <Statistic
                  title={card.key === 'mrr' ? <span title={t.mrrHint}>{card.title}</span> : card.title}
                  value={card.value}
                />
              )}
            </Card>
          ))}
        </div>
      )}

      <Typography.Title level={3} className="dashboard-section-title">
        {t.shortcutsTitle}
      </Typography.Title>
      <ul className="dashboard-grid dashboard-grid--stats dashboard-shortcuts">
        {shortcuts.map((shortcut) => (
          <li key={shortcut.to}>
            <Link to={shortcut.to} className="dashboard-shortcut">
              <Card hoverable className="dashboard-card">
                <span className="dashboard-shortcut__icon" aria-hidden="true">
                  {shortcut.icon}
                </span>
                <Typography.Title level={4} className="dashboard-shortcut__title">
                  {shortcut.title}
                </Typography.Title>
                <Typography.Text type="secondary">{shortcut.text}</Typography.Text>
              </Card>
            </Link>
          </li>
        ))}
      </ul>

      <WaitingWork />
    </div>
  );
}
