import { LIFECYCLE_EVENTS, VERSION_STATUSES } from '../../contracts/projects.js';
import { checklistOpen, CURRENT_VERSION_STATUSES, resolvedInVersion, VERSION_STEPS } from './design-versions.js';

describe('design versions', () => {
  it('moves a version only from the statuses the event decides on', () => {
    expect(VERSION_STEPS.ADMIN_APPROVE).toEqual({ from: ['in_check'], to: 'in_review' });
    expect(VERSION_STEPS.ADMIN_REJECT).toEqual({ from: ['in_check'], to: 'sent_back' });
    expect(VERSION_STEPS.REQUEST_CHANGES).toEqual({ from: ['in_review'], to: 'changes_requested' });
    expect(VERSION_STEPS.CLIENT_APPROVE).toEqual({ from: ['in_review'], to: 'approved' });
    // Relinking the client keeps the order where it is, versions included; the submission opens one.
    const untouched = LIFECYCLE_EVENTS.filter((type) => !VERSION_STEPS[type]);
    expect(untouched).toEqual(['DESIGNER_ASSIGNED', 'DESIGNER_CHANGED', 'START_WORK', 'SUBMIT_FINAL_DESIGN']);
  });

  it('calls the checked, reviewed and approved version current, a decided-against one not', () => {
    expect(VERSION_STATUSES.filter((status) => CURRENT_VERSION_STATUSES.includes(status))).toEqual(['in_check', 'in_review', 'approved']);
  });

  it('opens the checklist while the designer reworks and while the admin checks', () => {
    expect(['new', 'pending_approval', 'in_progress', 'admin_review', 'review', 'completed'].filter((s) => checklistOpen(s as never))).toEqual([
      'in_progress',
      'admin_review',
    ]);
    expect(resolvedInVersion('in_progress', 1)).toBe(2);
    expect(resolvedInVersion('admin_review', 2)).toBe(2);
  });
});
