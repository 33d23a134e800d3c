import { CloudUploadOutlined } from '@ant-design/icons';
import { Button, Card, Progress, Typography, Upload, type UploadFile } from 'antd';
import { useState } from 'react';
import { useAppDispatch } from '../../../shared/store/hooks';
import { useToast } from '../../../shared/toast';
import { actionErrorText } from '../errors';
import { FINAL_DESIGN_ACCEPT, isMediaFile } from '../filePolicy';
import { uploadedTags } from '../projectsApi';
import { projectTexts as t } from '../texts';
import { useUploadFiles } from '../uploadFiles';

export interface FinalDesignUploadProps {
  projectId: string;
  /** Called once the designs are in (the page leads to them: this box goes away). */
  onUploaded?: () => void;
}

/** The designer's upload of final designs (images or videos, several at once) with its progress. */
export function FinalDesignUpload({ projectId, onUploaded }: FinalDesignUploadProps) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [files, setFiles] = useState<UploadFile[]>([]);
  const [missing, setMissing] = useState(false);
  const { upload, progress, isUploading } = useUploadFiles();

  const submit = async () => {
    const chosen = files.flatMap((file) => (file.originFileObj ? [file.originFileObj as File] : []));
    if (!chosen.length) {
      setMissing(true);
      toast.error(t.noFileChosen);
      return;
    }
    try {
      await upload({ path: `/projects/${projectId}/final-designs`, files: chosen });
      setFiles([]);
      toast.success(t.uploaded);
      dispatch(uploadedTags(projectId));
      onUploaded?.();
    } catch (error) {
      toast.error(actionErrorText(error, t.uploadError));
    }
  };

  const beforeUpload = (file: File) => {
    if (!isMediaFile(file)) {
      toast.error(`${file.name}: ${t.onlyMedia}`);
      return Upload.LIST_IGNORE;
    }
    setMissing(false);
    // Sent together with the button below, not on selection.
    return false;
  };

  return (
    <Card title={t.uploadTitle} className="project-card project-card--highlight" data-testid="final-design-upload">
      <Upload.Dragger
        multiple
        accept={FINAL_DESIGN_ACCEPT}
        fileList={files}
        beforeUpload={beforeUpload}
        onChange={({ fileList }) => setFiles(fileList)}
        onRemove={(file) => setFiles((current) => current.filter((item) => item.uid !== file.uid))}
        disabled={isUploading}
      >
        <p className="ant-upload-drag-icon">
          <CloudUploadOutlined />
        </p>
        <p className="ant-upload-text">{t.uploadDrop}</p>
        <p className="ant-upload-hint">{t.uploadHint}</p>
      </Upload.Dragger>
      {missing ? (
        <Typography.Text type="danger" role="alert" className="upload-error">
          {t.noFileChosen}
        </Typography.Text>
      ) : null}
      {progress !== null ? (
        <Progress percent={progress} status="active" aria-label={t.uploadProgress} data-testid="upload-progress" />
      ) : null}
      <div className="form-actions form-actions--start">
        <Button type="primary" onClick={submit} loading={isUploading}>
          {isUploading ? t.uploading : t.uploadSubmit}
        </Button>
      </div>
    </Card>
  );
}
