import { DATA_EXPORT_STATUSES, type DataExportStatus } from '../../contracts/privacy.js';
import {
  DATA_EXPORT_EVENTS,
  DATA_EXPORT_LIFECYCLE,
  type DataExportEventType,
} from './data-export-lifecycle.machine.js';

/** Every status × every event: the next status, or refused (absent). */
const TABLE: Record<DataExportStatus, Partial<Record<DataExportEventType, DataExportStatus>>> = {
  preparing: { WRITTEN: 'ready', FAILED: 'failed' },
  ready: { EXPIRED: 'expired' },
  failed: {},
  expired: {},
};

describe('a data export’s lifecycle machine', () => {
  const cases = DATA_EXPORT_STATUSES.flatMap((status) => DATA_EXPORT_EVENTS.map((type) => [status, type] as const));

  it.each(cases)('%s + %s: the next status, or refused', (status, type) => {
    expect(DATA_EXPORT_LIFECYCLE.next(status, { type })).toBe(TABLE[status][type] ?? null);
  });

  it('starts preparing; failed and expired are the ends', () => {
    expect(DATA_EXPORT_LIFECYCLE.initial).toBe('preparing');
    expect(DATA_EXPORT_STATUSES.filter((status) => DATA_EXPORT_LIFECYCLE.isFinal(status))).toEqual([
      'failed',
      'expired',
    ]);
    expect(DATA_EXPORT_LIFECYCLE.move('EXPIRED')).toEqual({ from: ['ready'], to: 'expired' });
  });
});
