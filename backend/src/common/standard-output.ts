import { destination, type DestinationStream } from 'pino';

/**
 * Standard output for the log, written asynchronously (the API's request log and the workers' job
 * lines): pino's default writes each line with a blocking write call of its own, which cost the API a
 * system call per request (a tenth of a cheap read's CPU in the benchmark's profile) and the workers
 * one per job. Asynchronous, the lines that arrive while a write is under way go out together with the
 * next one, so a busy process makes one call for many lines and an idle one still writes each line at
 * once. pino flushes what is left when the process exits.
 */
export const standardOutput = (): DestinationStream => destination({ dest: 1, sync: false });
