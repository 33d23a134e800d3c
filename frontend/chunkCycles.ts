import type { Plugin } from 'vite';

/** What the check needs of a chunk of the bundle (Rolldown's OutputChunk has more). */
interface ChunkImports {
  readonly type: 'chunk' | 'asset';
  readonly name?: string;
  readonly fileName: string;
  /** The chunks it imports statically (file names); dynamic imports are left out on purpose. */
  readonly imports?: readonly string[];
}

/**
 * The first cycle of static imports between chunks, as their names (the first repeated at the
 * end), or null. Only static imports count: a module of one chunk of such a cycle runs before the
 * other chunk's modules have, so it reads the other's exports before they exist (the sign-in page
 * once threw "injectEndpoints of undefined" this way, app-shell ↔ app-shared). A dynamic import
 * waits for the chunk to have run and cannot cause that.
 */
export function findChunkCycle(bundle: Readonly<Record<string, ChunkImports>>): string[] | null {
  const chunks = new Map(
    Object.values(bundle)
      .filter((item) => item.type === 'chunk')
      .map((chunk) => [chunk.fileName, chunk]),
  );
  const label = (fileName: string) => chunks.get(fileName)?.name ?? fileName;
  const done = new Set<string>();

  // Depth first, with the path walked so far: a chunk met again on the path closes a cycle.
  const visit = (fileName: string, path: string[]): string[] | null => {
    const onPath = path.indexOf(fileName);
    if (onPath !== -1) return [...path.slice(onPath), fileName].map(label);
    if (done.has(fileName)) return null;
    for (const imported of chunks.get(fileName)?.imports ?? []) {
      const cycle = visit(imported, [...path, fileName]);
      if (cycle) return cycle;
    }
    done.add(fileName);
    return null;
  };

  for (const fileName of chunks.keys()) {
    const cycle = visit(fileName, []);
    if (cycle) return cycle;
  }
  return null;
}

/** Fails the build when two chunks of the web app import each other, directly or through others. */
export function noChunkCycles(): Plugin {
  return {
    name: 'content-studio:no-chunk-cycles',
    apply: 'build',
    generateBundle(_options, bundle) {
      const cycle = findChunkCycle(bundle);
      if (cycle) {
        this.error(
          `The chunks import each other: ${cycle.join(' → ')}. Whichever loads first would read the other's exports ` +
            'before they exist; put the shared modules into one of them (codeSplitting groups in frontend/vite.config.ts).',
        );
      }
    },
  };
}
