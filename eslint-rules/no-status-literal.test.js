import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import rule, { LIFECYCLE_STATUSES, PROJECT_STATUSES } from './no-status-literal.js';
import { ruleTester } from './rule-tester.js';

test('the rule knows the statuses of backend/src/contracts/projects.ts', () => {
  const contract = readFileSync(new URL('../backend/src/contracts/projects.ts', import.meta.url), 'utf8');
  const list = /export const PROJECT_STATUSES = \[([^\]]*)\]/.exec(contract)?.[1];
  assert.ok(list, 'PROJECT_STATUSES not found in backend/src/contracts/projects.ts');
  assert.deepEqual(
    [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]),
    PROJECT_STATUSES,
  );
});

test("the rule knows the other lifecycles' statuses where they are declared", () => {
  const files = [
    'contracts/projects.ts',
    'contracts/ideas.ts',
    'contracts/plans.ts',
    'ideas/domain/generation-state.ts',
  ];
  const source = files
    .map((file) => readFileSync(new URL(`../backend/src/${file}`, import.meta.url), 'utf8'))
    .join('\n');
  for (const [name, statuses] of Object.entries(LIFECYCLE_STATUSES)) {
    const list = new RegExp(`export const ${name} = \\[([^\\]]*)\\]`).exec(source)?.[1];
    assert.ok(list, `${name} not found`);
    assert.deepEqual(
      [...list.matchAll(/'([^']+)'/g)].map((match) => match[1]),
      statuses,
    );
  }
});

const error = (value) => ({ messageId: 'statusLiteral', data: { value } });
const lifecycleError = (value) => ({ messageId: 'lifecycleStatus', data: { value } });
const lifecycles = [{ lifecycles: true }];

ruleTester.run('no-status-literal', rule, {
  valid: [
    // Label maps keyed by status, property names, members.
    "const labels = { new: 'Neu', in_progress: 'In Arbeit', 'admin_review': 'Admin-Prüfung' };",
    "interface Counts { 'review': number; completed: number }",
    "class Counts { 'review' = 0; }",
    // Module sources.
    "import { x } from 'review'; export * from 'completed'; export { y } from 'new';",
    "const m = import('review');",
    // An entity's table named like a status.
    "@Entity({ tableName: 'admin_review' }) class AdminReview {}",
    // Other words, and statuses inside longer texts.
    "const a = 'reviewed'; const b = 'Neu'; const c = 'new order';",
    'const t = `${status}`;',
  ],
  invalid: [
    { code: "if (project.status === 'review') {}", errors: [error('review')] },
    { code: "const open = ['new', 'in_progress'];", errors: [error('new'), error('in_progress')] },
    { code: 'const s = `completed`;', errors: [error('completed')] },
    {
      code: "type Waiting = 'pending_approval' | 'admin_review';",
      errors: [error('pending_approval'), error('admin_review')],
    },
    { code: "const tab = { key: 'review' };", errors: [error('review')] },
    { code: "const meaning = STATUS_MEANINGS['completed'];", errors: [error('completed')] },
    { code: "const x = { tableName: 'admin_review', status: 'admin_review' };", errors: [error('admin_review')] },
    { code: '<Tabs activeKey="review" />', filename: 'Tabs.tsx', errors: [error('review')] },
  ],
});

ruleTester.run('no-status-literal (the other lifecycles)', rule, {
  valid: [
    // Common words where they are no status.
    {
      code: "emitter.on('failed', log); const state = { phase: 'running' }; const only = 'open';",
      options: lifecycles,
    },
    { code: "send('done', caption); if (job.state === 'active') {}", options: lifecycles },
    // Without the option (the web app for now), only order statuses are refused.
    "if (version.status === 'approved') {}",
    // Statuses as keys of a table.
    { code: "const labels = { sent_back: 'Zurückgesendet', approved: 'Freigegeben' };", options: lifecycles },
    // An account's status in the accounts' files.
    {
      code: "if (profile.status !== 'active') {} em.create(Profile, { status: 'active' });",
      options: [{ lifecycles: true, accountFiles: true }],
    },
  ],
  invalid: [
    { code: "if (version.status === 'approved') {}", options: lifecycles, errors: [lifecycleError('approved')] },
    { code: "if ('open' !== request.status) {}", options: lifecycles, errors: [lifecycleError('open')] },
    {
      code: "em.create(Subscription, { plan, status: 'active' });",
      options: lifecycles,
      errors: [lifecycleError('active')],
    },
    {
      code: "em.find(IdeaGeneration, { status: { $in: ['queued', 'running'] } });",
      options: lifecycles,
      errors: [lifecycleError('queued'), lifecycleError('running')],
    },
    { code: "idea.status = 'draft';", options: lifecycles, errors: [lifecycleError('draft')] },
    {
      code: "switch (version.status) { case 'withdrawn': break; }",
      options: lifecycles,
      errors: [lifecycleError('withdrawn')],
    },
    {
      code: "const row = { status: 'cancelled' as const };",
      options: lifecycles,
      errors: [lifecycleError('cancelled')],
    },
    // The accounts' files still spell no subscription's own words.
    {
      code: "if (subscription.status === 'past_due') {}",
      options: [{ lifecycles: true, accountFiles: true }],
      errors: [lifecycleError('past_due')],
    },
  ],
});
