import type { Attachment } from '../../../shared/orders/types';

export function isImage(file: Attachment): boolean {
  return file.fileType.startsWith('image/');
}

export function isVideo(file: Attachment): boolean {
  return file.fileType.startsWith('video/');
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}
