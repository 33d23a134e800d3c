import { VERSION_STATUSES } from '../../contracts/projects.js';
import { checklistOpen, CURRENT_VERSION_STATUSES, resolvedInVersion } from './design-versions.js';

describe('design versions', () => {
  it('calls the checked, reviewed and approved version current, a decided-against one not', () => {
    expect(VERSION_STATUSES.filter((status) => CURRENT_VERSION_STATUSES.includes(status))).toEqual([
      'in_check',
      'in_review',
      'approved',
    ]);
  });

  it('opens the checklist while the designer reworks and while the admin checks', () => {
    expect(
      ['new', 'pending_approval', 'in_progress', 'admin_review', 'review', 'completed'].filter((s) =>
        checklistOpen(s as never),
      ),
    ).toEqual(['in_progress', 'admin_review']);
    expect(resolvedInVersion('in_progress', 1)).toBe(2);
    expect(resolvedInVersion('admin_review', 2)).toBe(2);
  });
});
