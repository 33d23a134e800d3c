import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Descriptions, Drawer, Popconfirm, Skeleton, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '../../shared/apiError';
import { SOCIAL_NETWORK_LABELS } from '../../shared/contracts';
import { LoadFailure } from '../../shared/LoadFailure';
import { useToast } from '../../shared/toast';
import { contentTypeLabel } from '../projects/status';
import { PostFigures } from './figures';
import { postStatusMeaning } from './postStatus';
import { Permalink, PostStatusTag } from './PostParts';
import { useDeleteScheduledPostMutation, useGetScheduledPostQuery } from './publishingApi';
import { ScheduleDialog } from './ScheduleDialog';
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
  const toast = useToast();
  const { data: post, isLoading, isError, isFetching, refetch } = useGetScheduledPostQuery(postId);
  const [remove, { isLoading: deleting }] = useDeleteScheduledPostMutation();
  const [editing, setEditing] = useState(false);

  const onDelete = async () => {
    try {
      await remove(postId).unwrap();
      toast.success(t.deleted);
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error, t.deleteError));
    }
  };

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 5 }} />;
  else if (isError || !post) body = <LoadFailure text={t.postLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
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
            { key: 'account', label: t.account, children: `${SOCIAL_NETWORK_LABELS[post.network]} · ${post.accountName}` },
            { key: 'format', label: t.post, children: contentTypeLabel(post.contentType) },
            { key: 'at', label: post.publishedAt ? t.publishedAt : t.time, children: formatMoment(post.publishedAt ?? post.at) },
            {
              key: 'caption',
              label: t.caption,
              children: post.caption ? <span style={{ whiteSpace: 'pre-wrap' }}>{post.caption}</span> : <Typography.Text type="secondary">{t.noCaption}</Typography.Text>,
            },
            {
              key: 'hashtags',
              label: t.hashtags,
              children: post.hashtags.length ? post.hashtags.map((tag) => <Tag key={tag}>#{tag}</Tag>) : <Typography.Text type="secondary">{t.noHashtags}</Typography.Text>,
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
          <Space wrap style={{ marginTop: 16 }}>
            <Button icon={<EditOutlined aria-hidden="true" />} onClick={() => setEditing(true)}>
              {t.edit}
            </Button>
            <Popconfirm title={t.deleteTitle} description={t.deleteText} okText={t.delete} okButtonProps={{ danger: true }} cancelText={t.cancel} onConfirm={onDelete}>
              <Button danger icon={<DeleteOutlined aria-hidden="true" />} loading={deleting}>
                {t.delete}
              </Button>
            </Popconfirm>
          </Space>
        ) : null}
        {editing ? <ScheduleDialog clientId={clientId} projectId={post.projectId} post={post} onClose={() => setEditing(false)} /> : null}
      </div>
    );
  }

  return (
    <Drawer title={t.post} placement="right" size="min(100vw, 28rem)" open onClose={onClose} destroyOnHidden>
      {body}
    </Drawer>
  );
}
