import { useCallback } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import type { AppDispatch } from '../../shared/store/store';
import { apiErrorMessage } from '../../shared/apiError';
import { useToast } from '../../shared/toast';
import { queuesApi } from './queuesApi';
import { QUEUE_TEXTS } from './texts';

/** The queue dashboard (bull-board), served by the API itself, not a route of this app. */
const QUEUE_DASHBOARD_PATH = '/admin/queues';

/**
 * Opens the queue dashboard: a page navigation carries no Bearer header, so the server first sets
 * a cookie for that path (with the usual token, renewed if it expired), then the browser goes
 * there. Rejects with the server's German message when the cookie is refused.
 */
export async function openQueueDashboard(
  dispatch: AppDispatch,
  navigate: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const result = await dispatch(queuesApi.endpoints.openQueueSession.initiate());
  if ('error' in result) throw new Error(apiErrorMessage(result.error, QUEUE_TEXTS.openFailed));
  navigate(QUEUE_DASHBOARD_PATH);
}

/**
 * For the admin sidebar: `const openQueues = useOpenQueueDashboard();` and `onClick: () => void
 * openQueues()`. A refusal is shown as a toast.
 */
export function useOpenQueueDashboard(): () => Promise<void> {
  const dispatch = useAppDispatch();
  const toast = useToast();
  return useCallback(async () => {
    try {
      await openQueueDashboard(dispatch);
    } catch (error) {
      void toast.error(error instanceof Error ? error.message : QUEUE_TEXTS.openFailed);
    }
  }, [dispatch, toast]);
}
