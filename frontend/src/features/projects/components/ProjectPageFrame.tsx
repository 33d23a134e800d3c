import type { ReactNode } from 'react';
import { PageHeading } from '../../../shared/PageHeading';

export interface ProjectPageFrameProps {
  title: string;
  subtitle?: ReactNode;
  extra?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A page of the order screens: the heading and its content. */
export function ProjectPageFrame({ title, subtitle, extra, className, children }: ProjectPageFrameProps) {
  return (
    <section aria-labelledby="page-title" className={className ? `projects-page ${className}` : 'projects-page'}>
      <PageHeading title={title} subtitle={subtitle} extra={extra} />
      {children}
    </section>
  );
}
