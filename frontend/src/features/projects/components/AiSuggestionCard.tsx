import { RobotOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import type { AiSuggestion } from '../../../shared/contracts';
import { projectTexts as t } from '../texts';

export interface AiSuggestionCardProps {
  suggestion: AiSuggestion | null;
}

/**
 * The `ai` worker's draft for an order that arrived without a caption: for the designer's work,
 * marked as a suggestion (the client's briefing above stays as the client wrote it).
 */
export function AiSuggestionCard({ suggestion }: AiSuggestionCardProps) {
  if (!suggestion) return null;
  return (
    <Card
      className="project-card"
      data-testid="ai-suggestion"
      title={
        <span>
          <RobotOutlined aria-hidden="true" /> {t.aiSuggestionTitle}
        </span>
      }
      extra={
        <Tag color={suggestion.offline ? 'default' : 'purple'}>
          {suggestion.offline ? t.aiSuggestionOffline : t.aiSuggestionTag}
        </Tag>
      }
    >
      <Typography.Paragraph type="secondary">{t.aiSuggestionHint}</Typography.Paragraph>
      <Typography.Paragraph className="pre-wrap" copyable>
        {suggestion.caption}
      </Typography.Paragraph>
      {suggestion.cta ? (
        <Typography.Paragraph>
          <strong>{t.aiSuggestionCta}</strong> {suggestion.cta}
        </Typography.Paragraph>
      ) : null}
      {suggestion.hashtags ? <Typography.Paragraph copyable>{suggestion.hashtags}</Typography.Paragraph> : null}
    </Card>
  );
}
