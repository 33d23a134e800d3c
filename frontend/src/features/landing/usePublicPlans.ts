import { useEffect, useState } from 'react';
import type { Plan } from '../plans';

/** How far the load is: a phase, as the other loading hooks name it (a status is a lifecycle's). */
type PublicPlansPhase = 'loading' | 'ready' | 'failed';

interface PublicPlans {
  phase: PublicPlansPhase;
  /** The plans once 'ready' (possibly none), empty before and after a failure. */
  plans: Plan[];
}

const loading: PublicPlans = { phase: 'loading', plans: [] };
const failed: PublicPlans = { phase: 'failed', plans: [] };

/**
 * The public plans (GET /api/plans) for the pricing section, with plain `fetch`: the landing page
 * loads no Redux store (docs/decisions.md, "First load"). 'loading' on the server (the prerender)
 * and in the browser's first render alike, so hydration matches; the request starts after it.
 */
export function usePublicPlans(): PublicPlans {
  const [state, setState] = useState<PublicPlans>(loading);

  useEffect(() => {
    const controller = new AbortController();
    const load = async () => {
      try {
        const response = await fetch('/api/plans', { credentials: 'same-origin', signal: controller.signal });
        if (!response.ok) throw new Error(`GET /api/plans answered ${response.status}`);
        const plans: unknown = await response.json();
        if (!Array.isArray(plans)) throw new Error('GET /api/plans answered no list');
        setState({ phase: 'ready', plans: plans as Plan[] });
      } catch {
        // Left or re-rendered (StrictMode runs effects twice): the next effect or nobody needs it.
        if (!controller.signal.aborted) setState(failed);
      }
    };
    void load();
    return () => controller.abort();
  }, []);

  return state;
}
