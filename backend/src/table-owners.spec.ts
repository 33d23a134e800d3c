import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Each table is owned by its context (docs/decisions.md "Each table owned by its context"): raw SQL
 * in a context names only that context's tables; for another's data it calls the owner's query
 * function on its `index.ts`. The owner of a table is the context whose folder holds the entity
 * that declares its `tableName`; the few tables written only by raw SQL are named below. Every table
 * a migration creates must have an owner, so a new one cannot slip past this test.
 */
const SOURCE = resolve('backend/src');
const MIGRATIONS = resolve('migrations');

/** Tables with no entity (read and written by raw SQL only), and the context that owns each. */
const WITHOUT_ENTITY: Readonly<Record<string, string>> = {
  client_team: 'team',
  order_approval: 'projects',
  guest_link_token: 'projects',
  guest_mail: 'mail',
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
}

const contextOf = (file: string): string => relative(SOURCE, file).split('/')[0];

/** Table name → owning context, from every entity's `tableName` and the list above. */
function tableOwners(files: readonly string[]): Map<string, string> {
  const owners = new Map(Object.entries(WITHOUT_ENTITY));
  for (const file of files.filter((name) => name.endsWith('.entity.ts'))) {
    for (const match of readFileSync(file, 'utf8').matchAll(/tableName:\s*['"]([a-z_][a-z0-9_]*)['"]/g))
      owners.set(match[1], contextOf(file));
  }
  return owners;
}

/** The texts of a module's string and template literals (a template's holes read as `?`). */
function literalTexts(file: string, text: string): string[] {
  const texts: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) texts.push(node.text);
    else if (ts.isTemplateExpression(node))
      texts.push(node.head.text + node.templateSpans.map((span) => ` ? ${span.literal.text}`).join(''));
    ts.forEachChild(node, visit);
  };
  visit(ts.createSourceFile(file, text, ts.ScriptTarget.Latest));
  return texts;
}

/** The known tables an SQL text names after `from`, `join`, `into`, `update`, `using` or `table`. */
function tablesNamed(sql: string, tables: readonly string[]): string[] {
  const pattern = new RegExp(`\\b(?:from|join|into|update|using|table)\\s+"?(${tables.join('|')})\\b"?`, 'gi');
  return [...sql.matchAll(pattern)].map((match) => match[1].toLowerCase());
}

/** `file: table (owner)` for each table a context's raw SQL names that another context owns. */
function foreignTables(file: string, text: string, owners: ReadonlyMap<string, string>): string[] {
  const context = contextOf(file);
  const named = literalTexts(file, text).flatMap((sql) => tablesNamed(sql, [...owners.keys()]));
  return [...new Set(named)]
    .filter((table) => owners.get(table) !== context)
    .map((table) => `${relative(SOURCE, file)}: ${table} (${owners.get(table)})`);
}

const files = sourceFiles(SOURCE);
const owners = tableOwners(files);

describe('table owners', () => {
  it('finds an owner for every table a migration creates', () => {
    const created = readdirSync(MIGRATIONS)
      .filter((name) => name.endsWith('.ts'))
      .flatMap((name) => [
        ...readFileSync(join(MIGRATIONS, name), 'utf8').matchAll(
          /create table (?:if not exists )?"?([a-z_][a-z0-9_]*)/gi,
        ),
      ])
      .map((match) => match[1].toLowerCase());
    expect(created.length).toBeGreaterThan(40);
    expect([...new Set(created)].filter((table) => !owners.has(table))).toEqual([]);
    expect(owners.get('account')).toBe('accounts');
    expect(owners.get('project')).toBe('projects');
    expect(owners.get('notification')).toBe('notifications');
  });

  it('sees a table named in a string, a template and after each keyword', () => {
    const file = join(SOURCE, 'admin', 'example.ts');
    const text = [
      "const a = 'select name from account where id = ?';",
      'const b = `select p.id from project p join "user_role" r on r.user_id = p.client_id where p.id = ${id}`;',
      "const c = 'insert into notification (id) values (?)'; const d = `update plan set x = 1`;",
      "const e = 'delete from x using client_member m'; const f = 'select audit_record from audit_record';",
    ].join('\n');
    expect(foreignTables(file, text, owners).sort()).toEqual([
      'admin/example.ts: account (accounts)',
      'admin/example.ts: client_member (accounts)',
      'admin/example.ts: notification (notifications)',
      'admin/example.ts: plan (billing)',
      'admin/example.ts: project (projects)',
      'admin/example.ts: user_role (accounts)',
    ]);
    expect(tablesNamed('extract(epoch from now()) from accounts_view', ['account'])).toEqual([]);
  });

  it("names no other context's table in a context's raw SQL", () => {
    const found = files.flatMap((file) => foreignTables(file, readFileSync(file, 'utf8'), owners));
    expect(found).toEqual([]);
  });
});
