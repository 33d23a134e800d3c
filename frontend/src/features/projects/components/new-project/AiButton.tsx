import { BulbOutlined } from '@ant-design/icons';
import { Button, Tooltip } from 'antd';
import { projectTexts as t } from '../../texts';

export interface AiButtonProps {
  label: string;
}

/**
 * The AI helpers arrive with a later release; until then the button is disabled and its tooltip
 * says so (a disabled button needs the wrapper to show a tooltip).
 */
export function AiButton({ label }: AiButtonProps) {
  return (
    <Tooltip title={t.aiComingSoon}>
      <span className="ai-button">
        <Button size="small" icon={<BulbOutlined />} disabled title={t.aiComingSoon}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}
