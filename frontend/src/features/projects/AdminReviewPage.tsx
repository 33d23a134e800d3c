import { AuditOutlined, CheckOutlined, CloseOutlined, LeftOutlined, RightOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Col, Descriptions, Divider, Grid, Modal, Result, Row, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { VERSION_MEANINGS } from '../../shared/contracts';
import { formatDate } from '../../shared/format';
import { useToast } from '../../shared/toast';
import { DesignViewer } from '../review';
import type { PinSpot } from '../review';
import { PinFeedbackForm } from '../review';
import { usePinDrafts } from '../review';
import { HashtagList, SlideIdeasList } from './components/BriefingDetails';
import { FileGallery } from './components/FileGallery';
import { PinChecklist } from './components/PinChecklist';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageLoading } from './components/PageLoading';
import { ProjectPageFrame } from './components/ProjectPageFrame';
import { RejectDialog } from './components/RejectDialog';
import { CompareVersionsButton } from './components/VersionList';
import { actionErrorText, useLoadErrorToast } from './errors';
import { projectFiles } from './projectFiles';
import { LIVE, useAdminApproveMutation, useAdminRejectMutation, useGetReviewQueueQuery } from './projectsApi';
import { contentTypeLabel } from '../../shared/orders/status';
import { projectTexts as t } from './texts';
import type { DesignVersion, Pin, ProjectDetail } from '../../shared/orders/types';
import '../../shared/styles/projects.css';

function text(value: string | null): string {
  return value?.trim() ? value : t.notSpecified;
}

/** The version the admin checks: the current one, waiting in the check. */
function versionToCheck(project: ProjectDetail): DesignVersion | undefined {
  return project.versions.find((version) => version.current && VERSION_MEANINGS[version.status].inCheck);
}

/** The pins of the versions before the one in the check: what the designer had to do. */
function earlierPinsOf(project: ProjectDetail, version = versionToCheck(project)) {
  return project.pins.filter((pin) => !version || pin.versionNumber < version.number);
}

interface ApproveButtonProps {
  project: ProjectDetail;
  version: DesignVersion | undefined;
  openPins: number;
  /** Sends the release; resolves whether it went through. */
  onApprove: () => Promise<boolean>;
  loading: boolean;
  disabled: boolean;
}

interface OpenPinsWarningProps {
  openPins: number;
}

/** "{n} Pins sind noch offen": said before "Freigeben" while the designer left pins open. */
function OpenPinsWarning({ openPins }: OpenPinsWarningProps) {
  if (openPins === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      className="project-alert"
      title={t.openPinsWarning(openPins)}
      data-testid="open-pins-warning"
    />
  );
}

/**
 * "Freigeben" always asks first, naming the order and the version ("«Titel» V2 freigeben?"), and
 * warns in the question while pins are open. A double click only opens the question (the dialog
 * lies over the page, so no click reaches the next order moving up); its button sends once and
 * stays busy until the answer, so a second click there sends nothing either.
 */
function ApproveButton({ project, version, openPins, onApprove, loading, disabled }: ApproveButtonProps) {
  const [asking, setAsking] = useState(false);
  const sending = useRef(false);
  const confirm = async () => {
    if (sending.current) return;
    sending.current = true;
    try {
      if (await onApprove()) setAsking(false);
    } finally {
      sending.current = false;
    }
  };
  return (
    <>
      <Button
        type="primary"
        icon={<CheckOutlined />}
        onClick={() => setAsking(true)}
        loading={loading}
        disabled={disabled}
      >
        {t.approve}
      </Button>
      <Modal
        open={asking}
        title={t.releaseQuestion(project.title, version?.number ?? null)}
        okText={t.approveDespiteOk}
        cancelText={t.cancel}
        onOk={() => void confirm()}
        onCancel={() => setAsking(false)}
        confirmLoading={loading}
        okButtonProps={{ disabled }}
        maskClosable={false}
        destroyOnHidden
      >
        <div data-testid="release-question">
          {openPins > 0 && (
            <Alert
              type="warning"
              showIcon
              className="project-alert"
              title={t.approveDespiteOpenPins}
              description={t.openPinsWarning(openPins)}
            />
          )}
          <Typography.Paragraph>{t.releaseText(project.client.name)}</Typography.Paragraph>
        </div>
      </Modal>
    </>
  );
}

interface PinSectionProps {
  project: ProjectDetail;
  pins: Pin[];
  /** "Offene Pins" or "Erledigte Pins": which of the pins it lists. */
  only: 'open' | 'done';
  emptyText: string;
}

/** The pins of earlier versions the designer still has open, or those it did, under their heading. */
function PinSection({ project, pins, only, emptyText }: PinSectionProps) {
  const headingId = `${only}-pins-${project.id}`;
  return (
    <section aria-labelledby={headingId}>
      <Typography.Title level={5} id={headingId}>
        {only === 'open' ? t.openPins : t.donePins}
      </Typography.Title>
      <PinChecklist
        project={project}
        pins={pins}
        editable={false}
        only={only}
        testId={`${only}-pins`}
        emptyText={emptyText}
      />
    </section>
  );
}

interface AdminCheckProps {
  project: ProjectDetail;
  open: boolean;
  onClose: () => void;
}

/**
 * The full check of the version waiting: the designs with pin placing, the pins of earlier versions
 * and whether the designer did them, then pass it on or send it back with pins and a note.
 */
function AdminCheck({ project, open, onClose }: AdminCheckProps) {
  const toast = useToast();
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  const [approve, { isLoading: isApproving }] = useAdminApproveMutation();
  const [reject, { isLoading: isRejecting }] = useAdminRejectMutation();
  const version = versionToCheck(project);
  const draft = usePinDrafts(version ? `admin-check:${project.id}:${version.id}` : null);
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  // After a refused send-back: what is missing, marked until written.
  const [missing, setMissing] = useState<{ keys: string[]; note: boolean }>({ keys: [], note: false });
  const canApprove = project.allowedActions.includes('ADMIN_APPROVE');
  const canReject = project.allowedActions.includes('ADMIN_REJECT');

  const earlierPins = earlierPinsOf(project, version);
  const openPins = earlierPins.filter((pin) => !pin.done).length;

  const place = (spot: PinSpot) => setActiveKey(draft.place(spot));

  const onApprove = async () => {
    try {
      await approve({ id: project.id, version: version?.number }).unwrap();
      draft.clear();
      toast.success(t.adminApproved);
      onClose();
      return true;
    } catch (error) {
      toast.error(actionErrorText(error, t.adminApproveError));
      return false;
    }
  };

  const onSendBack = async () => {
    const note = draft.note.trim();
    if (!note && !draft.drafts.length) {
      setMissing({ keys: [], note: true });
      toast.error(t.sendBackRequired);
      return;
    }
    const uncommented = draft.drafts.filter((pin) => !pin.comment.trim()).map((pin) => pin.key);
    if (uncommented.length) {
      setMissing({ keys: uncommented, note: false });
      setActiveKey(uncommented[0]);
      toast.error(t.pinCommentRequired);
      return;
    }
    setMissing({ keys: [], note: false });
    try {
      await reject({
        id: project.id,
        feedback: note,
        pins: draft.drafts.map((pin) => ({
          attachmentId: pin.attachmentId,
          x: pin.x,
          y: pin.y,
          atSeconds: pin.atSeconds,
          comment: pin.comment.trim(),
        })),
      }).unwrap();
      draft.clear();
      toast.success(t.rejected);
      onClose();
    } catch (error) {
      toast.error(actionErrorText(error, t.rejectError));
    }
  };

  return (
    <Modal
      open={open}
      title={t.checkTitle(project.title)}
      footer={null}
      onCancel={onClose}
      width={phone ? '100%' : 1200}
      style={phone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
      destroyOnHidden
    >
      <div data-testid="admin-check">
        {version ? (
          <Row gutter={[24, 16]}>
            <Col xs={24} lg={14}>
              <div
                style={{
                  display: 'flex',
                  flexWrap: 'wrap',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 8,
                  marginBottom: 8,
                }}
              >
                <Typography.Text type="secondary">{t.checkHint}</Typography.Text>
                <CompareVersionsButton versions={project.versions} />
              </div>
              <DesignViewer
                files={version.files}
                drafts={draft.drafts}
                onPlacePin={canReject ? place : undefined}
                activeKey={activeKey}
                onPinClick={setActiveKey}
                label={t.versionLabel(version.number)}
              />
            </Col>
            <Col xs={24} lg={10}>
              <PinSection
                project={project}
                pins={earlierPins}
                only="open"
                emptyText={earlierPins.length ? t.allPinsDone : t.noOpenPins}
              />
              {earlierPins.some((pin) => pin.done) ? (
                <PinSection project={project} pins={earlierPins} only="done" emptyText={t.noPins} />
              ) : null}
              <Divider />
              <PinFeedbackForm
                drafts={draft.drafts}
                onChangeDraft={(key, comment) => draft.setComment(key, comment)}
                onRemoveDraft={draft.remove}
                note={draft.note}
                onNoteChange={draft.setNote}
                noteLabel={t.rejectFeedbackLabel}
                noteError={missing.note && !draft.note.trim() && !draft.drafts.length ? t.sendBackRequired : undefined}
                files={version.files}
                missingKeys={missing.keys}
                onFocusDraft={setActiveKey}
                idPrefix={`check-${project.id}`}
                submitLabel={t.sendBack}
                submitting={isRejecting}
                onSubmit={() => void onSendBack()}
                disabled={!canReject || isApproving}
              />
              <Divider />
              <OpenPinsWarning openPins={openPins} />
              <ApproveButton
                project={project}
                version={version}
                openPins={openPins}
                onApprove={onApprove}
                loading={isApproving}
                disabled={!canApprove || isRejecting}
              />
            </Col>
          </Row>
        ) : (
          <Result status="info" title={t.noVersionToCheck} />
        )}
      </div>
    </Modal>
  );
}

interface ReviewItemProps {
  project: ProjectDetail;
}

/** One order of the queue: who, what was ordered, and the designs to judge. */
function ReviewItem({ project }: ReviewItemProps) {
  const toast = useToast();
  const [approve, { isLoading: isApproving }] = useAdminApproveMutation();
  const [rejecting, setRejecting] = useState(false);
  const [checking, setChecking] = useState(false);
  const { finals } = projectFiles(project);
  const canApprove = project.allowedActions.includes('ADMIN_APPROVE');
  const canReject = project.allowedActions.includes('ADMIN_REJECT');
  const openPins = earlierPinsOf(project).filter((pin) => !pin.done).length;

  const onApprove = async () => {
    try {
      await approve({ id: project.id, version: versionToCheck(project)?.number }).unwrap();
      toast.success(t.adminApproved);
      return true;
    } catch (error) {
      toast.error(actionErrorText(error, t.adminApproveError));
      return false;
    }
  };

  return (
    <div className="detail-layout" data-testid="review-item">
      <div className="detail-layout__main">
        <Card title={t.finalDesigns} className="project-card project-card--highlight">
          <FileGallery files={finals} emptyText={t.noFinalDesigns} testId="final-designs" />
          <OpenPinsWarning openPins={openPins} />
          <div className="form-actions form-actions--start">
            <Button icon={<AuditOutlined />} onClick={() => setChecking(true)}>
              {t.check}
            </Button>
            <ApproveButton
              project={project}
              version={versionToCheck(project)}
              openPins={openPins}
              onApprove={onApprove}
              loading={isApproving}
              disabled={!canApprove}
            />
            <Button
              danger
              icon={<CloseOutlined />}
              onClick={() => setRejecting(true)}
              disabled={!canReject || isApproving}
            >
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
              {
                key: 'revisions',
                label: t.reviews,
                children: t.revisionsUsed(project.reviewCount, project.maxReviews),
              },
            ]}
          />
        </Card>
      </div>
      <AdminCheck project={project} open={checking} onClose={() => setChecking(false)} />
      <RejectDialog
        projectId={project.id}
        projectTitle={project.title}
        open={rejecting}
        onClose={() => setRejecting(false)}
      />
    </div>
  );
}

/** The queue is asked a page at a time; the screen shows one order of it at a time. */
const REVIEW_PAGE_SIZE = 10;

/**
 * /admin/review: orders in admin_review, oldest first, one at a time (spec 001). The position is
 * in the whole queue; the page holding it is asked from the server, so a queue of hundreds costs
 * ten orders' details per request, not all of them.
 */
export function AdminReviewPage() {
  const [index, setIndex] = useState(0);
  const page = Math.floor(index / REVIEW_PAGE_SIZE) + 1;
  // `currentData`: the page asked for, never the one before it while the next loads.
  const { currentData: queue, isError, refetch } = useGetReviewQueueQuery({ page, pageSize: REVIEW_PAGE_SIZE }, LIVE);
  useLoadErrorToast(isError, t.loadProjectsError);
  // Orders left the queue (approved, sent back, by anyone) and the page is now past its end: to the last.
  const lastIndex = queue && queue.total > 0 && !queue.items.length ? queue.total - 1 : null;
  // Set while rendering (React renders again at once), not in an effect that would paint the empty page first.
  if (lastIndex !== null && index !== lastIndex) setIndex(lastIndex);

  let body;
  if (isError) body = <LoadFailure text={t.unavailable} onRetry={refetch} />;
  else if (!queue || lastIndex !== null) body = <PageLoading />;
  else if (!queue.total)
    body = (
      <Result status="success" title={t.reviewEmptyTitle} subTitle={t.reviewEmptyText} data-testid="review-empty" />
    );
  else {
    // After an approval or rejection the order leaves the queue and the next one moves up.
    const offset = (page - 1) * REVIEW_PAGE_SIZE;
    const current = Math.min(index, offset + queue.items.length - 1);
    const project = queue.items[current - offset];
    body = (
      <>
        <nav className="review-nav" aria-label={t.adminReviewTitle}>
          <Button icon={<LeftOutlined />} onClick={() => setIndex(current - 1)} disabled={current === 0}>
            {t.previous}
          </Button>
          <Typography.Text strong className="review-nav__counter" data-testid="review-counter" aria-live="polite">
            {t.reviewCounter(current + 1, queue.total)}
          </Typography.Text>
          <Button onClick={() => setIndex(current + 1)} disabled={current >= queue.total - 1}>
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
