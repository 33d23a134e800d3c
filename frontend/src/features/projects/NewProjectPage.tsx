import { Alert, Card, Form, type UploadFile } from 'antd';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../shared/store/hooks';
import { apiErrorMessage } from '../../shared/apiError';
import { PageHeading } from '../../shared/PageHeading';
import { useToast } from '../../shared/toast';
import { selectCurrentUser, selectViewAsClientId } from '../../shared/session/authSlice';
import { useGetMyLimitsQuery } from '../plans';
import type { ContentLimits } from '../plans';
import { BriefingFields } from './components/new-project/BriefingFields';
import { ContentTypeField } from './components/new-project/ContentTypeField';
import { DraftNotice } from './components/new-project/DraftNotice';
import { handleOrderFormKeyDown } from './components/new-project/formKeys';
import { NotesFields } from './components/new-project/NotesFields';
import { QuotaNotice } from './components/new-project/QuotaNotice';
import { ReferenceFilesField } from './components/new-project/ReferenceFilesField';
import { SlideIdeasField } from './components/new-project/SlideIdeasField';
import { SubmitBar } from './components/new-project/SubmitBar';
import { useLoadErrorToast } from './errors';
import {
  clearDraft,
  draftHasInput,
  MAX_SLIDES,
  readDraft,
  writeDraft,
  type NewProjectFormValues,
  type ReorderState,
} from './newProjectDraft';
import { uploadedTags, useCreateProjectMutation } from './projectsApi';
import { projectTexts as t } from './texts';
import type { ContentType, CreateProjectBody, SlideIdea } from '../../shared/orders/types';
import { useUploadFiles } from './uploadFiles';
import '../../shared/styles/projects.css';

/** The form's values: the briefing plus the caption and CTA (typed, or written by the AI helpers). */
type OrderFormValues = NewProjectFormValues & Pick<CreateProjectBody, 'generatedCaption' | 'generatedCta'>;

const defaults: OrderFormValues = { contentType: 'post', targetPlatforms: [], slideIdeas: [] };

/** Every field emptied: discarding a draft must not fall back to the draft as initial values. */
const blank: Required<Omit<OrderFormValues, 'platform'>> & Pick<OrderFormValues, 'platform'> = {
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
  generatedCaption: '',
  generatedCta: '',
};

function remainingOf(limits: ContentLimits, type: ContentType): number {
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
export function toCreateBody(values: OrderFormValues): CreateProjectBody {
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
    generatedCaption: optional(values.generatedCaption),
    generatedCta: optional(values.generatedCta),
  };
}

/** /client/new-project: the content briefing with files and the monthly quota (spec 000 sections 2 and 5). */
export function NewProjectPage() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const user = useAppSelector(selectCurrentUser);
  const viewAsClientId = useAppSelector(selectViewAsClientId);
  const draftOwner = viewAsClientId ?? user?.id ?? 'anonymous';
  const [form] = Form.useForm<OrderFormValues>();
  const [initialDraft] = useState(() => readDraft(draftOwner));
  // Opened by "Erneut bestellen": the copied briefing is the draft; the page says what was not copied.
  const reorder = (useLocation().state as ReorderState | null) ?? null;
  const [draftNotice, setDraftNotice] = useState(() => !reorder && draftHasInput(initialDraft));
  const initialValues = useMemo<OrderFormValues>(() => ({ ...defaults, ...initialDraft }), [initialDraft]);
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
  const atLimit = createdId === null && remaining !== null && remaining <= 0;
  const busy = isCreating || isUploading;
  const locked = createdId !== null;

  const discardDraft = () => {
    clearDraft(draftOwner);
    form.setFieldsValue(blank);
    setDraftNotice(false);
  };

  /** The first try creates the order and uploads its files; after a failed upload a retry only uploads. */
  const submit = async (values: OrderFormValues) => {
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

  /** Ctrl/Cmd+Enter: as a click on the submit button, so not while it is disabled. */
  const submitByKey = () => {
    if (!busy && !atLimit) form.submit();
  };

  /** Text the AI wrote is part of the draft too (programmatic changes do not call onValuesChange). */
  const saveDraft = () => writeDraft(draftOwner, form.getFieldsValue(true));

  const cancel = () => {
    clearDraft(draftOwner);
    navigate('/dashboard');
  };

  return (
    <section aria-labelledby="page-title" className="projects-page new-project">
      <PageHeading title={t.newProjectTitle} subtitle={t.newProjectSubtitle} />
      <Card title={t.briefingTitle} className="project-card">
        {draftNotice ? <DraftNotice onClose={() => setDraftNotice(false)} onDiscard={discardDraft} /> : null}
        {reorder?.reorderOf ? (
          <Alert
            type="info"
            showIcon
            className="project-alert"
            data-testid="reorder-notice"
            title={t.reorderCopied(reorder.reorderOf)}
            description={reorder.filesLeftOut > 0 ? t.reorderFilesLeftOut(reorder.filesLeftOut) : undefined}
          />
        ) : null}
        {locked ? <Alert type="info" showIcon className="project-alert" title={t.alreadyCreated} /> : null}
        <Form<OrderFormValues>
          form={form}
          layout="vertical"
          initialValues={initialValues}
          onFinish={submit}
          onFinishFailed={() => toast.error(t.requiredFields)}
          onValuesChange={(_, all) => writeDraft(draftOwner, all)}
          onKeyDown={(event) => handleOrderFormKeyDown(event, submitByKey)}
          disabled={busy}
          scrollToFirstError
        >
          <ContentTypeField locked={locked} />
          <QuotaNotice limits={limits} contentType={contentType} remaining={remaining} atLimit={atLimit} />
          <BriefingFields locked={locked} onAiFilled={saveDraft} />
          {contentType === 'carousel' ? <SlideIdeasField disabled={busy} /> : null}
          <NotesFields onAiFilled={saveDraft} />
          <ReferenceFilesField files={files} onFilesChange={setFiles} busy={busy} />
          <SubmitBar
            isCreating={isCreating}
            isUploading={isUploading}
            progress={progress}
            atLimit={atLimit}
            onCancel={cancel}
          />
        </Form>
      </Card>
    </section>
  );
}
