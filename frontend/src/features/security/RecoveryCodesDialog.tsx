import { CopyOutlined, DownloadOutlined } from '@ant-design/icons';
import { Alert, Button, Modal, Space } from 'antd';
import { useToast } from '../../shared/toast';
import { securityTexts as t } from './texts';

export interface RecoveryCodesDialogProps {
  codes: string[];
  /** The account's e-mail, written into the downloaded file so that it says whose codes they are. */
  email: string;
  onClose: () => void;
}

/** The codes as a text file the browser saves (no server round trip: they exist only here now). */
function download(codes: string[], email: string) {
  const file = new Blob([`${t.recoveryFileIntro(email)}\n${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' });
  const url = URL.createObjectURL(file);
  const link = document.createElement('a');
  link.href = url;
  link.download = t.recoveryFileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/**
 * The ten recovery codes, shown this once (the server keeps only their hashes): copy, download, and
 * closed only by saying they are kept, not by a stray click beside the dialog or Escape.
 */
export function RecoveryCodesDialog({ codes, email, onClose }: RecoveryCodesDialogProps) {
  const toast = useToast();

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(codes.join('\n'));
      toast.success(t.recoveryCopied);
    } catch {
      toast.error(t.recoveryCopyFailed);
    }
  };

  return (
    <Modal
      open
      title={t.recoveryDialogTitle}
      closable={false}
      mask={{ closable: false }}
      keyboard={false}
      okText={t.recoveryDone}
      onOk={onClose}
      cancelButtonProps={{ hidden: true }}
    >
      <Alert type="warning" showIcon title={t.recoveryWarningTitle} description={t.recoveryWarningText} />
      <ol className="recovery-codes" data-testid="recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <Space wrap>
        <Button icon={<CopyOutlined />} onClick={() => void copy()}>
          {t.recoveryCopy}
        </Button>
        <Button icon={<DownloadOutlined />} onClick={() => download(codes, email)}>
          {t.recoveryDownload}
        </Button>
      </Space>
    </Modal>
  );
}
