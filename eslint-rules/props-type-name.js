/**
 * `contentflow/props-type-name`: a React component's props type is named after the component.
 *
 * A component is a PascalCase function (declaration, expression or arrow, also inside `memo(…)` or
 * `forwardRef(…)`) that returns JSX. When its first parameter carries a type, that type must be a
 * reference to `${ComponentName}Props` (type arguments allowed): no inline type literal, no other
 * name. The name then says at a glance which type to read or extend (as in twenty's style guide).
 * Components without props, or with an untyped first parameter, pass.
 */

const PASCAL_CASE = /^[A-Z][A-Za-z0-9]*$/;

/** Whether a returned expression is JSX (directly, or in one branch of `a ? b : c` / `a && b`). */
function isJsx(node) {
  if (!node) return false;
  switch (node.type) {
    case 'JSXElement':
    case 'JSXFragment':
      return true;
    case 'ConditionalExpression':
      return isJsx(node.consequent) || isJsx(node.alternate);
    case 'LogicalExpression':
      return isJsx(node.left) || isJsx(node.right);
    case 'TSAsExpression':
    case 'TSSatisfiesExpression':
    case 'TSNonNullExpression':
      return isJsx(node.expression);
    default:
      return false;
  }
}

/** The component's name: its own, its variable's, or the variable's that holds `memo(fn)`. */
function componentName(fn) {
  if (fn.id) return fn.id.name;
  let parent = fn.parent;
  if (parent?.type === 'CallExpression') parent = parent.parent;
  if (parent?.type === 'VariableDeclarator' && parent.id.type === 'Identifier') return parent.id.name;
  return null;
}

/** The type annotation of a parameter (`{ a }: T`, `props: T`, `{ a }: T = …`), if any. */
function parameterType(param) {
  const target = param.type === 'AssignmentPattern' ? param.left : param;
  return target.typeAnnotation?.typeAnnotation ?? null;
}

function describeType(type, sourceCode) {
  if (type.type === 'TSTypeLiteral') return 'an inline type literal';
  return `\`${sourceCode.getText(type)}\``;
}

export default {
  meta: {
    type: 'suggestion',
    docs: { description: 'A React component types its props as `${ComponentName}Props`.' },
    schema: [],
    messages: {
      propsTypeName:
        'Component `{{name}}` must type its props as `{{expected}}` (a type or interface of that name), not {{actual}}.',
    },
  },
  create(context) {
    /** One frame per function being walked: whether it returns JSX itself (nested functions not counted). */
    const stack = [];
    const enter = (node) => {
      stack.push({ node, returnsJsx: node.type === 'ArrowFunctionExpression' && node.expression && isJsx(node.body) });
    };
    const exit = () => {
      const { node, returnsJsx } = stack.pop();
      if (!returnsJsx) return;
      const name = componentName(node);
      if (!name || !PASCAL_CASE.test(name) || node.params.length === 0) return;
      const type = parameterType(node.params[0]);
      if (!type) return;
      const expected = `${name}Props`;
      if (type.type === 'TSTypeReference' && type.typeName.type === 'Identifier' && type.typeName.name === expected)
        return;
      context.report({
        node: type,
        messageId: 'propsTypeName',
        data: { name, expected, actual: describeType(type, context.sourceCode) },
      });
    };
    return {
      FunctionDeclaration: enter,
      FunctionExpression: enter,
      ArrowFunctionExpression: enter,
      'FunctionDeclaration:exit': exit,
      'FunctionExpression:exit': exit,
      'ArrowFunctionExpression:exit': exit,
      ReturnStatement(node) {
        const frame = stack.at(-1);
        if (frame && isJsx(node.argument)) frame.returnsJsx = true;
      },
    };
  },
};
