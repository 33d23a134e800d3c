import { PaperClipOutlined } from '@ant-design/icons';
import { Button, Form, Upload, type UploadFile } from 'antd';
import type { SetStateAction } from 'react';
import { useToast } from '../../../../shared/toast';
import { ORDER_FILE_ACCEPT, orderFileProblem } from '../../filePolicy';
import { projectTexts as t } from '../../texts';

export interface ReferenceFilesFieldProps {
  files: UploadFile[];
  onFilesChange: (update: SetStateAction<UploadFile[]>) => void;
  /** While the order is being sent: the chosen files stay. */
  busy: boolean;
}

/** The client's images and videos for the designer, checked on selection and sent with the order. */
export function ReferenceFilesField({ files, onFilesChange, busy }: ReferenceFilesFieldProps) {
  const toast = useToast();

  const beforeUpload = (file: File) => {
    const problem = orderFileProblem(file);
    if (problem) {
      toast.error(
        problem.kind === 'too-large' ? t.fileTooLarge(file.name, problem.maxMb) : t.fileUnsupported(file.name),
      );
      return Upload.LIST_IGNORE;
    }
    // Files are sent with the order, not on selection.
    return false;
  };

  return (
    <Form.Item label={t.filesLabel} extra={t.filesHint}>
      <Upload
        multiple
        accept={ORDER_FILE_ACCEPT}
        fileList={files}
        beforeUpload={beforeUpload}
        onChange={({ fileList }) => onFilesChange(fileList)}
        onRemove={(file) => onFilesChange((current) => current.filter((item) => item.uid !== file.uid))}
        showUploadList={{ showRemoveIcon: !busy }}
      >
        <Button icon={<PaperClipOutlined />}>{t.filesDrop}</Button>
      </Upload>
    </Form.Item>
  );
}
