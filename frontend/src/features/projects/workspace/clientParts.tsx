import { CopyOutlined, FileZipOutlined, FilePdfOutlined } from '@ant-design/icons';
import { Button, Card, Typography } from 'antd';
import { VERSION_MEANINGS } from '../../../shared/contracts';
import { useToast } from '../../../shared/toast';
import { ApprovalList } from '../../team';
import { GuestLinksCard } from '../../team';
import { useMembership } from '../../team';
import { DesignViewer } from '../../review';
import { PublishingCard } from '../../publishing';
import { CommentsCard } from '../components/CommentsCard';
import { DesignReviewCard, FinalFileList, passedVersions } from '../components/DesignReviewCard';
import { OrderFactsCard } from '../components/OrderFactsCard';
import { ReorderButton } from '../components/ReorderButton';
import { RevisionCard, versionInRevision } from '../components/RevisionCard';
import { projectFiles } from '../projectFiles';
import { statusMeaning } from '../../../shared/orders/status';
import { projectTexts as t } from '../texts';
import { teamTexts as tt } from '../../team';
import type { OrderDownloads } from '../../../shared/orders/types';
import type { WorkspacePart } from './OrderWorkspace';

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

/** The approved version once the order is done: to look at, download (one by one or as ZIP) and post. */
export const FinishedDesignsPart: WorkspacePart = ({ project }) => {
  if (!statusMeaning(project.status)?.final) return null;
  const passed = passedVersions(project);
  const approved =
    [...passed].reverse().find((version) => VERSION_MEANINGS[version.status].approved) ??
    passed.find((version) => version.current) ??
    passed.at(-1);
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
        {files.length ? (
          <FinalFileList files={files} />
        ) : (
          <Typography.Text type="secondary">{t.noFinalDesigns}</Typography.Text>
        )}
      </div>
      {project.generatedCaption || cta || project.hashtags ? (
        <section className="post-texts" data-testid="post-texts">
          <Typography.Title level={5}>{t.postTexts}</Typography.Title>
          {project.generatedCaption ? (
            <CopyText
              label={t.caption}
              text={project.generatedCaption}
              buttonLabel={t.copyCaption}
              testId="copy-caption"
            />
          ) : null}
          {cta ? <CopyText label={t.cta} text={cta} buttonLabel={t.copyCta} testId="copy-cta" /> : null}
          {project.hashtags ? (
            <CopyText label={t.hashtags} text={project.hashtags} buttonLabel={t.copyHashtags} testId="copy-hashtags" />
          ) : null}
        </section>
      ) : null}
    </Card>
  );
};

/** In the client's review: the designs to approve or to ask changes for, with pins. */
export const DesignReviewPart: WorkspacePart = ({ project }) => {
  return statusMeaning(project.status)?.waitingFor === 'clientReview' ? <DesignReviewCard project={project} /> : null;
};

/** The version the client asked changes for, while the designer works on it. */
export const RevisionPart: WorkspacePart = ({ project }) => {
  const inRevision = versionInRevision(project);
  const { rights } = useMembership();
  return inRevision ? <RevisionCard project={project} version={inRevision} canReply={rights.comment} /> : null;
};

/** Ordering again is the company's owners' (a new order). */
export const ReorderPart: WorkspacePart = ({ project }) => {
  const { rights } = useMembership();
  return rights.manage ? <ReorderButton project={project} /> : null;
};

export const ClientFactsPart: WorkspacePart = ({ project }) => {
  return (
    <OrderFactsCard
      project={project}
      audience="client"
      facts={['status', 'owedBy', 'due', 'createdAt', 'completedAt', 'reviews']}
    />
  );
};

/** The order's messages; only who may comment (not a viewer) gets the box to write. */
export const CommunicationPart: WorkspacePart = ({ project }) => {
  const { rights } = useMembership();
  return <CommentsCard projectId={project.id} canWrite={rights.comment} />;
};

/**
 * What the caller's role lets it do on the order, in one line («Deine Rolle «Lesen»: du kannst die
 * Designs ansehen, …»); a member's only (an admin viewing as the client has no member role).
 */
export const RoleLinePart: WorkspacePart = () => {
  const { role, companyName } = useMembership();
  if (!role || companyName === null) return null;
  return (
    <Typography.Paragraph type="secondary" className="role-line" data-testid="role-line">
      {tt.roleLine(role)}
    </Typography.Paragraph>
  );
};

/** Who approved which version (members by name, guests as "Name (Gast)"). */
export const ApprovalsPart: WorkspacePart = ({ project }) => {
  return <ApprovalList approvals={project.approvals} />;
};

/** The order's guest links, for who may make them (rights.guestLinks). */
export const GuestLinksPart: WorkspacePart = ({ project }) => {
  return project.rights.guestLinks ? <GuestLinksCard projectId={project.id} /> : null;
};

/** The order's publication: its posts, and scheduling for the owners and approvers. */
export const PublishingPart: WorkspacePart = ({ project }) => {
  const { rights } = useMembership();
  return <PublishingCard project={project} canSchedule={rights.decide} />;
};
