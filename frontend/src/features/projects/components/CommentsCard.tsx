import { Button, Card, Empty, Form, Mentions, Skeleton, Tag, Tooltip, type GetRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useToast } from '../../../shared/toast';
import { actionErrorText } from '../errors';
import {
  LIVE,
  useAddCommentMutation,
  useGetCommentsQuery,
  useGetMentionablePeopleQuery,
  useReadMessagesMutation,
} from '../projectsApi';
import { PROJECT_LIMITS } from '../../../shared/contracts';
import { projectTexts as t } from '../texts';
import { MessageList } from './MessageList';
import { mentionOptions } from './PinThread';
import { pinThreadTexts } from './pinThreadTexts';

export interface CommentsCardProps {
  projectId: string;
  title?: string;
  /** Read-only views (the admin's) list the messages without the box to write one. */
  canWrite?: boolean;
}

interface CommentFormValues {
  message?: string;
}

/**
 * The order's communication: author, date and message, oldest first, and a box to write (with
 * `@Name` suggestions of the order's people). Seeing it reads the caller's unread messages of the
 * order (the cards' count and the bell drop); a notification's link (`?messages=1`) focuses the box.
 */
export function CommentsCard({ projectId, title = t.communication, canWrite = true }: CommentsCardProps) {
  const toast = useToast();
  const [form] = Form.useForm<CommentFormValues>();
  const { data: comments, isLoading, isError, refetch } = useGetCommentsQuery(projectId, LIVE);
  const [addComment, { isLoading: isSending }] = useAddCommentMutation();
  const { data: people = [] } = useGetMentionablePeopleQuery({ id: projectId }, { skip: !canWrite });
  const [readMessages] = useReadMessagesMutation();
  const [params] = useSearchParams();
  const focus = canWrite && params.get('messages') === '1';
  const card = useRef<HTMLDivElement>(null);
  const box = useRef<GetRef<typeof Mentions>>(null);
  const seen = comments?.length;

  // Each time the list shows more (opened, or a new message came in), it has been read.
  useEffect(() => {
    if (seen === undefined) return;
    readMessages(projectId)
      .unwrap()
      .catch(() => undefined);
  }, [seen, projectId, readMessages]);

  useEffect(() => {
    if (!focus) return;
    card.current?.scrollIntoView?.({ block: 'center' });
    box.current?.focus();
  }, [focus]);

  const send = async ({ message }: CommentFormValues) => {
    try {
      await addComment({ id: projectId, message: (message ?? '').trim() }).unwrap();
      form.resetFields();
      toast.success(t.messageSent);
    } catch (error) {
      toast.error(actionErrorText(error, t.messageError));
    }
  };

  const list = (
    <MessageList
      messages={comments}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
      loading={<Skeleton active paragraph={{ rows: 2 }} />}
      failedText={t.loadCommentsError}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noComments} />}
      unknownAuthor={t.unknownAuthor}
      className="comment-list"
      testId="comments"
      itemClassName="comment"
      messageClassName="comment__message"
      badge={(comment) =>
        comment.internal ? (
          <Tooltip title={t.internalHint}>
            <Tag color="purple">{t.internal}</Tag>
          </Tooltip>
        ) : null
      }
    />
  );

  return (
    <Card title={title} className="project-card" data-testid="communication" ref={card}>
      {list}
      {canWrite ? (
        <Form<CommentFormValues>
          form={form}
          name="comment"
          layout="vertical"
          requiredMark={false}
          onFinish={send}
          className="comment-form"
        >
          <Form.Item
            name="message"
            label={t.messageLabel}
            rules={[{ required: true, whitespace: true, message: t.messageRequired }]}
          >
            <Mentions
              ref={box}
              rows={3}
              placeholder={t.messagePrompt}
              maxLength={PROJECT_LIMITS.text}
              options={mentionOptions(people)}
              aria-description={pinThreadTexts.mentionHint}
              data-testid="comment-box"
            />
          </Form.Item>
          <Button type="primary" htmlType="submit" loading={isSending}>
            {t.send}
          </Button>
        </Form>
      ) : null}
    </Card>
  );
}
