import { Form, Input, Typography } from 'antd';
import { FormDialog } from '../../../shared/FormDialog';
import { useToast } from '../../../shared/toast';
import { actionErrorText } from '../errors';
import { PROJECT_LIMITS } from '../../../shared/contracts';
import { useAdminRejectMutation } from '../projectsApi';
import { projectTexts as t } from '../texts';
import { useRequiredText } from '../useRequiredText';

export interface RejectDialogProps {
  projectId: string;
  projectTitle: string;
  open: boolean;
  onClose: () => void;
  onRejected?: () => void;
}

/** The admin's rejection: feedback is required and goes to the designer as a comment (spec 001). */
export function RejectDialog({ projectId, projectTitle, open, onClose, onRejected }: RejectDialogProps) {
  const toast = useToast();
  const feedback = useRequiredText();
  const [reject, { isLoading }] = useAdminRejectMutation();

  const close = () => {
    feedback.reset();
    onClose();
  };

  const submit = async () => {
    const text = feedback.take();
    if (!text) {
      toast.error(t.rejectRequired);
      return;
    }
    try {
      await reject({ id: projectId, feedback: text }).unwrap();
      toast.success(t.rejected);
      close();
      onRejected?.();
    } catch (error) {
      toast.error(actionErrorText(error, t.rejectError));
    }
  };

  return (
    <FormDialog
      open={open}
      title={t.rejectTitle}
      okText={t.rejectSubmit}
      onOk={submit}
      onCancel={close}
      busy={isLoading}
      danger
      destroyOnHidden
    >
      <Typography.Paragraph>
        <strong>{projectTitle}</strong>
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary">{t.rejectText}</Typography.Paragraph>
      <Form layout="vertical" onFinish={submit}>
        <Form.Item
          label={t.rejectFeedbackLabel}
          htmlFor="reject-feedback"
          required
          validateStatus={feedback.missing ? 'error' : undefined}
          help={feedback.missing ? t.rejectRequired : undefined}
        >
          <Input.TextArea
            id="reject-feedback"
            rows={5}
            value={feedback.value}
            maxLength={PROJECT_LIMITS.text}
            autoFocus
            onChange={feedback.onChange}
          />
        </Form.Item>
      </Form>
    </FormDialog>
  );
}
