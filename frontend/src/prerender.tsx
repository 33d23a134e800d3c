/**
 * Build-time rendering of the public pages (/, /auth, the 404 page) to HTML, run by
 * scripts/prerender-web.mjs from the SSR build of this file. The tree is the browser's (main.tsx,
 * RootRoutes) with a static router and the store of an anonymous visitor, so that hydrateRoot finds the
 * same markup; antd's CSS-in-JS styles of the page are collected and returned as plain CSS, which
 * the script writes to a file (no inline style element, so the CSP needs no exception).
 */
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import { StrictMode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from 'react-router-dom';
import { setAppStore } from './app/appStore';
import { RootRoutes } from './app/RootRoutes';
import { appRoutePaths } from './app/routes';
import { makeStore } from './shared/store/store';

interface PrerenderedPage {
  html: string;
  css: string;
}

/** @public called by scripts/prerender-web.mjs (from the SSR build, which knip does not follow) */
export function routePaths(): string[] {
  return appRoutePaths();
}

/** @public called by scripts/prerender-web.mjs: the page's markup and antd's CSS for it. */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  const cache = createCache();
  setAppStore(
    makeStore({ auth: { status: 'anonymous', accessToken: null, expiresAt: null, user: null, viewAsClientId: null } }),
  );
  const errors: unknown[] = [];
  const { prelude } = await prerender(
    <StrictMode>
      <StyleProvider cache={cache}>
        <StaticRouter location={url}>
          <RootRoutes />
        </StaticRouter>
      </StyleProvider>
    </StrictMode>,
    // A page that fails here would be prerendered as its loading fallback: the build fails instead.
    { onError: (error) => void errors.push(error) },
  );
  if (errors.length > 0) throw errors[0];
  const html = await new Response(prelude).text();
  return { html, css: extractStyle(cache, { plain: true }) };
}
