import { Card, Descriptions, type DescriptionsProps } from 'antd';
import type { ReactNode } from 'react';
import { formatDate } from '../../../shared/format';
import { clockOwnerLabels, clockStageLabels } from '../../clocks';
import { DueLine } from '../../clocks';
import type { StatusAudience } from '../../../shared/orders/status';
import { projectTexts as t } from '../texts';
import type { ProjectDetail } from '../../../shared/orders/types';
import { ProjectStatusTag } from './ProjectStatusTag';

/**
 * The facts an order page can list; `completedAt` shows only once the order has that date, `owedBy`
 * (who owes the next move, in which stage) and `due` only while a stage runs.
 */
type OrderFact = 'client' | 'designer' | 'status' | 'owedBy' | 'due' | 'createdAt' | 'completedAt' | 'reviews';

export interface OrderFactsCardProps {
  project: ProjectDetail;
  /** Whose words: the status label ("Zur Review" / "Kunden-Review") and how revisions are counted. */
  audience: StatusAudience;
  /** Which facts, in this order. */
  facts: readonly OrderFact[];
}

function factRow(
  fact: OrderFact,
  project: ProjectDetail,
  audience: StatusAudience,
): { label: string; children: ReactNode } | null {
  switch (fact) {
    case 'client':
      return {
        label: t.client,
        children: project.client.email ? (
          <a href={`mailto:${project.client.email}`}>{project.client.name}</a>
        ) : (
          project.client.name
        ),
      };
    case 'designer':
      return { label: t.designer, children: project.designer?.name ?? t.noDesigner };
    case 'status':
      return { label: t.status, children: <ProjectStatusTag status={project.status} audience={audience} /> };
    case 'owedBy':
      return project.clock
        ? {
            label: t.owedBy,
            children: (
              <span data-testid="owed-by">
                {clockOwnerLabels[project.clock.owedBy]} ({clockStageLabels[project.clock.stage]})
              </span>
            ),
          }
        : null;
    case 'due':
      return project.clock ? { label: t.due, children: <DueLine clock={project.clock} /> } : null;
    case 'createdAt':
      return { label: t.createdOn, children: formatDate(project.createdAt) };
    case 'completedAt':
      return project.completedAt ? { label: t.completedOn, children: formatDate(project.completedAt) } : null;
    case 'reviews': {
      // The client reads what is left of its change requests; staff read the revisions used.
      const remaining = Math.max(0, project.maxReviews - project.reviewCount);
      return {
        label: t.reviews,
        children:
          audience === 'client' ? (
            <span data-testid="reviews-used">
              {t.reviewsUsed(project.reviewCount, project.maxReviews)} ({t.reviewsRemaining(remaining)})
            </span>
          ) : (
            <span data-testid="revisions-used">{t.revisionsUsed(project.reviewCount, project.maxReviews)}</span>
          ),
      };
    }
  }
}

/** The side card of an order's facts, shared by the client's, designer's and admin's order pages. */
export function OrderFactsCard({ project, audience, facts }: OrderFactsCardProps) {
  const items: DescriptionsProps['items'] = facts.flatMap((fact) => {
    const row = factRow(fact, project, audience);
    return row ? [{ key: fact, ...row }] : [];
  });
  return (
    <Card className="project-card" size="small" data-testid="order-facts">
      <Descriptions column={1} size="small" items={items} />
    </Card>
  );
}
