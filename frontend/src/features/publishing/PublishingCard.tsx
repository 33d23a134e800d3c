import { CopyOutlined, SendOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { SOCIAL_NETWORK_LABELS, type ScheduledPost } from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { useToast } from '../../shared/toast';
import { statusMeaning } from '../../shared/orders/status';
import type { ProjectDetail } from '../../shared/orders/types';
import { PostFigures } from './figures';
import { PostActions } from './PostActions';
import { postStatusMeaning } from './postStatus';
import { FirstCommentState, Permalink, PostStatusTag } from './PostParts';
import { useGetScheduledPostsQuery } from './publishingApi';
import { ScheduleDialog } from './ScheduleDialog';
import { publishingTexts as t } from './texts';
import { formatMoment } from './zurichTime';
import '../../shared/styles/publishing.css';

interface ChecksumProps {
  name: string;
  sha256: string;
}

/** A published file's SHA-256, monospace, with a copy button. */
function Checksum({ name, sha256 }: ChecksumProps) {
  const toast = useToast();
  const copy = async () => {
    try {
      if (!navigator.clipboard?.writeText) throw new Error('no clipboard');
      await navigator.clipboard.writeText(sha256);
      toast.success(t.copied);
    } catch {
      toast.error(t.copyError);
    }
  };
  return (
    <li className="published-file" data-testid="published-file">
      <Typography.Text>{name}</Typography.Text>
      <div className="published-file__sum">
        <Typography.Text type="secondary">{t.checksum}:</Typography.Text>
        <code data-testid="checksum">{sha256}</code>
        <Button
          size="small"
          type="text"
          icon={<CopyOutlined aria-hidden="true" />}
          aria-label={t.copyChecksum(name)}
          onClick={() => void copy()}
        />
      </div>
    </li>
  );
}

interface PostEntryProps {
  post: ScheduledPost;
  clientId: string;
  canSchedule: boolean;
}

function PostEntry({ post, clientId, canSchedule }: PostEntryProps) {
  return (
    <li className="scheduled-post" data-testid="scheduled-post" data-status={post.status}>
      <div className="scheduled-post__head">
        <PostStatusTag status={post.status} />
        {post.format === 'story' ? <Tag data-testid="post-format">{t.storyTag}</Tag> : null}
        <Typography.Text strong>
          {SOCIAL_NETWORK_LABELS[post.network]} · {post.accountName}
        </Typography.Text>
        <Typography.Text type="secondary">{formatMoment(post.publishedAt ?? post.at)}</Typography.Text>
        {post.permalink ? <Permalink href={post.permalink} /> : null}
      </div>
      {canSchedule && postStatusMeaning(post.status).editable ? (
        <div className="scheduled-post__actions">
          <PostActions post={post} clientId={clientId} />
        </div>
      ) : null}
      {post.error ? <Alert type="warning" showIcon title={post.error} style={{ marginBottom: 8 }} /> : null}
      <FirstCommentState post={post} />
      {post.files.length ? (
        <>
          <Typography.Text strong>{t.files}</Typography.Text>
          <ul className="published-files">
            {post.files.map((file) => (
              <Checksum key={`${file.name}-${file.sha256}`} name={file.name} sha256={file.sha256} />
            ))}
          </ul>
        </>
      ) : null}
      {post.metrics ? <PostFigures metrics={post.metrics} /> : null}
    </li>
  );
}

export interface PublishingCardProps {
  project: ProjectDetail;
  /** The company's owners and approvers, and admins: they schedule an approved order. */
  canSchedule: boolean;
}

/**
 * "Veröffentlichung" on an order's page: its scheduled and published posts (status, account, time,
 * link, the published files' checksums, the latest figures; a scheduled one moved or deleted as on
 * the calendar) and, for an approved order, the way to schedule one. Nothing at all before the order is approved (no post can exist then).
 */
export function PublishingCard({ project, canSchedule }: PublishingCardProps) {
  const approved = Boolean(statusMeaning(project.status)?.final);
  const {
    data: posts,
    isLoading,
    isError,
    isFetching,
    refetch,
  } = useGetScheduledPostsQuery(project.id, { skip: !approved });
  const [open, setOpen] = useState(false);
  if (!approved) return null;

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (isError) body = <LoadFailure text={t.postsLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (!posts?.length) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noPosts} />;
  else
    body = (
      <ul className="scheduled-posts">
        {posts.map((post) => (
          <PostEntry key={post.id} post={post} clientId={project.clientId} canSchedule={canSchedule} />
        ))}
      </ul>
    );

  return (
    <Card title={t.cardTitle} className="project-card" data-testid="publishing-card">
      {body}
      {canSchedule ? (
        <Button
          type="primary"
          icon={<SendOutlined aria-hidden="true" />}
          onClick={() => setOpen(true)}
          style={{ marginTop: 16 }}
        >
          {t.scheduleTitle}
        </Button>
      ) : null}
      {open ? (
        <ScheduleDialog
          clientId={project.clientId}
          projectId={project.id}
          order={{ data: project, isLoading: false }}
          onClose={() => setOpen(false)}
        />
      ) : null}
    </Card>
  );
}
