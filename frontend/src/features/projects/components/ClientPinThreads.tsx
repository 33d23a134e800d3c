import { Card, Typography } from 'antd';
import { pinLabels } from '../../review/DesignViewer';
import { projectTexts as t } from '../texts';
import type { ProjectDetail } from '../types';
import { PinThread } from './PinThread';
import { pinThreadTexts } from './pinThreadTexts';

export interface ClientPinThreadsProps {
  project: ProjectDetail;
}

/**
 * The client's pins while its order is not in its review (the designer reworks it, the admin checks
 * it): each with its thread, so an answer the client is told of can be read and answered here. The
 * pins are the ones the server shows the client (its own, on versions the admin passed).
 */
export function ClientPinThreads({ project }: ClientPinThreadsProps) {
  if (!project.pins.length) return null;
  const labels = new Map(pinLabels(project.pins).map((pin) => [pin.id, pin.label]));
  const several = new Set(project.pins.map((pin) => pin.versionNumber)).size > 1;
  return (
    <Card title={pinThreadTexts.clientTitle} className="project-card" data-testid="client-pin-threads">
      <ul className="pin-thread__pins">
        {project.pins.map((pin) => {
          const label = `${labels.get(pin.id) ?? ''}${several ? ` (V${pin.versionNumber})` : ''}`;
          return (
            <li key={pin.id} className="pin-thread__pin" data-testid="client-pin">
              <Typography.Text strong>{t.pinNumber(label)}</Typography.Text>
              <Typography.Paragraph className="pre-wrap pin-thread__message">{pin.comment}</Typography.Paragraph>
              <PinThread projectId={project.id} pinId={pin.id} label={label} />
            </li>
          );
        })}
      </ul>
    </Card>
  );
}
