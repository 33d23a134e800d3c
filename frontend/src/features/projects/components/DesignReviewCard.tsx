import {
  CheckCircleFilled,
  CheckOutlined,
  ClockCircleOutlined,
  DeleteOutlined,
  DownloadOutlined,
  EditOutlined,
  PushpinOutlined,
  SwapOutlined,
} from '@ant-design/icons';
import { Alert, Button, Card, Grid, Modal, Popconfirm, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppSelector } from '../../../shared/store/hooks';
import { useToast } from '../../../shared/toast';
import { selectCurrentUser } from '../../../shared/session/authSlice';
import { DesignViewer } from '../../review';
import { pinLabels, type DraftPin, type PinSpot, type ViewerPin } from '../../review';
import { PinFeedbackForm, pinPlace } from '../../review';
import { usePinDrafts } from '../../review';
import { VersionCompare } from '../../review';
import { useDeletePinMutation, usePlacePinMutation } from '../../team';
import { teamTexts as tt } from '../../team';
import '../../../shared/styles/team.css';
import { actionErrorText } from '../errors';
import { projectFiles } from '../projectFiles';
import { statusMeaning } from '../../../shared/orders/status';
import { useClientApproveMutation, useRequestChangesMutation } from '../projectsApi';
import { projectTexts as t } from '../texts';
import type { Attachment, DesignVersion, NewPin, Pin, ProjectDetail } from '../../../shared/orders/types';
import { PinThread } from './PinThread';

export interface DesignReviewCardProps {
  project: ProjectDetail;
}

/**
 * What the review sends, and where: a member's requests (the order's endpoints) or a guest's (its
 * link's). Each call answers when the server took it, or throws its error.
 */
export interface ReviewActions {
  approve: () => Promise<ProjectDetail | null>;
  requestChanges: (feedback: string, pins: NewPin[]) => Promise<unknown>;
  /** Stores a pin of the running round (pending: the team sees it, the change request sends it). */
  placePin: (pin: NewPin) => Promise<unknown>;
  /** Deletes one's own pending pin; without it, no pin offers deleting. */
  deletePin?: (pinId: string) => Promise<unknown>;
  /** The order is approved (the last approval needed came in). */
  onApproved: () => void;
  approving: boolean;
  requesting: boolean;
  pinning: boolean;
  /** Whose pending pins are the caller's own (deletable). */
  myId: string | null;
  /** Where the drafts are kept in the session (per order and version). */
  draftPrefix: string;
  /** Pins of earlier versions have their threads (a member's; a guest has none). */
  threads: boolean;
  /** What one who may not decide reads instead of the buttons. */
  noDecisionHint: string;
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
          <Button
            href={file.downloadUrl}
            download={file.fileName}
            icon={<DownloadOutlined />}
            aria-label={t.downloadFile(file.fileName)}
            size="small"
          >
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
  /** Each pin with its thread (default); a guest sees the pins alone. */
  threads?: boolean;
  /** The threads offer a reply box (default); a viewer reads them only. */
  canReply?: boolean;
}

/** The client's pins on earlier versions and what became of each. */
export function EarlierPins({
  projectId,
  versions,
  pins,
  title = t.earlierPins,
  threads = true,
  canReply = true,
}: EarlierPinsProps) {
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
                    {threads ? (
                      <PinThread
                        projectId={projectId}
                        pinId={pin.id}
                        label={labels.get(pin.id) ?? ''}
                        canReply={canReply}
                      />
                    ) : null}
                  </li>
                );
              })}
          </ul>
        </div>
      ))}
    </section>
  );
}

function toNewPin({ attachmentId, x, y, atSeconds, comment }: DraftPin): NewPin {
  return { attachmentId, x, y, atSeconds, comment: comment.trim() };
}

interface TeamPinsProps {
  pins: ViewerPin[];
  source: Pin[];
  files: Attachment[];
  actions: ReviewActions;
  hint: string;
}

/** The pins of the running round not sent yet: whose, where, what; one's own can be deleted. */
function TeamPins({ pins, source, files, actions, hint }: TeamPinsProps) {
  const toast = useToast();
  const [deleting, setDeleting] = useState<string | null>(null);
  const byId = new Map(source.map((pin) => [pin.id, pin]));
  const remove = async (pinId: string) => {
    if (!actions.deletePin) return;
    setDeleting(pinId);
    try {
      await actions.deletePin(pinId);
      toast.success(tt.pinDeleted);
    } catch (error) {
      toast.error(actionErrorText(error, tt.pinDeleteError));
    } finally {
      setDeleting(null);
    }
  };
  return (
    <section data-testid="team-pins">
      <Typography.Title level={5}>{tt.teamPinsTitle}</Typography.Title>
      <Typography.Paragraph type="secondary">{hint}</Typography.Paragraph>
      <ul className="team-pins">
        {pins.map((viewerPin) => {
          const pin = byId.get(viewerPin.id);
          if (!pin) return null;
          const place = pinPlace(pin, files);
          const mine = actions.deletePin && actions.myId !== null && pin.author?.id === actions.myId;
          return (
            <li key={pin.id} className="team-pins__item" data-testid="team-pin" data-author={pin.author?.name ?? ''}>
              <div className="team-pins__body">
                <Typography.Text strong>{t.pinNumber(viewerPin.label)}</Typography.Text>{' '}
                <Typography.Text type="secondary">
                  {[pin.author ? tt.pinBy(pin.author.name) : null, place].filter(Boolean).join(' · ')}
                </Typography.Text>
                <Typography.Paragraph className="pre-wrap" style={{ margin: '4px 0 0' }}>
                  {pin.comment}
                </Typography.Paragraph>
              </div>
              {mine ? (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={tt.deletePin(viewerPin.label)}
                  loading={deleting === pin.id}
                  onClick={() => void remove(pin.id)}
                />
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

interface ReviewProgressProps {
  project: ProjectDetail;
  versionNumber: number | undefined;
}

/** Under the rule «all»: how many approvals the version has, and the caller's own. */
function ReviewProgress({ project, versionNumber }: ReviewProgressProps) {
  const progress = project.approvalProgress;
  if (!progress) return null;
  const missing = Math.max(0, progress.required - progress.approved);
  return (
    <Alert
      type={progress.approvedByMe ? 'success' : 'info'}
      showIcon
      className="approval-progress"
      data-testid="approval-progress"
      title={tt.progress(progress.approved, progress.required)}
      description={
        progress.approvedByMe && versionNumber !== undefined ? tt.approvedByMe(versionNumber, missing) : undefined
      }
    />
  );
}

export interface DesignReviewProps {
  project: ProjectDetail;
  actions: ReviewActions;
}

/**
 * The review of the current version (status review) by the client's team or a guest: the designs
 * full size with the round's pins. Who may decide (allowedActions) approves, or asks for changes
 * with pins and a note, which sends the team's open pins too; who may only comment (rights.pin)
 * stores pins for the team; a viewer looks. Drafts stay in the session's storage until sent.
 */
export function DesignReview({ project, actions }: DesignReviewProps) {
  const toast = useToast();
  const busy = actions.approving || actions.requesting || actions.pinning;

  const passed = passedVersions(project);
  const version = currentVersion(project);
  // Before versions existed (or from an older server) the order's final files are the designs.
  const files = version?.files ?? projectFiles(project).finals;
  const pinDrafts = usePinDrafts(`${actions.draftPrefix}:${project.id}:${version?.id ?? 'finals'}`);
  const { drafts, note } = pinDrafts;
  const [missingKeys, setMissingKeys] = useState<string[]>([]);
  const [noteMissing, setNoteMissing] = useState(false);
  const [activeKey, setActiveKey] = useState<string | undefined>(undefined);
  const [slide, setSlide] = useState(0);
  const [comparing, setComparing] = useState(false);

  const wide = Grid.useBreakpoint().md === true;
  const remaining = Math.max(0, project.maxReviews - project.reviewCount);
  const exhausted = remaining <= 0;
  const approvedByMe = project.approvalProgress?.approvedByMe === true;
  const mayApprove = project.allowedActions.includes('CLIENT_APPROVE');
  const mayRequest = project.allowedActions.includes('REQUEST_CHANGES');
  // Who decides (owner, approver, an approving guest); who only comments; who only looks.
  const decides = mayApprove || mayRequest || approvedByMe;
  const comments = !decides && project.rights.pin;
  const canApprove = mayApprove && !approvedByMe;
  const canRequest = !exhausted && mayRequest;

  const roundPins = version ? project.pins.filter((pin) => pin.versionId === version.id) : [];
  const versionPins = pinLabels(roundPins);
  const pendingPins = versionPins.filter((viewerPin) => roundPins.find((pin) => pin.id === viewerPin.id)?.pending);
  const earlier = passed.filter((v) => v.id !== version?.id);

  const placePin = (spot: PinSpot) => {
    setActiveKey(pinDrafts.place(spot));
  };
  const placing = (decides ? canRequest : comments) && !busy;

  const checkDrafts = (): boolean => {
    const empty = drafts.filter((draft) => !draft.comment.trim()).map((draft) => draft.key);
    setMissingKeys(empty);
    if (empty.length) setActiveKey(empty[0]);
    return empty.length === 0;
  };
  const newPins = () => drafts.map(toNewPin);

  const onApprove = async () => {
    try {
      const order = await actions.approve();
      pinDrafts.clear();
      // Under the rule «all» the version waits for the others' approvals.
      if (order && statusMeaning(order.status)?.waitingFor === 'clientReview') {
        toast.success(tt.approvalSaved);
        return;
      }
      actions.onApproved();
    } catch (error) {
      toast.error(actionErrorText(error, t.approveError));
    }
  };

  const onRequestChanges = async () => {
    const text = note.trim();
    if (!checkDrafts()) return;
    if (!text && !drafts.length && !pendingPins.length) {
      setNoteMissing(true);
      toast.error(t.changesRequired);
      return;
    }
    setNoteMissing(false);
    try {
      await actions.requestChanges(text, newPins());
      pinDrafts.clear();
      setActiveKey(undefined);
      toast.success(t.changesRequested);
    } catch (error) {
      toast.error(actionErrorText(error, t.changesError));
    }
  };

  const onSavePins = async () => {
    if (!checkDrafts()) return;
    if (!drafts.length) {
      toast.error(tt.placePinFirst);
      return;
    }
    const saved: string[] = [];
    try {
      for (const draft of drafts) {
        await actions.placePin(toNewPin(draft));
        saved.push(draft.key);
      }
      toast.success(tt.pinsSaved(saved.length));
      setActiveKey(undefined);
    } catch (error) {
      toast.error(actionErrorText(error, tt.pinSaveError));
    } finally {
      // What the server took is the team's now; what it refused stays a draft.
      for (const key of saved) pinDrafts.remove(key);
    }
  };

  // Under the rule «all» with others still to approve, this approval does not end the order yet.
  const progress = project.approvalProgress;
  const othersMissing = progress ? progress.required - progress.approved - 1 : 0;
  const approveLead = othersMissing > 0 ? tt.approveConfirmTeam(othersMissing) : t.approveConfirmText(files.length);
  const approveText = `${approveLead}${drafts.length ? ` ${t.approveDiscardsDrafts(drafts.length)}` : ''}`;
  const draftsError = missingKeys.some((k) => drafts.some((draft) => draft.key === k && !draft.comment.trim()))
    ? t.pinCommentsMissing
    : undefined;
  const formBasics = {
    files,
    drafts,
    firstNumber: versionPins.length + 1,
    missingKeys,
    draftsError,
    onFocusDraft: setActiveKey,
    onChangeDraft: pinDrafts.setComment,
    onRemoveDraft: (draftKey: string) => {
      pinDrafts.remove(draftKey);
      setMissingKeys((keys) => keys.filter((k) => k !== draftKey));
    },
  };

  let form;
  if (decides) {
    form = (
      <PinFeedbackForm
        idPrefix="client-feedback"
        {...formBasics}
        note={note}
        onNoteChange={(value) => {
          pinDrafts.setNote(value);
          if (value.trim()) setNoteMissing(false);
        }}
        noteLabel={t.feedbackLabel}
        notePlaceholder={drafts.length || pendingPins.length ? t.feedbackOptionalPrompt : t.feedbackPrompt}
        noteError={noteMissing && !note.trim() && !drafts.length && !pendingPins.length ? t.changesRequired : undefined}
        submitLabel={t.requestChanges}
        submitIcon={<EditOutlined />}
        submitting={actions.requesting}
        onSubmit={onRequestChanges}
        disabled={!canRequest || actions.approving}
        extra={
          <>
            {canRequest && pendingPins.length ? (
              <Typography.Paragraph data-testid="request-sends-team-pins">
                {tt.requestSendsAll(pendingPins.length)}
              </Typography.Paragraph>
            ) : null}
            {exhausted ? (
              <Alert
                type="warning"
                showIcon
                className="project-alert"
                title={t.revisionsExhausted(project.maxReviews)}
                data-testid="revisions-exhausted"
              />
            ) : (
              <Typography.Paragraph type="secondary" data-testid="remaining-changes">
                {t.remainingChanges(remaining, project.maxReviews)}
              </Typography.Paragraph>
            )}
          </>
        }
        actions={
          approvedByMe ? null : (
            // Approving ends the order and every revision left: one more click, naming what is approved.
            // «Freigeben» is the bar's first button, beside the sidebar: on a wide screen the question
            // opens from its left edge towards the content; on a phone the button spans the bar and
            // the question stands centred over it. Never wider than the window (shared/styles/projects.css).
            <Popconfirm
              placement={wide ? 'topLeft' : 'top'}
              classNames={{ root: 'approve-confirm' }}
              title={version ? t.approveVersionTitle(version.number) : t.approveConfirmTitle}
              description={approveText}
              okText={t.approveConfirmOk}
              cancelText={t.cancel}
              onConfirm={onApprove}
              disabled={!canApprove || busy}
            >
              <Button
                type="primary"
                icon={<CheckOutlined />}
                loading={actions.approving}
                disabled={!canApprove || busy}
              >
                {t.approve}
              </Button>
            </Popconfirm>
          )
        }
      />
    );
  } else if (comments) {
    form = (
      <>
        <PinFeedbackForm
          idPrefix="team-pins"
          {...formBasics}
          submitLabel={tt.savePins}
          submitIcon={<PushpinOutlined />}
          submitting={actions.pinning}
          onSubmit={onSavePins}
        />
        <Typography.Paragraph type="secondary" data-testid="no-decision-hint">
          {actions.noDecisionHint}
        </Typography.Paragraph>
      </>
    );
  } else {
    form = (
      <Typography.Paragraph type="secondary" data-testid="no-decision-hint">
        {actions.noDecisionHint}
      </Typography.Paragraph>
    );
  }

  return (
    <Card
      title={t.designReview}
      // design-review-card: its decision bar sticks to the window's bottom (shared/styles/projects.css).
      className="project-card project-card--highlight design-review-card"
      data-testid="design-review"
    >
      {/* What to do here, by what the caller may (a viewer only looks: its role line says so). */}
      {decides || comments ? (
        <Typography.Paragraph type="secondary" data-testid="review-intro">
          {decides ? t.designReviewText : tt.commenterReviewText}
        </Typography.Paragraph>
      ) : null}
      <ReviewProgress project={project} versionNumber={version?.number} />
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
          onPlacePin={placing ? placePin : undefined}
          activeKey={activeKey}
          index={slide}
          onIndexChange={setSlide}
          onPinClick={setActiveKey}
          label={version ? `V${version.number}` : undefined}
        />
        <FinalFileList files={files} />
      </div>
      {pendingPins.length ? (
        <TeamPins
          pins={pendingPins}
          source={roundPins}
          files={files}
          actions={actions}
          hint={comments ? tt.teamPinsCommenterHint : tt.teamPinsHint}
        />
      ) : null}
      {form}
      <EarlierPins
        projectId={project.id}
        versions={earlier}
        pins={project.pins}
        threads={actions.threads}
        canReply={decides || comments}
      />
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

/** A member's review of the order (the client's order page): the order's endpoints. */
export function DesignReviewCard({ project }: DesignReviewCardProps) {
  const navigate = useNavigate();
  const me = useAppSelector(selectCurrentUser);
  const [approve, { isLoading: approving }] = useClientApproveMutation();
  const [requestChanges, { isLoading: requesting }] = useRequestChangesMutation();
  const [placePin, { isLoading: pinning }] = usePlacePinMutation();
  const [deletePin] = useDeletePinMutation();
  const toast = useToast();
  const actions: ReviewActions = {
    approve: () => approve(project.id).unwrap(),
    requestChanges: (feedback, pins) => requestChanges({ id: project.id, feedback, pins }).unwrap(),
    placePin: (pin) => placePin({ id: project.id, ...pin }).unwrap(),
    deletePin: (pinId) => deletePin({ id: project.id, pinId }).unwrap(),
    onApproved: () => {
      toast.success(t.approved);
      navigate('/client/projects?tab=completed');
    },
    approving,
    requesting,
    pinning,
    myId: me?.id ?? null,
    draftPrefix: 'review-draft',
    threads: true,
    noDecisionHint: tt.noDecisionHint,
  };
  return <DesignReview project={project} actions={actions} />;
}
