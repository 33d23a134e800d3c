import { Button, Card, Popconfirm, Tag, Typography } from 'antd';
import { Link } from 'react-router-dom';
import type { ContentIdea } from '../../../shared/contracts';
import { contentTypeLabel } from '../../../shared/orders/status';
import { dayLabel } from '../ideaFormat';
import { ideaActions, ideaStatusColors, ideaStatusLabels, ideasTexts as t, NO_ACTIONS } from '../texts';

const typeColors: Record<string, string> = { post: 'cyan', carousel: 'geekblue', reel: 'magenta' };

export interface IdeaCardProps {
  idea: ContentIdea;
  onEdit: (idea: ContentIdea) => void;
  onSend: (id: string) => void;
  onMarkPosted: (id: string) => void;
  sending: boolean;
  marking: boolean;
}

interface IdeaFieldProps {
  label: string;
  value: string;
}

function IdeaField({ label, value }: IdeaFieldProps) {
  if (!value.trim()) return null;
  return (
    <div className="idea-card__field">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/** One idea of the month plan, with what the client can do with it in its status. */
export function IdeaCard({ idea, onEdit, onSend, onMarkPosted, sending, marking }: IdeaCardProps) {
  const can = ideaActions[idea.status] ?? NO_ACTIONS;
  const editable = can.edit;
  const hasOrder = can.viewOrder && idea.projectId;
  const slides = idea.contentType === 'carousel' ? (idea.slideIdeas ?? []) : [];

  const actions = [];
  if (editable) {
    actions.push(
      <Button key="edit" onClick={() => onEdit(idea)}>
        {t.edit}
      </Button>,
      <Popconfirm
        key="send"
        title={t.sendConfirm}
        okText={t.send}
        cancelText={t.cancel}
        onConfirm={() => onSend(idea.id)}
      >
        <Button type="primary" loading={sending}>
          {t.send}
        </Button>
      </Popconfirm>,
    );
  }
  if (hasOrder) {
    actions.push(
      <Link key="order" to={`/client/project/${encodeURIComponent(idea.projectId!)}`} className="idea-card__link">
        {t.viewOrder}
      </Link>,
    );
  }
  if (can.markPosted) {
    actions.push(
      <Button key="posted" onClick={() => onMarkPosted(idea.id)} loading={marking}>
        {t.markPosted}
      </Button>,
    );
  }

  return (
    <article aria-label={idea.title} className="idea-card" data-testid="idea-card">
      <Card size="small" className="idea-card__card">
        <div className="idea-card__badges">
          <Tag color={typeColors[idea.contentType]}>{contentTypeLabel(idea.contentType)}</Tag>
          <Tag color={ideaStatusColors[idea.status] ?? 'default'} data-testid="idea-status">
            {ideaStatusLabels[idea.status] ?? idea.status}
          </Tag>
          {idea.offline ? (
            <Typography.Text type="secondary" className="idea-card__offline">
              {t.offlineHint}
            </Typography.Text>
          ) : null}
        </div>
        <Typography.Title level={4} className="idea-card__title">
          {idea.title}
        </Typography.Title>
        <Typography.Text type="secondary" className="idea-card__date">
          <time dateTime={idea.date}>{dayLabel(idea.date)}</time>
        </Typography.Text>
        <dl className="idea-card__fields">
          <IdeaField label={t.fields.content} value={idea.content} />
          <IdeaField label={t.fields.description} value={idea.description} />
          <IdeaField label={t.fields.hook} value={idea.hook} />
          <IdeaField label={t.fields.cta} value={idea.cta} />
          <IdeaField label={t.fields.visualIdea} value={idea.visualIdea} />
          {slides.length > 0 ? (
            <div className="idea-card__field">
              <dt>{t.fields.slideIdeas}</dt>
              <dd>
                <ol className="idea-card__slides">
                  {slides.map((slide) => (
                    <li key={slide.number} value={slide.number}>
                      {slide.content}
                    </li>
                  ))}
                </ol>
              </dd>
            </div>
          ) : null}
          {idea.hashtags.length > 0 ? (
            <div className="idea-card__field">
              <dt>{t.fields.hashtags}</dt>
              <dd className="idea-card__hashtags">
                {idea.hashtags.map((tag) => (
                  <Tag key={tag}>{tag.startsWith('#') ? tag : `#${tag}`}</Tag>
                ))}
              </dd>
            </div>
          ) : null}
        </dl>
        {actions.length > 0 ? <div className="idea-card__actions">{actions}</div> : null}
      </Card>
    </article>
  );
}
