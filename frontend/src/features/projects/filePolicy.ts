const MB = 1024 * 1024;

/** What the client may attach to an order (the server decides again from the bytes). */
export const ORDER_FILE_ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,video/mp4';
const ORDER_FILE_LIMITS: Record<string, number> = {
  'image/png': 10 * MB,
  'image/jpeg': 10 * MB,
  'image/webp': 10 * MB,
  'image/gif': 10 * MB,
  'video/mp4': 100 * MB,
};

/** A designer's final designs: any image or video. */
export const FINAL_DESIGN_ACCEPT = 'image/*,video/*';

export type FileProblem = { kind: 'unsupported' } | { kind: 'too-large'; maxMb: number };

export function orderFileProblem(file: Pick<File, 'type' | 'size'>): FileProblem | null {
  const max = ORDER_FILE_LIMITS[file.type];
  if (max === undefined) return { kind: 'unsupported' };
  if (file.size > max) return { kind: 'too-large', maxMb: max / MB };
  return null;
}

export function isMediaFile(file: Pick<File, 'type'>): boolean {
  return file.type.startsWith('image/') || file.type.startsWith('video/');
}
