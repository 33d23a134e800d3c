import { DiffOutlined } from '@ant-design/icons';
import { Button, Grid, Modal, Typography } from 'antd';
import { useState } from 'react';
import { formatDate } from '../../../shared/format';
import { DesignViewer } from '../../review';
import { pinLabels } from '../../review';
import { VersionCompare } from '../../review';
import { projectTexts as t } from '../texts';
import type { DesignVersion, Pin } from '../../../shared/orders/types';

export interface VersionListProps {
  versions: readonly DesignVersion[];
  /** The number of the version shown beside the list. */
  selected: number | undefined;
  onSelect: (versionNumber: number) => void;
}

/** When a version last moved: its decision, or its submission while undecided. */
export function versionDate(version: DesignVersion): string {
  return formatDate(version.decidedAt ?? version.submittedAt);
}

/** The order's versions, oldest first, one compact button each: "V1 · Zurückgesendet · 15.03.2025". */
export function VersionList({ versions, selected, onSelect }: VersionListProps) {
  return (
    <ul
      data-testid="version-list"
      style={{ display: 'flex', flexWrap: 'wrap', gap: 8, margin: '0 0 16px', padding: 0, listStyle: 'none' }}
    >
      {versions.map((version) => (
        <li key={version.id}>
          <Button
            size="small"
            type={version.number === selected ? 'primary' : 'default'}
            aria-pressed={version.number === selected}
            onClick={() => onSelect(version.number)}
          >
            {t.versionRow(version.number, t.versionStatus[version.status] ?? version.status, versionDate(version))}
          </Button>
        </li>
      ))}
    </ul>
  );
}

export interface CompareVersionsButtonProps {
  versions: DesignVersion[];
}

/** "Versionen vergleichen": the versions side by side in a dialog, from two versions on. */
export function CompareVersionsButton({ versions }: CompareVersionsButtonProps) {
  const [open, setOpen] = useState(false);
  const screens = Grid.useBreakpoint();
  const phone = !screens.md;
  if (versions.length < 2) return null;
  return (
    <>
      <Button icon={<DiffOutlined />} onClick={() => setOpen(true)}>
        {t.compareVersions}
      </Button>
      <Modal
        open={open}
        title={t.compareVersions}
        footer={null}
        onCancel={() => setOpen(false)}
        width={phone ? '100%' : 1100}
        style={phone ? { top: 0, maxWidth: '100vw', margin: 0, paddingBottom: 0 } : undefined}
        destroyOnHidden
      >
        <div data-testid="version-compare-dialog">
          <VersionCompare versions={versions} />
        </div>
      </Modal>
    </>
  );
}

export interface VersionShownProps {
  version: DesignVersion;
  /** The pins to mark on it. */
  pins: Pin[];
  activePin: string | undefined;
  onPinClick: (pinId: string) => void;
}

/** One version in the viewer with its pins, and the general note of its send-back or change request. */
export function VersionShown({ version, pins, activePin, onPinClick }: VersionShownProps) {
  return (
    <>
      <DesignViewer
        key={version.id}
        files={version.files}
        pins={pinLabels(pins)}
        activeKey={activePin}
        onPinClick={onPinClick}
        label={t.versionLabel(version.number)}
      />
      {version.note?.trim() ? (
        <Typography.Paragraph className="pre-wrap" style={{ marginTop: 12 }} data-testid="version-note">
          <Typography.Text strong>{`${t.reworkNote}: `}</Typography.Text>
          {version.note}
        </Typography.Paragraph>
      ) : null}
    </>
  );
}
