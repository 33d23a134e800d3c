// Part of the web app's build (`npm run build -w frontend`, after `vite build` and the SSR build of
// frontend/src/prerender.tsx): renders the public pages to HTML so that their content and layout
// show before any script has run (docs/decisions.md, "First load"). For each page it writes
// frontend/dist/prerendered/<page>.html: index.html with the rendered markup in #root, the page's
// styles inline (the entry's, the page's own and, for a page built from antd, antd's), and
// modulepreload links to the lazy chunks on the way to the page, so that hydration does not wait for
// one request after the other. pages.json tells the server which file answers which path, and which
// paths are the app's routes.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const DIST = join(ROOT, 'frontend', 'dist');
const BUNDLE = join(ROOT, '.tmp', 'web-prerender', 'prerender.js');

/**
 * The prerendered pages: the path (with the query that selects a variant), file, and the lazy
 * chunks on the way to the page (app/RootRoutes.tsx → AppShell → AntdLayout → page), preloaded
 * together so that hydration does not wait for one after the other.
 */
const SHELL = 'src/app/AppShell.tsx';
const PAGES = [
  {
    url: '/',
    file: 'landing.html',
    modules: ['src/features/landing/LandingPage.tsx'],
    shows: 'landing-hero',
    noscript: false,
  },
  {
    url: '/auth',
    file: 'auth.html',
    modules: [SHELL, 'src/features/auth/AuthPage.tsx'],
    shows: 'auth-card',
    noscript: true,
  },
  {
    url: '/auth?mode=sign-up',
    file: 'auth-sign-up.html',
    modules: [SHELL, 'src/features/auth/AuthPage.tsx'],
    shows: 'auth-card',
    noscript: true,
  },
  // Any path that is not a route of the app renders the 404 page.
  {
    url: '/__nicht-gefunden__',
    file: 'not-found.html',
    modules: [SHELL, 'src/app/AntdLayout.tsx', 'src/features/errors/NotFoundPage.tsx'],
    shows: 'not-found',
    noscript: false,
  },
];
const NOT_FOUND_FILE = 'not-found.html';

// React's production build, as in the browser.
process.env.NODE_ENV ??= 'production';
const { renderPage, routePaths } = await import(pathToFileURL(BUNDLE).href);

const template = readFileSync(join(DIST, 'index.html'), 'utf8');
const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8'));

/** A chunk and the chunks it imports statically: their JS files and their CSS files. */
function chunkFiles(key, seen = new Set()) {
  const files = { js: [], css: [] };
  if (seen.has(key) || !manifest[key]) return files;
  seen.add(key);
  const chunk = manifest[key];
  files.js.push(chunk.file);
  files.css.push(...(chunk.css ?? []));
  for (const imported of chunk.imports ?? []) {
    const more = chunkFiles(imported, seen);
    files.js.push(...more.js);
    files.css.push(...more.css);
  }
  return files;
}

const entryKey = Object.keys(manifest).find((key) => manifest[key].isEntry);
const entry = chunkFiles(entryKey);

/**
 * The page's styles as a <style> element: a few KB that would otherwise cost the first paint a
 * round trip per file (Lighthouse's render-blocking requests). The CSP allows inline styles already
 * (antd writes its own at run time); no script is inlined.
 */
function styleElement(content) {
  if (/<\/style/i.test(content)) throw new Error('A stylesheet contains "</style": it cannot be inlined');
  return `<style>${content}</style>`;
}

/**
 * Every stylesheet link of the page (Vite's entry styles and the page's own) as inline styles, each
 * followed by its link, disabled: a disabled stylesheet link is not fetched, but Vite's loader of
 * the lazy chunks (which adds the stylesheets a chunk needs unless a link with that address is in
 * the page) then knows the styles are there. Without it, hydrating the page fetched its styles
 * again and applied them a second time: one more request, and a recalculation of the whole page's
 * style and layout while it hydrated (the longest task on the landing page).
 */
function inlineStylesheets(document) {
  return document.replace(
    /<link rel="stylesheet" crossorigin href="\/(assets\/[^"]+\.css)">/g,
    (_link, file) =>
      `${styleElement(readFileSync(join(DIST, file), 'utf8'))}<link rel="stylesheet" crossorigin href="/${file}" disabled>`,
  );
}

function tag(kind, file) {
  return kind === 'css'
    ? `<link rel="stylesheet" crossorigin href="/${file}">`
    : `<link rel="modulepreload" crossorigin href="/${file}">`;
}

mkdirSync(join(DIST, 'prerendered'), { recursive: true });
const pages = {};
for (const page of PAGES) {
  const { html, css } = await renderPage(page.url);
  // The page itself, not the loading spinner of its lazy chunk.
  if (!html.includes(page.shows))
    throw new Error(`The prerender of ${page.url} does not show .${page.shows}:\n${html.slice(0, 500)}`);
  const chunks = page.modules.map((module) => chunkFiles(module));
  const own = { js: chunks.flatMap((chunk) => chunk.js), css: chunks.flatMap((chunk) => chunk.css) };
  // The landing and sign-in pages use no antd: all that is left then is cssinjs' empty marker rule.
  const usesAntd = css.replace(/\.data-ant-cssinjs-cache-path\{content:"[^"]*";\}/, '').trim() !== '';
  const styles = [...new Set(own.css.filter((file) => !entry.css.includes(file)))];
  const preloads = [...new Set(own.js.filter((file) => !entry.js.includes(file)))];
  // Replacer functions: the page's text must not be read as `$&` patterns.
  let document = template
    .replace('</title>', () => `</title>\n    ${styles.map((file) => tag('css', file)).join('\n    ')}`)
    // antd's styles first, as antd puts its run-time styles first: the app's own rules come later.
    .replace('</title>', () => (usesAntd ? `</title>\n    ${styleElement(css)}` : '</title>'))
    .replace('</head>', () => `  ${preloads.map((file) => tag('js', file)).join('\n    ')}\n  </head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`);
  if (!page.noscript) document = document.replace(/\s*<noscript>[\s\S]*?<\/noscript>/, '');
  document = inlineStylesheets(document);
  if (!document.includes(html)) throw new Error('frontend/index.html has no empty <div id="root"></div>');
  writeFileSync(join(DIST, 'prerendered', page.file), document);
  if (page.file !== NOT_FOUND_FILE) pages[page.url] = page.file;
  console.log(`prerendered ${page.url} → prerendered/${page.file} (${html.length} characters, antd CSS ${css.length})`);
}

writeFileSync(
  join(DIST, 'prerendered', 'pages.json'),
  `${JSON.stringify({ pages, notFound: NOT_FOUND_FILE, appRoutes: routePaths() }, null, 2)}\n`,
);
