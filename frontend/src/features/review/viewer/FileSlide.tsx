import { DownloadOutlined, PaperClipOutlined } from '@ant-design/icons';
import { Button, Typography } from 'antd';
import type { Attachment } from '../../../shared/orders/types';
import { reviewTexts as t } from '../texts';

interface FileSlideProps {
  file: Attachment;
}

/** A file the browser cannot show (a PDF, an archive): its name and a download. */
export function FileSlide({ file }: FileSlideProps) {
  return (
    <div className="dv-file">
      <PaperClipOutlined className="dv-file__icon" aria-hidden="true" />
      <Typography.Text className="dv-file__name">{file.fileName}</Typography.Text>
      <Button
        href={file.downloadUrl}
        download={file.fileName}
        icon={<DownloadOutlined />}
        aria-label={t.downloadFile(file.fileName)}
      >
        {t.download}
      </Button>
    </div>
  );
}
