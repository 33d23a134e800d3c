import { Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format';

interface MessageItemProps {
  author: string;
  createdAt: string;
  message: string;
  /** The list item's class: a comment of the communication or a reply in a pin's thread. */
  className: string;
  messageClassName: string;
  /** Shown between the author and the date (the admin's internal feedback is marked so). */
  badge?: ReactNode;
}

/** One message of the order's communication or of a pin's thread: author, date, the text as written. */
export function MessageItem({ author, createdAt, message, className, messageClassName, badge }: MessageItemProps) {
  return (
    <li className={className}>
      <div className="comment__header">
        <Typography.Text strong>{author}</Typography.Text>
        {badge}
        <Typography.Text type="secondary">{formatDate(createdAt)}</Typography.Text>
      </div>
      <Typography.Paragraph className={messageClassName}>{message}</Typography.Paragraph>
    </li>
  );
}
