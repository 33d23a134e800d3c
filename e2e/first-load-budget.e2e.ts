import type { Browser, Response } from 'playwright-core';
import { launchBrowser, newPage } from './browser.js';

/**
 * The honest budget of the public pages' first load: a visitor's browser opens the built product,
 * and the bytes that travel (compressed transfer sizes of every JavaScript answer, as the network
 * reports them) are summed. What counts is what the page really requests, not a list of files, so
 * an import that drags an app-only vendor into a public page fails here. KB = 1024 bytes.
 */
const BUDGETS = [
  // The landing page is React, the router and its own chunk: no store, no antd.
  {
    path: '/',
    limitKb: 120,
    appOnly: /\/assets\/(?:vendor-antd|vendor-redux|app-shell|app-shared|AppShell|AntdLayout|AppLayout|DashboardPage)-/,
  },
  // The sign-in page adds the store and the route table (the app shell), still no antd.
  { path: '/auth', limitKb: 160, appOnly: /\/assets\/(?:vendor-antd|app-shared|AntdLayout|AppLayout|DashboardPage)-/ },
] as const;

interface Transfer {
  url: string;
  bytes: number;
  encoding: string;
}

async function transfer(response: Response): Promise<Transfer> {
  const sizes = await response.request().sizes();
  const url = new URL(response.url()).pathname;
  return { url, bytes: sizes.responseBodySize, encoding: (await response.allHeaders())['content-encoding'] ?? 'none' };
}

describe('first-load budget of the public pages (JavaScript, compressed, as transferred)', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it.each(BUDGETS)(
    '$path loads at most $limitKb KB of JavaScript, and no chunk of the signed-in app',
    async ({ path, limitKb, appOnly }) => {
      const { context, page } = await newPage(browser, { width: 390, height: 844 });
      const scripts: Promise<Transfer>[] = [];
      page.on('response', (response) => {
        if (
          response.request().resourceType() === 'script' ||
          /javascript/.test(response.headers()['content-type'] ?? '')
        ) {
          scripts.push(transfer(response));
        }
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const list = await Promise.all(scripts);
      const total = list.reduce((sum, script) => sum + script.bytes, 0);
      console.log(
        `${path}: ${(total / 1024).toFixed(1)} KB of JavaScript in ${list.length} files\n` +
          list
            .map(
              (script) =>
                `  ${(script.bytes / 1024).toFixed(1).padStart(7)} KB  ${script.encoding.padEnd(5)} ${script.url}`,
            )
            .join('\n'),
      );

      expect(list.length).toBeGreaterThan(0);
      // Sent compressed (precompressed at build time), or the sum would measure the raw files.
      expect(list.filter((script) => script.encoding === 'none' && script.bytes > 1024)).toEqual([]);
      expect(list.map((script) => script.url).filter((url) => appOnly.test(url))).toEqual([]);
      expect(total).toBeLessThanOrEqual(limitKb * 1024);
      await context.close();
    },
  );
});
