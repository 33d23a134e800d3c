import { Form, Input } from 'antd';
import { PROJECT_LIMITS } from '../../../../shared/contracts';
import { aiErrorText, AiRequestError, streamDescription } from '../../aiAssist';
import { projectTexts as t } from '../../texts';
import type { ContentType } from '../../../../shared/orders/types';
import { AiButton } from './AiButton';
import { useAiHelper } from './useAiAssist';

export interface AiCaptionFieldsProps {
  /** The order exists already (only its files are missing): the texts are sent. */
  locked: boolean;
  /** The AI wrote into the form (programmatic changes are not form changes: the draft is saved here). */
  onFilled: () => void;
}

const FIELDS = { generatedCaption: t.generatedCaption, generatedCta: t.generatedCta };

/**
 * Caption and call to action of the post, typed or written by the AI from title, content and content
 * type. The text streams into the fields as it is written and can be stopped; a failed generation
 * puts back what the fields held.
 */
export function AiCaptionFields({ locked, onFilled }: AiCaptionFieldsProps) {
  const { form, toast, holder, busy, offline, unavailable, setOffline, remember, run, stop } = useAiHelper(FIELDS);

  const generate = async () => {
    const started = await run(async ({ briefing, signal, session }) => {
      const before = {
        generatedCaption: form.getFieldValue('generatedCaption') as string | undefined,
        generatedCta: form.getFieldValue('generatedCta') as string | undefined,
      };
      const contentType = (form.getFieldValue('contentType') as ContentType | undefined) ?? 'post';
      const written = { generatedCaption: '', generatedCta: '' };
      form.setFieldsValue(written);
      try {
        const result = await streamDescription(
          { ...briefing, contentType },
          (delta) => {
            if (delta.field === 'caption') written.generatedCaption += delta.text;
            else written.generatedCta += delta.text;
            form.setFieldsValue(written);
            remember(written);
          },
          { ...session, signal },
        );
        const final = { generatedCaption: result.caption, generatedCta: result.cta };
        form.setFieldsValue(final);
        remember(final);
        setOffline(result.offline);
        void toast.success(t.aiDescriptionDone);
      } catch (error) {
        if (signal.aborted) {
          // Stopped: what was written so far stays, unless nothing was.
          if (!written.generatedCaption && !written.generatedCta) form.setFieldsValue(before);
        } else {
          form.setFieldsValue(before);
          void toast.error(aiErrorText(error instanceof AiRequestError ? error.message : null, t.aiDescriptionError));
        }
      }
    });
    if (started) onFilled();
  };

  return (
    <>
      {holder}
      <Form.Item
        name="generatedCaption"
        label={t.generatedCaption}
        extra={
          <AiButton
            label={t.aiGenerateDescription}
            busy={busy}
            offline={offline}
            unavailable={unavailable}
            onGenerate={() => void generate()}
            onStop={stop}
          />
        }
      >
        <Input.TextArea
          autoSize={{ minRows: 3, maxRows: 12 }}
          placeholder={t.generatedCaptionPrompt}
          maxLength={PROJECT_LIMITS.text}
          disabled={locked}
          readOnly={busy}
        />
      </Form.Item>
      <Form.Item name="generatedCta" label={t.generatedCta}>
        <Input placeholder={t.generatedCtaPrompt} maxLength={PROJECT_LIMITS.text} disabled={locked} readOnly={busy} />
      </Form.Item>
    </>
  );
}
