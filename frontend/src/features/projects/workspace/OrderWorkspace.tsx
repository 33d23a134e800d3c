import { Tag } from 'antd';
import type { ComponentType } from 'react';
import { formatDate } from '../../../shared/format';
import { ProjectPageFrame } from '../components/ProjectPageFrame';
import { ProjectStatusTag } from '../components/ProjectStatusTag';
import { contentTypeLabel } from '../../../shared/orders/status';
import { projectTexts as t } from '../texts';
import type { ProjectDetail } from '../../../shared/orders/types';
import { useProjectDetail, type ProjectDetailPageOptions } from '../useProjectDetail';
import { useVersionViewer, type VersionViewer } from './useVersionViewer';
import '../../../shared/styles/projects.css';

/** What every part of the workspace gets: the order and the viewer state its cards share. */
interface WorkspacePartProps {
  project: ProjectDetail;
  viewer: VersionViewer;
}

/** A card, notice or action of the workspace. */
export type WorkspacePart = ComponentType<WorkspacePartProps>;

/** Parts in the order they show, by a name unique within their place. */
type WorkspaceParts = Record<string, WorkspacePart>;

/** One role's order workspace: which cards and actions it shows, where. */
export interface WorkspaceConfig {
  /** The frame while the order is loading, missing or failed. */
  pending: ProjectDetailPageOptions;
  /** Whose words the status tag uses. */
  audience: 'client' | 'staff';
  /** After the content type and the status in the header. */
  actions: WorkspaceParts;
  /** Above the two columns: banners and notices. */
  top: WorkspaceParts;
  main: WorkspaceParts;
  side: WorkspaceParts;
}

interface PartsProps extends WorkspacePartProps {
  parts: WorkspaceParts;
}

function Parts({ parts, project, viewer }: PartsProps) {
  return Object.entries(parts).map(([name, Part]) => <Part key={name} project={project} viewer={viewer} />);
}

interface LoadedWorkspaceProps {
  project: ProjectDetail;
  config: WorkspaceConfig;
}

function LoadedWorkspace({ project, config }: LoadedWorkspaceProps) {
  const viewer = useVersionViewer(project.versions, project.pins);
  const shared = { project, viewer };
  return (
    <ProjectPageFrame
      title={project.title}
      subtitle={`${t.createdOn} ${formatDate(project.createdAt)}`}
      className="project-detail"
      extra={
        <>
          <Tag>{contentTypeLabel(project.contentType)}</Tag>
          <ProjectStatusTag status={project.status} audience={config.audience} />
          <Parts parts={config.actions} {...shared} />
        </>
      }
    >
      <Parts parts={config.top} {...shared} />
      <div className="detail-layout">
        <div className="detail-layout__main">
          <Parts parts={config.main} {...shared} />
        </div>
        <div className="detail-layout__side">
          <Parts parts={config.side} {...shared} />
        </div>
      </div>
    </ProjectPageFrame>
  );
}

export interface OrderWorkspaceProps {
  id: string;
  config: WorkspaceConfig;
}

/** One order as a role works on it (client, designer, admin): its configuration says which cards and actions. */
export function OrderWorkspace({ id, config }: OrderWorkspaceProps) {
  const { project, pending } = useProjectDetail(id, config.pending);
  if (!project) return pending;
  return <LoadedWorkspace project={project} config={config} />;
}
