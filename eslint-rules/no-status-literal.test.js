import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import rule, { PROJECT_STATUSES } from './no-status-literal.js';
import { ruleTester } from './rule-tester.js';

test('the rule knows the statuses of backend/src/contracts/projects.ts', () => {
  const contract = readFileSync(new URL('../backend/src/contracts/projects.ts', import.meta.url), 'utf8');
  const list = /export const PROJECT_STATUSES = \[([^\]]*)\]/.exec(contract)?.[1];
  assert.ok(list, 'PROJECT_STATUSES not found in backend/src/contracts/projects.ts');
  assert.deepEqual([...list.matchAll(/'([^']+)'/g)].map((match) => match[1]), PROJECT_STATUSES);
});

const error = (value) => ({ messageId: 'statusLiteral', data: { value } });

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
    { code: "type Waiting = 'pending_approval' | 'admin_review';", errors: [error('pending_approval'), error('admin_review')] },
    { code: "const tab = { key: 'review' };", errors: [error('review')] },
    { code: "const meaning = STATUS_MEANINGS['completed'];", errors: [error('completed')] },
    { code: "const x = { tableName: 'admin_review', status: 'admin_review' };", errors: [error('admin_review')] },
    { code: '<Tabs activeKey="review" />', filename: 'Tabs.tsx', errors: [error('review')] },
  ],
});
