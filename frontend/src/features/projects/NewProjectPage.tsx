import { BulbOutlined, DeleteOutlined, PaperClipOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Card, Checkbox, Form, Input, Radio, Select, Tooltip, Typography, Upload, type UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { apiErrorMessage } from '../../shared/apiError';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { selectCurrentUser, selectViewAsClientId } from '../auth/authSlice';
import { useGetMyLimitsQuery } from '../plans/plansApi';
import { NO_PLAN_NAME, type ContentLimits } from '../plans/types';
import { useLoadErrorToast } from './errors';
import { ORDER_FILE_ACCEPT, orderFileProblem } from './filePolicy';
import {
  clearDraft,
  draftHasInput,
  readDraft,
  writeDraft,
  type NewProjectFormValues,
} from './newProjectDraft';
import { uploadedTags, useCreateProjectMutation } from './projectsApi';
import { contentTypeLabels, contentTypes } from './status';
import { contentTypePlurals, platformOptions, projectTexts as t } from './texts';
import type { ContentType, CreateProjectBody, SlideIdea } from './types';
import { useUploadFiles } from './uploadFiles';
import './projects.css';

/** Up to 6 slide ideas per carousel (spec 000 section 9). */
export const MAX_SLIDES = 6;

const defaults: NewProjectFormValues = { contentType: 'post', targetPlatforms: [], slideIdeas: [] };

/** Every field emptied: discarding a draft must not fall back to the draft as initial values. */
const blank: Required<Omit<NewProjectFormValues, 'platform'>> & Pick<NewProjectFormValues, 'platform'> = {
  contentType: 'post',
  title: '',
  description: '',
  contentDescription: '',
  platform: undefined,
  targetPlatforms: [],
  contentGoal: '',
  hook: '',
  cta: '',
  visualIdea: '',
  slideIdeas: [],
  specialNotes: '',
  hashtags: '',
};

export function remainingOf(limits: ContentLimits, type: ContentType): number {
  switch (type) {
    case 'post':
      return limits.postsRemaining;
    case 'carousel':
      return limits.carouselsRemaining;
    case 'reel':
      return limits.reelsRemaining;
  }
}

function optional(value: string | undefined): string | undefined {
  const trimmed = value?.trim();
  return trimmed ? trimmed : undefined;
}

/** The request body: empty optional texts left out, slide ideas only for carousels and only filled ones. */
export function toCreateBody(values: NewProjectFormValues): CreateProjectBody {
  const slideIdeas: SlideIdea[] =
    values.contentType === 'carousel'
      ? (values.slideIdeas ?? [])
          .slice(0, MAX_SLIDES)
          .map((slide, index) => ({ number: index + 1, content: (slide?.content ?? '').trim() }))
          .filter((slide) => slide.content !== '')
      : [];
  const hashtags = optional(values.hashtags)?.split(/\s+/).join(' ');
  return {
    title: (values.title ?? '').trim(),
    description: (values.description ?? '').trim(),
    contentType: values.contentType,
    contentDescription: optional(values.contentDescription),
    platform: optional(values.platform),
    targetPlatforms: values.targetPlatforms?.length ? values.targetPlatforms : undefined,
    contentGoal: optional(values.contentGoal),
    hook: optional(values.hook),
    cta: optional(values.cta),
    visualIdea: optional(values.visualIdea),
    slideIdeas: slideIdeas.length ? slideIdeas : undefined,
    specialNotes: optional(values.specialNotes),
    hashtags,
  };
}

interface AiButtonProps {
  label: string;
}

/**
 * The AI helpers arrive with a later release; until then the button is disabled and its tooltip
 * says so (a disabled button needs the wrapper to show a tooltip).
 */
function AiButton({ label }: AiButtonProps) {
  return (
    <Tooltip title={t.aiComingSoon}>
      <span className="ai-button">
        <Button size="small" icon={<BulbOutlined />} disabled title={t.aiComingSoon}>
          {label}
        </Button>
      </span>
    </Tooltip>
  );
}

/** /client/new-project: the content briefing with files and the monthly quota (spec 000 sections 2 and 5). */
export function NewProjectPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const user = useAppSelector(selectCurrentUser);
  const viewAsClientId = useAppSelector(selectViewAsClientId);
  const draftOwner = viewAsClientId ?? user?.id ?? 'anonymous';
  const [form] = Form.useForm<NewProjectFormValues>();
  const [initialDraft] = useState(() => readDraft(draftOwner));
  const [draftNotice, setDraftNotice] = useState(() => draftHasInput(initialDraft));
  const initialValues = useMemo(() => ({ ...defaults, ...initialDraft }), [initialDraft]);
  const [files, setFiles] = useState<UploadFile[]>([]);
  /** Set once the order exists but its files failed: a retry only uploads the files. */
  const [createdId, setCreatedId] = useState<string | null>(null);

  // Fresh numbers: another tab or the server's monthly renewal may have changed them.
  const { data: limits, isError: limitsFailed } = useGetMyLimitsQuery(undefined, {
    refetchOnMountOrArgChange: true,
  });
  useLoadErrorToast(limitsFailed, t.loadLimitsError);
  const [createProject, { isLoading: isCreating }] = useCreateProjectMutation();
  const { upload, isUploading, progress } = useUploadFiles();

  const contentType = Form.useWatch('contentType', form) ?? initialValues.contentType;
  const remaining = limits ? remainingOf(limits, contentType) : null;
  const hasNoPlan = limits?.planName === NO_PLAN_NAME;
  const atLimit = createdId === null && remaining !== null && remaining <= 0;
  const busy = isCreating || isUploading;

  const discardDraft = () => {
    clearDraft(draftOwner);
    form.setFieldsValue(blank);
    setDraftNotice(false);
  };

  const submit = async (values: NewProjectFormValues) => {
    if (atLimit) {
      toast.error(t.quotaExceeded);
      return;
    }
    try {
      let projectId = createdId;
      if (!projectId) {
        const created = await createProject(toCreateBody(values)).unwrap();
        projectId = created.id;
      }
      const chosen = files.flatMap((file) => (file.originFileObj ? [file.originFileObj as File] : []));
      if (chosen.length) {
        try {
          await upload({ path: `/projects/${projectId}/attachments`, files: chosen });
        } catch (error) {
          setCreatedId(projectId);
          throw error;
        }
        dispatch(uploadedTags(projectId));
      }
      clearDraft(draftOwner);
      toast.success(t.created);
      navigate('/client/projects?tab=active');
    } catch (error) {
      toast.error(t.createError(apiErrorMessage(error, t.unknownError)));
    }
  };

  const beforeUpload = (file: File) => {
    const problem = orderFileProblem(file);
    if (problem) {
      toast.error(problem.kind === 'too-large' ? t.fileTooLarge(file.name, problem.maxMb) : t.fileUnsupported(file.name));
      return Upload.LIST_IGNORE;
    }
    // Files are sent with the order, not on selection.
    return false;
  };

  let quotaNotice = null;
  if (hasNoPlan) {
    quotaNotice = (
      <Alert
        type="warning"
        showIcon
        title={t.noPlan}
        data-testid="quota-notice"
        action={
          <Button size="small" onClick={() => navigate('/client/subscription')}>
            {t.choosePlan}
          </Button>
        }
      />
    );
  } else if (atLimit) {
    quotaNotice = <Alert type="warning" showIcon title={t.limitReached(contentTypePlurals[contentType])} data-testid="quota-notice" />;
  }

  return (
    <section aria-labelledby="page-title" className="projects-page new-project">
      <PageHeading title={t.newProjectTitle} subtitle={t.newProjectSubtitle} />
      <Card title={t.briefingTitle} className="project-card">
        {draftNotice ? (
          <Alert
            type="info"
            showIcon
            className="project-alert"
            title={t.draftRestored}
            closable={{ onClose: () => setDraftNotice(false) }}
            action={
              <Button size="small" onClick={discardDraft}>
                {t.discardDraft}
              </Button>
            }
          />
        ) : null}
        {createdId ? <Alert type="info" showIcon className="project-alert" title={t.alreadyCreated} /> : null}
        <Form<NewProjectFormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={submit}
          onFinishFailed={() => toast.error(t.requiredFields)}
          onValuesChange={(_, all) => writeDraft(draftOwner, all)}
          disabled={busy}
          scrollToFirstError
        >
          <Form.Item name="contentType" label={t.contentType} required>
            <Radio.Group
              optionType="button"
              buttonStyle="solid"
              disabled={createdId !== null}
              options={contentTypes.map((type) => ({ value: type, label: contentTypeLabels[type] }))}
            />
          </Form.Item>
          {quotaNotice ? <div className="project-alert">{quotaNotice}</div> : null}
          {!quotaNotice && limits && remaining !== null ? (
            <Typography.Paragraph type="secondary" data-testid="quota-remaining">
              {t.remaining(remaining, contentTypePlurals[contentType])}
            </Typography.Paragraph>
          ) : null}

          <Form.Item name="title" label={t.title} rules={[{ required: true, whitespace: true, message: t.titleRequired }]}>
            <Input placeholder={t.titlePrompt} maxLength={200} disabled={createdId !== null} />
          </Form.Item>
          <Form.Item
            name="description"
            label={t.content}
            rules={[{ required: true, whitespace: true, message: t.contentRequired }]}
          >
            <Input.TextArea rows={4} placeholder={t.contentPrompt} maxLength={5000} disabled={createdId !== null} />
          </Form.Item>
          <Form.Item name="contentDescription" label={t.contentDescription} extra={<AiButton label={t.aiDescription} />}>
            <Input.TextArea rows={3} placeholder={t.contentDescriptionPrompt} maxLength={5000} />
          </Form.Item>

          <div className="form-grid">
            <Form.Item name="platform" label={t.platform}>
              <Select
                allowClear
                placeholder={t.platformPrompt}
                options={platformOptions.map((platform) => ({ value: platform, label: platform }))}
              />
            </Form.Item>
            <Form.Item name="contentGoal" label={t.contentGoal}>
              <Input placeholder={t.contentGoalPrompt} maxLength={5000} />
            </Form.Item>
          </div>
          <Form.Item name="targetPlatforms" label={t.targetPlatforms}>
            <Checkbox.Group options={platformOptions.map((platform) => ({ value: platform, label: platform }))} />
          </Form.Item>
          <div className="form-grid">
            <Form.Item name="hook" label={t.hook}>
              <Input placeholder={t.hookPrompt} maxLength={5000} />
            </Form.Item>
            <Form.Item name="cta" label={t.cta}>
              <Input placeholder={t.ctaPrompt} maxLength={5000} />
            </Form.Item>
          </div>
          <Form.Item name="visualIdea" label={t.visualIdea}>
            <Input.TextArea rows={3} placeholder={t.visualIdeaPrompt} maxLength={5000} />
          </Form.Item>

          {contentType === 'carousel' ? (
            <fieldset className="slide-fieldset" data-testid="slide-ideas-field">
              <legend>{t.slideIdeas}</legend>
              <Typography.Paragraph type="secondary">{t.slideIdeasHint}</Typography.Paragraph>
              <Form.List name="slideIdeas">
                {(fields, { add, remove }) => (
                  <>
                    <ol className="slide-rows">
                      {fields.map((field, index) => (
                        <li key={field.key} className="slide-row">
                          <span className="slide-row__number" aria-hidden="true">
                            {index + 1}
                          </span>
                          <Form.Item name={[field.name, 'content']} className="slide-row__content" noStyle>
                            <Input.TextArea
                              rows={2}
                              placeholder={t.slideContentPrompt}
                              aria-label={t.slideContent(index + 1)}
                              maxLength={5000}
                            />
                          </Form.Item>
                          <Button
                            type="text"
                            icon={<DeleteOutlined />}
                            aria-label={t.removeSlide(index + 1)}
                            title={t.removeSlide(index + 1)}
                            onClick={() => remove(field.name)}
                          />
                        </li>
                      ))}
                    </ol>
                    <Button
                      type="dashed"
                      icon={<PlusOutlined />}
                      onClick={() => add({ content: '' })}
                      disabled={busy || fields.length >= MAX_SLIDES}
                    >
                      {t.addSlide}
                    </Button>
                  </>
                )}
              </Form.List>
            </fieldset>
          ) : null}

          <Form.Item name="specialNotes" label={t.specialNotes}>
            <Input.TextArea rows={3} placeholder={t.specialNotesPrompt} maxLength={5000} />
          </Form.Item>
          <Form.Item
            name="hashtags"
            label={t.hashtags}
            extra={
              <span className="field-extra">
                {t.hashtagsHint}
                <AiButton label={t.aiHashtags} />
              </span>
            }
          >
            <Input placeholder={t.hashtagsPrompt} maxLength={2000} />
          </Form.Item>

          <Form.Item label={t.filesLabel} extra={t.filesHint}>
            <Upload
              multiple
              accept={ORDER_FILE_ACCEPT}
              fileList={files}
              beforeUpload={beforeUpload}
              onChange={({ fileList }) => setFiles(fileList)}
              onRemove={(file) => setFiles((current) => current.filter((item) => item.uid !== file.uid))}
              showUploadList={{ showRemoveIcon: !busy }}
            >
              <Button icon={<PaperClipOutlined />}>{t.filesDrop}</Button>
            </Upload>
          </Form.Item>

          <div className="form-actions">
            <Button
              onClick={() => {
                clearDraft(draftOwner);
                navigate('/dashboard');
              }}
              disabled={busy}
            >
              {t.cancel}
            </Button>
            <Button type="primary" htmlType="submit" loading={busy} disabled={atLimit || busy} data-testid="submit-project">
              {isUploading ? `${t.uploadingFiles} ${progress ?? 0}%` : isCreating ? t.submitting : t.submit}
            </Button>
          </div>
        </Form>
      </Card>
    </section>
  );
}
