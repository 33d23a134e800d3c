import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailure } from '../../../shared/LoadFailure';
import { formatDate } from '../../../shared/format';

/** What a comment of the communication and a reply in a pin's thread have in common. */
export interface ListedMessage {
  id: string;
  author: { name: string } | null;
  createdAt: string;
  message: string;
}

export interface MessageListProps<M extends ListedMessage> {
  messages: readonly M[] | undefined;
  isLoading: boolean;
  isError: boolean;
  onRetry: () => void;
  /** Shown while the messages load. */
  loading: ReactNode;
  failedText: string;
  /** Shown when there is no message yet. */
  empty: ReactNode;
  unknownAuthor: string;
  /** The list's class and test id, and each item's and its text's classes. */
  className: string;
  testId: string;
  itemClassName: string;
  messageClassName: string;
  /** Shown between a message's author and its date (the admin's internal feedback is marked so). */
  badge?: (message: M) => ReactNode;
}

/**
 * The order's communication or a pin's thread: the messages, oldest first, each with its author,
 * date and text as written; or, while there are none to show, loading, the failure or the empty state.
 */
export function MessageList<M extends ListedMessage>(props: MessageListProps<M>) {
  const { messages, isLoading, isError, onRetry, loading, failedText, empty, unknownAuthor, badge } = props;
  if (isLoading) return loading;
  if (isError) return <LoadFailure text={failedText} onRetry={onRetry} />;
  if (!messages?.length) return empty;
  return (
    <ol className={props.className} data-testid={props.testId}>
      {messages.map((message) => (
        <li key={message.id} className={props.itemClassName}>
          <div className="comment__header">
            <Typography.Text strong>{message.author?.name ?? unknownAuthor}</Typography.Text>
            {badge?.(message)}
            <Typography.Text type="secondary">{formatDate(message.createdAt)}</Typography.Text>
          </div>
          <Typography.Paragraph className={props.messageClassName}>{message.message}</Typography.Paragraph>
        </li>
      ))}
    </ol>
  );
}
