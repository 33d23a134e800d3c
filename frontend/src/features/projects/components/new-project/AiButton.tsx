import { BulbOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip, Typography } from 'antd';
import { projectTexts as t } from '../../texts';

export interface AiButtonProps {
  label: string;
  busy: boolean;
  onGenerate: () => void;
  /** While busy, a "Stoppen" button beside it ends the generation. */
  onStop?: () => void;
  /** The last text came from the offline generator (no AI provider configured). */
  offline: boolean;
  /** Why the helper cannot be used now (no plan): the button is disabled and this says why. */
  unavailable?: string | null;
}

/** An AI helper of the order form: generate, stop while writing, and the offline-draft mark. */
export function AiButton({ label, busy, onGenerate, onStop, offline, unavailable }: AiButtonProps) {
  return (
    <Space size={4} wrap style={{ marginTop: 4 }}>
      <Button size="small" icon={<BulbOutlined />} loading={busy} disabled={Boolean(unavailable)} onClick={onGenerate}>
        {label}
      </Button>
      {unavailable ? <Typography.Text type="secondary">{unavailable}</Typography.Text> : null}
      {busy && onStop ? (
        <Button size="small" danger icon={<StopOutlined />} onClick={onStop}>
          {t.aiStop}
        </Button>
      ) : null}
      {offline && !busy ? (
        <Tooltip title={t.aiOfflineHint}>
          <Tag color="orange">{t.aiOffline}</Tag>
        </Tooltip>
      ) : null}
    </Space>
  );
}
