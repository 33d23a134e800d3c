import { z } from 'zod';
import { defineEventJob, defineJob } from '../../queues/index.js';

/** Writes an asked-for data export (export-writer.ts): one job per DataExportRequested, keyed by the event. */
export const writeDataExport = defineEventJob({
  name: 'privacy.export',
  queue: 'privacy',
  on: ['DataExportRequested'],
});

/**
 * The privacy scan (repeatable, every 10 minutes, at the injected clock's time): runs the erasures
 * whose 30 days are over (and finishes any a killed worker left half done), expires the exports
 * whose 7 days are over, and purges what the retention settings say is old enough.
 */
export const scanPrivacy = defineJob({
  name: 'privacy.scan',
  queue: 'privacy',
  payload: z.object({}),
});

/** The privacy context's jobs. */
export const PRIVACY_JOBS = [writeDataExport, scanPrivacy] as const;
