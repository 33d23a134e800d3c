import { Card, Empty, Input, Result, Skeleton, Typography } from 'antd';
import { useParams } from 'react-router-dom';
import { brandName } from '../../shared/brand';
import { LoadFailure } from '../../shared/LoadFailure';
import { PROJECT_LIMITS } from '../../shared/contracts';
import { guestName, TEAM_TEXTS } from '../../shared/contracts';
import { useToast } from '../../shared/toast';
import { DesignViewer } from '../review';
import { pinLabels } from '../review';
import { DesignReview, passedVersions, type ReviewActions } from '../projects';
import { CommentForm, CommentList } from '../projects';
import { errorStatus } from '../projects';
import { statusMeaning } from '../../shared/orders/status';
import { ApprovalList } from '../team';
import {
  useGuestApproveMutation,
  useGuestCommentMutation,
  useGuestOrderQuery,
  useGuestPinMutation,
  useGuestRequestChangesMutation,
  type GuestOrder,
} from './guestApi';
import { teamTexts as t } from '../team';
import '../../shared/styles/projects.css';
import '../../shared/styles/team.css';

interface GuestDesignReviewProps {
  token: string;
  order: GuestOrder;
}

type GuestCommentsProps = GuestDesignReviewProps;

interface PassedVersionsProps {
  order: GuestOrder;
}

/** The review round with the guest's link's calls: pins, and (an approving guest) the decision. */
function GuestDesignReview({ token, order }: GuestDesignReviewProps) {
  const toast = useToast();
  const [approve, { isLoading: approving }] = useGuestApproveMutation();
  const [requestChanges, { isLoading: requesting }] = useGuestRequestChangesMutation();
  const [placePin, { isLoading: pinning }] = useGuestPinMutation();
  const actions: ReviewActions = {
    approve: async () => {
      await approve(token).unwrap();
      return null;
    },
    requestChanges: (feedback, pins) => requestChanges({ token, feedback, pins }).unwrap(),
    placePin: (pin) => placePin({ token, ...pin }).unwrap(),
    onApproved: () => void toast.success(t.guestApproved),
    approving,
    requesting,
    pinning,
    myId: null,
    draftPrefix: 'guest-review-draft',
    threads: false,
    noDecisionHint: t.guestRoleHints[order.guest.role],
  };
  return <DesignReview project={order} actions={actions} />;
}

/** The versions shown so far, newest first, each with its pins (outside a review round). */
function PassedVersions({ order }: PassedVersionsProps) {
  const versions = [...passedVersions(order)].reverse();
  return (
    <Card title={t.versionsTitle} className="project-card guest-page__section" data-testid="guest-versions">
      {versions.length ? (
        versions.map((version) => (
          <div key={version.id} className="guest-page__section">
            <DesignViewer
              files={version.files}
              pins={pinLabels(order.pins.filter((pin) => pin.versionId === version.id))}
              label={`V${version.number}`}
            />
          </div>
        ))
      ) : (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noVersions} />
      )}
    </Card>
  );
}

/** The order's comments; a guest who may comment writes one. */
function GuestComments({ token, order }: GuestCommentsProps) {
  const [send, { isLoading }] = useGuestCommentMutation();
  const canWrite = order.rights.pin;
  return (
    <Card title={t.commentsTitle} className="project-card guest-page__section" data-testid="guest-comments">
      <CommentList
        messages={order.comments ?? []}
        isLoading={false}
        isError={false}
        onRetry={() => undefined}
        loading={null}
        failedText=""
        emptyText={t.noComments}
        unknownAuthor={t.unknownAuthor}
      />
      {canWrite ? (
        <CommentForm
          name="guest-comment"
          label={t.commentLabel}
          requiredText={t.commentRequired}
          sendText={t.send}
          send={(message) => send({ token, message }).unwrap()}
          sending={isLoading}
          sentText={t.guestCommentSent}
          errorText={t.guestCommentError}
        >
          <Input.TextArea rows={3} maxLength={PROJECT_LIMITS.text} />
        </CommentForm>
      ) : null}
    </Card>
  );
}

/**
 * /r/:token: the order a guest link opens, without an account: its title, the versions with their
 * pins, the comments, and what the link lets its guest do (look, comment, approve).
 */
export function GuestReviewPage() {
  const { token = '' } = useParams();
  const {
    data: order,
    isLoading,
    isError,
    error,
    isFetching,
    refetch,
  } = useGuestOrderQuery(token, { refetchOnFocus: true });

  let content;
  if (isLoading) content = <Skeleton active paragraph={{ rows: 8 }} />;
  else if (errorStatus(error) === 404)
    content = (
      <Result
        status="warning"
        title={t.guestNotFoundTitle}
        subTitle={TEAM_TEXTS.guestLinkNotFound}
        data-testid="guest-link-not-found"
      />
    );
  else if (isError || !order)
    content = <LoadFailure text={t.guestLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else {
    const inReview = statusMeaning(order.status)?.waitingFor === 'clientReview';
    content = (
      <>
        <header className="guest-page__head">
          <Typography.Title level={1} style={{ fontSize: 24, marginBottom: 4 }} data-testid="guest-order-title">
            {order.title}
          </Typography.Title>
          <Typography.Paragraph style={{ marginBottom: 4 }} data-testid="guest-identity">
            {t.guestAs(guestName(order.guest.name))}
          </Typography.Paragraph>
          <Typography.Text type="secondary">{t.guestRoleHints[order.guest.role]}</Typography.Text>
        </header>
        {inReview ? (
          <div className="guest-page__section">
            <GuestDesignReview token={token} order={order} />
          </div>
        ) : (
          <PassedVersions order={order} />
        )}
        <div className="guest-page__section">
          <ApprovalList approvals={order.approvals} />
        </div>
        <GuestComments token={token} order={order} />
      </>
    );
  }

  return (
    <main className="guest-page" data-testid="guest-page">
      <Typography.Text type="secondary" strong>
        {brandName} · {t.guestPageTitle}
      </Typography.Text>
      {content}
    </main>
  );
}
