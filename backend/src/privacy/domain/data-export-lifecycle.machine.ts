import { setup } from 'xstate';
import { statusMachine } from '../../common/domain/status-machine.js';
import type { DataExportStatus } from '../../contracts/privacy.js';

/** What happens to a company's export: the worker wrote it or gave up, its days ran out. */
export type DataExportEvent = { type: 'WRITTEN' } | { type: 'FAILED' } | { type: 'EXPIRED' };
export type DataExportEventType = DataExportEvent['type'];
export const DATA_EXPORT_EVENTS: readonly DataExportEventType[] = ['WRITTEN', 'FAILED', 'EXPIRED'];

/**
 * A data export: `preparing` while the worker writes the ZIP (one at a time per company), then
 * `ready` with its signed link, or `failed`; a ready export is `expired` after its 7 days (its ZIP
 * removed). A failed or expired export takes nothing more.
 */
const dataExportLifecycle = setup({ types: { events: {} as DataExportEvent } }).createMachine({
  id: 'dataExport',
  initial: 'preparing',
  states: {
    preparing: { on: { WRITTEN: 'ready', FAILED: 'failed' } },
    ready: { on: { EXPIRED: 'expired' } },
    failed: { type: 'final' },
    expired: { type: 'final' },
  },
});

export const DATA_EXPORT_LIFECYCLE = statusMachine<DataExportStatus, DataExportEvent>(dataExportLifecycle);

/** The statuses whose ZIP can be downloaded (and expires): those EXPIRED leaves. */
export const DOWNLOADABLE: readonly DataExportStatus[] = DATA_EXPORT_LIFECYCLE.move('EXPIRED').from;
