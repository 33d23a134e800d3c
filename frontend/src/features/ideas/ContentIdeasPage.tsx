import { Button, Card, Empty, Popconfirm, Progress, Segmented, Skeleton, Space, Spin, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { useAppSelector } from '../../shared/store/hooks';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageHeading } from '../../shared/PageHeading';
import type { ContentIdea } from '../../shared/contracts';
import { selectCurrentUser, selectViewAsClientId } from '../../shared/session/authSlice';
import { useGetMyLimitsQuery } from '../plans';
import { IdeaCard } from './components/IdeaCard';
import { IdeaDialog } from './components/IdeaDialog';
import { hasNoPlan, PlanCard } from './components/PlanCard';
import { groupIdeas, monthLabel, planMonths } from './ideaFormat';
import { useGetContentIdeasQuery } from './ideasApi';
import { ideasTexts as t } from './texts';
import { useIdeaActions } from './useIdeaActions';
import { useMonthPlanGeneration } from './useMonthPlanGeneration';
import './ideas.css';

interface GenerateButtonProps {
  disabled: boolean;
  running: boolean;
  /** Ideas of the month to be planned exist: generating again replaces those still in status Idee. */
  replaces: boolean;
  onGenerate: () => void;
}

function GenerateButton({ disabled, running, replaces, onGenerate }: GenerateButtonProps) {
  const button = (
    <Button type="primary" disabled={disabled || running} onClick={replaces ? undefined : onGenerate}>
      {t.generate}
    </Button>
  );
  if (!replaces || disabled || running) return button;
  return (
    <Popconfirm title={t.replaceConfirm} okText={t.replaceOk} cancelText={t.cancel} onConfirm={onGenerate}>
      {button}
    </Popconfirm>
  );
}

interface GenerationProgressProps {
  progress: number;
}

function GenerationProgress({ progress }: GenerationProgressProps) {
  return (
    <div className="ideas-progress" role="status" aria-live="polite" data-testid="generation-progress">
      <Spin size="small" />
      <Typography.Text>{t.generating}</Typography.Text>
      <Progress percent={progress} size="small" className="ideas-progress__bar" aria-label={t.generating} />
    </div>
  );
}

interface IdeaListProps {
  ideas: ContentIdea[];
  onEdit: (idea: ContentIdea) => void;
  actions: ReturnType<typeof useIdeaActions>;
}

function IdeaList({ ideas, onEdit, actions }: IdeaListProps) {
  const { send, markAsPosted, sendingId, markingId } = actions;
  const months = useMemo(() => groupIdeas(ideas), [ideas]);
  return (
    <div className="ideas-months">
      {months.map(({ month, weeks }) => (
        <section key={month} className="ideas-month" aria-labelledby={`ideas-month-${month}`}>
          <Typography.Title level={3} id={`ideas-month-${month}`} className="ideas-month__title">
            {monthLabel(month)}
          </Typography.Title>
          {weeks.map(({ weekNumber, ideas: weekIdeas }) => (
            <section
              key={weekNumber}
              className="ideas-week"
              aria-labelledby={`ideas-week-${month}-${weekNumber}`}
              data-testid="ideas-week"
            >
              <Typography.Title level={4} id={`ideas-week-${month}-${weekNumber}`} className="ideas-week__title">
                {t.week(weekNumber)}
              </Typography.Title>
              <div className="ideas-grid">
                {weekIdeas.map((idea) => (
                  <IdeaCard
                    key={idea.id}
                    idea={idea}
                    onEdit={onEdit}
                    onSend={(id) => void send(id)}
                    onMarkPosted={(id) => void markAsPosted(id)}
                    sending={sendingId === idea.id}
                    marking={markingId === idea.id}
                  />
                ))}
              </div>
            </section>
          ))}
        </section>
      ))}
    </div>
  );
}

/** /client/content-ideas: the plan's limits, the month plan's generation and the ideas by month and week (spec 000 §2). */
export function ContentIdeasPage() {
  const user = useAppSelector(selectCurrentUser);
  const viewAsClientId = useAppSelector(selectViewAsClientId);
  const owner = viewAsClientId ?? user?.id ?? 'anonymous';

  const limitsQuery = useGetMyLimitsQuery(undefined, { refetchOnMountOrArgChange: true });
  const ideasQuery = useGetContentIdeasQuery(undefined, { refetchOnMountOrArgChange: true });
  const { generate, running, progress } = useMonthPlanGeneration(owner);
  const actions = useIdeaActions();
  const [editing, setEditing] = useState<ContentIdea | null>(null);

  const limits = limitsQuery.data;
  const noPlan = limits !== undefined && hasNoPlan(limits);
  const ideas = ideasQuery.data;
  const [currentMonth, nextMonth] = planMonths();
  // The next month unless the client picks this one (the rest of it, from today on).
  const [planMonth, setPlanMonth] = useState(nextMonth);
  const replaces = (ideas ?? []).some((idea) => idea.month === planMonth);

  const generateButton = (
    <Space wrap>
      <Segmented
        aria-label={t.monthChoice}
        value={planMonth}
        disabled={running}
        onChange={(value) => setPlanMonth(String(value))}
        options={[
          { value: currentMonth, label: monthLabel(currentMonth) },
          { value: nextMonth, label: monthLabel(nextMonth) },
        ]}
      />
      <GenerateButton
        disabled={noPlan || limitsQuery.isLoading}
        running={running}
        replaces={replaces}
        onGenerate={() => void generate(planMonth)}
      />
    </Space>
  );

  // The empty state carries the one generate button; otherwise the heading does.
  const empty = ideas !== undefined && ideas.length === 0 && !ideasQuery.isError;
  let body;
  if (ideasQuery.isLoading) {
    body = (
      <Card data-testid="ideas-loading">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    );
  } else if (ideasQuery.isError || !ideas) {
    body = (
      <LoadFailure text={t.loadError} onRetry={() => void ideasQuery.refetch()} retrying={ideasQuery.isFetching} />
    );
  } else if (ideas.length === 0) {
    body = (
      <Card>
        <Empty description={t.empty}>{generateButton}</Empty>
      </Card>
    );
  } else {
    body = <IdeaList ideas={ideas} onEdit={setEditing} actions={actions} />;
  }

  return (
    <div className="ideas-page">
      <PageHeading title={t.title} subtitle={t.subtitle} extra={empty ? undefined : generateButton} />
      <PlanCard
        limits={limits}
        isLoading={limitsQuery.isLoading}
        isError={limitsQuery.isError}
        retrying={limitsQuery.isFetching}
        onRetry={() => void limitsQuery.refetch()}
      />
      {running ? <GenerationProgress progress={progress} /> : null}
      {body}
      {editing ? (
        <IdeaDialog key={editing.id} idea={editing} onClose={() => setEditing(null)} onSend={actions.send} />
      ) : null}
    </div>
  );
}
