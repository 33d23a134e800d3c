import { useCallback } from 'react';
import { apiErrorCode, apiErrorMessage, apiErrorStatus } from '../../shared/apiError';
import { useToast } from '../../shared/toast';
import { ToastText } from '../../shared/ToastText';
import { useMarkIdeaPostedMutation, useSendIdeaMutation } from './ideasApi';
import { ideasTexts as t } from './texts';

/** What a refused "Senden" shows (spec 000 §8): no designer with the hint, the quota's own message, else the spec's text. */
function sendFailure(error: unknown): { title: string; description?: string } {
  const code = apiErrorCode(error);
  if (code === 'NO_DESIGNER') return { title: t.noDesigner, description: t.noDesignerHint };
  if (code === 'QUOTA_EXCEEDED') return { title: apiErrorMessage(error, t.sendError) };
  const status = apiErrorStatus(error);
  const reason = status !== null && status >= 400 && status < 500 ? apiErrorMessage(error, '') : '';
  return { title: t.sendError, description: reason || undefined };
}

/** "Senden" and "Als gepostet markieren" with their toasts; each resolves to whether it worked. */
export function useIdeaActions() {
  const toast = useToast();
  const [sendIdea, { isLoading: sending, originalArgs: sendingId }] = useSendIdeaMutation();
  const [markPosted, { isLoading: marking, originalArgs: markingId }] = useMarkIdeaPostedMutation();

  const send = useCallback(
    async (id: string) => {
      try {
        await sendIdea(id).unwrap();
        void toast.success(t.sent);
        return true;
      } catch (error) {
        const { title, description } = sendFailure(error);
        void toast.error({ content: <ToastText title={title} description={description} />, duration: 6 });
        return false;
      }
    },
    [sendIdea, toast],
  );

  const markAsPosted = useCallback(
    async (id: string) => {
      try {
        await markPosted(id).unwrap();
        void toast.success(t.markedPosted);
        return true;
      } catch (error) {
        void toast.error(apiErrorMessage(error, t.markPostedError));
        return false;
      }
    },
    [markPosted, toast],
  );

  return {
    send,
    markAsPosted,
    /** The idea whose request is on the way, if any. */
    sendingId: sending ? sendingId : undefined,
    markingId: marking ? markingId : undefined,
  };
}
