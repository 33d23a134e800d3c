import { ProjectPageFrame } from './components/ProjectPageFrame';
import { StaffProjectList } from './components/StaffProjectList';
import { adminFilters } from '../../shared/orders/status';
import { projectTexts as t } from './texts';
import '../../shared/styles/projects.css';

/** /admin/projects: every order of every client as cards, paged (spec 001). */
export function AdminProjectsPage() {
  return (
    <ProjectPageFrame title={t.adminProjectsTitle} subtitle={t.adminProjectsSubtitle}>
      <StaffProjectList
        filters={adminFilters}
        emptyAll={t.adminEmptyAll}
        linkTo={(project) => `/admin/project/${project.id}`}
      />
    </ProjectPageFrame>
  );
}
