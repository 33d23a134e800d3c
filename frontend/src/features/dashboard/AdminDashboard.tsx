import { FolderOpenOutlined, TeamOutlined, UserAddOutlined } from '@ant-design/icons';
import { Card, Typography } from 'antd';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatChf } from '../../shared/format';
import { statusesWhere } from '../../shared/contracts';
import { useGetAdminStatsQuery } from '../admin';
import { DueOrdersCard } from './DueOrdersCard';
import { StatCard, StatsDashboard } from './StatsDashboard';
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
  const { data: stats, isLoading, isError, refetch } = useGetAdminStatsQuery();

  const cards = [
    { key: 'activeClients', title: t.activeClients, value: stats ? String(stats.activeClients) : '' },
    { key: 'mrr', title: t.mrr, value: stats ? formatChf(stats.mrr) : '' },
    { key: 'designers', title: t.designers, value: stats ? String(stats.designers) : '' },
  ];

  return (
    <StatsDashboard
      title={t.adminTitle}
      subtitle={t.adminSubtitle}
      dueOrders={
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
      }
      statsFailed={isError}
      onRetryStats={() => void refetch()}
      stats={
        <div className="dashboard-grid dashboard-grid--stats">
          {cards.map((card) => (
            <StatCard
              key={card.key}
              testId={`stat-${card.key}`}
              loading={isLoading}
              skeletonParagraph={{ rows: 1 }}
              title={card.key === 'mrr' ? <span title={t.mrrHint}>{card.title}</span> : card.title}
              value={card.value}
            />
          ))}
        </div>
      }
    >
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
    </StatsDashboard>
  );
}
