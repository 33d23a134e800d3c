import { Typography } from 'antd';
import type { ReactNode } from 'react';

export interface PageHeadingProps {
  title: string;
  subtitle?: ReactNode;
  extra?: ReactNode;
}

export function PageHeading({ title, subtitle, extra }: PageHeadingProps) {
  return (
    <div className="page-heading">
      <div>
        <Typography.Title level={2} className="page-heading__title" id="page-title">
          {title}
        </Typography.Title>
        {subtitle ? <Typography.Text type="secondary">{subtitle}</Typography.Text> : null}
      </div>
      {extra ? <div className="page-heading__extra">{extra}</div> : null}
    </div>
  );
}
