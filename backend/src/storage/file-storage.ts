/**
 * Where uploaded files live. The local-disk driver serves them under /files; an S3-compatible
 * driver implements the same three operations (and answers public URLs of its bucket).
 */
export abstract class FileStorage {
  /** Moves a finished upload (a temporary file) to its key. */
  abstract save(key: string, temporaryPath: string, contentType: string): Promise<void>;
  /** Removes the file at the key; a missing file is not an error. */
  abstract remove(key: string): Promise<void>;
  /** The public URL the browser loads the file from. */
  abstract publicUrl(key: string): string;
  /** A folder for uploads in progress. */
  abstract temporaryDirectory(): string;
}

/** Keys are made by us only: {projectId}/{timestamp}.{ext} or {projectId}/final_{timestamp}.{ext}. */
export const SAFE_KEY = /^[0-9a-f-]{36}\/(final_)?\d{13}(-\d+)?\.[a-z0-9]{2,5}$|^logos\/[0-9a-f-]{36}-\d{13}\.[a-z0-9]{2,5}$/;
