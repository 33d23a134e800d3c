import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser, newPage, signInAs } from './browser.js';

/**
 * The built web app and the Swagger UI run under the API's Content-Security-Policy (no inline
 * script, no eval, nothing from other origins): every page of every role is opened and the browser
 * must report no violation.
 */
describe('Content-Security-Policy', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  /** Collects what Chromium reports about the policy: console messages and violation events. */
  async function watch(page: Page): Promise<string[]> {
    const violations: string[] = [];
    await page.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) =>
        console.error(
          `CSP violation: ${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`,
        ),
      );
    });
    page.on('console', (message) => {
      if (/content security policy|CSP violation/i.test(message.text()))
        violations.push(`${page.url()}: ${message.text()}`);
    });
    return violations;
  }

  async function visit(page: Page, paths: string[]): Promise<void> {
    for (const path of paths) {
      const response = await page.goto(path);
      expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
      await page.waitForLoadState('networkidle');
    }
  }

  it.each([
    ['a visitor', null, ['/', '/auth', '/gibt-es/nicht']],
    [
      'the client',
      DEMO.client,
      [
        '/dashboard',
        '/client/projects',
        '/client/new-project',
        '/client/profile',
        '/client/subscription',
        '/client/branding',
      ],
    ],
    ['the designer', DEMO.designer, ['/dashboard', '/designer/projects']],
    [
      'the admin',
      DEMO.admin,
      ['/dashboard', '/admin/review', '/admin/projects', '/admin/clients', '/admin/designers', '/admin/users'],
    ],
  ] as const)('reports no violation for %s', async (_, account, paths) => {
    const { context, page } = await newPage(browser);
    const violations = await watch(page);
    if (account) await signInAs(page, account);
    await visit(page, [...paths]);
    expect(violations).toEqual([]);
    await context.close();
  });

  it('reports no violation on the Swagger UI, which shows the API', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watch(page);
    await visit(page, ['/api/docs']);
    await page.getByText('ContentFlow API').first().waitFor();
    await page.getByText('/api/auth/sign-in').first().waitFor();
    expect(violations).toEqual([]);
    await context.close();
  });

  it('does report an inline script (the check above can fail)', async () => {
    const { context, page } = await newPage(browser);
    const violations = await watch(page);
    await visit(page, ['/']);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    for (let waited = 0; violations.length === 0 && waited < 5_000; waited += 100) await page.waitForTimeout(100);
    expect(violations.length).toBeGreaterThan(0);
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    await context.close();
  });
});
