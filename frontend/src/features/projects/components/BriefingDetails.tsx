import { Descriptions, Tag, Typography, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { contentTypeLabel } from '../../../shared/orders/status';
import { projectTexts as t } from '../texts';
import type { ProjectDetail, SlideIdea } from '../../../shared/orders/types';

type Item = NonNullable<DescriptionsProps['items']>[number];

function text(value: string | null | undefined): ReactNode {
  return value?.trim() ? <span className="pre-wrap">{value}</span> : t.notSpecified;
}

export interface HashtagListProps {
  hashtags: string | null;
  emptyText?: string;
}

/** Space-separated hashtags as tags. */
export function HashtagList({ hashtags, emptyText = t.notSpecified }: HashtagListProps) {
  const tags = (hashtags ?? '').split(/\s+/).filter(Boolean);
  if (!tags.length) return <>{emptyText}</>;
  return (
    <span className="hashtags" data-testid="hashtags">
      {tags.map((tag, index) => (
        <Tag key={`${tag}-${index}`}>{tag}</Tag>
      ))}
    </span>
  );
}

export interface SlideIdeasListProps {
  slides: readonly SlideIdea[];
}

export function SlideIdeasList({ slides }: SlideIdeasListProps) {
  const sorted = [...slides].sort((a, b) => a.number - b.number);
  return (
    <ol className="slide-ideas" data-testid="slide-ideas">
      {sorted.map((slide) => (
        <li key={slide.number}>
          <Typography.Text strong>{t.slide(slide.number)}:</Typography.Text>{' '}
          <span className="pre-wrap">{slide.content}</span>
        </li>
      ))}
    </ol>
  );
}

/** The briefing fields of an order, as the client wrote them; `omit` leaves out fields shown elsewhere. */
export function briefingItems(project: ProjectDetail, omit: readonly string[] = []): Item[] {
  const items: Item[] = [
    { key: 'contentType', label: t.contentType, children: contentTypeLabel(project.contentType) },
    { key: 'platform', label: t.platform, children: text(project.platform) },
    {
      key: 'targetPlatforms',
      label: t.targetPlatforms,
      children: project.targetPlatforms.length ? project.targetPlatforms.join(', ') : t.notSpecified,
    },
    { key: 'description', label: t.content, children: text(project.description), span: 'filled' },
    {
      key: 'contentDescription',
      label: t.contentDescription,
      children: text(project.contentDescription),
      span: 'filled',
    },
    { key: 'contentGoal', label: t.contentGoal, children: text(project.contentGoal) },
    { key: 'hook', label: t.hook, children: text(project.hook) },
    { key: 'cta', label: t.cta, children: text(project.cta) },
    { key: 'visualIdea', label: t.visualIdea, children: text(project.visualIdea), span: 'filled' },
    { key: 'generatedCaption', label: t.generatedCaption, children: text(project.generatedCaption), span: 'filled' },
    { key: 'generatedCta', label: t.generatedCta, children: text(project.generatedCta) },
    { key: 'hashtags', label: t.hashtags, children: <HashtagList hashtags={project.hashtags} /> },
  ];
  if (project.contentType === 'carousel' && project.slideIdeas?.length) {
    items.push({
      key: 'slideIdeas',
      label: t.slideIdeas,
      children: <SlideIdeasList slides={project.slideIdeas} />,
      span: 'filled',
    });
  }
  items.push({ key: 'specialNotes', label: t.specialNotes, children: text(project.specialNotes), span: 'filled' });
  return items.filter((item) => !omit.includes(String(item.key)));
}

export interface BriefingDetailsProps {
  items: Item[];
  testId?: string;
}

export function BriefingDetails({ items, testId = 'briefing' }: BriefingDetailsProps) {
  return (
    <div data-testid={testId}>
      <Descriptions
        items={items}
        column={{ xs: 1, sm: 1, md: 2, lg: 2, xl: 2, xxl: 2 }}
        layout="vertical"
        size="small"
      />
    </div>
  );
}
