import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';

/**
 * docs/architecture.md's context table (which context uses which) is the map of the backend: this
 * test holds it to the code. Every import from one context's folder into another's is an edge the
 * table must list, every edge it lists must be in the code, a context uses only those listed under
 * it (one direction), and every folder of backend/src is a context of the table, the shared kernel
 * or a root (the two paragraphs that name them).
 */
const SOURCE = resolve('backend/src');
const DOC = resolve('docs/architecture.md');

type Edges = ReadonlyMap<string, ReadonlySet<string>>;

interface ContextMap {
  /** The table's contexts, top to bottom, with what each uses. */
  uses: Edges;
  /** A context whose row says it uses every context's entities (the database's list of entities). */
  usesEvery: ReadonlySet<string>;
  kernel: ReadonlySet<string>;
  roots: ReadonlySet<string>;
}

const backticked = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((match) => match[1]);

/** The paragraph that begins with `start` (up to the next blank line). */
function paragraph(doc: string, start: string): string {
  const at = doc.indexOf(start);
  if (at < 0) throw new Error(`docs/architecture.md has no paragraph beginning «${start}»`);
  return doc.slice(at, doc.indexOf('\n\n', at));
}

/** The map as docs/architecture.md draws it. */
function documentedMap(doc: string): ContextMap {
  const table = doc.slice(doc.indexOf('| Context | Owns | Uses |'));
  const rows = table
    .split('\n')
    .slice(2)
    .filter((_, index, lines) => lines.slice(0, index + 1).every((line) => line.startsWith('|')));
  const uses = new Map<string, Set<string>>();
  const usesEvery = new Set<string>();
  for (const row of rows) {
    const [context, , used] = row.split('|').slice(1, -1);
    const name = backticked(context)[0];
    if (used.includes('every context')) usesEvery.add(name);
    uses.set(
      name,
      new Set(
        used
          .split(',')
          .map((each) => each.trim())
          .filter((each) => /^[a-z-]+$/.test(each)),
      ),
    );
  }
  return {
    uses,
    usesEvery,
    kernel: new Set(backticked(paragraph(doc, 'The **shared kernel**'))),
    roots: new Set(
      backticked(paragraph(doc, 'The **roots**'))
        .filter((name) => name.endsWith('/'))
        .map((name) => name.slice(0, -1)),
    ),
  };
}

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') && !/\.(spec|int-spec)\.ts$/.test(entry.name) ? [path] : [];
  });
}

/** The relative module names a file imports or re-exports (type-only ones too: a use is a use). */
function importedModules(file: string): string[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const names: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    )
      names.push(node.moduleSpecifier.text);
    else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    )
      names.push(node.arguments[0].text);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return names.filter((name) => name.startsWith('.'));
}

const folders = readdirSync(SOURCE, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();

/** Which folder of backend/src each folder's code imports from (its own and the kernel left out). */
function codeEdges(kernel: ReadonlySet<string>): Edges {
  const edges = new Map<string, Set<string>>();
  for (const folder of folders) {
    const used = new Set<string>();
    for (const file of sourceFiles(join(SOURCE, folder)))
      for (const name of importedModules(file)) {
        const [target, inner] = relative(SOURCE, resolve(dirname(file), name)).split('/');
        if (inner !== undefined && target !== folder && !target.startsWith('..') && !kernel.has(target))
          used.add(target);
      }
    edges.set(folder, used);
  }
  return edges;
}

/** The differences between the table and the code, as sentences (none: they agree). */
function disagreements(map: ContextMap, code: Edges): string[] {
  const problems: string[] = [];
  const order = [...map.uses.keys()];
  for (const folder of folders) {
    if (map.kernel.has(folder) || map.roots.has(folder)) continue;
    if (!map.uses.has(folder)) problems.push(`${folder} has no row in the table`);
  }
  for (const [context, listed] of map.uses) {
    if (!folders.includes(context)) problems.push(`${context} is in the table but not a folder of backend/src`);
    const actual = code.get(context) ?? new Set<string>();
    for (const used of actual)
      if (!listed.has(used) && !map.usesEvery.has(context))
        problems.push(`${context} → ${used} is in the code, not in the table`);
    for (const used of listed) {
      if (!actual.has(used)) problems.push(`${context} → ${used} is in the table, not in the code`);
      if (map.uses.has(used) && order.indexOf(used) < order.indexOf(context))
        problems.push(`${context} uses ${used}, which is listed above it`);
    }
  }
  return problems;
}

describe('docs/architecture.md against the code', () => {
  const doc = readFileSync(DOC, 'utf8');
  const map = documentedMap(doc);
  const code = codeEdges(map.kernel);

  it('reads the table, the kernel and the roots', () => {
    expect(map.uses.size).toBeGreaterThan(15);
    expect(map.uses.get('mail')).toEqual(expect.any(Set));
    expect([...map.kernel]).toEqual(expect.arrayContaining(['contracts', 'common', 'config', 'http']));
    expect([...map.roots]).toEqual(expect.arrayContaining(['cli', 'seed', 'setup', 'health']));
    expect(map.usesEvery).toEqual(new Set(['database']));
  });

  it('sees an edge of the code the table leaves out, and one the code does not have', () => {
    const [context, used] = [...code].find(([name, edges]) => map.uses.has(name) && edges.size > 0)!;
    const one = [...used][0];
    const without = new Map(map.uses);
    without.set(context, new Set([...used].filter((each) => each !== one)));
    expect(disagreements({ ...map, uses: without }, code)).toContain(
      `${context} → ${one} is in the code, not in the table`,
    );
    const extra = new Map(map.uses);
    extra.set(context, new Set([...(map.uses.get(context) ?? []), 'nowhere']));
    expect(disagreements({ ...map, uses: extra }, code)).toContain(
      `${context} → nowhere is in the table, not in the code`,
    );
  });

  it('lists every edge between the contexts, and only those, each pointing down the table', () => {
    expect(disagreements(map, code)).toEqual([]);
  });
});
