import { Alert, Card, Empty, Skeleton, Timeline, Typography } from 'antd';
import { formatDate } from '../../../shared/format';
import { endedStageText } from '../../clocks';
import { LIVE, useGetTimelineQuery } from '../projectsApi';
import { projectTexts as t, timelineLabels } from '../texts';

export interface TimelineCardProps {
  projectId: string;
}

/** Every event of the order, oldest first, with who did it. */
export function TimelineCard({ projectId }: TimelineCardProps) {
  const { data: entries, isLoading, isError } = useGetTimelineQuery(projectId, LIVE);

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 3 }} />;
  else if (isError || !entries) body = <Alert type="warning" showIcon title={t.projectUnavailable} />;
  else if (!entries.length) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.noTimeline} />;
  else
    body = (
      <Timeline
        items={entries.map((entry, index) => {
          // The stage this move ended, against its allowance (stage clocks).
          const stage = endedStageText(entry.data);
          return {
            key: `${entry.type}-${entry.at}-${index}`,
            content: (
              <>
                <Typography.Text strong>{timelineLabels[entry.type] ?? entry.type}</Typography.Text>
                <br />
                <Typography.Text type="secondary">
                  {formatDate(entry.at)} · {entry.actor?.name ?? t.system}
                </Typography.Text>
                {stage && (
                  <>
                    <br />
                    <Typography.Text type="secondary" data-testid="timeline-stage">
                      {stage}
                    </Typography.Text>
                  </>
                )}
              </>
            ),
          };
        })}
      />
    );

  return (
    <Card title={t.timeline} className="project-card" data-testid="timeline">
      {body}
    </Card>
  );
}
