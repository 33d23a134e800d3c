/** German texts of the queue dashboard link. */
export const QUEUE_TEXTS = {
  openFailed: 'Das Queue-Dashboard konnte nicht geöffnet werden',
} as const;
