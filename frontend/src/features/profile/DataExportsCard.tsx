import { DownloadOutlined, ExportOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Empty, Skeleton, Tag, Typography } from 'antd';
import { useState } from 'react';
import { apiErrorStatus } from '../../shared/apiError';
import { formatDate } from '../../shared/format';
import { LoadFailure } from '../../shared/LoadFailure';
import { useToast } from '../../shared/toast';
import { formatBytes } from './formatBytes';
import { useGetDataExportsQuery, useRequestDataExportMutation } from './privacyApi';
import { privacyTexts as t } from './privacyTexts';
import type { DataExport, DataExportStatus } from './privacyTypes';
import '../../shared/styles/divided-list.css';

/** While one is being prepared, the list asks again this often (ms) until it is ready or failed. */
const PREPARING_POLL_MS = 5000;

const STATUS_COLORS: Record<DataExportStatus, string> = {
  preparing: 'processing',
  ready: 'success',
  failed: 'error',
  expired: 'default',
};

interface ExportRowProps {
  item: DataExport;
}

function ExportRow({ item }: ExportRowProps) {
  const requested = formatDate(item.createdAt);
  const details = [t.exportRequestedAt(requested)];
  if (item.bytes !== null && item.status === 'ready') details.push(formatBytes(item.bytes));
  if (item.expiresAt && item.status === 'ready') details.push(t.exportExpiresAt(formatDate(item.expiresAt)));
  const download =
    item.status === 'ready' && item.url ? (
      <Button
        href={item.url}
        icon={<DownloadOutlined />}
        aria-label={t.exportDownloadLabel(requested)}
        data-testid="export-download"
      >
        {t.exportDownload}
      </Button>
    ) : null;
  return (
    <li className="divided-list__row" data-testid="data-export" data-status={item.status}>
      <div className="privacy-export__text">
        <Tag color={STATUS_COLORS[item.status]}>{t.exportStatus[item.status]}</Tag>
        <Typography.Text type="secondary">{details.join(' · ')}</Typography.Text>
      </div>
      {download}
    </li>
  );
}

export interface DataExportsCardProps {
  clientId: string;
}

/** The company's exports (owner, admin): the list newest first and «Export anfordern». */
export function DataExportsCard({ clientId }: DataExportsCardProps) {
  const toast = useToast();
  const [busyNotice, setBusyNotice] = useState(false);
  const [preparing, setPreparing] = useState(false);
  const { data, isLoading, isError, isFetching, refetch } = useGetDataExportsQuery(clientId, {
    pollingInterval: preparing ? PREPARING_POLL_MS : 0,
    skipPollingIfUnfocused: true,
  });
  const [requestExport, { isLoading: requesting }] = useRequestDataExportMutation();
  const exports = [...(data ?? [])].sort((a, b) => b.createdAt.localeCompare(a.createdAt));
  const anyPreparing = exports.some((item) => item.status === 'preparing');
  if (anyPreparing !== preparing) setPreparing(anyPreparing);

  const request = async () => {
    setBusyNotice(false);
    try {
      await requestExport(clientId).unwrap();
      toast.success(t.exportRequested);
    } catch (error) {
      if (apiErrorStatus(error) === 429) setBusyNotice(true);
      else toast.error(t.exportError);
    }
  };

  let body;
  if (isLoading) body = <Skeleton active paragraph={{ rows: 2 }} />;
  else if (isError)
    body = <LoadFailure text={t.exportsLoadError} onRetry={() => void refetch()} retrying={isFetching} />;
  else if (exports.length === 0) body = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t.exportsEmpty} />;
  else
    body = (
      <ul className="divided-list" aria-label={t.exportsListLabel}>
        {exports.map((item) => (
          <ExportRow key={item.id} item={item} />
        ))}
      </ul>
    );

  return (
    <Card title={t.exportsTitle} className="profile-card privacy-card" data-testid="privacy-exports">
      <Typography.Paragraph type="secondary">{t.exportsText}</Typography.Paragraph>
      <Button
        type="primary"
        icon={<ExportOutlined />}
        onClick={() => void request()}
        loading={requesting}
        disabled={anyPreparing}
      >
        {t.exportRequest}
      </Button>
      {busyNotice || anyPreparing ? (
        <Alert type="info" showIcon className="privacy-card__notice" title={t.exportBusy} role="status" />
      ) : null}
      <div className="privacy-card__list">{body}</div>
    </Card>
  );
}
