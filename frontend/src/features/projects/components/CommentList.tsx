import { Empty } from 'antd';
import { MessageList, type ListedMessage, type MessageListProps } from './MessageList';

export type CommentListProps<M extends ListedMessage> = Omit<
  MessageListProps<M>,
  'empty' | 'className' | 'testId' | 'itemClassName' | 'messageClassName'
> & {
  /** What the empty list says. */
  emptyText: string;
};

/** An order's comments, oldest first (the message list with the comments' look and test id). */
export function CommentList<M extends ListedMessage>({ emptyText, ...list }: CommentListProps<M>) {
  return (
    <MessageList
      {...list}
      empty={<Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />}
      className="comment-list"
      testId="comments"
      itemClassName="comment"
      messageClassName="comment__message"
    />
  );
}
