import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
// With its extension, as Node's own loader of this file (Vite's `configLoader: 'native'`) needs it.
import { noChunkCycles } from './chunkCycles.ts';

type ChunkingContext = Rolldown.ChunkingContext;

const backend = 'http://127.0.0.1:3000';

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/** antd and the libraries it is built from, dayjs and the icons (not icons-svg's plain shapes). */
const antdFamily = nodeModule(
  'antd|@ant-design[\\\\/](?!icons-svg[\\\\/])[^\\\\/]+|@rc-component|rc-[^\\\\/]+|@babel|classnames|clsx|stylis|@emotion|dayjs|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|json2mq|string-convert|toggle-selection|copy-to-clipboard|resize-observer-polyfill',
);

/**
 * Where a visitor's first load stops (docs/decisions.md, "First load"): the landing page is the
 * entry and its own chunk; the sign-in page adds the app shell (store, route table) and its chunk.
 * Neither loads antd or (the landing page) Redux; everything else comes through AntdLayout.
 */
const landingRoots = [/[\\/]src[\\/]main\.tsx$/, /[\\/]src[\\/]features[\\/]landing[\\/]LandingPage\.tsx$/];
const shellRoots = [/[\\/]src[\\/]app[\\/]AppShell\.tsx$/, /[\\/]src[\\/]features[\\/]auth[\\/]AuthPage\.tsx$/];

const reachCaches = new WeakMap<ChunkingContext, Map<RegExp[], Map<string, boolean>>>();

/** Whether one of the roots imports the module statically, directly or through others. */
function reachedFrom(roots: RegExp[], id: string, ctx: ChunkingContext): boolean {
  let byRoots = reachCaches.get(ctx);
  if (!byRoots) reachCaches.set(ctx, (byRoots = new Map()));
  let cache = byRoots.get(roots);
  if (!cache) byRoots.set(roots, (cache = new Map()));
  const known = cache.get(id);
  if (known !== undefined) return known;
  // A walk up the importers; only its final answer is cached (a cycle must not cache a false "no").
  const seen = new Set([id]);
  const queue = [id];
  for (let next = queue.pop(); next !== undefined; next = queue.pop()) {
    const current = next;
    if (roots.some((root) => root.test(current)) || cache.get(current) === true) {
      cache.set(id, true);
      return true;
    }
    for (const importer of ctx.getModuleInfo(current)?.importers ?? []) {
      if (!seen.has(importer)) {
        seen.add(importer);
        queue.push(importer);
      }
    }
  }
  cache.set(id, false);
  return false;
}

/**
 * Our own modules (the web app's and the contract's it imports values from), and the icon shapes the
 * public pages draw without antd (shared/SvgIcon.tsx). A contract module the shell reaches must go
 * with the shell: left to `app-shared`, it would make that chunk and the shell import each other,
 * and whichever loads first would read the other's exports before they exist.
 */
const ours = (id: string) =>
  /[\\/]frontend[\\/]src[\\/]/.test(id) ||
  /[\\/]backend[\\/]src[\\/]contracts[\\/]/.test(id) ||
  /[\\/]node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/.test(id);

/**
 * Shared chunks with stable names, so the route-chunk budget can target them by glob. Modules used
 * by more than one chunk go by how far a visitor must have come to need them: `app-common` for the
 * landing page (and with it every page), `app-shell` for the sign-in page and the app, `app-shared`
 * for the pages built from antd. Each group takes its modules' imports along, so the earlier groups
 * come first: a module in the wrong group drags its imports into an earlier page, which the byte
 * budget (e2e/first-load-budget.e2e.ts) catches.
 */
const chunkGroups = [
  {
    name: 'vendor-react',
    test: nodeModule('react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser'),
    priority: 40,
  },
  {
    name: 'vendor-redux',
    test: nodeModule('@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store'),
    priority: 35,
  },
  {
    name: (id: string, ctx: ChunkingContext) => (reachedFrom(landingRoots, id, ctx) ? 'app-common' : null),
    test: ours,
    minShareCount: 2,
    priority: 30,
  },
  {
    // Every module the shell reaches, even one used once: the pages of the app import much of it
    // (hooks, api, auth state), and each group takes the imports of its modules along, so left
    // to `app-shared` such a module would drag that chunk, and antd with it, into the sign-in page.
    name: (id: string, ctx: ChunkingContext) =>
      !shellRoots.some((root) => root.test(id)) &&
      !reachedFrom(landingRoots, id, ctx) &&
      reachedFrom(shellRoots, id, ctx)
        ? 'app-shell'
        : null,
    test: ours,
    // What it imports from the entry (the spinner, the chunk loader) stays there; everything else
    // it imports it has captured itself, so no chunk cycle arises.
    includeDependenciesRecursively: false,
    priority: 25,
  },
  /** Every antd part the app uses, in one chunk: the pages that load it need most of it anyway. */
  { name: 'vendor-antd', test: antdFamily, priority: 20 },
  { name: 'app-shared', test: /[\\/](?:frontend|backend)[\\/]src[\\/]/, minShareCount: 2, priority: 10 },
];

/**
 * The server-side build of src/prerender.tsx for scripts/prerender-web.mjs: everything bundled
 * (antd's ES modules would not load in Node as they are) except React, which Node loads itself,
 * one copy for the page and for react-dom/static.
 */
const prerenderBuild = {
  ssr: { noExternal: true as const, external: ['react', 'react-dom'] },
  build: {
    ssr: 'src/prerender.tsx',
    outDir: '../.tmp/web-prerender',
    emptyOutDir: true,
    copyPublicDir: false,
  },
};

export default defineConfig(({ isSsrBuild }) => ({
  // A cycle between chunks broke the sign-in page once (app-shell ↔ app-shared); it fails the build now.
  plugins: [react(), noChunkCycles()],
  resolve: {
    // antd/locale/* are CommonJS re-exports of antd/lib; the ES build keeps one copy of antd.
    alias: [{ find: /^antd\/locale\/(.*)$/, replacement: 'antd/es/locale/$1' }],
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/files': { target: backend, changeOrigin: false },
    },
  },
  preview: {
    proxy: {
      '/api': { target: backend, changeOrigin: false },
      '/files': { target: backend, changeOrigin: false },
    },
  },
  ...(isSsrBuild ? prerenderBuild : {}),
  build: isSsrBuild
    ? prerenderBuild.build
    : {
        outDir: 'dist',
        emptyOutDir: true,
        // Lets scripts/prerender-web.mjs link a prerendered page's own chunks and styles.
        manifest: true,
        rolldownOptions: {
          output: {
            // Chunks keep the page's file name so the size budget can target them by glob.
            entryFileNames: 'assets/index-[hash].js',
            chunkFileNames: 'assets/[name]-[hash].js',
            assetFileNames: 'assets/[name]-[hash][extname]',
            codeSplitting: { groups: chunkGroups },
          },
        },
      },
}));
