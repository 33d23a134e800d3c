import { ExportOutlined } from '@ant-design/icons';
import { Alert, Tag, Typography } from 'antd';
import type { ScheduledPost } from '../../shared/contracts';
import { postStatusLabel, postStatusMeaning } from './postStatus';
import { publishingTexts as t } from './texts';

interface PostStatusTagProps {
  status: string;
}

/** A scheduled post's status as a coloured tag. */
export function PostStatusTag({ status }: PostStatusTagProps) {
  return (
    <Tag color={postStatusMeaning(status).color} data-testid="post-status">
      {postStatusLabel(status)}
    </Tag>
  );
}

interface PermalinkProps {
  href: string;
}

/** The post on the network, in a new tab. */
export function Permalink({ href }: PermalinkProps) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      <ExportOutlined aria-hidden="true" /> {t.permalink}
    </a>
  );
}

interface FirstCommentStateProps {
  post: ScheduledPost;
}

/**
 * A post's first comment and what became of it: waiting for the post, posted, or refused (the post
 * stays published; the network's reason as a warning). Nothing without a first comment.
 */
export function FirstCommentState({ post }: FirstCommentStateProps) {
  if (!post.firstComment || !post.firstCommentStatus) return null;
  if (post.firstCommentStatus === 'failed')
    return (
      <Alert
        type="warning"
        showIcon
        role="alert"
        data-testid="first-comment-failed"
        title={post.firstCommentError ?? t.firstComment}
        description={post.firstComment}
        style={{ marginBottom: 8 }}
      />
    );
  return (
    <Typography.Paragraph type="secondary" data-testid="first-comment" style={{ marginBottom: 8 }}>
      {post.firstCommentStatus === 'posted' ? t.firstCommentPosted : t.firstCommentPending}: {post.firstComment}
    </Typography.Paragraph>
  );
}
