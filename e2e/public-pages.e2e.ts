import type { Browser, Page } from 'playwright-core';
import { BASE_URL, launchBrowser, newPage } from './browser.js';

/**
 * The public pages as a newcomer meets them: prerendered (content without JavaScript), served
 * compressed, with a 404 page for unknown paths, and usable on a phone.
 */
describe('public pages: prerendered, compressed, on a phone', () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  it('shows the landing page and the sign-in form with JavaScript disabled', async () => {
    const context = await browser.newContext({
      baseURL: BASE_URL,
      locale: 'de-CH',
      javaScriptEnabled: false,
      viewport: { width: 390, height: 844 },
    });
    const page = await context.newPage();
    page.setDefaultTimeout(10_000);

    await page.goto('/');
    await page.getByRole('heading', { level: 1, name: 'Content-Produktion, endlich organisiert.' }).waitFor();
    await page
      .getByText('Briefing einreichen, Entwurf prüfen, freigeben und direkt posten', { exact: false })
      .waitFor();
    // The styles are there too: antd's primary button is blue before any script ran.
    const primary = page.getByRole('link', { name: 'Kostenlos starten' });
    expect(await primary.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(11, 99, 206)');

    await page.goto('/auth');
    await page.getByRole('heading', { name: 'Anmelden' }).waitFor();
    await page.getByLabel('E-Mail').waitFor();
    await page.getByLabel('Passwort').waitFor();
    await page.getByRole('button', { name: 'Anmelden' }).waitFor();

    // Switching to sign-up is a link to the other prerendered variant: it works without scripts.
    await page.getByRole('link', { name: 'Noch kein Account? Registrieren' }).click();
    await page.waitForURL('**/auth?mode=sign-up');
    await page.getByRole('heading', { name: 'Registrieren' }).waitFor();
    await page.getByLabel('Name').waitFor();
    await context.close();
  });

  it('answers unknown paths with the 404 page and status 404, app routes with the app', async () => {
    const { context, page } = await newPage(browser);
    const missing = await page.goto('/gibt-es/nicht');
    expect(missing?.status()).toBe(404);
    await page.getByText('Oops! Page not found').waitFor();
    await page.getByRole('link', { name: 'Zurück zur Startseite' }).click();
    await page.getByRole('heading', { level: 1, name: 'Content-Produktion, endlich organisiert.' }).waitFor();

    const app = await page.goto('/dashboard');
    expect(app?.status()).toBe(200);
    await page.waitForURL('**/auth');
    await context.close();
  });

  it('sends pages and assets compressed, with Vary: Accept-Encoding and the cache headers', async () => {
    const { context, page } = await newPage(browser);
    const headers = { 'accept-encoding': 'br, gzip' };
    const html = await page.request.get('/', { headers });
    expect(html.headers()['content-encoding']).toBe('br');
    expect(html.headers().vary).toMatch(/accept-encoding/i);
    expect(html.headers()['cache-control']).toBe('no-cache');
    expect(await html.text()).toContain('Content-Produktion, endlich organisiert.');

    const script = /src="(\/assets\/index-[^"]+\.js)"/.exec(await html.text())?.[1];
    expect(script).toBeDefined();
    const asset = await page.request.get(script!, { headers });
    expect(asset.headers()['content-encoding']).toBe('br');
    expect(asset.headers().vary).toMatch(/accept-encoding/i);
    expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    const gzip = await page.request.get(script!, { headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers()['content-encoding']).toBe('gzip');
    const plain = await page.request.get(script!, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers()['content-encoding']).toBeUndefined();
    expect(await plain.text()).toBe(await asset.text());
    await context.close();
  });

  /** The element's box in the viewport. */
  async function box(page: Page, locator: ReturnType<Page['locator']>) {
    const rect = await locator.boundingBox();
    if (!rect) throw new Error('not visible');
    return rect;
  }

  it('keeps the cookie banner clear of both hero buttons at 390 px', async () => {
    const { context, page } = await newPage(browser, { width: 390, height: 844 });
    await page.goto('/');
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor();
    const bannerBox = await box(page, banner);
    for (const name of ['Kostenlos starten', 'Demo ansehen']) {
      const button = await box(page, page.getByRole('link', { name }));
      expect(button.y + button.height).toBeLessThanOrEqual(bannerBox.y);
    }
    await context.close();
  });

  it('"Sign up" opens the sign-in screen in sign-up mode', async () => {
    const { context, page } = await newPage(browser);
    await page.goto('/');
    await page.getByRole('link', { name: 'Sign up' }).click();
    await page.waitForURL('**/auth?mode=sign-up');
    await page.getByRole('heading', { name: 'Registrieren' }).waitFor();
    await page.getByLabel('Name').waitFor();
    await context.close();
  });

  it('takes over the prerendered pages without moving them (no layout shift)', async () => {
    for (const path of ['/', '/auth']) {
      const { context, page } = await newPage(browser, { width: 390, height: 844 });
      await page.addInitScript(() => {
        const win = window as unknown as { layoutShift: number };
        win.layoutShift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
            if (!entry.hadRecentInput) win.layoutShift += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(path, { waitUntil: 'networkidle' });
      const shift = await page.evaluate(() => (window as unknown as { layoutShift: number }).layoutShift);
      expect({ path, shift: shift < 0.02 }).toEqual({ path, shift: true });
      await context.close();
    }
  });
});
