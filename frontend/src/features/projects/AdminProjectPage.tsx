import { AuditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Empty, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate, useParams } from 'react-router-dom';
import { formatDate } from '../../shared/format';
import { BriefingDetails, briefingItems } from './components/BriefingDetails';
import { CommentsCard } from './components/CommentsCard';
import { FileGallery } from './components/FileGallery';
import { OrderFactsCard } from './components/OrderFactsCard';
import { PinChecklist } from './components/PinChecklist';
import { ProjectPageFrame } from './components/ProjectPageFrame';
import { ProjectStatusTag } from './components/ProjectStatusTag';
import { TimelineCard } from './components/TimelineCard';
import { CompareVersionsButton, VersionList, VersionShown } from './components/VersionList';
import { contentTypeLabel, statusMeaning } from './status';
import { projectTexts as t } from './texts';
import type { ProjectDetail } from './types';
import { useProjectDetail } from './useProjectDetail';
import { projectFiles } from './projectFiles';
import './projects.css';

interface VersionsCardProps {
  project: ProjectDetail;
}

/**
 * Every version of the order with its status, the chosen one in the viewer with its pins (the
 * designer's ticks and answers below), the comparison and the approval record.
 */
function VersionsCard({ project }: VersionsCardProps) {
  const { versions } = project;
  const [chosen, setChosen] = useState<number | undefined>(undefined);
  const [activePin, setActivePin] = useState<string | undefined>(undefined);
  const shown = versions.find((version) => version.number === chosen) ?? versions.find((version) => version.current) ?? versions.at(-1);
  const pins = shown ? project.pins.filter((pin) => pin.versionId === shown.id) : [];

  return (
    <Card
      title={t.versions}
      className="project-card"
      data-testid="versions"
      extra={
        <a href={project.downloads.recordUrl} download>
          <FilePdfOutlined /> {t.approvalRecord}
        </a>
      }
    >
      {shown ? (
        <>
          <div style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 8 }}>
            <VersionList
              versions={versions}
              selected={shown.number}
              onSelect={(n) => {
                setChosen(n);
                setActivePin(undefined);
              }}
            />
            <CompareVersionsButton versions={versions} />
          </div>
          <VersionShown version={shown} pins={pins} activePin={activePin} onPinClick={setActivePin} />
          {pins.length ? (
            <div style={{ marginTop: 12 }}>
              <PinChecklist
                projectId={project.id}
                pins={pins}
                versions={versions}
                editable={false}
                activeId={activePin}
                onSelect={(pin) => setActivePin(pin.id)}
                testId="version-pins"
              />
            </div>
          ) : null}
        </>
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noVersions} />
      )}
    </Card>
  );
}

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
          <VersionsCard project={project} />
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
