import { EditOutlined } from '@ant-design/icons';
import { Card, Tag, Typography } from 'antd';
import { VERSION_MEANINGS } from '../../../shared/contracts';
import { DesignViewer } from '../../review';
import { pinLabels } from '../../review';
import { statusMeaning } from '../../../shared/orders/status';
import { projectTexts as t } from '../texts';
import type { DesignVersion, ProjectDetail } from '../../../shared/orders/types';
import { EarlierPins, FinalFileList, passedVersions } from './DesignReviewCard';

/**
 * The version the client asked to change, while the designer works on it: the latest version the
 * client was shown, when it came back with the client's change request and the order is neither in
 * the client's review again nor done.
 */
export function versionInRevision(project: ProjectDetail): DesignVersion | undefined {
  const meaning = statusMeaning(project.status);
  if (meaning?.waitingFor === 'clientReview' || meaning?.final) return undefined;
  const latest = passedVersions(project).at(-1);
  return latest && VERSION_MEANINGS[latest.status].cameBackFrom === 'client' ? latest : undefined;
}

export interface RevisionCardProps {
  project: ProjectDetail;
  version: DesignVersion;
  /** The pins' threads offer a reply box (default); a viewer reads them only. */
  canReply?: boolean;
}

/**
 * After a change request, until the next version reaches the client: the version asked about with
 * its pins and note, marked "in Überarbeitung", instead of no design at all.
 */
export function RevisionCard({ project, version, canReply = true }: RevisionCardProps) {
  const pins = project.pins.filter((pin) => pin.versionId === version.id);
  return (
    <Card
      title={t.inRevisionTitle(version.number)}
      extra={
        <Tag color="processing" icon={<EditOutlined />}>
          {t.inRevision}
        </Tag>
      }
      className="project-card project-card--highlight"
      data-testid="version-in-revision"
    >
      <Typography.Paragraph type="secondary">{t.inRevisionText}</Typography.Paragraph>
      <div className="final-designs">
        <DesignViewer files={version.files} pins={pinLabels(pins)} label={`V${version.number}`} />
        <FinalFileList files={version.files} />
      </div>
      {version.note?.trim() ? (
        <section data-testid="revision-note">
          <Typography.Title level={5}>{t.inRevisionNote}</Typography.Title>
          <Typography.Paragraph className="pre-wrap">{version.note}</Typography.Paragraph>
        </section>
      ) : null}
      {/* Every pin of the client with its thread, so an answer it is told of (`?pin=`) is here too. */}
      <EarlierPins
        projectId={project.id}
        versions={passedVersions(project)}
        pins={project.pins}
        title={t.inRevisionPins}
        canReply={canReply}
      />
    </Card>
  );
}
