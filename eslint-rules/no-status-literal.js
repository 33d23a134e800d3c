/**
 * `contentflow/no-status-literal`: no order status spelled as a string outside the domain.
 *
 * The lifecycle machine (backend/src/projects/domain) and the contract's table of what each status
 * means (backend/src/contracts/projects.ts) are the only places that name statuses (another domain
 * folder, such as the content ideas', names its own, some of which sound alike); everything else
 * asks them (`STATUS_MEANINGS`, `statusesWhere(…)`, the machine's tags), so a new or renamed status
 * changes two files, not every screen and query. eslint.config.mjs limits the rule to
 * backend/src, workers/src and frontend/src and exempts the domain folders, the contracts and the tests.
 *
 * Refused: a string literal (also a literal type, or a template without placeholders) whose value
 * is a status. Allowed: object keys and property names (`{ new: 'Neu' }`, label maps keyed by
 * status), import and export sources, and the value of a `tableName` property (an entity's table
 * `admin_review` is not a status).
 */

/** backend/src/contracts/projects.ts `PROJECT_STATUSES`; the rule's spec checks that they agree. */
export const PROJECT_STATUSES = ['new', 'pending_approval', 'in_progress', 'admin_review', 'review', 'completed'];

const STATUSES = new Set(PROJECT_STATUSES);

const KEY_OWNERS = new Set(['Property', 'PropertyDefinition', 'MethodDefinition', 'AccessorProperty', 'TSPropertySignature', 'TSMethodSignature', 'TSAbstractPropertyDefinition', 'TSAbstractMethodDefinition', 'TSEnumMember']);
const SOURCE_OWNERS = new Set(['ImportDeclaration', 'ExportNamedDeclaration', 'ExportAllDeclaration', 'ImportExpression', 'TSExternalModuleReference']);

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
  if (parent.type === 'Property' && parent.value === node && !parent.computed && propertyName(parent.key) === 'tableName') return true;
  return false;
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'Order statuses are named only in the domain folder and the contracts.' },
    schema: [],
    messages: {
      statusLiteral:
        "Status '{{value}}' spelled outside the domain: ask the lifecycle machine's tags, `STATUS_MEANINGS` or `statusesWhere(…)` " +
        'from backend/src/contracts/projects.ts instead (the client tabs are `CLIENT_TABS` there).',
    },
  },
  create(context) {
    const check = (node, value) => {
      if (STATUSES.has(value) && !isExempt(node)) context.report({ node, messageId: 'statusLiteral', data: { value } });
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
