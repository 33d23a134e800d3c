import type { Browser, Page } from 'playwright-core';
import { DEMO, launchBrowser, newPage, signInAs, uniqueEmail } from './browser.js';

const BRAND_TIMEOUT = 120_000;

/**
 * One brand record (issue 23): what the admin enters in "Kunde hinzufügen" is the brand the client
 * finds in its Branding-System, and the admin's client page shows it and edits the same record.
 */
describe("brand: the admin's entries are the client's brand", () => {
  let browser: Browser;

  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(() => browser.close());

  const value = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

  it(
    "shows the brand of \"Kunde hinzufügen\" on the admin's client page and in the client's Branding-System, with the admin's later edit",
    async () => {
      const suffix = Date.now().toString(36);
      const brandName = `Röstwerk ${suffix}`;
      const client = { email: uniqueEmail('roestwerk'), password: 'Kaffee-Bohnen-Duft-77' };
      const admin = await newPage(browser);
      const page = admin.page;
      await signInAs(page, DEMO.admin);

      await page.goto('/admin/add-client');
      await page.getByRole('heading', { name: 'Kunde hinzufügen' }).waitFor();
      await page.getByLabel('Name', { exact: true }).fill(`Rosa Rösterei ${suffix}`);
      await page.getByLabel('E-Mail').fill(client.email);
      await page.getByLabel('Passwort').fill(client.password);
      await page.getByLabel('Markenname').fill(brandName);
      await page.getByLabel('Website').fill('https://roestwerk.ch');
      await page.getByLabel('Primärfarbe').fill('#7a3e1d');
      await page.getByLabel('Schriftart').fill('Lora');
      await page.getByLabel('Instagram').fill('https://instagram.com/roestwerk');
      await page.getByRole('button', { name: 'Kunde erstellen' }).click();
      await page.getByText('Kunde erfolgreich erstellt!').waitFor();
      await page.waitForURL('**/admin/clients/*');

      // The admin's client page: the brand in the Branding-System's form.
      const brand = page.getByTestId('admin-client-brand');
      await brand.getByLabel('Firmenname').waitFor();
      expect(await brand.getByLabel('Firmenname').inputValue()).toBe(brandName);
      await brand.getByRole('tab', { name: 'Visuell' }).click();
      expect(await brand.getByLabel('Display-Schrift').inputValue()).toBe('Lora');
      await brand.getByText('#7A3E1D').first().waitFor();
      await brand.getByRole('tab', { name: 'Social' }).click();
      expect(await brand.getByLabel('Website').inputValue()).toBe('https://roestwerk.ch');

      // The admin edits the brand there: the same record.
      await brand.getByRole('tab', { name: 'Eingabe' }).click();
      await brand.getByLabel('Branche').fill('Kaffeerösterei');
      await brand.getByRole('button', { name: 'Speichern' }).click();
      await page.getByText('Branding erfolgreich gespeichert').waitFor();
      await admin.context.close();

      // The client's Branding-System: everything the admin entered.
      const own = await newPage(browser);
      await signInAs(own.page, client);
      await own.page.goto('/client/branding');
      await own.page.getByRole('heading', { level: 2, name: 'Branding-System' }).waitFor();
      await own.page.getByLabel('Firmenname').waitFor();
      expect(await value(own.page, 'Firmenname')).toBe(brandName);
      expect(await value(own.page, 'Branche')).toBe('Kaffeerösterei');
      await own.page.getByRole('tab', { name: 'Visuell' }).click();
      expect(await value(own.page, 'Display-Schrift')).toBe('Lora');
      expect(await value(own.page, 'Textschrift')).toBe('Lora');
      await own.page.locator('main').getByText('#7A3E1D').first().waitFor();
      await own.page.getByRole('tab', { name: 'Social' }).click();
      expect(await value(own.page, 'Website')).toBe('https://roestwerk.ch');
      expect(await value(own.page, 'Instagram')).toBe('https://instagram.com/roestwerk');
      await own.context.close();
    },
    BRAND_TIMEOUT,
  );
});
