import { Button, Form, Input, Modal, type FormRule } from 'antd';
import { useState } from 'react';
import { apiFieldErrors } from '../../../shared/apiError';
import { IDEA_BOUNDS, type ContentIdea, type IdeaTexts, type UpdateIdeaBody } from '../../../shared/contracts';
import { useToast } from '../../../shared/toast';
import { useUpdateIdeaMutation } from '../ideasApi';
import { ideasTexts as t } from '../texts';

/** The idea's texts as the dialog edits them: the hashtags as one comma-separated line (the server trims and drops empty ones). */
type IdeaValues = Omit<IdeaTexts, 'slideIdeas' | 'hashtags'> & { hashtags: string };

const FIELDS: readonly (keyof IdeaValues)[] = [
  'title',
  'content',
  'description',
  'hook',
  'cta',
  'visualIdea',
  'hashtags',
];

function initialValues(idea: ContentIdea): IdeaValues {
  return {
    title: idea.title,
    content: idea.content,
    description: idea.description,
    hook: idea.hook,
    cta: idea.cta,
    visualIdea: idea.visualIdea,
    hashtags: idea.hashtags.join(', '),
  };
}

function toBody(values: IdeaValues): UpdateIdeaBody {
  return { ...values };
}

function isIdeaField(field: string): field is keyof IdeaValues {
  return (FIELDS as readonly string[]).includes(field);
}

/** The dialog's optional texts, in order, with the height each starts and grows to. */
const OPTIONAL_TEXTS = [
  { name: 'description', rows: { minRows: 2, maxRows: 8 } },
  { name: 'hook', rows: { minRows: 1, maxRows: 6 } },
  { name: 'cta', rows: { minRows: 1, maxRows: 6 } },
  { name: 'visualIdea', rows: { minRows: 2, maxRows: 8 } },
] as const satisfies readonly { name: keyof IdeaValues; rows: { minRows: number; maxRows: number } }[];

const textRules: FormRule[] = [{ max: IDEA_BOUNDS.text, message: t.tooLong(IDEA_BOUNDS.text) }];
const hashtagRules: FormRule[] = [
  {
    validator: async (_, value: string | undefined) => {
      const tags = (value ?? '')
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean);
      if (tags.length > IDEA_BOUNDS.hashtags) throw new Error(t.tooManyHashtags(IDEA_BOUNDS.hashtags));
      if (tags.some((tag) => tag.length > IDEA_BOUNDS.hashtag)) throw new Error(t.hashtagTooLong(IDEA_BOUNDS.hashtag));
    },
  },
];

export interface IdeaDialogProps {
  idea: ContentIdea;
  onClose: () => void;
  /** "Senden" after a successful save; its own toasts. */
  onSend: (id: string) => Promise<boolean>;
}

/**
 * "Idee anpassen", mounted while open. A failed save keeps everything typed; closing with unsaved
 * changes asks first.
 */
export function IdeaDialog({ idea, onClose, onSend }: IdeaDialogProps) {
  const toast = useToast();
  const [form] = Form.useForm<IdeaValues>();
  const [modal, modalHolder] = Modal.useModal();
  const [updateIdea, { isLoading: saving }] = useUpdateIdeaMutation();
  const [pending, setPending] = useState<'save' | 'send' | null>(null);

  const save = async (andSend: boolean) => {
    let values: IdeaValues;
    try {
      values = await form.validateFields();
    } catch {
      return; // the fields show why
    }
    setPending(andSend ? 'send' : 'save');
    try {
      await updateIdea({ id: idea.id, body: toBody(values) }).unwrap();
    } catch (error) {
      setPending(null);
      void toast.error(t.saveError);
      const fields = apiFieldErrors(error)
        .map((entry) => ({ name: entry.field.split('.')[0], errors: [entry.message] }))
        .filter((entry): entry is { name: keyof IdeaValues; errors: string[] } => isIdeaField(entry.name));
      if (fields.length) form.setFields(fields);
      return;
    }
    if (!andSend) {
      void toast.success(t.saved);
      onClose();
      return;
    }
    // Saved: the dialog's work is done whatever the sending says (the idea stays a draft if refused).
    await onSend(idea.id);
    onClose();
  };

  const cancel = () => {
    if (!form.isFieldsTouched()) {
      onClose();
      return;
    }
    void modal.confirm({
      title: t.discardTitle,
      content: t.discardText,
      okText: t.discard,
      okButtonProps: { danger: true },
      cancelText: t.keepEditing,
      onOk: onClose,
    });
  };

  const busy = saving || pending !== null;

  return (
    <Modal
      open
      title={t.dialogTitle}
      onCancel={cancel}
      maskClosable={false}
      width="min(720px, calc(100vw - 32px))"
      footer={[
        <Button key="cancel" onClick={cancel} disabled={busy}>
          {t.cancel}
        </Button>,
        <Button
          key="save"
          onClick={() => void save(false)}
          loading={pending === 'save'}
          disabled={busy && pending !== 'save'}
        >
          {t.save}
        </Button>,
        <Button
          key="send"
          type="primary"
          onClick={() => void save(true)}
          loading={pending === 'send'}
          disabled={busy && pending !== 'send'}
        >
          {t.saveAndSend}
        </Button>,
      ]}
    >
      {modalHolder}
      <Form<IdeaValues> form={form} layout="vertical" initialValues={initialValues(idea)} className="idea-dialog">
        <Form.Item
          name="title"
          label={t.titleLabel}
          rules={[
            { required: true, whitespace: true, message: t.titleRequired },
            { max: IDEA_BOUNDS.title, message: t.tooLong(IDEA_BOUNDS.title) },
          ]}
        >
          <Input maxLength={IDEA_BOUNDS.title} autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="content"
          label={t.fields.content}
          rules={[{ required: true, whitespace: true, message: t.contentRequired }, ...textRules]}
        >
          <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} maxLength={IDEA_BOUNDS.text} />
        </Form.Item>
        {OPTIONAL_TEXTS.map(({ name, rows }) => (
          <Form.Item key={name} name={name} label={t.fields[name]} rules={textRules}>
            <Input.TextArea autoSize={rows} maxLength={IDEA_BOUNDS.text} />
          </Form.Item>
        ))}
        <Form.Item name="hashtags" label={t.fields.hashtags} extra={t.hashtagsHelp} rules={hashtagRules}>
          <Input autoComplete="off" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
