import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';

/**
 * Sends to the first-run setup (/setup) while no admin exists yet (GET /api/setup answers
 * `{ needed: true }`). The page shows meanwhile and stays when the status cannot be loaded: the
 * landing page never waits for this request, and asks with plain `fetch` (no Redux store on it).
 */
export function useSetupRedirect(): void {
  const navigate = useNavigate();

  useEffect(() => {
    const controller = new AbortController();
    const check = async () => {
      try {
        const response = await fetch('/api/setup', { credentials: 'same-origin', signal: controller.signal });
        if (!response.ok) return;
        const status = (await response.json()) as { needed?: unknown } | null;
        if (status?.needed === true && !controller.signal.aborted) navigate('/setup', { replace: true });
      } catch {
        // Offline, left the page or no JSON: the landing page stays.
      }
    };
    void check();
    return () => controller.abort();
  }, [navigate]);
}
