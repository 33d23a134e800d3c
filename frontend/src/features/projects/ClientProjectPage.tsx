import { Card, Descriptions, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../shared/format';
import { BriefingDetails, briefingItems } from './components/BriefingDetails';
import { CommentsCard } from './components/CommentsCard';
import { DesignReviewCard } from './components/DesignReviewCard';
import { FileGallery } from './components/FileGallery';
import { ProjectPageFrame } from './components/ProjectPageFrame';
import { ProjectStatusTag } from './components/ProjectStatusTag';
import { contentTypeLabel } from './status';
import { projectTexts as t } from './texts';
import { useProjectDetail } from './useProjectDetail';
import { projectFiles } from './projectFiles';
import './projects.css';

interface PageFrameProps {
  title?: string;
  subtitle?: ReactNode;
  extra?: ReactNode;
  children: ReactNode;
}

function PageFrame({ title = t.projectDetailTitle, subtitle = t.projectDetailSubtitle, extra, children }: PageFrameProps) {
  return (
    <ProjectPageFrame title={title} subtitle={subtitle} extra={extra} className="project-detail">
      {children}
    </ProjectPageFrame>
  );
}

/** /client/project/{id}: the whole order, its communication and, in status review, the design review. */
export function ClientProjectPage() {
  const { id = '' } = useParams();
  const { project, pending } = useProjectDetail(id, { backTo: '/client/projects', title: t.projectDetailTitle, subtitle: t.projectDetailSubtitle });
  if (!project) return pending;

  const { clientFiles, finals } = projectFiles(project);
  const remaining = Math.max(0, project.maxReviews - project.reviewCount);

  return (
    <PageFrame
      title={project.title}
      subtitle={`${t.createdOn} ${formatDate(project.createdAt)}`}
      extra={
        <>
          <Tag>{contentTypeLabel(project.contentType)}</Tag>
          <ProjectStatusTag status={project.status} />
        </>
      }
    >
      <div className="detail-layout">
        <div className="detail-layout__main">
          {project.status === 'review' ? <DesignReviewCard project={project} /> : null}
          {project.status === 'completed' ? (
            <Card title={t.finishedDesigns} className="project-card project-card--highlight" data-testid="finished-designs">
              <FileGallery files={finals} emptyText={t.noFinalDesigns} testId="final-designs" />
            </Card>
          ) : null}
          <Card title={t.briefingTitle} className="project-card">
            <BriefingDetails items={briefingItems(project)} />
          </Card>
          <Card title={t.files} className="project-card">
            <FileGallery files={clientFiles} emptyText={t.noFiles} testId="client-files" />
          </Card>
        </div>
        <div className="detail-layout__side">
          <Card className="project-card" size="small">
            <Descriptions
              column={1}
              size="small"
              items={[
                { key: 'status', label: t.status, children: <ProjectStatusTag status={project.status} /> },
                { key: 'created', label: t.createdOn, children: formatDate(project.createdAt) },
                ...(project.completedAt
                  ? [{ key: 'completed', label: t.completedOn, children: formatDate(project.completedAt) }]
                  : []),
                {
                  key: 'reviews',
                  label: t.reviews,
                  children: (
                    <span data-testid="reviews-used">
                      {t.reviewsUsed(project.reviewCount, project.maxReviews)} ({t.reviewsRemaining(remaining)})
                    </span>
                  ),
                },
              ]}
            />
          </Card>
          <CommentsCard projectId={project.id} />
        </div>
      </div>
    </PageFrame>
  );
}
