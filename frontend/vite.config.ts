import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';

type ChunkingContext = Rolldown.ChunkingContext;

const backend = 'http://127.0.0.1:3000';

const nodeModule = (names: string) => new RegExp(`[\\\\/]node_modules[\\\\/](${names})[\\\\/]`);

/**
 * antd parts the entry and the landing page use. They and everything they import form the small
 * `vendor-antd-core` chunk that the landing page loads; the rest of antd (sidebar, forms, tables, ...)
 * lands in `vendor-antd-extra`, loaded by the signed-in pages only. A component added to the landing
 * page belongs in this list, or the landing page pulls in the whole extra chunk (the size budget in
 * package.json catches that).
 */
const antdCoreComponents = [
  '_util',
  'button',
  'collapse',
  'config-provider',
  'locale',
  'message',
  'skeleton',
  'spin',
  'style',
  'tag',
  'theme',
  'version',
];

const antdCore = new RegExp(`[\\\\/]node_modules[\\\\/]antd[\\\\/]es[\\\\/](${antdCoreComponents.join('|')})[\\\\/]`);
/** Used directly by our entry or landing page, not through the components above. */
const coreLibraries = nodeModule('dayjs|@ant-design[\\\\/]icons|@ant-design[\\\\/]icons-svg');

const landingRoots = [/[\\/]src[\\/]main\.tsx$/, /[\\/]src[\\/]features[\\/]landing[\\/]LandingPage\.tsx$/];
const landingReach = new WeakMap<ChunkingContext, Map<string, boolean>>();

/** Whether the entry or the landing page imports a module of ours, directly or through others. */
function loadedByLanding(id: string, ctx: ChunkingContext, seen = new Set<string>()): boolean {
  let cache = landingReach.get(ctx);
  if (!cache) landingReach.set(ctx, (cache = new Map()));
  const known = cache.get(id);
  if (known !== undefined) return known;
  if (landingRoots.some((root) => root.test(id))) return true;
  if (seen.has(id)) return false;
  seen.add(id);
  const importers = ctx.getModuleInfo(id)?.importers ?? [];
  const result = importers.some((importer) => loadedByLanding(importer, ctx, seen));
  cache.set(id, result);
  return result;
}

function sharedAppChunk(id: string, ctx: ChunkingContext): string {
  return loadedByLanding(id, ctx) ? 'app-common' : 'app-shared';
}

/** Shared chunks with stable names, so the size budget can target them by glob. */
const chunkGroups = [
  { name: 'vendor-react', test: nodeModule('react|react-dom|react-router|react-router-dom|scheduler|cookie|set-cookie-parser'), priority: 40 },
  { name: 'vendor-redux', test: nodeModule('@reduxjs|redux|react-redux|immer|reselect|redux-thunk|use-sync-external-store'), priority: 35 },
  { name: 'vendor-antd-core', test: (id: string) => antdCore.test(id) || coreLibraries.test(id), priority: 30 },
  { name: 'vendor-antd-extra', test: nodeModule('antd|@ant-design|@rc-component|rc-[^\\\\/]+|@babel|classnames|clsx|stylis|@emotion|throttle-debounce|scroll-into-view-if-needed|compute-scroll-into-view|json2mq|string-convert|toggle-selection|copy-to-clipboard|resize-observer-polyfill'), priority: 20 },
  /**
   * Our own modules used by more than one page: `app-common` holds those the landing page (or the
   * entry) needs, `app-shared` those only signed-in pages need.
   */
  { name: sharedAppChunk, test: /[\\/]src[\\/]/, minShareCount: 2, priority: 10 },
];

export default defineConfig({
  plugins: [react()],
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
  build: {
    outDir: 'dist',
    emptyOutDir: true,
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
});
