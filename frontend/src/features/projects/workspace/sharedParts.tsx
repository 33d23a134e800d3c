import { Card } from 'antd';
import { BriefingDetails, briefingItems } from '../components/BriefingDetails';
import { FileGallery } from '../components/FileGallery';
import { PublishingCard } from '../../publishing';
import { projectFiles } from '../projectFiles';
import { projectTexts as t } from '../texts';
import type { WorkspacePart } from './OrderWorkspace';

/** The order as the client wrote it. */
export const BriefingPart: WorkspacePart = ({ project }) => {
  return (
    <Card title={t.briefingTitle} className="project-card">
      <BriefingDetails items={briefingItems(project)} />
    </Card>
  );
};

/**
 * The final designs' files. After a change request the order holds no final designs of its own
 * until the next submission, yet its versions are shown beside: then the latest version's files
 * are listed, so «Noch keine finalen Designs» appears only while no version exists.
 */
export const FinalDesignsPart: WorkspacePart = ({ project }) => {
  const { finals } = projectFiles(project);
  const latest = [...project.versions].sort((a, b) => a.number - b.number).at(-1);
  const files = finals.length ? finals : (latest?.files ?? []);
  return (
    <Card title={t.finalDesigns} className="project-card">
      <FileGallery files={files} emptyText={t.noFinalDesigns} testId="final-designs" />
    </Card>
  );
};

/** The files the client attached, under each role's own title and empty text. */
export function clientFilesPart(title: string, emptyText: string): WorkspacePart {
  const ClientFiles: WorkspacePart = ({ project }) => (
    <Card title={title} className="project-card">
      <FileGallery files={projectFiles(project).clientFiles} emptyText={emptyText} testId="client-files" />
    </Card>
  );
  return ClientFiles;
}

/** The order's publication for staff: admins schedule it, designers see how it went out. */
export function publishingPart(canSchedule: boolean): WorkspacePart {
  const Publishing: WorkspacePart = ({ project }) => <PublishingCard project={project} canSchedule={canSchedule} />;
  return Publishing;
}
