import { AuditOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Empty } from 'antd';
import { useNavigate } from 'react-router-dom';
import { CommentsCard } from '../components/CommentsCard';
import { OrderFactsCard } from '../components/OrderFactsCard';
import { PinChecklist } from '../components/PinChecklist';
import { TimelineCard } from '../components/TimelineCard';
import { CompareVersionsButton, VersionList, VersionShown } from '../components/VersionList';
import { statusMeaning } from '../../../shared/orders/status';
import { projectTexts as t } from '../texts';
import type { WorkspacePart } from './OrderWorkspace';

/**
 * Every version of the order with its status, the chosen one in the viewer with its pins (the
 * designer's ticks and answers below), the comparison and the approval record.
 */
export const VersionsPart: WorkspacePart = ({ project, viewer }) => {
  const { versions } = project;
  const { shown, shownPins: pins, activePin, setActivePin } = viewer;

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
          <div
            style={{
              display: 'flex',
              flexWrap: 'wrap',
              alignItems: 'flex-start',
              justifyContent: 'space-between',
              gap: 8,
            }}
          >
            <VersionList versions={versions} selected={shown.number} onSelect={viewer.select} />
            <CompareVersionsButton versions={versions} />
          </div>
          <VersionShown version={shown} pins={pins} activePin={activePin} onPinClick={setActivePin} />
          {pins.length ? (
            <div style={{ marginTop: 12 }}>
              <PinChecklist
                project={project}
                pins={pins}
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
};

/** While the order waits for the admin's check: the way to the review queue. */
export const ReviewQueueActionPart: WorkspacePart = ({ project }) => {
  const navigate = useNavigate();
  if (statusMeaning(project.status)?.waitingFor !== 'adminReview') return null;
  return (
    <Button type="primary" icon={<AuditOutlined />} onClick={() => navigate('/admin/review')}>
      {t.adminReviewTitle}
    </Button>
  );
};

export const AdminFactsPart: WorkspacePart = ({ project }) => {
  return (
    <OrderFactsCard
      project={project}
      audience="staff"
      facts={['client', 'designer', 'status', 'owedBy', 'due', 'createdAt', 'completedAt', 'reviews']}
    />
  );
};

/** The order's communication, read-only for the admin. */
export const ReadOnlyCommunicationPart: WorkspacePart = ({ project }) => {
  return <CommentsCard projectId={project.id} canWrite={false} />;
};

export const TimelinePart: WorkspacePart = ({ project }) => {
  return <TimelineCard projectId={project.id} />;
};
