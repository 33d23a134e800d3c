import { Card, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../shared/format';
import { BriefingDetails, briefingItems } from './components/BriefingDetails';
import { CommentsCard } from './components/CommentsCard';
import { DesignReviewCard } from './components/DesignReviewCard';
import { FileGallery } from './components/FileGallery';
import { OrderFactsCard } from './components/OrderFactsCard';
import { ProjectPageFrame } from './components/ProjectPageFrame';
import { ProjectStatusTag } from './components/ProjectStatusTag';
import { contentTypeLabel, statusMeaning } from './status';
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
  const meaning = statusMeaning(project.status);

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
          {meaning?.waitingFor === 'clientReview' ? <DesignReviewCard project={project} /> : null}
          {meaning?.final ? (
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
          <OrderFactsCard project={project} audience="client" facts={['status', 'createdAt', 'completedAt', 'reviews']} />
          <CommentsCard projectId={project.id} />
        </div>
      </div>
    </PageFrame>
  );
}
