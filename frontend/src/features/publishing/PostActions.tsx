import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Popconfirm, Space } from 'antd';
import { useState } from 'react';
import { apiErrorMessage } from '../../shared/apiError';
import type { ScheduledPost } from '../../shared/contracts';
import { useToast } from '../../shared/toast';
import { useDeleteScheduledPostMutation } from './publishingApi';
import { ScheduleDialog } from './ScheduleDialog';
import { publishingTexts as t } from './texts';

export interface PostActionsProps {
  post: ScheduledPost;
  clientId: string;
  /** After the post was deleted (the drawer closes). */
  onDeleted?: () => void;
}

/**
 * A scheduled post's «Bearbeiten» (move it to another time or account, change its text) and
 * «Löschen» (it does not go out), on the calendar's drawer and on the order's publication card.
 * Only for a post that is still scheduled and a caller who may decide (the server checks both).
 */
export function PostActions({ post, clientId, onDeleted }: PostActionsProps) {
  const toast = useToast();
  const [remove, { isLoading: deleting }] = useDeleteScheduledPostMutation();
  const [editing, setEditing] = useState(false);

  const onDelete = async () => {
    try {
      await remove(post.id).unwrap();
      toast.success(t.deleted);
      onDeleted?.();
    } catch (error) {
      toast.error(apiErrorMessage(error, t.deleteError));
    }
  };

  return (
    <>
      <Space wrap>
        <Button size="small" icon={<EditOutlined aria-hidden="true" />} onClick={() => setEditing(true)}>
          {t.edit}
        </Button>
        <Popconfirm
          title={t.deleteTitle}
          description={t.deleteText}
          okText={t.delete}
          okButtonProps={{ danger: true }}
          cancelText={t.cancel}
          onConfirm={onDelete}
        >
          <Button size="small" danger icon={<DeleteOutlined aria-hidden="true" />} loading={deleting}>
            {t.delete}
          </Button>
        </Popconfirm>
      </Space>
      {editing ? (
        <ScheduleDialog clientId={clientId} projectId={post.projectId} post={post} onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}
