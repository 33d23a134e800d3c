import type { AdminClientListItem } from '../../../shared/contracts';

/** Anna Muster of Bäckerei Muster, active, without designer or plan unless `overrides` say so: a card of GET /api/admin/clients. */
export function adminClient(overrides: Partial<AdminClientListItem> = {}): AdminClientListItem {
  return {
    id: 'client-1',
    name: 'Anna Muster',
    email: 'anna@example.ch',
    status: 'active',
    createdAt: '2026-01-15T09:00:00.000Z',
    brandName: 'Bäckerei Muster',
    designer: null,
    plan: null,
    ...overrides,
  };
}
