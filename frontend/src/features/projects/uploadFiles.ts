import { useCallback, useState } from 'react';
import { API_BASE, refreshAccessToken } from '../../shared/api/session';
import { useAppStore } from '../../shared/store/hooks';
import { sessionEnded, sessionStarted } from '../../shared/session/authSlice';

/** Shaped like RTK Query's errors, so `apiErrorMessage` reads the server's German message. */
interface UploadError {
  status: number | 'FETCH_ERROR';
  data?: unknown;
}

export interface UploadRequest {
  /** Below /api, e.g. `/projects/{id}/final-designs`. */
  path: string;
  files: readonly File[];
  /** 0 to 100, as the browser reports the bytes sent. */
  onProgress?: (percent: number) => void;
}

interface Headers {
  authorization: string | null;
  viewAsClient: string | null;
}

interface RawResult {
  status: number;
  body: unknown;
}

function parseBody(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** One multipart POST with field `files`, over XMLHttpRequest because fetch reports no upload progress. */
function send({ path, files, onProgress }: UploadRequest, headers: Headers): Promise<RawResult> {
  return new Promise((resolve, reject) => {
    const body = new FormData();
    for (const file of files) body.append('files', file, file.name);
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `${API_BASE}${path}`);
    xhr.withCredentials = true;
    xhr.setRequestHeader('Accept', 'application/json');
    if (headers.authorization) xhr.setRequestHeader('Authorization', headers.authorization);
    if (headers.viewAsClient) xhr.setRequestHeader('X-View-As-Client', headers.viewAsClient);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && onProgress) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => resolve({ status: xhr.status, body: parseBody(xhr.responseText) });
    xhr.onerror = () => reject({ status: 'FETCH_ERROR' } satisfies UploadError);
    xhr.onabort = () => reject({ status: 'FETCH_ERROR' } satisfies UploadError);
    xhr.send(body);
  });
}

/**
 * Uploads files with the session's bearer token (and the view-as-client header of an admin), renewing
 * the token once on 401 like the API slice does. Resolves to the parsed answer; rejects with an
 * `UploadError`.
 */
export function useUploadFiles() {
  const store = useAppStore();
  const [progress, setProgress] = useState<number | null>(null);

  const upload = useCallback(
    async <Result>(request: UploadRequest): Promise<Result> => {
      const headersNow = (): Headers => {
        const { accessToken, user, viewAsClientId } = store.getState().auth;
        return {
          authorization: accessToken ? `Bearer ${accessToken}` : null,
          viewAsClient: user?.role === 'admin' && viewAsClientId ? viewAsClientId : null,
        };
      };
      const onProgress = (percent: number) => {
        setProgress(percent);
        request.onProgress?.(percent);
      };
      setProgress(0);
      try {
        let result = await send({ ...request, onProgress }, headersNow());
        if (result.status === 401) {
          const session = await refreshAccessToken();
          if (session) {
            store.dispatch(sessionStarted(session));
            setProgress(0);
            result = await send({ ...request, onProgress }, headersNow());
          } else {
            store.dispatch(sessionEnded());
          }
        }
        if (result.status >= 400) throw { status: result.status, data: result.body } satisfies UploadError;
        return result.body as Result;
      } finally {
        setProgress(null);
      }
    },
    [store],
  );

  return { upload, progress, isUploading: progress !== null };
}
