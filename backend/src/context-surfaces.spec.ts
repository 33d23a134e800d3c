import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import ts from 'typescript';

/**
 * Each table is owned by its context (docs/decisions.md "Each table owned by its context"): no
 * context's public surface hands out SQL (a fragment, a condition, a list of quoted values) that
 * would let another read its tables behind the import rules' back; others call its query functions.
 * Checked here by name (an export ending in `SQL`/`Sql`, under its own or its original name), through
 * re-exports and `export *`, so neither an alias nor a disable comment lets one pass.
 */
const SOURCE = resolve('backend/src');
const SQL_NAME = /sql$/i;

function moduleFile(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = resolve(dirname(from), specifier.replace(/\.js$/, ''));
  return [`${base}.ts`, join(base, 'index.ts')].find((file) => existsSync(file)) ?? null;
}

/** Every name a module exports, with the names its re-exports had where they came from. */
function exportedNames(file: string, text = readFileSync(file, 'utf8'), seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest);
  const names: string[] = [];
  for (const statement of source.statements) {
    if (ts.isExportDeclaration(statement)) {
      const target =
        statement.moduleSpecifier && ts.isStringLiteral(statement.moduleSpecifier)
          ? moduleFile(file, statement.moduleSpecifier.text)
          : null;
      const clause = statement.exportClause;
      if (clause && ts.isNamedExports(clause)) {
        for (const element of clause.elements)
          names.push(element.name.text, ...(element.propertyName ? [element.propertyName.text] : []));
      } else {
        if (clause) names.push(clause.name.text);
        if (target) names.push(...exportedNames(target, undefined, seen));
      }
      continue;
    }
    const exported =
      ts.canHaveModifiers(statement) &&
      ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword);
    if (!exported) continue;
    if (ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations)
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
    } else if ('name' in statement && statement.name && ts.isIdentifier(statement.name as ts.Node)) {
      names.push((statement.name as ts.Identifier).text);
    }
  }
  return names;
}

const surfaces = readdirSync(SOURCE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && existsSync(join(SOURCE, entry.name, 'index.ts')))
  .map((entry) => entry.name);

describe('context surfaces', () => {
  it('finds the contexts surfaces', () => {
    expect(surfaces.length).toBeGreaterThan(20);
    expect(surfaces).toEqual(expect.arrayContaining(['accounts', 'billing', 'projects', 'team']));
  });

  it('sees an SQL export under an alias, at its source and through export *', () => {
    const file = join(SOURCE, 'accounts', 'index.ts');
    expect(exportedNames(file, "export { companySql as clientCompanyIds } from './companies.js';")).toEqual([
      'clientCompanyIds',
      'companySql',
    ]);
    expect(exportedNames(file, 'export const CURRENT_SQL = "(\'active\')";')).toEqual(['CURRENT_SQL']);
    expect(exportedNames(file, "export * from './companies.js';")).toEqual(
      expect.arrayContaining(['companyIds', 'isCompany']),
    );
  });

  it.each(surfaces)('%s/index.ts exports no SQL', (context) => {
    expect(exportedNames(join(SOURCE, context, 'index.ts')).filter((name) => SQL_NAME.test(name))).toEqual([]);
  });
});
