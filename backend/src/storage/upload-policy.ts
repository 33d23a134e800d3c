const MB = 1024 * 1024;

export interface UploadPolicy {
  /** Accepted MIME types (decided from the bytes) and the size cap of each kind. */
  accepts: Record<string, { ext: string; maxBytes: number }>;
  /** The 415 message when a file is none of them. */
  unsupportedMessage: string;
  maxFiles: number;
}

const image = (maxBytes: number) => ({
  'image/png': { ext: 'png', maxBytes },
  'image/jpeg': { ext: 'jpg', maxBytes },
  'image/webp': { ext: 'webp', maxBytes },
  'image/gif': { ext: 'gif', maxBytes },
});

/** A client's files for an order: images up to 10 MB, MP4 videos up to 100 MB. */
export const PROJECT_FILES: UploadPolicy = {
  accepts: { ...image(10 * MB), 'video/mp4': { ext: 'mp4', maxBytes: 100 * MB } },
  unsupportedMessage: 'Nur Bilder (PNG, JPG, WebP, GIF) oder MP4-Videos sind erlaubt',
  maxFiles: 10,
};

/** A designer's final designs: images up to 20 MB, videos (MP4, MOV, WebM) up to 200 MB. */
export const FINAL_DESIGNS: UploadPolicy = {
  accepts: {
    ...image(20 * MB),
    'video/mp4': { ext: 'mp4', maxBytes: 200 * MB },
    'video/quicktime': { ext: 'mov', maxBytes: 200 * MB },
    'video/webm': { ext: 'webm', maxBytes: 200 * MB },
  },
  unsupportedMessage: 'Nur Bild- oder Videodateien sind erlaubt',
  maxFiles: 10,
};

/** A client's logo: one image up to 5 MB (spec 001 §5). */
export const LOGO_FILES: UploadPolicy = {
  accepts: image(5 * MB),
  unsupportedMessage: 'Nur Bilddateien sind erlaubt',
  maxFiles: 1,
};

/** The largest file any policy takes: the multipart parser's hard limit. */
export const LARGEST_UPLOAD_BYTES = 200 * MB;

/** Files an order holds at most: the client's and the designer's together. */
export const MAX_FILES_PER_PROJECT = 50;

/** Bytes read before a file's type is decided (file-type needs at most this many for our kinds). */
export const TYPE_SNIFF_BYTES = 4100;

/** Multipart framing per file (boundary, part headers with a long file name) and for the request. */
const FRAMING_BYTES_PER_FILE = 16 * 1024;
const FRAMING_BYTES = 64 * 1024;

/** The largest file of any kind the policy takes. */
export function largestFile(policy: UploadPolicy): number {
  return Math.max(...Object.values(policy.accepts).map((kind) => kind.maxBytes));
}

/** The largest request body that can carry `files` files the policy takes (a Content-Length above it is refused unread). */
export function largestRequest(policy: UploadPolicy, files: number): number {
  return files * (largestFile(policy) + FRAMING_BYTES_PER_FILE) + FRAMING_BYTES;
}

export function tooLargeMessage(maxBytes: number): string {
  return `Datei zu gross. Maximum ${Math.round(maxBytes / MB)}MB`;
}

export const UPLOAD_TEXTS = {
  tooManyAtOnce: (max: number) => `Höchstens ${max} Dateien auf einmal`,
  tooManyPerProject: `Höchstens ${MAX_FILES_PER_PROJECT} Dateien pro Auftrag`,
  requestTooLarge: (files: number, maxBytes: number) =>
    `Zu viele Daten auf einmal: höchstens ${files} Dateien zu je ${Math.round(maxBytes / MB)}MB`,
  aborted: 'Die Übertragung wurde abgebrochen',
  malformed: 'Die Dateien kamen nicht lesbar an. Bitte wähle sie noch einmal aus und lade sie erneut hoch.',
} as const;

/** The content type of a stored file by its key's extension (every kind a policy takes, and the approval records' PDF). */
export function contentTypeOfKey(key: string): string {
  const ext = key.slice(key.lastIndexOf('.') + 1).toLowerCase();
  if (ext === 'pdf') return 'application/pdf';
  for (const policy of [PROJECT_FILES, FINAL_DESIGNS, LOGO_FILES]) {
    const found = Object.entries(policy.accepts).find(([, kind]) => kind.ext === ext);
    if (found) return found[0];
  }
  return 'application/octet-stream';
}
