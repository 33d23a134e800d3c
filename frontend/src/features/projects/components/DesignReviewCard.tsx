import { CheckOutlined, EditOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Popconfirm, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useToast } from '../../../shared/toast';
import { actionErrorText } from '../errors';
import { projectFiles } from '../projectFiles';
import { useRequiredText } from '../useRequiredText';
import { useClientApproveMutation, useRequestChangesMutation } from '../projectsApi';
import { projectTexts as t } from '../texts';
import type { ProjectDetail } from '../types';
import { FileGallery } from './FileGallery';

export interface DesignReviewCardProps {
  project: ProjectDetail;
}

/**
 * The client's review of the final designs (status review): preview and download, then approve or
 * request changes while revisions remain (spec 000 sections 2, 4 and 5).
 */
export function DesignReviewCard({ project }: DesignReviewCardProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const feedback = useRequiredText();
  const [approve, { isLoading: isApproving }] = useClientApproveMutation();
  const [requestChanges, { isLoading: isRequesting }] = useRequestChangesMutation();
  const busy = isApproving || isRequesting;

  const { finals } = projectFiles(project);
  const remaining = Math.max(0, project.maxReviews - project.reviewCount);
  const exhausted = remaining <= 0;
  const canApprove = project.allowedActions.includes('CLIENT_APPROVE');
  const canRequest = !exhausted && project.allowedActions.includes('REQUEST_CHANGES');

  const onApprove = async () => {
    try {
      await approve(project.id).unwrap();
      toast.success(t.approved);
      navigate('/client/projects?tab=completed');
    } catch (error) {
      toast.error(actionErrorText(error, t.approveError));
    }
  };

  const onRequestChanges = async () => {
    const text = feedback.take();
    if (!text) {
      toast.error(t.changesRequired);
      return;
    }
    try {
      await requestChanges({ id: project.id, feedback: text }).unwrap();
      feedback.reset();
      toast.success(t.changesRequested);
    } catch (error) {
      toast.error(actionErrorText(error, t.changesError));
    }
  };

  return (
    <Card title={t.designReview} className="project-card project-card--highlight" data-testid="design-review">
      <Typography.Paragraph type="secondary">{t.designReviewText}</Typography.Paragraph>
      <FileGallery files={finals} emptyText={t.noFinalDesigns} testId="final-designs" />
      <Form layout="vertical" className="review-form" disabled={busy}>
        <Form.Item
          label={t.feedbackLabel}
          htmlFor="review-feedback"
          validateStatus={feedback.missing ? 'error' : undefined}
          help={feedback.missing ? t.changesRequired : undefined}
        >
          <Input.TextArea
            id="review-feedback"
            rows={4}
            value={feedback.value}
            maxLength={5000}
            placeholder={t.feedbackPrompt}
            onChange={feedback.onChange}
          />
        </Form.Item>
        {exhausted ? (
          <Alert type="warning" showIcon className="project-alert" title={t.revisionsExhausted(project.maxReviews)} data-testid="revisions-exhausted" />
        ) : (
          <Typography.Paragraph type="secondary" data-testid="remaining-changes">
            {t.remainingChanges(remaining, project.maxReviews)}
          </Typography.Paragraph>
        )}
        <div className="form-actions form-actions--start">
          {/* Approving ends the order and every revision left: one more click, naming what is approved. */}
          <Popconfirm
            title={t.approveConfirmTitle}
            description={t.approveConfirmText(finals.length)}
            okText={t.approveConfirmOk}
            cancelText={t.cancel}
            onConfirm={onApprove}
            disabled={!canApprove || busy}
          >
            <Button type="primary" icon={<CheckOutlined />} loading={isApproving} disabled={!canApprove || busy}>
              {t.approve}
            </Button>
          </Popconfirm>
          <Button icon={<EditOutlined />} onClick={onRequestChanges} loading={isRequesting} disabled={!canRequest || busy}>
            {t.requestChanges}
          </Button>
        </div>
      </Form>
    </Card>
  );
}
