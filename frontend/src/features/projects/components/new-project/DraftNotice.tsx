import { Alert, Button } from 'antd';
import { projectTexts as t } from '../../texts';

export interface DraftNoticeProps {
  onClose: () => void;
  onDiscard: () => void;
}

/** "Dein Entwurf wurde wiederhergestellt." with the way to start over. */
export function DraftNotice({ onClose, onDiscard }: DraftNoticeProps) {
  return (
    <Alert
      type="info"
      showIcon
      className="project-alert"
      title={t.draftRestored}
      closable={{ onClose }}
      action={
        <Button size="small" onClick={onDiscard}>
          {t.discardDraft}
        </Button>
      }
    />
  );
}
