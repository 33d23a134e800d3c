import { skipToken } from '@reduxjs/toolkit/query/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useAppDispatch } from '../../shared/store/hooks';
import { apiErrorMessage, apiErrorStatus } from '../../shared/apiError';
import type { GenerationJob } from '../../shared/contracts';
import { useToast } from '../../shared/toast';
import { ToastText } from '../../shared/ToastText';
import { generationFailure, type GenerationFailureInput } from './generationFailure';
import { ideasApi, useGenerateMonthPlanMutation, useGetGenerationJobQuery } from './ideasApi';
import { ideasTexts as t } from './texts';

/** How often the running job is asked for its state; the live notification may answer sooner. */
const JOB_POLL_MS = 1500;

type JobPhase = 'idle' | 'running' | 'succeeded' | 'failed';

/** The job's states as the screen reads them. */
const jobPhases: Record<GenerationJob['state'], JobPhase> = {
  waiting: 'running',
  active: 'running',
  completed: 'succeeded',
  failed: 'failed',
};

const storageKey = (owner: string) => `contentIdeas.generationJob.${owner}`;

function readJob(owner: string): string | null {
  try {
    return sessionStorage.getItem(storageKey(owner));
  } catch {
    return null; // storage blocked: the progress just does not survive a reload
  }
}

function writeJob(owner: string, jobId: string | null) {
  try {
    if (jobId) sessionStorage.setItem(storageKey(owner), jobId);
    else sessionStorage.removeItem(storageKey(owner));
  } catch {
    // see readJob
  }
}

/**
 * "Monatsplan generieren": starts the job, follows it until it ends (kept in sessionStorage, so a
 * reload keeps showing the progress), then refreshes the ideas and says how it went.
 */
export function useMonthPlanGeneration(owner: string) {
  const toast = useToast();
  const dispatch = useAppDispatch();
  const [jobId, setJobId] = useState<string | null>(() => readJob(owner));
  const handled = useRef(new Set<string>());
  const [startGeneration, { isLoading: starting }] = useGenerateMonthPlanMutation();
  const jobArg = jobId ?? skipToken;
  const { currentData: job, error: jobError } = ideasApi.endpoints.getGenerationJob.useQueryState(jobArg);
  // Once ended (or unknown to the server: expired, another account's) the job is no longer followed.
  const phase: JobPhase =
    jobId === null || apiErrorStatus(jobError) === 404 ? 'idle' : job ? jobPhases[job.state] : 'running';
  const ended = phase === 'succeeded' || phase === 'failed';
  useGetGenerationJobQuery(jobArg, { pollingInterval: phase === 'running' ? JOB_POLL_MS : 0 });

  const showFailure = useCallback(
    (input: GenerationFailureInput) => {
      const { title, description } = generationFailure(input);
      void toast.error({ content: <ToastText title={title} description={description} />, duration: 6 });
    },
    [toast],
  );

  useEffect(() => {
    if (!jobId || phase === 'running' || handled.current.has(jobId)) return;
    handled.current.add(jobId);
    writeJob(owner, null);
    if (!job || !ended) return;
    if (phase === 'succeeded') {
      const count = job.result?.ideaCount ?? 0;
      void toast.success(job.result?.offline ? `${t.generated(count)} ${t.generatedOffline}` : t.generated(count));
    } else {
      showFailure({ message: job.error });
    }
    dispatch(ideasApi.util.invalidateTags(['ContentIdeas']));
  }, [dispatch, ended, job, jobId, owner, phase, showFailure, toast]);

  const generate = useCallback(
    async (month: string) => {
      try {
        const { jobId: started } = await startGeneration(month).unwrap();
        writeJob(owner, started);
        setJobId(started);
      } catch (error) {
        showFailure({ status: apiErrorStatus(error), message: apiErrorMessage(error, '') });
      }
    },
    [owner, showFailure, startGeneration],
  );

  return {
    generate,
    running: starting || phase === 'running',
    /** 0 waiting, 50 being written, 100 ended. */
    progress: job?.progress ?? 0,
  };
}
