import { Alert, Descriptions, Drawer, Skeleton, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import { SOCIAL_NETWORK_LABELS } from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { contentTypeLabel } from '../../shared/orders/status';
import { PostFigures } from './figures';
import { PostActions } from './PostActions';
import { postStatusMeaning } from './postStatus';
import { Permalink, PostStatusTag } from './PostParts';
import { useGetScheduledPostQuery } from './publishingApi';
import { publishingTexts as t } from './texts';
import { formatMoment } from './zurichTime';

export interface ScheduledPostDrawerProps {
  postId: string;
  clientId: string;
  /** Edit and delete while it is scheduled (the company's owners and approvers, admins). */
  canEdit: boolean;
  /** The post's order page for the caller, or null. */
  orderPath: (projectId: string) => string | null;
  onClose: () => void;
}

/**
 * A scheduled or published post from the calendar: where and when, the caption and hashtags, its
 * status (and why it failed), editing and deleting while it is still scheduled, the link to it and
 * its figures once it is out. Rendered only while open.
 */
export function ScheduledPostDrawer({ postId, clientId, canEdit, orderPath, onClose }: ScheduledPostDrawerProps) {
  const { data: post, isLoading, isError, isFetching, refetch } = useGetScheduledPostQuery(postId);

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (isError || !post)
    body = <LoadFailure text={t.postLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else {
    const editable = canEdit && postStatusMeaning(post.status).editable;
    const toOrder = orderPath(post.projectId);
    body = (
      <div data-testid="post-drawer">
        <Typography.Title level={4} style={{ marginTop: 0 }}>
          {toOrder ? <Link to={toOrder}>{post.projectTitle}</Link> : post.projectTitle}
        </Typography.Title>
        {post.error ? <Alert type="warning" showIcon title={post.error} style={{ marginBottom: 16 }} /> : null}
        <Descriptions
          column={1}
          size="small"
          items={[
            { key: 'status', label: t.status, children: <PostStatusTag status={post.status} /> },
            {
              key: 'account',
              label: t.account,
              children: `${SOCIAL_NETWORK_LABELS[post.network]} · ${post.accountName}`,
            },
            { key: 'format', label: t.post, children: contentTypeLabel(post.contentType) },
            {
              key: 'at',
              label: post.publishedAt ? t.publishedAt : t.time,
              children: formatMoment(post.publishedAt ?? post.at),
            },
            {
              key: 'caption',
              label: t.caption,
              children: post.caption ? (
                <span style={{ whiteSpace: 'pre-wrap' }}>{post.caption}</span>
              ) : (
                <Typography.Text type="secondary">{t.noCaption}</Typography.Text>
              ),
            },
            {
              key: 'hashtags',
              label: t.hashtags,
              children: post.hashtags.length ? (
                post.hashtags.map((tag) => <Tag key={tag}>#{tag}</Tag>)
              ) : (
                <Typography.Text type="secondary">{t.noHashtags}</Typography.Text>
              ),
            },
          ]}
        />
        {post.permalink ? (
          <p>
            <Permalink href={post.permalink} />
          </p>
        ) : null}
        {post.metrics ? <PostFigures metrics={post.metrics} /> : null}
        {editable ? (
          <div style={{ marginTop: 16 }}>
            <PostActions post={post} clientId={clientId} onDeleted={onClose} />
          </div>
        ) : null}
      </div>
    );
  }

  return (
    <Drawer title={t.post} placement="right" size="min(100vw, 28rem)" open onClose={onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
}
