import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Empty, Typography } from 'antd';
import { formatDate } from '../../../shared/format';
import { projectTexts as t } from '../texts';
import type { Attachment } from '../../../shared/orders/types';

export interface FileGalleryProps {
  files: readonly Attachment[];
  emptyText: string;
  /** Names the list for screen readers and browser tests, e.g. "final-designs". */
  testId: string;
  /** Show a preview (image or playable video) above each file's name. */
  preview?: boolean;
}

interface FilePreviewProps {
  file: Attachment;
}

function FilePreview({ file }: FilePreviewProps) {
  if (file.fileType.startsWith('image/')) {
    return (
      <a
        href={file.fileUrl}
        target="_blank"
        rel="noreferrer"
        aria-label={t.openFile(file.fileName)}
        className="file-card__preview"
      >
        <img src={file.fileUrl} alt={file.fileName} loading="lazy" />
      </a>
    );
  }
  if (file.fileType.startsWith('video/')) {
    return (
      <div className="file-card__preview">
        <video src={file.fileUrl} controls preload="metadata" aria-label={file.fileName}>
          <track kind="captions" />
        </video>
      </div>
    );
  }
  return (
    <div className="file-card__preview file-card__preview--icon" aria-hidden="true">
      <PaperClipOutlined />
    </div>
  );
}

function formatSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Files of an order with preview and a download button each. */
export function FileGallery({ files, emptyText, testId, preview = true }: FileGalleryProps) {
  if (!files.length) return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={emptyText} />;
  return (
    <ul className="file-gallery" data-testid={testId}>
      {files.map((file) => (
        <li key={file.id} className="file-card" data-testid="file-card">
          {preview ? <FilePreview file={file} /> : null}
          <div className="file-card__meta">
            <Typography.Text ellipsis={{ tooltip: file.fileName }} className="file-card__name">
              {file.fileName}
            </Typography.Text>
            <Typography.Text type="secondary" className="file-card__info">
              {formatSize(file.sizeBytes)} · {formatDate(file.createdAt)}
            </Typography.Text>
          </div>
          <Button
            href={file.fileUrl}
            download={file.fileName}
            icon={<DownloadOutlined />}
            aria-label={t.downloadFile(file.fileName)}
            size="small"
          >
            {t.download}
          </Button>
        </li>
      ))}
    </ul>
  );
}
