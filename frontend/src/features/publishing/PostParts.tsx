import { ExportOutlined } from '@ant-design/icons';
import { Tag } from 'antd';
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
