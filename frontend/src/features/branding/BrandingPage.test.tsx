import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { BrandingUpdate, DesignerClient } from '../../shared/brandingContract';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { unstyled } from '../../shared/testing/unstyled';
import { Route, Routes } from 'react-router-dom';
import { BrandingPage } from './BrandingPage';
import { storedBranding } from './testing/fixtures';

// Speed: role queries skip the hidden check (jsdom computes styles slowly); fields are found by label.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const client = testUser('client', { id: 'client-1', name: 'Clara Kundin' });
const BRANDING_URL = 'GET /api/clients/client-1/branding';

function renderPage(routes: Record<string, FetchRoute>, user = client, viewAsClientId: string | null = null) {
  const fetchMock = stubFetch(routes);
  const result = renderWithProviders(
    unstyled(
      <>
        <Routes>
          <Route path="/client/branding" element={<BrandingPage />} />
          <Route path="/designer/client/:clientId/branding" element={<p>Viewer</p>} />
        </Routes>
        <LocationDisplay />
      </>,
    ),
    { route: '/client/branding', preloadedState: authState(user, { viewAsClientId }) },
  );
  return { fetchMock, ...result };
}

/** antd's inputs react to a change event; faster than typing key by key. */
function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

afterEach(() => jest.restoreAllMocks());

describe('BrandingPage (client)', () => {
  it('starts from the defaults when there is no branding yet, without an error', async () => {
    renderPage({});
    expect(await screen.findByLabelText('Firmenname')).toHaveValue('');
    expect(screen.getByLabelText('Mittel')).toBeChecked();
    // The marked fields carry the required marker.
    expect(screen.getByText('Firmenname').closest('label')).toHaveClass('ant-form-item-required');
    expect(screen.getByText('USP (Alleinstellungsmerkmal)').closest('label')).not.toHaveClass('ant-form-item-required');
    expect(screen.queryByText('Fehler beim Laden der Branding-Daten')).not.toBeInTheDocument();
    expect(screen.queryByTestId('load-failure')).not.toBeInTheDocument();

    openTab('Stimme');
    expect(screen.getByLabelText('Sprache')).toHaveValue('de-CH');
    expect(screen.getByLabelText('Hook 10')).toHaveValue('');
    expect(screen.queryByLabelText('Hook 11')).not.toBeInTheDocument();
    openTab('Visuell');
    expect(screen.getByLabelText('Display-Schrift')).toHaveValue('Arial');
    expect(screen.getByLabelText('Bildtyp 1')).toHaveValue('People/Produkt/Lifestyle');
    expect(within(screen.getByTestId('brand-preview')).getByText('#CCCCCC')).toBeInTheDocument();
    openTab('Social');
    for (const type of ['Education', 'Proof', 'Community'])
      expect(screen.getByTestId(`example-post-${type}`)).toBeInTheDocument();
  });

  it('keeps entries across tabs and saves the whole brand', async () => {
    const bodies: BrandingUpdate[] = [];
    const { user } = renderPage({
      [BRANDING_URL]: { body: storedBranding() },
      'PUT /api/clients/client-1/branding': async (request) => {
        const body = (await request.json()) as BrandingUpdate;
        bodies.push(body);
        return jsonResponse(200, {
          ...storedBranding(),
          brandingData: body.brandingData,
          website: body.website ?? null,
          socialLinks: body.socialLinks ?? null,
        });
      },
    });
    expect(await screen.findByLabelText('Firmenname')).toHaveValue('Bäckerei Sonne');

    fill('Branche', 'Bäckerei');
    openTab('Stimme');
    fill('Hook 3', 'Frisch aus dem Ofen');
    openTab('Social');
    fill('Instagram', '');
    fill('LinkedIn', 'https://linkedin.com/company/sonne');
    openTab('Eingabe');
    expect(screen.getByLabelText('Branche')).toHaveValue('Bäckerei');
    expect(screen.getByLabelText('Hook 3')).toHaveValue('Frisch aus dem Ofen');
    expect(screen.getByText('Ungespeicherte Änderungen')).toBeInTheDocument();

    await user.click(screen.getByText('Speichern'));
    expect(await screen.findByText('Branding erfolgreich gespeichert')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    const [body] = bodies;
    expect(body.brandingData).toMatchObject({
      clientName: 'Bäckerei Sonne',
      industry: 'Bäckerei',
      language: 'de-CH',
      colorPrimary: '#000000',
    });
    expect(body.brandingData.hooks).toHaveLength(10);
    expect(body.brandingData.hooks?.[2]).toBe('Frisch aus dem Ofen');
    expect(body.website).toBe('https://sonne.ch');
    expect(body.socialLinks).toEqual({ linkedin: 'https://linkedin.com/company/sonne' });
    await waitFor(() => expect(screen.queryByText('Ungespeicherte Änderungen')).not.toBeInTheDocument());
  });

  it('says "Fehler beim Speichern" on a refusal and shows the field errors', async () => {
    const { user } = renderPage({
      [BRANDING_URL]: { body: storedBranding() },
      'PUT /api/clients/client-1/branding': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Ungültige Eingabe',
          errors: [{ field: 'brandingData.hooks.3', message: 'Zu lang' }],
        },
      },
    });
    await screen.findByLabelText('Firmenname');
    await user.click(screen.getByText('Speichern'));
    expect(await screen.findByText('Fehler beim Speichern')).toBeInTheDocument();
    expect(await screen.findByText('Zu lang')).toBeInTheDocument();
    // The tab holding the field in error is shown.
    expect(screen.getByRole('tab', { name: 'Stimme' })).toHaveAttribute('aria-selected', 'true');
  });

  it('counts words live and warns past the hint without blocking', async () => {
    renderPage({});
    await screen.findByLabelText('Firmenname');
    openTab('Identität');
    expect(screen.getAllByText('0 / 12 Wörter')).toHaveLength(1);
    fill('Markenversprechen', 'Jeden Morgen frisches Brot');
    const count = await screen.findByText('4 / 12 Wörter');
    expect(count).not.toHaveAttribute('data-over');
    fill('Markenversprechen', 'eins zwei drei vier fünf sechs sieben acht neun zehn elf zwölf dreizehn');
    expect(await screen.findByText('13 / 12 Wörter')).toHaveAttribute('data-over', 'true');
    openTab('Social');
    fill('Headline (Education)', 'Drei Worte hier');
    expect(await screen.findByText('3 / 6 Wörter')).toBeInTheDocument();
  });

  it('shows the load error with a retry when the brand cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderPage({
      [BRANDING_URL]: () => {
        calls += 1;
        return calls === 1
          ? jsonResponse(500, { statusCode: 500, message: 'Kaputt' })
          : jsonResponse(200, storedBranding());
      },
    });
    expect(await screen.findByTestId('load-failure')).toHaveTextContent('Fehler beim Laden der Branding-Daten');
    await user.click(within(screen.getByTestId('load-failure')).getByText('Erneut versuchen'));
    expect(await screen.findByLabelText('Firmenname')).toHaveValue('Bäckerei Sonne');
  });

  it("uses the viewed client's id while an admin views as a client", async () => {
    renderPage(
      { 'GET /api/clients/client-9/branding': { body: storedBranding({ clientName: 'Viewed AG' }) } },
      testUser('admin', { id: 'admin-1' }),
      'client-9',
    );
    expect(await screen.findByLabelText('Firmenname')).toHaveValue('Viewed AG');
  });
});

describe('BrandingPage (designer)', () => {
  const designer = testUser('designer', { id: 'designer-1' });
  const clients = (list: DesignerClient[]) => ({ 'GET /api/designer/clients': { body: list } });

  it('says so when no client is assigned', async () => {
    renderPage(clients([]), designer);
    expect(await screen.findByText('Kein Kunde zugewiesen.')).toBeInTheDocument();
  });

  it('opens the brand of the one client at once', async () => {
    renderPage(clients([{ id: 'c-1', name: 'Clara', brandName: 'Sonne' }]), designer);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/designer/client/c-1/branding'));
    expect(screen.getByText('Viewer')).toBeInTheDocument();
  });

  it('lists several clients, each with "Branding ansehen"', async () => {
    const { user } = renderPage(
      clients([
        { id: 'c-1', name: 'Clara', brandName: 'Sonne' },
        { id: 'c-2', name: 'Bruno', brandName: null },
      ]),
      designer,
    );
    expect(await screen.findByText('Clara')).toBeInTheDocument();
    expect(screen.getByText('Sonne')).toBeInTheDocument();
    expect(screen.getAllByText('Branding ansehen')).toHaveLength(2);
    await user.click(screen.getByLabelText('Branding ansehen: Bruno'));
    expect(screen.getByTestId('location')).toHaveTextContent('/designer/client/c-2/branding');
  });
});
