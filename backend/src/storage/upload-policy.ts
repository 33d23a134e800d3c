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
export const ORDER_FILES: UploadPolicy = {
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

/** The largest file any policy takes: the multipart parser's hard limit. */
export const LARGEST_UPLOAD_BYTES = 200 * MB;

export function tooLargeMessage(maxBytes: number): string {
  return `Datei zu groß. Maximum ${Math.round(maxBytes / MB)}MB`;
}
