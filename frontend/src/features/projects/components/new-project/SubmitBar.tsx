import { Button } from 'antd';
import { projectTexts as t } from '../../texts';

export interface SubmitBarProps {
  isCreating: boolean;
  isUploading: boolean;
  /** Upload progress in percent, while uploading. */
  progress: number | null;
  /** No order of the chosen type left: the button is disabled. */
  atLimit: boolean;
  onCancel: () => void;
}

/** Cancel and "Auftrag erstellen", the button saying what is under way (creating, then uploading). */
export function SubmitBar({ isCreating, isUploading, progress, atLimit, onCancel }: SubmitBarProps) {
  const busy = isCreating || isUploading;
  return (
    <div className="form-actions">
      <Button onClick={onCancel} disabled={busy}>
        {t.cancel}
      </Button>
      <Button type="primary" htmlType="submit" loading={busy} disabled={atLimit || busy} data-testid="submit-project">
        {isUploading ? `${t.uploadingFiles} ${progress ?? 0}%` : isCreating ? t.submitting : t.submit}
      </Button>
    </div>
  );
}
