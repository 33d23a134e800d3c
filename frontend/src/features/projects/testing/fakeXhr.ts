/** A recorded upload of the fake XMLHttpRequest. */
export interface SentUpload {
  method: string;
  url: string;
  headers: Record<string, string>;
  files: File[];
}

export interface FakeXhrAnswer {
  status: number;
  body?: unknown;
}

/**
 * Replaces XMLHttpRequest (used for uploads, for their progress events) for one test: every request
 * reports 50% and 100% progress, then gets `answer`. Returns the requests sent and a restore function.
 */
export function installFakeXhr(answer: (upload: SentUpload) => FakeXhrAnswer) {
  const sent: SentUpload[] = [];
  const original = window.XMLHttpRequest;

  class FakeXhr {
    upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    withCredentials = false;
    status = 0;
    responseText = '';
    private request: SentUpload = { method: '', url: '', headers: {}, files: [] };

    open(method: string, url: string) {
      this.request = { method, url, headers: {}, files: [] };
    }

    setRequestHeader(name: string, value: string) {
      this.request.headers[name] = value;
    }

    send(body: FormData) {
      this.request.files = body.getAll('files').filter((value): value is File => value instanceof File);
      sent.push(this.request);
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 50, total: 100 } as ProgressEvent);
        const { status, body: responseBody } = answer(this.request);
        this.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 } as ProgressEvent);
        this.status = status;
        this.responseText = responseBody === undefined ? '' : JSON.stringify(responseBody);
        this.onload?.();
      }, 0);
    }
  }

  window.XMLHttpRequest = FakeXhr as unknown as typeof XMLHttpRequest;
  return {
    sent,
    restore: () => {
      window.XMLHttpRequest = original;
    },
  };
}
