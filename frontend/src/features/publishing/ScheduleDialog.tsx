import { Alert, Button, DatePicker, Form, Input, Radio, Select, Skeleton, Space, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppSelector } from '../../shared/store/hooks';
import { apiErrorCode, apiErrorMessage, apiFieldErrors, type ApiErrorBody } from '../../shared/apiError';
import {
  FIRST_COMMENT_LIMITS,
  firstCommentProblem,
  STORY_NETWORKS,
  VERSION_MEANINGS,
  POST_CAPTION_MAX,
  POST_HASHTAGS_MAX,
  POST_TEXT_LIMITS,
  postTextAsSent,
  postTextLength,
  postTextProblems,
  SOCIAL_NETWORK_LABELS,
  type ScheduledPost,
  type SocialAccount,
  type SocialNetworkName,
} from '../../shared/contracts';
import { FormDialog } from '../../shared/FormDialog';
import { useToast } from '../../shared/toast';
import { selectActiveArea } from '../../shared/session/authSlice';
import { addDays, todayInZurich } from '../../shared/calendarDates';
import type { ProjectDetail } from '../../shared/orders/types';
import { nextBestSlot, PROPOSAL_DAYS, type ProposedSlot } from './bestSlot';
import { NetworkPreview, type PreviewMedia } from './NetworkPreview';
import { socialMediaPath } from './paths';
import { ACCOUNT_STATUS_MEANINGS } from './postStatus';
import {
  useGetBestTimesQuery,
  useGetDuePostsQuery,
  useGetScheduledPostsQuery,
  useGetSocialAccountsQuery,
  useSchedulePostMutation,
  useUpdateScheduledPostMutation,
} from './publishingApi';
import { accountStatusLabels, publishingTexts as t } from './texts';
import { formatShortMoment, zurichIso, zurichWallClock } from './zurichTime';

type Format = 'feed' | 'story';

interface ScheduleValues {
  socialAccountId?: string;
  at?: Dayjs;
  format: Format;
  caption: string;
  hashtags: string[];
  firstComment: string;
}

const FIELDS = ['socialAccountId', 'at', 'format', 'caption', 'hashtags', 'firstComment'] as const;
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

function cleanHashtags(hashtags: readonly string[] | undefined): string[] {
  return (hashtags ?? []).map((tag) => tag.trim().replace(/^#/, '')).filter(Boolean);
}

/**
 * The account the order names: the first usable one of the network its briefing's platform (or
 * else its first target platform naming a network) names, e.g. "Instagram" or "Instagram Reels".
 */
function orderAccount(project: ProjectDetail | undefined, choices: readonly SocialAccount[]): string | undefined {
  if (!project) return undefined;
  const named = [project.platform, ...project.targetPlatforms].filter((text): text is string => Boolean(text));
  for (const text of named) {
    const network = (Object.keys(SOCIAL_NETWORK_LABELS) as SocialNetworkName[]).find((each) =>
      text.toLowerCase().includes(each),
    );
    const account = network ? choices.find((choice) => choice.network === network) : undefined;
    if (account) return account.id;
  }
  return undefined;
}

/** The approved version's files (a carousel's slides in order), as the preview shows them and a story counts them. */
function approvedMedia(project: ProjectDetail | undefined): PreviewMedia[] {
  const version = [...(project?.versions ?? [])].reverse().find((each) => VERSION_MEANINGS[each.status].approved);
  return (version?.files ?? [])
    .filter((file) => file.isFinalDesign)
    .map((file) => ({
      url: file.fileUrl,
      kind: file.fileType.startsWith('video/') ? ('video' as const) : ('image' as const),
      name: file.fileName,
    }));
}

/** Why a story is not possible here (German), or null. */
function storyRefusal(network: SocialNetworkName | undefined, files: number | null): string | null {
  if (network && !STORY_NETWORKS.includes(network)) return t.storyOnlyNetworks;
  if (files !== null && files !== 1) return t.storyOneFile;
  return null;
}

/** "Di 18:00" */
function slotLabel(slot: ProposedSlot): string {
  return `${t.shortWeekdays[slot.weekday - 1]} ${slot.time}`;
}

function initialValues(
  project: ProjectDetail | undefined,
  post: ScheduledPost | undefined,
  day: string | undefined,
  choices: readonly SocialAccount[],
  proposal: (accountId: string | undefined) => ProposedSlot | null,
): ScheduleValues {
  if (post) {
    const at = zurichWallClock(post.at);
    return {
      socialAccountId: post.socialAccountId,
      at: pickerValue(at.day, at.time),
      format: post.format,
      caption: post.caption,
      hashtags: post.hashtags,
      firstComment: post.firstComment ?? '',
    };
  }
  const today = todayInZurich();
  const socialAccountId = orderAccount(project, choices);
  // The next best free slot, unless the order was dropped on a day.
  const proposed = day ? null : proposal(socialAccountId);
  return {
    socialAccountId,
    // A day in the past (dropped on the calendar) is refused by the field's check, not moved.
    at: proposed ? pickerValue(proposed.day, proposed.time) : pickerValue(day ?? addDays(today, 1), DEFAULT_TIME),
    format: 'feed',
    caption: project ? orderCaption(project) : '',
    hashtags: project ? splitHashtags(project.hashtags) : [],
    firstComment: '',
  };
}

function accountLabel(account: SocialAccount): string {
  const label = `${SOCIAL_NETWORK_LABELS[account.network]} · ${account.name}`;
  return ACCOUNT_STATUS_MEANINGS[account.status].renew ? `${label} (${accountStatusLabels[account.status]})` : label;
}

interface TextCountProps {
  caption: string;
  hashtags: readonly string[];
  network: SocialNetworkName | undefined;
}

/** The text as it will be sent, counted live against the chosen network's limits. */
function TextCount({ caption, hashtags, network }: TextCountProps) {
  const length = postTextLength(postTextAsSent(caption, hashtags));
  const limit = network ? POST_TEXT_LIMITS[network] : null;
  const label = network ? SOCIAL_NETWORK_LABELS[network] : null;
  return (
    <span data-testid="text-count">
      <Typography.Text type={limit && length > limit.chars ? 'danger' : 'secondary'}>
        {t.textCount(length, limit?.chars ?? null, label)}
      </Typography.Text>
      {limit?.hashtags != null && label ? (
        <Typography.Text type={hashtags.length > limit.hashtags ? 'danger' : 'secondary'}>
          {' '}
          · {t.hashtagCount(hashtags.length, limit.hashtags, label)}
        </Typography.Text>
      ) : null}
    </span>
  );
}

type Duplicate = NonNullable<ApiErrorBody['duplicate']>;

function duplicateOf(error: unknown): Duplicate | null {
  if (apiErrorCode(error) !== 'DUPLICATE_POST') return null;
  const data = (error as { data?: ApiErrorBody }).data;
  return data?.duplicate ?? null;
}

export interface ScheduleDialogProps {
  clientId: string;
  projectId: string;
  /** Edits this post (PATCH) instead of scheduling a new one. */
  post?: ScheduledPost;
  /** The day to prefill (YYYY-MM-DD, e.g. where an order was dropped on the calendar). */
  day?: string;
  /**
   * The order to plan, as its query answers: the caller loads it (the order's page has it, the
   * calendar asks for it), publishing does not reach into projects. Not needed to edit a post.
   */
  order?: PlannedOrder;
  onClose: () => void;
}

/** An order as the order's query answers it while it loads. */
interface PlannedOrder {
  data?: ProjectDetail;
  isLoading: boolean;
}

const NO_ORDER: PlannedOrder = { data: undefined, isLoading: false };

/**
 * "Veröffentlichung planen": the account (the order's platform's, preselected), the moment (Zurich
 * time, not in the past; picked or typed as TT.MM.JJJJ HH:mm, and what the open panel shows is what
 * «Planen» sends), the caption (the order's caption and CTA) and the hashtags (the order's), counted
 * live as sent against the network's limits. Rendered only while open. A refusal keeps everything
 * typed: the server's message above the form, its field messages on their fields; a duplicate on
 * the account is asked about and sent again with `repeat` on yes.
 */
export function ScheduleDialog({ clientId, projectId, post, day, order, onClose }: ScheduleDialogProps) {
  const toast = useToast();
  const area = useAppSelector(selectActiveArea);
  const [form] = Form.useForm<ScheduleValues>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const project = post ? NO_ORDER : (order ?? NO_ORDER);
  const accounts = useGetSocialAccountsQuery(clientId);
  const [schedule, scheduling] = useSchedulePostMutation();
  const [update, updating] = useUpdateScheduledPostMutation();
  const [duplicate, setDuplicate] = useState<{ found: Duplicate; values: ScheduleValues } | null>(null);
  /** What the picker's panel shows while it is open (a day clicked, a time chosen, a typed moment): «Planen» takes it. */
  const pending = useRef<Dayjs | null>(null);
  const editing = Boolean(post);
  const caption = Form.useWatch('caption', form) ?? '';
  const hashtags = cleanHashtags(Form.useWatch('hashtags', form));
  const accountId = Form.useWatch('socialAccountId', form);
  const format: Format = Form.useWatch('format', form) ?? post?.format ?? 'feed';
  const firstComment = Form.useWatch('firstComment', form) ?? '';
  const bestTimes = useGetBestTimesQuery(clientId);
  const orderPosts = useGetScheduledPostsQuery(projectId, { skip: editing });
  const today = todayInZurich();
  const duePosts = useGetDuePostsQuery({ clientId, from: today, to: addDays(today, PROPOSAL_DAYS) }, { skip: editing });

  // The proposal prefills the moment: it waits for the posts whose hours it leaves out.
  const ready =
    (editing || (!project.isLoading && !orderPosts.isLoading && !duePosts.isLoading)) &&
    !accounts.isLoading &&
    !bestTimes.isLoading;
  const choices = (accounts.data ?? []).filter(
    (account) => ACCOUNT_STATUS_MEANINGS[account.status].usable || account.id === post?.socialAccountId,
  );
  const networkOf = (id: string | undefined) => choices.find((account) => account.id === id)?.network;
  const network = networkOf(accountId);
  const chosen = choices.find((account) => account.id === accountId);
  const media = approvedMedia(project.data);
  const storyNo = storyRefusal(network, project.data ? media.length : null);
  const commentable = network === 'instagram' && format === 'feed';
  /**
   * The next best free slot of an account's network: not at an hour the order is already out or due
   * on that account, nor one the company has another post due at on that network.
   */
  const proposalFor = (id: string | undefined) => {
    const of = networkOf(id);
    if (!of || !bestTimes.data) return null;
    const taken = [
      ...(orderPosts.data ?? []).filter((each) => each.socialAccountId === id).map((each) => each.at),
      ...(duePosts.data ?? []).filter((each) => each.network === of).map((each) => each.at),
    ];
    return nextBestSlot(bestTimes.data, of, new Date(), taken);
  };
  const proposal = editing ? null : proposalFor(accountId);

  const submit = async (values: ScheduleValues, repeat = false) => {
    setRefusal(null);
    setDuplicate(null);
    const body = {
      socialAccountId: values.socialAccountId ?? '',
      at: values.at ? momentOf(values.at) : '',
      caption: values.caption ?? '',
      hashtags: cleanHashtags(values.hashtags),
      ...firstCommentOf(values),
      ...(repeat ? { repeat: true } : {}),
    };
    try {
      if (post) await update({ id: post.id, body }).unwrap();
      else
        await schedule({
          projectId,
          body: { ...body, ...(values.format === 'story' ? { format: 'story' } : {}) },
        }).unwrap();
      toast.success(editing ? t.saved : t.scheduled);
      onClose();
    } catch (error) {
      const found = duplicateOf(error);
      if (found) {
        setDuplicate({ found, values });
        return;
      }
      const fields = apiFieldErrors(error).flatMap(({ field, message }) => {
        const name = field.split('.')[0];
        return (FIELDS as readonly string[]).includes(name) ? [{ name: name as Field, errors: [message] }] : [];
      });
      form.setFields(fields);
      setRefusal(apiErrorMessage(error, editing ? t.saveError : t.scheduleError));
    }
  };

  /** The first comment as sent: on an Instagram feed post when given; an edited post's is cleared when it no longer fits. */
  function firstCommentOf(values: ScheduleValues): { firstComment?: string } {
    const instagramFeed = networkOf(values.socialAccountId) === 'instagram' && (values.format ?? 'feed') === 'feed';
    const text = instagramFeed ? (values.firstComment ?? '').trim() : '';
    if (text) return { firstComment: text };
    return post?.firstComment ? { firstComment: '' } : {};
  }

  /** The text as sent, within the chosen network's limits (the server checks the same). */
  const textRule = (field: 'caption' | 'hashtags') => ({
    validator: async () => {
      const network = networkOf(form.getFieldValue('socialAccountId'));
      if (!network) return;
      const problem = postTextProblems(
        network,
        form.getFieldValue('caption') ?? '',
        cleanHashtags(form.getFieldValue('hashtags')),
      ).find((each) => each.field === field);
      if (problem) throw new Error(problem.message);
    },
  });

  const send = () => {
    // The panel's moment, even while the panel is still open: what is shown is what is saved.
    if (pending.current) form.setFieldValue('at', pending.current);
    form.submit();
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
        initialValues={initialValues(project.data, post, day, choices, proposalFor)}
        onFinish={(values) => void submit(values)}
        onValuesChange={(changed: Partial<ScheduleValues>) => {
          // A story on a network without stories goes back to a feed post.
          if (changed.socialAccountId && !editing && storyRefusal(networkOf(changed.socialAccountId), null))
            form.setFieldValue('format', 'feed');
        }}
      >
        {project.data ? (
          <Typography.Paragraph type="secondary">{t.orderLine(project.data.title)}</Typography.Paragraph>
        ) : null}
        {refusal ? (
          <Alert
            type="error"
            showIcon
            title={refusal}
            role="alert"
            style={{ marginBottom: 16 }}
            data-testid="schedule-refusal"
          />
        ) : null}
        {duplicate ? (
          <div data-testid="duplicate-question">
            <Alert
              type="warning"
              showIcon
              role="alert"
              style={{ marginBottom: 16 }}
              title={(duplicate.found.status === 'published' ? t.duplicatePublished : t.duplicateScheduled)(
                formatShortMoment(duplicate.found.at),
              )}
              action={
                <Space>
                  <Button
                    size="small"
                    type="primary"
                    loading={scheduling.isLoading || updating.isLoading}
                    onClick={() => void submit(duplicate.values, true)}
                  >
                    {t.duplicateYes}
                  </Button>
                  <Button size="small" onClick={() => setDuplicate(null)}>
                    {t.duplicateNo}
                  </Button>
                </Space>
              }
            />
          </div>
        ) : null}
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
        {editing ? (
          <Form.Item label={t.format} extra={t.storyFixed}>
            <Typography.Text data-testid="post-format">
              {format === 'story' ? t.formatStory : t.formatFeed}
            </Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item name="format" label={t.format} extra={format === 'story' ? t.storyHint : (storyNo ?? undefined)}>
            <Radio.Group
              optionType="button"
              options={[
                { value: 'feed', label: t.formatFeed },
                { value: 'story', label: t.formatStory, disabled: Boolean(storyNo), title: storyNo ?? undefined },
              ]}
            />
          </Form.Item>
        )}
        {proposal ? (
          <Alert
            type="info"
            showIcon
            className="schedule-proposal"
            data-testid="schedule-proposal"
            title={`${t.proposalTitle}: ${t.proposal(slotLabel(proposal), proposal.own, SOCIAL_NETWORK_LABELS[network!])}`}
            action={
              <Button
                size="small"
                onClick={() => {
                  form.setFieldValue('at', pickerValue(proposal.day, proposal.time));
                  pending.current = null;
                  void form.validateFields(['at']);
                  toast.success(t.proposalTaken);
                }}
              >
                {t.proposalTake}
              </Button>
            }
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
            showTime={{ format: 'HH:mm' }}
            format="DD.MM.YYYY HH:mm"
            placeholder="TT.MM.JJJJ HH:mm"
            allowClear={false}
            needConfirm={false}
            style={{ width: '100%' }}
            disabledDate={(date) => date.format('YYYY-MM-DD') < todayInZurich()}
            onCalendarChange={(value) => {
              pending.current = dayjs.isDayjs(value) ? value : null;
            }}
            onChange={(value) => {
              pending.current = value;
            }}
          />
        </Form.Item>
        <Form.Item
          name="caption"
          label={t.caption}
          extra={<TextCount caption={caption} hashtags={hashtags} network={networkOf(accountId)} />}
          dependencies={['hashtags', 'socialAccountId']}
          rules={[{ max: POST_CAPTION_MAX, message: t.captionTooLong }, textRule('caption')]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />
        </Form.Item>
        <Form.Item
          name="hashtags"
          label={t.hashtags}
          extra={t.hashtagsHint}
          dependencies={['socialAccountId']}
          rules={[{ type: 'array', max: POST_HASHTAGS_MAX, message: t.hashtagsTooMany }, textRule('hashtags')]}
        >
          <Select mode="tags" tokenSeparators={[' ', ',']} open={false} suffixIcon={null} />
        </Form.Item>
        {commentable ? (
          <Form.Item
            name="firstComment"
            label={t.firstComment}
            extra={
              <>
                {t.firstCommentHint}{' '}
                <Typography.Text type={firstComment.length > FIRST_COMMENT_LIMITS.chars ? 'danger' : 'secondary'}>
                  {t.firstCommentCount(firstComment.length, FIRST_COMMENT_LIMITS.chars)}
                </Typography.Text>
              </>
            }
            rules={[
              {
                validator: async (_rule, value?: string) => {
                  const problem = value?.trim() ? firstCommentProblem(value.trim()) : null;
                  if (problem) throw new Error(problem);
                },
              },
            ]}
          >
            <Input.TextArea autoSize={{ minRows: 2, maxRows: 6 }} />
          </Form.Item>
        ) : null}
        {network && chosen ? (
          <section className="schedule-preview" data-testid="schedule-preview">
            <Typography.Title level={5}>{t.preview}</Typography.Title>
            <NetworkPreview
              network={network}
              accountName={chosen.name}
              accountPicture={chosen.picture}
              format={format}
              media={media}
              caption={caption}
              hashtags={hashtags}
              firstComment={commentable ? firstComment.trim() : null}
            />
          </section>
        ) : null}
      </Form>
    );

  return (
    <FormDialog
      title={editing ? t.editTitle : t.scheduleTitle}
      okText={editing ? t.editOk : t.scheduleOk}
      onOk={send}
      onCancel={onClose}
      busy={scheduling.isLoading || updating.isLoading}
      incomplete={!ready}
    >
      {body}
    </FormDialog>
  );
}
