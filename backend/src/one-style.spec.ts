import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * One style (docs/decisions.md "One style: handlers are the scripts"): a command or query handler is
 * the transaction script of its use case, no service behind it does the work the handler only
 * forwards to; and a controller speaks only to the command and query buses. Besides the buses a
 * controller may hold only what turns the HTTP request into a command's input or writes the answer
 * back (REQUEST_HELPERS). Found by reading the sources: a controller is a class decorated
 * @Controller, a handler one decorated @CommandHandler or @QueryHandler.
 */
const SOURCE = resolve('backend/src');

const BUSES = ['CommandBus', 'QueryBus'];

/** What a controller may hold besides the buses, and why it is no service. */
const REQUEST_HELPERS: Record<string, string> = {
  AppConfig: 'the settings (read-only: the app URL, whether cookies are secure)',
  ScopedSessionCookie: 'issues and reads the scoped session cookie on the request and reply',
  AdminCaller: 'tells whether the request comes from a signed-in admin (the health details)',
  UploadsOfRequest: 'the files of a multipart request, read only when a handler asks for them',
  NotificationStreams: "the live stream's open connections (a connection held open, not a command)",
  GuestLinks: "turns a guest link's token in the URL into the caller's pass, as the guard does for a session",
};

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.(spec|int-spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

const decoratedWith = (node: ts.Node, names: readonly string[]) =>
  (ts.canHaveDecorators(node) ? (ts.getDecorators(node) ?? []) : []).some(
    (decorator) =>
      ts.isCallExpression(decorator.expression) &&
      ts.isIdentifier(decorator.expression.expression) &&
      names.includes(decorator.expression.expression.text),
  );

/** A value a forwarding call passes on as it came: a name, a field, a literal, or an object of those. */
function passedOn(node: ts.Expression): boolean {
  if (ts.isIdentifier(node) || ts.isLiteralExpression(node) || node.kind === ts.SyntaxKind.ThisKeyword) return true;
  if (ts.isPropertyAccessExpression(node)) return passedOn(node.expression);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.every(
      (property) =>
        ts.isShorthandPropertyAssignment(property) ||
        (ts.isPropertyAssignment(property) && passedOn(property.initializer)),
    );
  return false;
}

/**
 * A handler's execute() only forwards when its body is one call of a method of one of its fields
 * (`return this.members.invite(actor, clientId, invitation)`), passing on what it got: the work is
 * in the service, and the handler is a second name for it. A handler that opens a transaction
 * itself (`this.em.transactional(async (em) => …)`) or hands a step of its own to a shared helper
 * (a callback) is the script.
 */
export function onlyForwards(execute: ts.MethodDeclaration): boolean {
  const statements = execute.body?.statements ?? [];
  if (statements.length !== 1) return false;
  const [statement] = statements;
  let expression = ts.isReturnStatement(statement)
    ? statement.expression
    : ts.isExpressionStatement(statement)
      ? statement.expression
      : undefined;
  if (expression && ts.isAwaitExpression(expression)) expression = expression.expression;
  if (!expression || !ts.isCallExpression(expression)) return false;
  const callee = expression.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isPropertyAccessExpression(callee.expression) &&
    callee.expression.expression.kind === ts.SyntaxKind.ThisKeyword &&
    expression.arguments.every(passedOn)
  );
}

interface Found {
  controllers: { name: string; holds: string[] }[];
  handlers: { name: string; forwards: boolean }[];
}

function findIn(file: string, text = readFileSync(file, 'utf8')): Found {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: Found = { controllers: [], handlers: [] };
  const where = relative(SOURCE, file);
  for (const statement of source.statements) {
    if (!ts.isClassDeclaration(statement) || !statement.name) continue;
    const name = `${where} ${statement.name.text}`;
    if (decoratedWith(statement, ['Controller'])) {
      const constructor = statement.members.find(ts.isConstructorDeclaration);
      const holds = (constructor?.parameters ?? []).map((node) => node.type?.getText(source) ?? '(untyped)');
      found.controllers.push({ name, holds });
    }
    if (decoratedWith(statement, ['CommandHandler', 'QueryHandler'])) {
      const execute = statement.members.find(
        (member): member is ts.MethodDeclaration =>
          ts.isMethodDeclaration(member) && member.name.getText(source) === 'execute',
      );
      found.handlers.push({ name, forwards: execute ? onlyForwards(execute) : false });
    }
  }
  return found;
}

const all = sourceFiles(SOURCE).map((file) => findIn(file));
const controllers = all.flatMap((found) => found.controllers);
const handlers = all.flatMap((found) => found.handlers);

describe('one style', () => {
  it('finds the controllers and the handlers', () => {
    expect(controllers.length).toBeGreaterThan(30);
    expect(handlers.length).toBeGreaterThan(100);
  });

  it('tells a forwarding handler from a script', () => {
    const file = join(SOURCE, 'team', 'example.handler.ts');
    const handler = (body: string) =>
      findIn(file, `@CommandHandler(C) class H { constructor(private readonly s: S) {} ${body} }`).handlers[0].forwards;
    expect(handler('execute({ a, b }: C) { return this.s.run(a, b.c, { d: a }); }')).toBe(true);
    expect(handler('async execute(c: C) { await this.s.run(c); }')).toBe(true);
    expect(handler('execute(c: C) { return this.em.transactional(async (em) => em.flush()); }')).toBe(false);
    expect(handler('execute(c: C) { return this.s.run(c.id, (em) => this.t.check(em)); }')).toBe(false);
    expect(handler('async execute(c: C) { const x = await this.s.find(c); return this.s.save(x); }')).toBe(false);
  });

  it('sees what a controller holds besides the buses', () => {
    const file = join(SOURCE, 'team', 'example.controller.ts');
    const found = findIn(
      file,
      '@Controller() class K { constructor(private readonly commands: CommandBus, private readonly members: TeamMembers) {} }',
    );
    expect(found.controllers[0].holds).toEqual(['CommandBus', 'TeamMembers']);
  });

  it('controllers speak only to the buses (and the request helpers)', () => {
    const allowed = new Set([...BUSES, ...Object.keys(REQUEST_HELPERS)]);
    expect(
      controllers
        .map(({ name, holds }) => ({ name, services: holds.filter((type) => !allowed.has(type)) }))
        .filter(({ services }) => services.length > 0),
    ).toEqual([]);
  });

  it('no handler only forwards to a service', () => {
    expect(handlers.filter((h) => h.forwards).map((h) => h.name)).toEqual([]);
  });
});
