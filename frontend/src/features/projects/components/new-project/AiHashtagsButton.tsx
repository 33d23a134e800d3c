import { Form } from 'antd';
import { useState } from 'react';
import { useToast } from '../../../../shared/toast';
import { aiErrorText, AiRequestError, requestHashtags } from '../../aiAssist';
import { projectTexts as t } from '../../texts';
import { AiButton } from './AiButton';
import { briefingOf, useAbortOnUnmount, useAiSession, useReplaceGuard } from './useAiAssist';

export interface AiHashtagsButtonProps {
  /** The AI wrote into the form (the draft is saved here). */
  onFilled: () => void;
}

/** "Hashtags generieren": hashtags for title, content and platform into the hashtags field. */
export function AiHashtagsButton({ onFilled }: AiHashtagsButtonProps) {
  const form = Form.useFormInstance();
  const toast = useToast();
  const session = useAiSession();
  const runningRef = useAbortOnUnmount();
  const { mayReplace, remember, holder } = useReplaceGuard(form);
  const [busy, setBusy] = useState(false);
  const [offline, setOffline] = useState(false);

  const generate = async () => {
    const briefing = briefingOf(form);
    if (!briefing) {
      void toast.error(t.aiFillInFirst);
      return;
    }
    if (!(await mayReplace({ hashtags: t.hashtags }))) return;
    const platform = (form.getFieldValue('platform') as string | undefined) || undefined;
    const abort = new AbortController();
    runningRef.current = abort;
    setBusy(true);
    try {
      const result = await requestHashtags({ ...briefing, platform }, { ...session, signal: abort.signal });
      form.setFieldsValue({ hashtags: result.hashtags });
      remember({ hashtags: result.hashtags });
      setOffline(result.offline);
      onFilled();
      void toast.success(t.aiHashtagsDone);
    } catch (error) {
      if (!abort.signal.aborted) void toast.error(aiErrorText(error instanceof AiRequestError ? error.message : null, t.aiHashtagsError));
    } finally {
      if (runningRef.current === abort) runningRef.current = null;
      setBusy(false);
    }
  };

  return (
    <>
      {holder}
      <AiButton label={t.aiHashtags} busy={busy} offline={offline} onGenerate={() => void generate()} onStop={() => runningRef.current?.abort()} />
    </>
  );
}
