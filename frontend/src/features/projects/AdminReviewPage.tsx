import { CheckOutlined, CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Result, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { formatDate } from '../../shared/format';
import { useToast } from '../../shared/toast';
import { HashtagList, SlideIdeasList } from './components/BriefingDetails';
import { FileGallery } from './components/FileGallery';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageLoading } from './components/PageLoading';
import { ProjectPageFrame } from './components/ProjectPageFrame';
import { RejectDialog } from './components/RejectDialog';
import { actionErrorText, useLoadErrorToast } from './errors';
import { projectFiles } from './projectFiles';
import { LIVE, useAdminApproveMutation, useGetReviewQueueQuery } from './projectsApi';
import { contentTypeLabel } from './status';
import { projectTexts as t } from './texts';
import type { ProjectDetail } from './types';
import './projects.css';

function text(value: string | null): string {
  return value?.trim() ? value : t.notSpecified;
}

interface ReviewItemProps {
  project: ProjectDetail;
}

/** One order of the queue: who, what was ordered, and the designs to judge. */
function ReviewItem({ project }: ReviewItemProps) {
  const toast = useToast();
  const [approve, { isLoading: isApproving }] = useAdminApproveMutation();
  const [rejecting, setRejecting] = useState(false);
  const { finals } = projectFiles(project);
  const canApprove = project.allowedActions.includes('ADMIN_APPROVE');
  const canReject = project.allowedActions.includes('ADMIN_REJECT');

  const onApprove = async () => {
    try {
      await approve(project.id).unwrap();
      toast.success(t.adminApproved);
    } catch (error) {
      toast.error(actionErrorText(error, t.adminApproveError));
    }
  };

  return (
    <div className="detail-layout" data-testid="review-item">
      <div className="detail-layout__main">
        <Card title={t.finalDesigns} className="project-card project-card--highlight">
          <FileGallery files={finals} emptyText={t.noFinalDesigns} testId="final-designs" />
          <div className="form-actions form-actions--start">
            <Button type="primary" icon={<CheckOutlined />} onClick={onApprove} loading={isApproving} disabled={!canApprove}>
              {t.approve}
            </Button>
            <Button danger icon={<CloseOutlined />} onClick={() => setRejecting(true)} disabled={!canReject || isApproving}>
              {t.reject}
            </Button>
          </div>
        </Card>
      </div>
      <div className="detail-layout__side">
        <Card
          title={
            <Typography.Title level={3} className="review-item__title">
              {project.title}
            </Typography.Title>
          }
          extra={<Link to={`/admin/project/${project.id}`}>{t.openOrder}</Link>}
          className="project-card"
        >
          <Descriptions
            column={1}
            size="small"
            items={[
              { key: 'client', label: t.client, children: project.client.name },
              { key: 'designer', label: t.designer, children: project.designer?.name ?? t.noDesigner },
              { key: 'type', label: t.contentType, children: <Tag>{contentTypeLabel(project.contentType)}</Tag> },
              { key: 'created', label: t.createdOn, children: formatDate(project.createdAt) },
              { key: 'platform', label: t.platform, children: text(project.platform) },
              { key: 'content', label: t.content, children: <span className="pre-wrap">{project.description}</span> },
              { key: 'contentDescription', label: t.contentDescription, children: text(project.contentDescription) },
              { key: 'hook', label: t.hook, children: text(project.hook) },
              { key: 'cta', label: t.cta, children: text(project.cta) },
              { key: 'visualIdea', label: t.visualIdea, children: text(project.visualIdea) },
              ...(project.contentType === 'carousel' && project.slideIdeas?.length
                ? [{ key: 'slides', label: t.slideIdeas, children: <SlideIdeasList slides={project.slideIdeas} /> }]
                : []),
              { key: 'hashtags', label: t.hashtags, children: <HashtagList hashtags={project.hashtags} /> },
              { key: 'notes', label: t.specialNotes, children: text(project.specialNotes) },
              { key: 'revisions', label: t.reviews, children: t.revisionsUsed(project.reviewCount, project.maxReviews) },
            ]}
          />
        </Card>
      </div>
      <RejectDialog
        projectId={project.id}
        projectTitle={project.title}
        open={rejecting}
        onClose={() => setRejecting(false)}
      />
    </div>
  );
}

/** /admin/review: orders in admin_review, oldest first, one at a time (spec 001). */
export function AdminReviewPage() {
  const { data: queue, isLoading, isError, refetch } = useGetReviewQueueQuery(undefined, LIVE);
  const [index, setIndex] = useState(0);
  useLoadErrorToast(isError, t.loadProjectsError);

  let body;
  if (isLoading) body = <PageLoading />;
  else if (isError || !queue) body = <LoadFailure text={t.unavailable} onRetry={refetch} />;
  else if (!queue.length)
    body = <Result status="success" title={t.reviewEmptyTitle} subTitle={t.reviewEmptyText} data-testid="review-empty" />;
  else {
    // After an approval or rejection the order leaves the queue and the next one moves up.
    const current = Math.min(index, queue.length - 1);
    const project = queue[current];
    body = (
      <>
        <nav className="review-nav" aria-label={t.adminReviewTitle}>
          <Button icon={<LeftOutlined />} onClick={() => setIndex(current - 1)} disabled={current === 0}>
            {t.previous}
          </Button>
          <Typography.Text strong className="review-nav__counter" data-testid="review-counter" aria-live="polite">
            {t.reviewCounter(current + 1, queue.length)}
          </Typography.Text>
          <Button onClick={() => setIndex(current + 1)} disabled={current >= queue.length - 1}>
            {t.next} <RightOutlined />
          </Button>
        </nav>
        <ReviewItem key={project.id} project={project} />
      </>
    );
  }

  return (
    <ProjectPageFrame title={t.adminReviewTitle} subtitle={t.adminReviewSubtitle}>
      {body}
    </ProjectPageFrame>
  );
}
