import { AuditOutlined } from '@ant-design/icons';
import { Button, Card, Tag } from 'antd';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../shared/format';
import { BriefingDetails, briefingItems } from './components/BriefingDetails';
import { CommentsCard } from './components/CommentsCard';
import { FileGallery } from './components/FileGallery';
import { OrderFactsCard } from './components/OrderFactsCard';
import { ProjectPageFrame } from './components/ProjectPageFrame';
import { ProjectStatusTag } from './components/ProjectStatusTag';
import { TimelineCard } from './components/TimelineCard';
import { contentTypeLabel, statusMeaning } from './status';
import { projectTexts as t } from './texts';
import { useProjectDetail } from './useProjectDetail';
import { projectFiles } from './projectFiles';
import './projects.css';

/** /admin/project/{id}: the order read-only, with all its files, messages and events (spec 001). */
export function AdminProjectPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { project, pending } = useProjectDetail(id, { backTo: '/admin/projects', title: t.adminProjectTitle, subtitle: t.adminProjectSubtitle });
  if (!project) return pending;

  const { clientFiles, finals } = projectFiles(project);

  return (
    <ProjectPageFrame
      title={project.title}
      subtitle={`${t.createdOn} ${formatDate(project.createdAt)}`}
      className="project-detail"
      extra={
        <>
          <Tag>{contentTypeLabel(project.contentType)}</Tag>
          <ProjectStatusTag status={project.status} audience="staff" />
          {statusMeaning(project.status)?.waitingFor === 'adminReview' ? (
            <Button type="primary" icon={<AuditOutlined />} onClick={() => navigate('/admin/review')}>
              {t.adminReviewTitle}
            </Button>
          ) : null}
        </>
      }
    >
      <div className="detail-layout">
        <div className="detail-layout__main">
          <Card title={t.briefingTitle} className="project-card">
            <BriefingDetails items={briefingItems(project)} />
          </Card>
          <Card title={t.clientFiles} className="project-card">
            <FileGallery files={clientFiles} emptyText={t.noFiles} testId="client-files" />
          </Card>
          <Card title={t.finalDesigns} className="project-card">
            <FileGallery files={finals} emptyText={t.noFinalDesigns} testId="final-designs" />
          </Card>
        </div>
        <div className="detail-layout__side">
          <OrderFactsCard
            project={project}
            audience="staff"
            facts={['client', 'designer', 'status', 'createdAt', 'completedAt', 'reviews']}
          />
          <CommentsCard projectId={project.id} canWrite={false} />
          <TimelineCard projectId={project.id} />
        </div>
      </div>
    </ProjectPageFrame>
  );
}
