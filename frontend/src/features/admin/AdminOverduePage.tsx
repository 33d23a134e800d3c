import { RightOutlined } from '@ant-design/icons';
import { Badge, Card, Empty, Skeleton, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ClockOwner, OverdueBoard } from '../../shared/contracts';
import { formatCount } from '../../shared/count';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageHeading } from '../../shared/PageHeading';
import { clockStageLabels } from '../clocks';
import { DueLine } from '../clocks';
import { ProjectStatusTag } from '../projects';
import { useLoadErrorToast } from '../projects';
import type { ProjectListItem } from '../../shared/orders/types';
import { useGetOverdueBoardQuery } from './adminApi';
import { CantonSetting } from './CantonSetting';
import { overdueGroups, overdueTexts as t } from './overdueTexts';
import './admin.css';

interface OverdueRowProps {
  project: ProjectListItem;
}

function OverdueRow({ project }: OverdueRowProps) {
  return (
    <Link to={`/admin/project/${project.id}`} className="overdue-row" data-testid="overdue-row">
      <span className="overdue-row__main">
        <Typography.Text strong className="overdue-row__title">
          {project.title}
        </Typography.Text>
        <Typography.Text type="secondary">
          {project.clientName}
          {project.clock ? ` · ${clockStageLabels[project.clock.stage]}` : null}
        </Typography.Text>
        <DueLine clock={project.clock} />
      </span>
      <span className="overdue-row__side">
        <ProjectStatusTag status={project.status} audience="staff" />
        <RightOutlined aria-hidden="true" />
      </span>
    </Link>
  );
}

interface OverdueGroupProps {
  owner: ClockOwner;
  title: string;
  items: ProjectListItem[];
}

function OverdueGroup({ owner, title, items }: OverdueGroupProps) {
  const headingId = `overdue-${owner}-title`;
  return (
    <section aria-labelledby={headingId} data-testid={`overdue-${owner}`}>
      <Card
        size="small"
        className="overdue-group"
        title={
          <span className="overdue-group__title">
            <Typography.Title level={3} id={headingId} className="overdue-group__heading">
              {title}
            </Typography.Title>
            <Badge count={items.length} showZero overflowCount={999} color={items.length > 0 ? '#cf1322' : '#595959'} />
          </span>
        }
      >
        {items.length === 0 ? (
          <Typography.Text type="secondary">{t.groupEmpty}</Typography.Text>
        ) : (
          <ul className="overdue-list">
            {items.map((project) => (
              <li key={project.id}>
                <OverdueRow project={project} />
              </li>
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}

interface BoardProps {
  board: OverdueBoard;
}

function Board({ board }: BoardProps) {
  const shown = board.designer.length + board.admin.length + board.client.length;
  if (shown === 0) return <Empty description={t.empty} data-testid="overdue-empty" />;
  return (
    <>
      <div className="overdue-board" data-testid="overdue-board">
        {overdueGroups.map((group) => (
          <OverdueGroup key={group.key} owner={group.key} title={group.title} items={board[group.key]} />
        ))}
      </div>
      {board.total > shown || board.totalCapped ? (
        <Typography.Paragraph type="secondary" className="overdue-board__more">
          {t.mostOverdueShown(shown, formatCount(board.total), board.totalCapped)}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}

/**
 * /admin/overdue: the orders past their stage's due day, in three groups by who owes the next move
 * (the soonest due first, as the server sorts them), and the canton whose holidays the business
 * days leave out.
 */
export function AdminOverduePage() {
  const { data, isLoading, isError, isFetching, refetch } = useGetOverdueBoardQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  useLoadErrorToast(isError, t.loadError);

  let body;
  if (isError) body = <LoadFailure text={t.unavailable} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (isLoading || !data) body = <Skeleton active paragraph={{ rows: 6 }} />;
  else body = <Board board={data} />;

  return (
    <>
      <PageHeading title={t.title} subtitle={t.subtitle} />
      <div aria-busy={isFetching}>{body}</div>
      <CantonSetting />
    </>
  );
}
