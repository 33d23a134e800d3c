/**
 * `contentflow/no-status-literal`: no lifecycle status spelled as a string outside the domain.
 *
 * The lifecycle machine (backend/src/projects/domain) and the contract's table of what each status
 * means (backend/src/contracts/projects.ts) are the only places that name statuses (another domain
 * folder, such as the content ideas', names its own, some of which sound alike); everything else
 * asks them (`STATUS_MEANINGS`, `statusesWhere(…)`, the machine's tags), so a new or renamed status
 * changes two files, not every screen and query. eslint.config.mjs limits the rule to
 * backend/src, workers/src and frontend/src and exempts the domain folders, the contracts and the tests.
 *
 * The other lifecycles (design versions, ideas, month plan generations, plan requests, subscriptions)
 * have their machines in their contexts' domain folders too. Their words are common ones ('open',
 * 'done', 'active', 'draft' …), so they are refused where they stand for a status: the value of a
 * `status` property (also inside a query's `$in` list), a side of a comparison with `….status`, an
 * assignment to `….status`, a `case` of a `switch (….status)`. Account statuses (`active`,
 * `inactive`: a setting, not a lifecycle) are the accounts' own words: eslint.config.mjs passes
 * `accountFiles`, where `active` is not a subscription's. The other lifecycles are checked with
 * `lifecycles: true` (the server's code; the web app's screens follow).
 *
 * Refused: a string literal (also a literal type, or a template without placeholders) whose value
 * is an order status. Allowed: object keys and property names (`{ new: 'Neu' }`, label maps keyed by
 * status), import and export sources, and the value of a `tableName` property (an entity's table
 * `admin_review` is not a status).
 */

/** backend/src/contracts/projects.ts `PROJECT_STATUSES`; the rule's spec checks that they agree. */
export const PROJECT_STATUSES = ['new', 'pending_approval', 'in_progress', 'admin_review', 'review', 'completed'];

const STATUSES = new Set(PROJECT_STATUSES);

/**
 * The statuses of the other lifecycles, from backend/src/contracts (versions, ideas, plan requests,
 * subscriptions) and backend/src/ideas/domain/generation-state.ts; the rule's spec checks that they agree.
 */
export const LIFECYCLE_STATUSES = {
  VERSION_STATUSES: ['in_check', 'sent_back', 'in_review', 'changes_requested', 'approved', 'withdrawn'],
  IDEA_STATUSES: ['idea', 'draft', 'in_production', 'completed', 'posted'],
  GENERATION_STATUSES: ['queued', 'running', 'done', 'failed'],
  PLAN_REQUEST_STATUSES: ['open', 'granted', 'replaced'],
  SUBSCRIPTION_STATUSES: ['active', 'trialing', 'past_due', 'unpaid', 'incomplete', 'paused', 'cancelled'],
};

const IN_STATUS_POSITION = new Set(Object.values(LIFECYCLE_STATUSES).flat());

/** The account statuses' words, which the accounts' files spell for themselves. */
const ACCOUNT_WORDS = new Set(['active', 'inactive']);

const isStatusMember = (node) =>
  node?.type === 'MemberExpression' &&
  !node.computed &&
  node.property.type === 'Identifier' &&
  node.property.name === 'status';
const isStatusKey = (node) => node?.type === 'Property' && !node.computed && propertyName(node.key) === 'status';

const KEY_OWNERS = new Set([
  'Property',
  'PropertyDefinition',
  'MethodDefinition',
  'AccessorProperty',
  'TSPropertySignature',
  'TSMethodSignature',
  'TSAbstractPropertyDefinition',
  'TSAbstractMethodDefinition',
  'TSEnumMember',
]);
const SOURCE_OWNERS = new Set([
  'ImportDeclaration',
  'ExportNamedDeclaration',
  'ExportAllDeclaration',
  'ImportExpression',
  'TSExternalModuleReference',
]);

function propertyName(key) {
  if (key.type === 'Identifier') return key.name;
  if (key.type === 'Literal') return String(key.value);
  return null;
}

/** Whether the literal is a key, a module source or a `tableName` value rather than a status value. */
function isExempt(node) {
  const parent = node.parent;
  if (!parent) return false;
  if (KEY_OWNERS.has(parent.type) && (parent.key === node || parent.id === node)) return true;
  if (SOURCE_OWNERS.has(parent.type) && parent.source === node) return true;
  if (parent.type === 'TSExternalModuleReference' && parent.expression === node) return true;
  // `import('…')` in a type position: TSImportType holds the source in a TSLiteralType.
  if (parent.type === 'TSLiteralType' && parent.parent?.type === 'TSImportType') return true;
  if (
    parent.type === 'Property' &&
    parent.value === node &&
    !parent.computed &&
    propertyName(parent.key) === 'tableName'
  )
    return true;
  return false;
}

/**
 * Whether the literal stands for a status: a `status` property's value (through arrays, query
 * operators such as `$in` and `as` casts), compared with or assigned to `….status`, or a `case` of
 * a switch on it.
 */
function inStatusPosition(node) {
  let child = node;
  let parent = node.parent;
  while (
    parent &&
    (parent.type === 'ArrayExpression' ||
      parent.type === 'TSAsExpression' ||
      parent.type === 'ObjectExpression' ||
      (parent.type === 'Property' && parent.value === child && !isStatusKey(parent)))
  ) {
    child = parent;
    parent = parent.parent;
  }
  if (isStatusKey(parent) && parent.value === child) return true;
  if (parent?.type === 'BinaryExpression' && ['===', '!==', '==', '!='].includes(parent.operator)) {
    return isStatusMember(parent.left === node ? parent.right : parent.left);
  }
  if (parent?.type === 'AssignmentExpression' && parent.right === node) return isStatusMember(parent.left);
  if (parent?.type === 'SwitchCase' && parent.test === node) return isStatusMember(parent.parent.discriminant);
  return false;
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Lifecycle statuses are named only in the domain folders and the contracts.' },
    schema: [
      {
        type: 'object',
        properties: { lifecycles: { type: 'boolean' }, accountFiles: { type: 'boolean' } },
        additionalProperties: false,
      },
    ],
    messages: {
      statusLiteral:
        "Status '{{value}}' spelled outside the domain: ask the lifecycle machine's tags, `STATUS_MEANINGS` or `statusesWhere(…)` " +
        'from backend/src/contracts/projects.ts instead (the client tabs are `CLIENT_TABS` there).',
      lifecycleStatus:
        "Status '{{value}}' spelled outside the domain: ask its lifecycle machine (`initial`, `next`, `move`, `isFinal` in the " +
        "context's domain folder) or the meaning that names it (e.g. `CURRENT`, `CURRENT_VERSION_STATUSES`).",
    },
  },
  create(context) {
    const lifecycles = context.options[0]?.lifecycles === true;
    const accountFiles = context.options[0]?.accountFiles === true;
    const check = (node, value) => {
      if (isExempt(node)) return;
      if (STATUSES.has(value)) context.report({ node, messageId: 'statusLiteral', data: { value } });
      else if (
        lifecycles &&
        IN_STATUS_POSITION.has(value) &&
        !(accountFiles && ACCOUNT_WORDS.has(value)) &&
        inStatusPosition(node)
      ) {
        context.report({ node, messageId: 'lifecycleStatus', data: { value } });
      }
    };
    return {
      Literal(node) {
        if (typeof node.value === 'string') check(node, node.value);
      },
      TemplateLiteral(node) {
        if (node.expressions.length === 0) check(node, node.quasis[0].value.cooked);
      },
    };
  },
};
