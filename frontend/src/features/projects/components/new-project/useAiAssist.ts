import type { FormInstance } from 'antd';
import { Form, Modal } from 'antd';
import { useCallback, useEffect, useMemo, useRef, useState, type ReactElement } from 'react';
import { useAppStore } from '../../../../shared/store/hooks';
import { refreshAccessToken } from '../../../../shared/api/session';
import { useToast } from '../../../../shared/toast';
import { sessionStarted } from '../../../../shared/session/authSlice';
import { useGetMyLimitsQuery } from '../../../plans';
import { NO_PLAN_NAME } from '../../../plans';
import type { AiCallOptions } from '../../aiAssist';
import { projectTexts as t } from '../../texts';

/** The session for the AI calls, read from the store at each request, and its renewal after a 401. */
function useAiSession(): Omit<AiCallOptions, 'signal'> {
  const store = useAppStore();
  return useMemo(
    () => ({
      auth: () => {
        const { accessToken, user, viewAsClientId } = store.getState().auth;
        // Only an admin may act as a client (as the API slice does).
        return { accessToken, viewAsClientId: user?.role === 'admin' ? viewAsClientId : null };
      },
      renew: async () => {
        const session = await refreshAccessToken();
        if (session) store.dispatch(sessionStarted(session));
        return session !== null;
      },
    }),
    [store],
  );
}

/** One abortable AI call at a time per button; a call still running when the form goes away is stopped. */
function useAbortOnUnmount() {
  const current = useRef<AbortController | null>(null);
  useEffect(() => () => current.current?.abort(), []);
  return current;
}

const trimmed = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Replaces nothing the client typed without asking: what the AI wrote last is remembered per field,
 * and a field holding anything else asks first (antd's confirm dialog).
 */
function useReplaceGuard(form: FormInstance): {
  mayReplace: (fields: Record<string, string>) => Promise<boolean>;
  remember: (values: Record<string, string>) => void;
  holder: ReactElement;
} {
  const [modal, holder] = Modal.useModal();
  const written = useRef<Record<string, string>>({});

  const mayReplace = useCallback(
    async (fields: Record<string, string>) => {
      const typed = Object.entries(fields).filter(([name]) => {
        const value = trimmed(form.getFieldValue(name));
        return value !== '' && value !== trimmed(written.current[name]);
      });
      if (!typed.length) return true;
      return new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t.aiReplaceTitle,
          content: t.aiReplaceContent(typed.map(([, label]) => label).join(' und ')),
          okText: t.aiReplace,
          cancelText: t.aiKeep,
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      });
    },
    [form, modal],
  );

  const remember = useCallback((values: Record<string, string>) => {
    written.current = { ...written.current, ...values };
  }, []);

  return { mayReplace, remember, holder };
}

/** The briefing's title and content, or null when either is empty (the AI needs both). */
function briefingOf(form: FormInstance): { title: string; description: string } | null {
  const title = trimmed(form.getFieldValue('title'));
  const description = trimmed(form.getFieldValue('description'));
  return title && description ? { title, description } : null;
}

interface AiRun {
  briefing: { title: string; description: string };
  signal: AbortSignal;
  session: Omit<AiCallOptions, 'signal'>;
}

/**
 * One AI helper of the order form (caption, hashtags): the briefing checked ("Bitte fülle Titel und
 * Inhalt aus"), the fields it would overwrite confirmed, one request at a time with its own abort
 * signal (stopped by the user or by leaving the page), busy while it runs. The AI comes with a plan:
 * without one (the form's own limits say so) the helper says that instead of asking the server,
 * which would refuse with the same text.
 */
export function useAiHelper(fields: Record<string, string>) {
  const form = Form.useFormInstance();
  const toast = useToast();
  const session = useAiSession();
  const runningRef = useAbortOnUnmount();
  const { mayReplace, remember, holder } = useReplaceGuard(form);
  const [busy, setBusy] = useState(false);
  const [offline, setOffline] = useState(false);
  const { data: limits } = useGetMyLimitsQuery();
  const unavailable = limits?.planName === NO_PLAN_NAME ? t.aiNeedsPlan : null;

  /** Runs `task`; resolves false when it did not start (no plan, no briefing, replacing declined). */
  const run = async (task: (run: AiRun) => Promise<void>): Promise<boolean> => {
    if (unavailable) {
      void toast.error(unavailable);
      return false;
    }
    const briefing = briefingOf(form);
    if (!briefing) {
      void toast.error(t.aiFillInFirst);
      return false;
    }
    if (!(await mayReplace(fields))) return false;
    const abort = new AbortController();
    runningRef.current = abort;
    setBusy(true);
    try {
      await task({ briefing, signal: abort.signal, session });
    } finally {
      if (runningRef.current === abort) runningRef.current = null;
      setBusy(false);
    }
    return true;
  };

  return {
    form,
    toast,
    holder,
    busy,
    offline,
    unavailable,
    setOffline,
    remember,
    run,
    stop: () => runningRef.current?.abort(),
  };
}
