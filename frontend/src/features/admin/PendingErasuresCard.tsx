import { DeleteOutlined, UndoOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { apiErrorMessage } from '../../shared/apiError';
import { formatDate } from '../../shared/format';
import { FormDialog } from '../../shared/FormDialog';
import { LoadFailure } from '../../shared/LoadFailure';
import { useToast } from '../../shared/toast';
import {
  useCancelPendingErasureMutation,
  useExecuteErasureMutation,
  useGetPendingErasuresQuery,
  type AdminPendingErasure,
} from './erasuresApi';
import { erasureTexts as t } from './erasureTexts';
import '../../shared/styles/divided-list.css';

interface ErasureRowProps {
  erasure: AdminPendingErasure;
  onExecute: () => void;
}

function ErasureRow({ erasure, onExecute }: ErasureRowProps) {
  const toast = useToast();
  const [cancel, { isLoading: cancelling }] = useCancelPendingErasureMutation();
  const name = erasure.companyName;
  const requested = erasure.requestedBy
    ? t.requestedBy(erasure.requestedBy.name, formatDate(erasure.requestedAt))
    : t.requestedAt(formatDate(erasure.requestedAt));

  const cancelIt = async () => {
    try {
      await cancel(erasure.clientId).unwrap();
      toast.success(t.cancelled(name));
    } catch (error) {
      toast.error(apiErrorMessage(error, t.cancelError));
    }
  };

  return (
    <li className="divided-list__row" data-testid="pending-erasure">
      <div className="pending-erasure__text">
        <Link to={`/admin/clients/${encodeURIComponent(erasure.clientId)}`} className="pending-erasure__name">
          {name}
        </Link>
        <Typography.Text type="warning">{t.scheduledFor(formatDate(erasure.scheduledFor))}</Typography.Text>
        {requested ? <Typography.Text type="secondary">{requested}</Typography.Text> : null}
      </div>
      <Space wrap>
        {erasure.started ? (
          <Tag color="processing">{t.started}</Tag>
        ) : (
          <Button
            icon={<UndoOutlined />}
            aria-label={t.cancelLabel(name)}
            onClick={() => void cancelIt()}
            loading={cancelling}
          >
            {t.cancel}
          </Button>
        )}
        <Button danger icon={<DeleteOutlined />} aria-label={t.executeLabel(name)} onClick={onExecute}>
          {t.executeNow}
        </Button>
      </Space>
    </li>
  );
}

interface ExecuteDialogProps {
  erasure: AdminPendingErasure;
  onClose: () => void;
}

function ExecuteDialog({ erasure, onClose }: ExecuteDialogProps) {
  const toast = useToast();
  const [execute, { isLoading }] = useExecuteErasureMutation();
  const name = erasure.companyName;
  const run = async () => {
    try {
      await execute(erasure.clientId).unwrap();
      toast.success(t.executed(name));
      onClose();
    } catch (error) {
      toast.error(apiErrorMessage(error, t.executeError));
    }
  };
  return (
    <FormDialog
      title={t.confirmTitle(name)}
      okText={t.executeNow}
      onOk={() => void run()}
      onCancel={onClose}
      busy={isLoading}
      danger
    >
      <Alert type="error" showIcon title={t.confirmText} />
    </FormDialog>
  );
}

/**
 * The admin's pending erasures on the clients' page (issue 41): each company with its day, «Jetzt
 * löschen» behind a confirmation, and cancel. Nothing shows while none is pending.
 */
export function PendingErasuresCard() {
  const { data, isError, isFetching, refetch } = useGetPendingErasuresQuery();
  const [executing, setExecuting] = useState<AdminPendingErasure | null>(null);

  if (isError)
    return (
      <LoadFailure
        className="pending-erasures"
        text={t.loadError}
        onRetry={() => void refetch()}
        retrying={isFetching}
      />
    );
  if (!data || data.length === 0) return null;
  const sorted = [...data].sort((a, b) => a.scheduledFor.localeCompare(b.scheduledFor));
  return (
    <Card title={t.title} className="pending-erasures" data-testid="pending-erasures">
      <Typography.Paragraph type="secondary">{t.intro}</Typography.Paragraph>
      <ul className="divided-list" aria-label={t.listLabel}>
        {sorted.map((erasure) => (
          <ErasureRow key={erasure.clientId} erasure={erasure} onExecute={() => setExecuting(erasure)} />
        ))}
      </ul>
      {executing ? <ExecuteDialog erasure={executing} onClose={() => setExecuting(null)} /> : null}
    </Card>
  );
}
