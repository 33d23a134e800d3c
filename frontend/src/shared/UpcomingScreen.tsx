import { Card, Empty } from 'antd';
import type { ReactNode } from 'react';
import { PageHeading } from './PageHeading';

export interface UpcomingScreenProps {
  title: string;
  subtitle?: ReactNode;
  description?: ReactNode;
  extra?: ReactNode;
}

const defaultDescription = 'Dieser Bereich ist in Vorbereitung und steht dir bald zur Verfügung.';

/** A screen whose functions arrive with a later release: its heading and a friendly empty state. */
export function UpcomingScreen({ title, subtitle, description = defaultDescription, extra }: UpcomingScreenProps) {
  return (
    <section aria-labelledby="page-title">
      <PageHeading title={title} subtitle={subtitle} extra={extra} />
      <Card>
        <Empty description={description} />
      </Card>
    </section>
  );
}
