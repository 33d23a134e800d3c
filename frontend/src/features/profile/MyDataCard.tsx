import { DownloadOutlined, EyeOutlined, ReloadOutlined } from '@ant-design/icons';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { LoadFailure } from '../../shared/LoadFailure';
import { useLazyGetMyDataQuery } from './privacyApi';
import { privacyTexts as t } from './privacyTexts';
import type { MyData } from './privacyTypes';

/** A part of the answer in a few words: a list by its count, a record by its name or e-mail. */
function summaryOf(value: unknown): string {
  if (Array.isArray(value)) return t.myDataEntries(value.length);
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    const named = [record.name, record.email].filter((part): part is string => typeof part === 'string' && part !== '');
    return named.length > 0 ? named.join(', ') : t.myDataEntries(Object.keys(record).length);
  }
  return value === null || value === undefined ? '–' : String(value);
}

/** Saves the answer as it came as a file: the browser downloads it, nothing leaves the machine. */
function download(data: MyData) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = t.myDataFileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** «Meine Daten»: what the product holds about the caller (GET /api/me/data), shown and as a JSON file. */
export function MyDataCard() {
  const [load, { data, isFetching, isError }] = useLazyGetMyDataQuery();
  const parts = data ? Object.entries(data) : [];
  return (
    <Card title={t.myDataTitle} className="profile-card privacy-card" data-testid="privacy-my-data">
      <Typography.Paragraph type="secondary">{t.myDataText}</Typography.Paragraph>
      <Space wrap>
        <Button icon={data ? <ReloadOutlined /> : <EyeOutlined />} onClick={() => void load()} loading={isFetching}>
          {data ? t.myDataReload : t.myDataLoad}
        </Button>
        {data ? (
          <Button type="primary" icon={<DownloadOutlined />} onClick={() => download(data)}>
            {t.myDataDownload}
          </Button>
        ) : null}
      </Space>
      {isError && !isFetching ? (
        <LoadFailure className="privacy-card__notice" text={t.myDataLoadError} onRetry={() => void load()} />
      ) : null}
      {data && !isError ? (
        <Descriptions
          className="privacy-card__list"
          size="small"
          column={1}
          bordered
          aria-label={t.myDataSummaryLabel}
          items={parts.map(([key, value]) => ({
            key,
            label: t.myDataParts[key] ?? key,
            children: summaryOf(value),
          }))}
        />
      ) : null}
    </Card>
  );
}
