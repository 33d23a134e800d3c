import type { ReactElement } from 'react';
import { LoadFailure } from '../../shared/LoadFailure';
import { PageLoading } from './components/PageLoading';
import { ProjectNotFound } from './components/ProjectNotFound';
import { ProjectPageFrame } from './components/ProjectPageFrame';
import { errorStatus, useLoadErrorToast } from './errors';
import { LIVE, useGetProjectQuery } from './projectsApi';
import { projectTexts as t } from './texts';
import type { ProjectDetail } from '../../shared/orders/types';

export interface ProjectDetailPageOptions {
  /** The list the "not found" state leads back to. */
  backTo: string;
  title: string;
  subtitle: string;
}

export type ProjectDetailState = { project: ProjectDetail; pending: null } | { project: null; pending: ReactElement };

/**
 * One order for a detail page, with the page to show while it is not there: loading, "Auftrag nicht
 * gefunden", or a load failure with a retry (each with the spec's toast).
 */
export function useProjectDetail(
  id: string,
  { backTo, title, subtitle }: ProjectDetailPageOptions,
): ProjectDetailState {
  const { data: project, isLoading, isError, error, refetch } = useGetProjectQuery(id, LIVE);
  const notFound = errorStatus(error) === 404;
  useLoadErrorToast(isError, notFound ? t.notFound : t.loadProjectError);
  if (project && !isLoading) return { project, pending: null };

  let body = <PageLoading />;
  if (notFound) body = <ProjectNotFound backTo={backTo} />;
  else if (isError) body = <LoadFailure text={t.projectUnavailable} onRetry={refetch} />;
  return {
    project: null,
    pending: (
      <ProjectPageFrame title={title} subtitle={subtitle} className="project-detail">
        {body}
      </ProjectPageFrame>
    ),
  };
}
