import { Card, Mentions, Skeleton, Tag, Tooltip, type GetRef } from 'antd';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  LIVE,
  useAddCommentMutation,
  useGetCommentsQuery,
  useGetMentionablePeopleQuery,
  useReadMessagesMutation,
} from '../projectsApi';
import { PROJECT_LIMITS } from '../../../shared/contracts';
import { projectTexts as t } from '../texts';
import { CommentForm } from './CommentForm';
import { CommentList } from './CommentList';
import { mentionOptions } from './PinThread';
import { pinThreadTexts } from './pinThreadTexts';

export interface CommentsCardProps {
  projectId: string;
  title?: string;
  /** Read-only views (the admin's) list the messages without the box to write one. */
  canWrite?: boolean;
}

/**
 * The order's communication: author, date and message, oldest first, and a box to write (with
 * `@Name` suggestions of the order's people). Seeing it reads the caller's unread messages of the
 * order (the cards' count and the bell drop); a notification's link (`?messages=1`) focuses the box.
 */
export function CommentsCard({ projectId, title = t.communication, canWrite = true }: CommentsCardProps) {
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

  const list = (
    <CommentList
      messages={comments}
      isLoading={isLoading}
      isError={isError}
      onRetry={() => void refetch()}
      loading={<Skeleton active paragraph={{ rows: 2 }} />}
      failedText={t.loadCommentsError}
      emptyText={t.noComments}
      unknownAuthor={t.unknownAuthor}
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
        <CommentForm
          name="comment"
          label={t.messageLabel}
          requiredText={t.messageRequired}
          sendText={t.send}
          send={(message) => addComment({ id: projectId, message }).unwrap()}
          sending={isSending}
          sentText={t.messageSent}
          errorText={t.messageError}
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
        </CommentForm>
      ) : null}
    </Card>
  );
}
