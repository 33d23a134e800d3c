import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Form, Input, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorMessage, apiErrorStatus } from '../../shared/apiError';
import { formatDate } from '../../shared/format';
import { FormDialog } from '../../shared/FormDialog';
import { LoadFailure } from '../../shared/LoadFailure';
import { useToast } from '../../shared/toast';
import { useCancelErasureMutation, useGetErasureQuery, useRequestErasureMutation } from './privacyApi';
import { privacyTexts as t } from './privacyTexts';

interface ErasureDialogProps {
  clientId: string;
  companyName: string;
  onClose: () => void;
}

interface ErasureValues {
  confirm: string;
}

/** Typing the company's name is the confirmation; the server compares it too (400 otherwise). */
function ErasureDialog({ clientId, companyName, onClose }: ErasureDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<ErasureValues>();
  const typed = Form.useWatch('confirm', form) ?? '';
  const [requestErasure, { isLoading }] = useRequestErasureMutation();
  const matches = typed.trim() === companyName;

  const submit = async ({ confirm }: ErasureValues) => {
    try {
      await requestErasure({ clientId, confirm: confirm.trim() }).unwrap();
      toast.success(t.companyRequested);
      onClose();
    } catch (error) {
      if (apiErrorStatus(error) === 400) {
        form.setFields([{ name: 'confirm', errors: [apiErrorMessage(error, t.companyConfirmMismatch)] }]);
      } else toast.error(apiErrorMessage(error, t.companyError));
    }
  };

  return (
    <FormDialog
      title={t.companyDialogTitle}
      okText={t.companyDelete}
      onOk={() => form.submit()}
      onCancel={onClose}
      busy={isLoading}
      incomplete={!matches}
      danger
    >
      <Typography.Paragraph>{t.companyText}</Typography.Paragraph>
      <Form<ErasureValues> form={form} layout="vertical" onFinish={submit} requiredMark={false}>
        <Form.Item name="confirm" label={t.companyConfirmLabel(companyName)}>
          <Input autoComplete="off" autoFocus />
        </Form.Item>
        <button type="submit" hidden disabled={!matches || isLoading} aria-hidden="true" tabIndex={-1} />
      </Form>
    </FormDialog>
  );
}

export interface CompanyErasureCardProps {
  clientId: string;
  companyName: string;
  /** The owner may ask for it; an admin viewing as the company only sees and cancels it. */
  canRequest: boolean;
}

/** «Firma löschen»: scheduled 30 days ahead, cancellable meanwhile (owner, admin). */
export function CompanyErasureCard({ clientId, companyName, canRequest }: CompanyErasureCardProps) {
  const toast = useToast();
  const [open, setOpen] = useState(false);
  const { data: pending, isLoading, isError, isFetching, refetch } = useGetErasureQuery(clientId);
  const [cancelErasure, { isLoading: cancelling }] = useCancelErasureMutation();

  const cancel = async () => {
    try {
      await cancelErasure(clientId).unwrap();
      toast.success(t.companyCancelled);
    } catch (error) {
      toast.error(apiErrorMessage(error, t.companyCancelError));
    }
  };

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 1 }} />;
  else if (isError)
    body = <LoadFailure text={t.companyLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (pending)
    body = (
      <>
        <Alert
          type="warning"
          showIcon
          role="status"
          data-testid="erasure-pending"
          title={t.companyScheduled(formatDate(pending.scheduledFor))}
          description={t.companyScheduledText}
        />
        <Button
          className="privacy-card__action"
          icon={<UndoOutlined />}
          onClick={() => void cancel()}
          loading={cancelling}
        >
          {t.companyCancel}
        </Button>
      </>
    );
  else if (canRequest)
    body = (
      <>
        <Typography.Paragraph type="secondary">{t.companyText}</Typography.Paragraph>
        <Button danger icon={<DeleteOutlined />} onClick={() => setOpen(true)}>
          {t.companyDelete}
        </Button>
      </>
    );
  else return null;

  return (
    <Card title={t.companyTitle} className="profile-card privacy-card" data-testid="privacy-company">
      {body}
      {open ? <ErasureDialog clientId={clientId} companyName={companyName} onClose={() => setOpen(false)} /> : null}
    </Card>
  );
}
