import { EyeOutlined } from '@ant-design/icons';
import { Alert, Button, Typography } from 'antd';
import { VERSION_MEANINGS } from '../../../shared/contracts';
import { versionDate } from './VersionList';
import { statusMeaning } from '../../../shared/orders/status';
import { projectTexts as t } from '../texts';
import type { DesignVersion, Pin, ProjectDetail } from '../../../shared/orders/types';

export interface ReworkBannerProps {
  /** The version that came back: sent back by the admin's check or with the client's change request. */
  version: DesignVersion;
  clientName: string;
  /** Pins of earlier versions not yet done. */
  openPins: number;
  onShowVersion: () => void;
}

/** At the top of the designer's order: who sent it back, when, the note and how many pins are left. */
export function ReworkBanner({ version, clientName, openPins, onShowVersion }: ReworkBannerProps) {
  const fromAdmin = VERSION_MEANINGS[version.status].cameBackFrom === 'admin';
  return (
    <Alert
      type={openPins > 0 ? 'warning' : 'info'}
      showIcon
      className="project-alert"
      data-testid="rework-banner"
      title={`${fromAdmin ? t.reworkFromAdmin : t.reworkFromClient(clientName)} · ${versionDate(version)}`}
      description={
        <>
          {version.note?.trim() ? (
            <Typography.Paragraph className="pre-wrap" style={{ marginBottom: 8 }} data-testid="rework-note">
              {version.note}
            </Typography.Paragraph>
          ) : null}
          <Typography.Text strong data-testid="rework-open-pins">
            {t.openPinsCount(openPins)}
          </Typography.Text>
        </>
      }
      action={
        <Button size="small" icon={<EyeOutlined />} onClick={onShowVersion}>
          {t.showVersion(version.number)}
        </Button>
      }
    />
  );
}

export interface Rework {
  /** The version that came back (the latest such). */
  version: DesignVersion;
  /** Every pin of the versions before the current one: the designer's checklist. */
  checklist: Pin[];
  openPins: number;
}

/** Whether the designer may tick pins now: the order is with it or in the admin's check. */
export function pinsEditable(project: ProjectDetail): boolean {
  const waitingFor = statusMeaning(project.status)?.waitingFor;
  return waitingFor === 'designer' || waitingFor === 'adminReview';
}

/**
 * The designer's checklist: the pins of every version but the current one (a version in the
 * admin's check or with the client has none of its own yet to work off).
 */
export function checklistPins(project: ProjectDetail): Pin[] {
  const current = project.versions.find((version) => version.current);
  return project.pins.filter((pin) => pin.versionId !== current?.id);
}

/**
 * Rework shows while the order is with the designer and its latest version came back. Once the next
 * version is in (the admin's check), the banner goes: what came back is answered, and the checklist
 * (below) still lets the designer tick what the new version did.
 */
export function reworkOf(project: ProjectDetail): Rework | null {
  if (!pinsEditable(project)) return null;
  const latest = project.versions.at(-1);
  if (!latest || !VERSION_MEANINGS[latest.status].cameBackFrom) return null;
  const checklist = checklistPins(project);
  return { version: latest, checklist, openPins: checklist.filter((pin) => !pin.done).length };
}
