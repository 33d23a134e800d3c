import { ProjectPageFrame } from './components/ProjectPageFrame';
import { StaffProjectList } from './components/StaffProjectList';
import { designerFilters } from '../../shared/orders/status';
import { projectTexts as t } from './texts';
import '../../shared/styles/projects.css';

/** /designer/projects: the designer's assigned orders, newest first, filtered by status (spec 001). */
export function DesignerProjectsPage() {
  return (
    <ProjectPageFrame title={t.designerProjectsTitle} subtitle={t.designerProjectsSubtitle}>
      <StaffProjectList
        filters={designerFilters}
        emptyAll={t.designerEmptyAll}
        linkTo={(project) => `/designer/project/${project.id}`}
      />
    </ProjectPageFrame>
  );
}
