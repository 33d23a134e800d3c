import { findChunkCycle, noChunkCycles } from './chunkCycles';

const chunk = (name: string, imports: string[] = [], dynamicImports: string[] = []) => ({
  type: 'chunk' as const,
  name,
  fileName: `assets/${name}-hash.js`,
  imports: imports.map((imported) => `assets/${imported}-hash.js`),
  dynamicImports: dynamicImports.map((imported) => `assets/${imported}-hash.js`),
});

const bundleOf = (...chunks: ReturnType<typeof chunk>[]) =>
  Object.fromEntries(chunks.map((item) => [item.fileName, item]));

/** The web build as it is meant to be: the entry loads the shell lazily, the shell the entry's parts statically. */
const healthy = () => [
  chunk('index', ['vendor-react'], ['LandingPage', 'AppShell']),
  chunk('vendor-react'),
  chunk('LandingPage', ['index', 'vendor-react']),
  chunk('AppShell', ['index', 'app-shell', 'vendor-redux'], ['AuthPage']),
  chunk('app-shell', ['index', 'vendor-redux']),
  chunk('vendor-redux'),
  chunk('AuthPage', ['app-shell', 'index']),
];

describe('findChunkCycle', () => {
  it('finds none in a build whose chunks import each other only lazily one way back', () => {
    expect(
      findChunkCycle({
        ...bundleOf(...healthy()),
        'assets/style.css': { type: 'asset', fileName: 'assets/style.css' },
      }),
    ).toBeNull();
  });

  it('names the two chunks that import each other (the app-shell ↔ app-shared crash of the sign-in page)', () => {
    const chunks = healthy().map((item) =>
      item.name === 'app-shell' ? chunk('app-shell', ['index', 'app-shared']) : item,
    );
    expect(
      findChunkCycle(bundleOf(...chunks, chunk('app-shared', ['app-shell', 'vendor-antd']), chunk('vendor-antd'))),
    ).toEqual(['app-shell', 'app-shared', 'app-shell']);
  });

  it('finds a cycle through a third chunk', () => {
    const cycle = findChunkCycle(bundleOf(chunk('a', ['b']), chunk('b', ['c']), chunk('c', ['a'])));
    expect(cycle).toEqual(['a', 'b', 'c', 'a']);
  });

  it('does not count a dynamic import back as a cycle', () => {
    expect(findChunkCycle(bundleOf(chunk('a', ['b']), chunk('b', [], ['a'])))).toBeNull();
  });
});

describe('noChunkCycles', () => {
  type Hook = (this: { error: (message: string) => never }, options: unknown, bundle: unknown) => void;
  const run = (bundle: unknown) => {
    const hook = noChunkCycles().generateBundle as unknown as Hook;
    const error = jest.fn((message: string): never => {
      throw new Error(message);
    });
    hook.call({ error }, {}, bundle);
  };

  it('fails the build with the chunks of a planted cycle', () => {
    expect(() => run(bundleOf(chunk('app-shell', ['app-shared']), chunk('app-shared', ['app-shell'])))).toThrow(
      'The chunks import each other: app-shell → app-shared → app-shell.',
    );
  });

  it('lets a build without a cycle through', () => {
    expect(() => run(bundleOf(...healthy()))).not.toThrow();
  });
});
