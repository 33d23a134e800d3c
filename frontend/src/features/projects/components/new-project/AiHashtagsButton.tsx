import { aiErrorText, AiRequestError, requestHashtags } from '../../aiAssist';
import { projectTexts as t } from '../../texts';
import { AiButton } from './AiButton';
import { useAiHelper } from './useAiAssist';

export interface AiHashtagsButtonProps {
  /** The AI wrote into the form (the draft is saved here). */
  onFilled: () => void;
}

/** "Hashtags generieren": hashtags for title, content and platform into the hashtags field. */
export function AiHashtagsButton({ onFilled }: AiHashtagsButtonProps) {
  const { form, toast, holder, busy, offline, unavailable, setOffline, remember, run, stop } = useAiHelper({
    hashtags: t.hashtags,
  });

  const generate = () =>
    run(async ({ briefing, signal, session }) => {
      const platform = (form.getFieldValue('platform') as string | undefined) || undefined;
      try {
        const result = await requestHashtags({ ...briefing, platform }, { ...session, signal });
        form.setFieldsValue({ hashtags: result.hashtags });
        remember({ hashtags: result.hashtags });
        setOffline(result.offline);
        onFilled();
        void toast.success(t.aiHashtagsDone);
      } catch (error) {
        if (!signal.aborted)
          void toast.error(aiErrorText(error instanceof AiRequestError ? error.message : null, t.aiHashtagsError));
      }
    });

  return (
    <>
      {holder}
      <AiButton
        label={t.aiHashtags}
        busy={busy}
        offline={offline}
        unavailable={unavailable}
        onGenerate={() => void generate()}
        onStop={stop}
      />
    </>
  );
}
