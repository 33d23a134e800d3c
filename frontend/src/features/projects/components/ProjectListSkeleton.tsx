import { Card, Skeleton } from 'antd';
import { projectTexts as t } from '../texts';

export interface ProjectListSkeletonProps {
  count?: number;
}

export function ProjectListSkeleton({ count = 3 }: ProjectListSkeletonProps) {
  return (
    <div role="status" aria-label={t.loading} className="project-grid">
      {Array.from({ length: count }, (_, index) => (
        <Card key={index} size="small">
          <Skeleton active paragraph={{ rows: 2 }} />
        </Card>
      ))}
    </div>
  );
}
