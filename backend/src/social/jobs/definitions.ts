import { z } from 'zod';
import { defineJob } from '../../queues/index.js';

/** The hourly renewal of the social accounts' tokens and the owners' warnings (repeatable; social-tokens.jobs.ts). */
export const renewTokens = defineJob({
  name: 'publishing.renew-tokens',
  queue: 'publishing',
  payload: z.object({ scheduledFor: z.string().optional() }),
});

/** The social context's jobs. */
export const SOCIAL_JOBS = [renewTokens] as const;
