import { BulbOutlined, StopOutlined } from '@ant-design/icons';
import { Button, Space, Tag, Tooltip } from 'antd';
import { projectTexts as t } from '../../texts';

export interface AiButtonProps {
  label: string;
  busy: boolean;
  onGenerate: () => void;
  /** While busy, a "Stoppen" button beside it ends the generation. */
  onStop?: () => void;
  /** The last text came from the offline generator (no AI provider configured). */
  offline: boolean;
}

/** An AI helper of the order form: generate, stop while writing, and the offline-draft mark. */
export function AiButton({ label, busy, onGenerate, onStop, offline }: AiButtonProps) {
  return (
    <Space size={4} wrap style={{ marginTop: 4 }}>
      <Button size="small" icon={<BulbOutlined />} loading={busy} onClick={onGenerate}>
        {label}
      </Button>
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
