import { CheckCircleFilled, CheckOutlined, ClockCircleOutlined, DownloadOutlined, EditOutlined, SwapOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../shared/toast';
import { DesignViewer } from '../../review/DesignViewer';
import { pinLabels, type PinSpot } from '../../review/viewer/pins';
import { PinFeedbackForm, pinPlace } from '../../review/PinFeedbackForm';
import { usePinDrafts } from '../../review/usePinDrafts';
import { VersionCompare } from '../../review/VersionCompare';
import { actionErrorText } from '../errors';
import { projectFiles } from '../projectFiles';
import { useClientApproveMutation, useRequestChangesMutation } from '../projectsApi';
import { projectTexts as t } from '../texts';
import type { Attachment, DesignVersion, NewPin, Pin, ProjectDetail } from '../types';
import { PinThread } from './PinThread';

export interface DesignReviewCardProps {
  project: ProjectDetail;
}

/** The versions the client was shown (the server sends only those; the filter keeps it so). */
export function passedVersions(project: ProjectDetail): DesignVersion[] {
  return project.versions.filter((version) => version.passedAt !== null).sort((a, b) => a.number - b.number);
}

/** The version under review: the current one, else the latest passed. */
function currentVersion(project: ProjectDetail): DesignVersion | undefined {
  const passed = passedVersions(project);
  return passed.find((version) => version.current) ?? passed.at(-1);
}

export interface FinalFileListProps {
  files: Attachment[];
}

/** The version's files by name, each with a download link (the browser saves it under its name). */
export function FinalFileList({ files }: FinalFileListProps) {
  return (
    <ul className="final-file-list" aria-label={t.versionFiles}>
      {files.map((file) => (
        <li key={file.id} className="final-file-list__item">
          <Typography.Text ellipsis={{ tooltip: file.fileName }} className="final-file-list__name">
            {file.fileName}
          </Typography.Text>
          <Button href={file.downloadUrl} download={file.fileName} icon={<DownloadOutlined />} aria-label={t.downloadFile(file.fileName)} size="small">
            {t.download}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export interface EarlierPinsProps {
  projectId: string;
  versions: DesignVersion[];
  pins: Pin[];
  /** The list's heading (default "Deine Pins zu früheren Versionen"). */
  title?: string;
}

/** The client's pins on earlier versions and what became of each. */
export function EarlierPins({ projectId, versions, pins, title = t.earlierPins }: EarlierPinsProps) {
  const labels = new Map(pinLabels(pins).map((pin) => [pin.id, pin.label]));
  const groups = versions
    .map((version) => ({ version, pins: pins.filter((pin) => pin.versionId === version.id) }))
    .filter((group) => group.pins.length > 0);
  if (!groups.length) return null;
  return (
    <section className="earlier-pins" data-testid="earlier-pins">
      <Typography.Title level={5}>{title}</Typography.Title>
      {groups.map(({ version, pins: versionPins }) => (
        <div key={version.id} className="earlier-pins__version">
          <Typography.Text strong>{t.earlierVersionPins(version.number)}</Typography.Text>
          <ul className="earlier-pins__list">
            {[...versionPins]
              .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
              .map((pin) => {
                const place = pinPlace(pin, version.files);
                return (
                  <li key={pin.id} className="earlier-pins__item" data-testid="earlier-pin">
                    <div className="earlier-pins__head">
                      <span className="earlier-pins__number">{t.pinNumber(labels.get(pin.id) ?? '')}</span>
                      {place ? <Typography.Text type="secondary">{place}</Typography.Text> : null}
                      {pin.done ? (
                        <Tag color="success" icon={<CheckCircleFilled />}>
                          {pin.resolvedInVersion ? t.pinDoneIn(pin.resolvedInVersion) : t.pinDone}
                        </Tag>
                      ) : (
                        <Tag icon={<ClockCircleOutlined />}>{t.pinOpen}</Tag>
                      )}
                    </div>
                    <Typography.Paragraph className="earlier-pins__comment">{pin.comment}</Typography.Paragraph>
                    {pin.done && pin.answer ? (
                      <Typography.Paragraph type="secondary" className="earlier-pins__answer">
                        {t.designerAnswer} {pin.answer}
                      </Typography.Paragraph>
                    ) : null}
                    <PinThread projectId={projectId} pinId={pin.id} label={labels.get(pin.id) ?? ''} />
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}

/**
 * The client's review of the current version (status review): the designs full size, pins placed on
 * them with a comment each and a general note as one change request, or the approval of the version.
 * What is written stays in the session's storage per order and version until sent.
 */
export function DesignReviewCard({ project }: DesignReviewCardProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const [approve, { isLoading: isApproving }] = useClientApproveMutation();
  const [requestChanges, { isLoading: isRequesting }] = useRequestChangesMutation();
  const busy = isApproving || isRequesting;

  const passed = passedVersions(project);
  const version = currentVersion(project);
  // Before versions existed (or from an older server) the order's final files are the designs.
  const files = version?.files ?? projectFiles(project).finals;
  const pinDrafts = usePinDrafts(`review-draft:${project.id}:${version?.id ?? 'finals'}`);
  const { drafts, note } = pinDrafts;
  const [missingKeys, setMissingKeys] = useState<string[]>([]);
  const [noteMissing, setNoteMissing] = useState(false);
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const [slide, setSlide] = useState(0);
  const [comparing, setComparing] = useState(false);

  const remaining = Math.max(0, project.maxReviews - project.reviewCount);
  const exhausted = remaining <= 0;
  const canApprove = project.allowedActions.includes('CLIENT_APPROVE');
  const canRequest = !exhausted && project.allowedActions.includes('REQUEST_CHANGES');

  const versionPins = version ? pinLabels(project.pins.filter((pin) => pin.versionId === version.id)) : [];
  const earlier = passed.filter((v) => v.id !== version?.id);

  const placePin = (spot: PinSpot) => {
    setActiveKey(pinDrafts.place(spot));
  };

  const onApprove = async () => {
    try {
      await approve(project.id).unwrap();
      pinDrafts.clear();
      toast.success(t.approved);
      navigate('/client/projects?tab=completed');
    } catch (error) {
      toast.error(actionErrorText(error, t.approveError));
    }
  };

  const onRequestChanges = async () => {
    const text = note.trim();
    const empty = drafts.filter((draft) => !draft.comment.trim()).map((draft) => draft.key);
    setMissingKeys(empty);
    if (empty.length) {
      setActiveKey(empty[0]);
      return;
    }
    if (!text && !drafts.length) {
      setNoteMissing(true);
      toast.error(t.changesRequired);
      return;
    }
    setNoteMissing(false);
    try {
      await requestChanges({
        id: project.id,
        feedback: text,
        pins: drafts.map(({ attachmentId, x, y, atSeconds, comment }): NewPin => ({ attachmentId, x, y, atSeconds, comment: comment.trim() })),
      }).unwrap();
      pinDrafts.clear();
      setActiveKey(undefined);
      toast.success(t.changesRequested);
    } catch (error) {
      toast.error(actionErrorText(error, t.changesError));
    }
  };

  const approveText = `${t.approveConfirmText(files.length)}${drafts.length ? ` ${t.approveDiscardsDrafts(drafts.length)}` : ''}`;

  return (
    <Card
      title={t.designReview}
      // design-review-card: its decision bar sticks to the window's bottom (projects.css).
      className="project-card project-card--highlight design-review-card"
      data-testid="design-review"
    >
      <Typography.Paragraph type="secondary">{t.designReviewText}</Typography.Paragraph>
      {earlier.length ? (
        // In the body, not the card's header: there it would squeeze the title on a phone.
        <div className="review-compare">
          <Button icon={<SwapOutlined />} onClick={() => setComparing(true)}>
            {t.compareVersions}
          </Button>
        </div>
      ) : null}
      <div className="final-designs" data-testid="final-designs">
        <DesignViewer
          files={files}
          pins={versionPins}
          drafts={drafts}
          onPlacePin={canRequest && !busy ? placePin : undefined}
          activeKey={activeKey}
          index={slide}
          onIndexChange={setSlide}
          onPinClick={setActiveKey}
          label={version ? `V${version.number}` : undefined}
        />
        <FinalFileList files={files} />
      </div>
      <PinFeedbackForm
        idPrefix="client-feedback"
        files={files}
        drafts={drafts}
        firstNumber={versionPins.length + 1}
        missingKeys={missingKeys}
        draftsError={missingKeys.some((k) => drafts.some((draft) => draft.key === k && !draft.comment.trim())) ? t.pinCommentsMissing : undefined}
        onFocusDraft={setActiveKey}
        onChangeDraft={pinDrafts.setComment}
        onRemoveDraft={(draftKey) => {
          pinDrafts.remove(draftKey);
          setMissingKeys((keys) => keys.filter((k) => k !== draftKey));
        }}
        note={note}
        onNoteChange={(value) => {
          pinDrafts.setNote(value);
          if (value.trim()) setNoteMissing(false);
        }}
        noteLabel={t.feedbackLabel}
        notePlaceholder={drafts.length ? t.feedbackOptionalPrompt : t.feedbackPrompt}
        noteError={noteMissing && !note.trim() && !drafts.length ? t.changesRequired : undefined}
        submitLabel={t.requestChanges}
        submitIcon={<EditOutlined />}
        submitting={isRequesting}
        onSubmit={onRequestChanges}
        disabled={!canRequest || isApproving}
        extra={
          exhausted ? (
            <Alert type="warning" showIcon className="project-alert" title={t.revisionsExhausted(project.maxReviews)} data-testid="revisions-exhausted" />
          ) : (
            <Typography.Paragraph type="secondary" data-testid="remaining-changes">
              {t.remainingChanges(remaining, project.maxReviews)}
            </Typography.Paragraph>
          )
        }
        actions={
          // Approving ends the order and every revision left: one more click, naming what is approved.
          <Popconfirm
            title={version ? t.approveVersionTitle(version.number) : t.approveConfirmTitle}
            description={approveText}
            okText={t.approveConfirmOk}
            cancelText={t.cancel}
            onConfirm={onApprove}
            disabled={!canApprove || busy}
          >
            <Button type="primary" icon={<CheckOutlined />} loading={isApproving} disabled={!canApprove || busy}>
              {t.approve}
            </Button>
          </Popconfirm>
        }
      />
      <EarlierPins projectId={project.id} versions={earlier} pins={project.pins} />
      {earlier.length ? (
        <Modal
          open={comparing}
          title={t.compareVersions}
          onCancel={() => setComparing(false)}
          footer={null}
          width={{ xs: '100%', sm: '100%', md: '90%', lg: 1100 }}
          className="compare-modal"
          destroyOnHidden
        >
          <VersionCompare versions={passed} />
        </Modal>
      ) : null}
    </Card>
  );
}
