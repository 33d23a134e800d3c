import { Alert, DatePicker, Form, Input, Select, Skeleton, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { apiErrorMessage, apiFieldErrors } from '../../shared/apiError';
import { POST_CAPTION_MAX, POST_HASHTAGS_MAX, SOCIAL_NETWORK_LABELS, type ScheduledPost, type SocialAccount } from '../../shared/contracts';
import { FormDialog } from '../../shared/FormDialog';
import { useToast } from '../../shared/toast';
import { selectActiveArea } from '../auth/authSlice';
import { addDays, todayInZurich } from '../calendar/calendarDates';
import { useGetProjectQuery } from '../projects/projectsApi';
import type { ProjectDetail } from '../projects/types';
import { socialMediaPath } from './paths';
import { ACCOUNT_STATUS_MEANINGS } from './postStatus';
import { useGetSocialAccountsQuery, useSchedulePostMutation, useUpdateScheduledPostMutation } from './publishingApi';
import { accountStatusLabels, publishingTexts as t } from './texts';
import { zurichIso, zurichWallClock } from './zurichTime';

interface ScheduleValues {
  socialAccountId?: string;
  at?: Dayjs;
  caption: string;
  hashtags: string[];
}

const FIELDS = ['socialAccountId', 'at', 'caption', 'hashtags'] as const;
type Field = (typeof FIELDS)[number];

/** A new post goes out at 09:00 (Zurich) unless the person picks another time. */
const DEFAULT_TIME = '09:00';

/** The picker shows Zurich's wall-clock time as it is, whatever the browser's zone. */
function pickerValue(day: string, time: string): Dayjs {
  return dayjs(`${day}T${time}`);
}

function momentOf(value: Dayjs): string {
  return zurichIso({ day: value.format('YYYY-MM-DD'), time: value.format('HH:mm') });
}

function splitHashtags(hashtags: string | null): string[] {
  return (hashtags ?? '')
    .split(/[\s,]+/)
    .map((tag) => tag.replace(/^#/, ''))
    .filter(Boolean);
}

/** The order's caption and CTA, one paragraph each. */
function orderCaption(project: ProjectDetail): string {
  return [project.generatedCaption, project.cta ?? project.generatedCta].filter(Boolean).join('\n\n');
}

function initialValues(project: ProjectDetail | undefined, post: ScheduledPost | undefined, day: string | undefined): ScheduleValues {
  if (post) {
    const at = zurichWallClock(post.at);
    return { socialAccountId: post.socialAccountId, at: pickerValue(at.day, at.time), caption: post.caption, hashtags: post.hashtags };
  }
  const today = todayInZurich();
  return {
    socialAccountId: undefined,
    // A day in the past (dropped on the calendar) is refused by the field's check, not moved.
    at: pickerValue(day ?? addDays(today, 1), DEFAULT_TIME),
    caption: project ? orderCaption(project) : '',
    hashtags: project ? splitHashtags(project.hashtags) : [],
  };
}

function accountLabel(account: SocialAccount): string {
  const label = `${SOCIAL_NETWORK_LABELS[account.network]} · ${account.name}`;
  return ACCOUNT_STATUS_MEANINGS[account.status].renew ? `${label} (${accountStatusLabels[account.status]})` : label;
}

export interface ScheduleDialogProps {
  clientId: string;
  projectId: string;
  /** Edits this post (PATCH) instead of scheduling a new one. */
  post?: ScheduledPost;
  /** The day to prefill (YYYY-MM-DD, e.g. where an order was dropped on the calendar). */
  day?: string;
  onClose: () => void;
}

/**
 * "Veröffentlichung planen": the account, the moment (Zurich time, not in the past), the caption
 * (the order's caption and CTA) and the hashtags (the order's). Rendered only while open. A refusal
 * keeps everything typed: the server's message above the form, its field messages on their fields.
 */
export function ScheduleDialog({ clientId, projectId, post, day, onClose }: ScheduleDialogProps) {
  const toast = useToast();
  const area = useAppSelector(selectActiveArea);
  const [form] = Form.useForm<ScheduleValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const project = useGetProjectQuery(projectId, { skip: Boolean(post) });
  const accounts = useGetSocialAccountsQuery(clientId);
  const [schedule, scheduling] = useSchedulePostMutation();
  const [update, updating] = useUpdateScheduledPostMutation();
  const editing = Boolean(post);

  const ready = (editing || !project.isLoading) && !accounts.isLoading;
  const choices = (accounts.data ?? []).filter((account) => ACCOUNT_STATUS_MEANINGS[account.status].usable || account.id === post?.socialAccountId);

  const submit = async (values: ScheduleValues) => {
    setRefusal(null);
    const body = {
      socialAccountId: values.socialAccountId ?? '',
      at: values.at ? momentOf(values.at) : '',
      caption: values.caption ?? '',
      hashtags: (values.hashtags ?? []).map((tag) => tag.trim().replace(/^#/, '')).filter(Boolean),
    };
    try {
      if (post) await update({ id: post.id, body }).unwrap();
      else await schedule({ projectId, body }).unwrap();
      toast.success(editing ? t.saved : t.scheduled);
      onClose();
    } catch (error) {
      const fields = apiFieldErrors(error).flatMap(({ field, message }) => {
        const name = field.split('.')[0];
        return (FIELDS as readonly string[]).includes(name) ? [{ name: name as Field, errors: [message] }] : [];
      });
      form.setFields(fields);
      setRefusal(apiErrorMessage(error, editing ? t.saveError : t.scheduleError));
    }
  };

  let body;
  if (!ready) body = <Skeleton active paragraph={{ rows: 4 }} />;
  else
    body = (
      <Form<ScheduleValues>
        form={form}
        name="schedule-post"
        layout="vertical"
        requiredMark={false}
        initialValues={initialValues(project.data, post, day)}
        onFinish={(values) => void submit(values)}
      >
        {project.data ? <Typography.Paragraph type="secondary">{t.orderLine(project.data.title)}</Typography.Paragraph> : null}
        {refusal ? <Alert type="error" showIcon title={refusal} role="alert" style={{ marginBottom: 16 }} data-testid="schedule-refusal" /> : null}
        <Form.Item name="socialAccountId" label={t.account} rules={[{ required: true, message: t.accountRequired }]}>
          <Select
            options={choices.map((account) => ({ value: account.id, label: accountLabel(account) }))}
            notFoundContent={t.noConnectedAccounts}
          />
        </Form.Item>
        {choices.length === 0 ? (
          <Alert
            type="info"
            showIcon
            style={{ marginBottom: 16 }}
            data-testid="no-accounts"
            title={t.noConnectedAccounts}
            description={<Link to={socialMediaPath(area, clientId)}>{t.connectAccountsLink}</Link>}
          />
        ) : null}
        <Form.Item
          name="at"
          label={t.at}
          extra={t.atHint}
          rules={[
            { required: true, message: t.atRequired },
            {
              validator: async (_rule, value?: Dayjs) => {
                if (value && new Date(momentOf(value)).getTime() <= Date.now()) throw new Error(t.atPast);
              },
            },
          ]}
        >
          <DatePicker
            showTime={{ format: 'HH:mm', minuteStep: 5 }}
            format="DD.MM.YYYY HH:mm"
            allowClear={false}
            inputReadOnly
            needConfirm={false}
            style={{ width: '100%' }}
            disabledDate={(date) => date.format('YYYY-MM-DD') < todayInZurich()}
          />
        </Form.Item>
        <Form.Item name="caption" label={t.caption} rules={[{ max: POST_CAPTION_MAX, message: t.captionTooLong }]}>
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} showCount maxLength={POST_CAPTION_MAX} />
        </Form.Item>
        <Form.Item
          name="hashtags"
          label={t.hashtags}
          extra={t.hashtagsHint}
          rules={[{ type: 'array', max: POST_HASHTAGS_MAX, message: t.hashtagsTooMany }]}
        >
          <Select mode="tags" tokenSeparators={[' ', ',']} open={false} suffixIcon={null} />
        </Form.Item>
      </Form>
    );

  return (
    <FormDialog
      title={editing ? t.editTitle : t.scheduleTitle}
      okText={editing ? t.editOk : t.scheduleOk}
      onOk={() => form.submit()}
      onCancel={onClose}
      busy={scheduling.isLoading || updating.isLoading}
      incomplete={!ready}
    >
      {body}
    </FormDialog>
  );
}
