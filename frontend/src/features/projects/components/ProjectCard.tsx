import { MessageOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { formatDate } from '../../../shared/format';
import { DueLine } from '../../clocks';
import { contentTypeLabel, type StatusAudience } from '../../../shared/orders/status';
import { projectTexts as t } from '../texts';
import type { ProjectListItem } from '../../../shared/orders/types';
import { HashtagList } from './BriefingDetails';
import { ProjectStatusTag } from './ProjectStatusTag';
import { pinThreadTexts } from './pinThreadTexts';

interface ProjectCardProps {
  project: ProjectListItem;
  to: string;
  audience?: StatusAudience;
  /** Completed orders also show description, hashtags and the completion date. */
  detailed?: boolean;
  showClient?: boolean;
}

/** An order as a card; the whole card is one link (keyboard and screen reader friendly). */
function ProjectCard({ project, to, audience = 'client', detailed = false, showClient = false }: ProjectCardProps) {
  return (
    <Link to={to} className="project-card-link" data-testid="project-card">
      <Card hoverable className="project-list-card" size="small">
        <div className="project-list-card__tags">
          <Tag>{contentTypeLabel(project.contentType)}</Tag>
          <ProjectStatusTag status={project.status} audience={audience} />
          {project.unreadMessages > 0 ? (
            <Tag
              color="blue"
              icon={<MessageOutlined aria-hidden="true" />}
              className="project-list-card__unread"
              data-testid="unread-messages"
            >
              {pinThreadTexts.unread(project.unreadMessages)}
            </Tag>
          ) : null}
        </div>
        <Typography.Title level={4} className="project-list-card__title">
          {project.title}
        </Typography.Title>
        {showClient ? (
          <Typography.Text type="secondary" className="project-list-card__line">
            {t.client}: {project.clientName}
          </Typography.Text>
        ) : null}
        <Typography.Text type="secondary" className="project-list-card__line">
          {t.createdOn} {formatDate(project.createdAt)}
        </Typography.Text>
        <DueLine clock={project.clock} className="due-line--block" />
        {detailed ? (
          <>
            {project.contentDescription ? (
              <Typography.Paragraph ellipsis={{ rows: 3 }} className="project-list-card__description">
                {project.contentDescription}
              </Typography.Paragraph>
            ) : null}
            {project.hashtags ? (
              <div className="project-list-card__hashtags">
                <HashtagList hashtags={project.hashtags} />
              </div>
            ) : null}
            <Typography.Text className="project-list-card__line" data-testid="completed-on">
              {t.completedOn} {formatDate(project.completedAt ?? project.createdAt)}
            </Typography.Text>
          </>
        ) : null}
      </Card>
    </Link>
  );
}

export interface ProjectCardGridProps {
  projects: readonly ProjectListItem[];
  linkTo: (project: ProjectListItem) => string;
  audience?: StatusAudience;
  detailed?: (project: ProjectListItem) => boolean;
  showClient?: boolean;
}

export function ProjectCardGrid({ projects, linkTo, audience, detailed, showClient }: ProjectCardGridProps) {
  return (
    <ul className="project-grid">
      {projects.map((project) => (
        <li key={project.id}>
          <ProjectCard
            project={project}
            to={linkTo(project)}
            audience={audience}
            detailed={detailed?.(project) ?? false}
            showClient={showClient}
          />
        </li>
      ))}
    </ul>
  );
}
