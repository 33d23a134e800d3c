import { CopyOutlined, FileZipOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { formatDate } from '../../shared/format';
import { useToast } from '../../shared/toast';
import { DesignViewer } from '../review/DesignViewer';
import { BriefingDetails, briefingItems } from './components/BriefingDetails';
import { CommentsCard } from './components/CommentsCard';
import { DesignReviewCard, FinalFileList, passedVersions } from './components/DesignReviewCard';
import { FileGallery } from './components/FileGallery';
import { OrderFactsCard } from './components/OrderFactsCard';
import { ProjectPageFrame } from './components/ProjectPageFrame';
import { ProjectStatusTag } from './components/ProjectStatusTag';
import { ReorderButton } from './components/ReorderButton';
import { RevisionCard, versionInRevision } from './components/RevisionCard';
import { contentTypeLabel, statusMeaning } from './status';
import { projectTexts as t } from './texts';
import { useProjectDetail } from './useProjectDetail';
import { projectFiles } from './projectFiles';
import type { OrderDownloads, ProjectDetail } from './types';
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

interface CopyTextProps {
  label: string;
  text: string;
  buttonLabel: string;
  testId: string;
}

/** A text of the post, with a button that copies it for pasting into the platform. */
function CopyText({ label, text, buttonLabel, testId }: CopyTextProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(text);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyError);
    }
  };
  return (
    <div className="post-text" data-testid={testId}>
      <div className="post-text__head">
        <Typography.Text strong>{label}</Typography.Text>
        <Button size="small" icon={<CopyOutlined />} onClick={copy} className="post-text__copy">
          {buttonLabel}
        </Button>
      </div>
      <Typography.Paragraph className="post-text__body">{text}</Typography.Paragraph>
    </div>
  );
}

interface FinishedDesignsCardProps {
  project: ProjectDetail;
}

/** The approved version once the order is done: to look at, download (one by one or as ZIP) and post. */
function FinishedDesignsCard({ project }: FinishedDesignsCardProps) {
  const passed = passedVersions(project);
  const approved = [...passed].reverse().find((version) => version.status === 'approved') ?? passed.find((version) => version.current) ?? passed.at(-1);
  const files = approved?.files ?? projectFiles(project).finals;
  const cta = project.cta ?? project.generatedCta;
  const { zipUrl, recordUrl }: OrderDownloads = project.downloads;

  return (
    <Card title={t.finishedDesigns} className="project-card project-card--highlight" data-testid="finished-designs">
      {files.length ? <DesignViewer files={files} label={approved ? `V${approved.number}` : undefined} /> : null}
      <div className="finished-downloads">
        {zipUrl ? (
          <Button type="primary" href={zipUrl} download icon={<FileZipOutlined />} data-testid="download-zip">
            {t.downloadZip}
          </Button>
        ) : null}
        <Button href={recordUrl} download icon={<FilePdfOutlined />} data-testid="download-record">
          {t.approvalRecord}
        </Button>
      </div>
      <div data-testid="final-designs">
        {files.length ? <FinalFileList files={files} /> : <Typography.Text type="secondary">{t.noFinalDesigns}</Typography.Text>}
      </div>
      {project.generatedCaption || cta || project.hashtags ? (
        <section className="post-texts" data-testid="post-texts">
          <Typography.Title level={5}>{t.postTexts}</Typography.Title>
          {project.generatedCaption ? <CopyText label={t.caption} text={project.generatedCaption} buttonLabel={t.copyCaption} testId="copy-caption" /> : null}
          {cta ? <CopyText label={t.cta} text={cta} buttonLabel={t.copyCta} testId="copy-cta" /> : null}
          {project.hashtags ? <CopyText label={t.hashtags} text={project.hashtags} buttonLabel={t.copyHashtags} testId="copy-hashtags" /> : null}
        </section>
      ) : null}
    </Card>
  );
}

/** /client/project/{id}: the whole order, its communication and, in status review, the design review. */
export function ClientProjectPage() {
  const { id = '' } = useParams();
  const { project, pending } = useProjectDetail(id, { backTo: '/client/projects', title: t.projectDetailTitle, subtitle: t.projectDetailSubtitle });
  if (!project) return pending;

  const { clientFiles } = projectFiles(project);
  const meaning = statusMeaning(project.status);
  const inRevision = versionInRevision(project);

  return (
    <PageFrame
      title={project.title}
      subtitle={`${t.createdOn} ${formatDate(project.createdAt)}`}
      extra={
        <>
          <Tag>{contentTypeLabel(project.contentType)}</Tag>
          <ProjectStatusTag status={project.status} />
          <ReorderButton project={project} />
        </>
      }
    >
      <div className="detail-layout">
        <div className="detail-layout__main">
          {meaning?.waitingFor === 'clientReview' ? <DesignReviewCard project={project} /> : null}
          {meaning?.final ? <FinishedDesignsCard project={project} /> : null}
          {inRevision ? <RevisionCard project={project} version={inRevision} /> : null}
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
