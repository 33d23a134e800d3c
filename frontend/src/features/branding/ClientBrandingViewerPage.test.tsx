import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { unstyled } from '../../shared/testing/unstyled';
import {
  authState,
  LocationDisplay,
  renderWithProviders,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { ClientBrandingViewerPage } from './ClientBrandingViewerPage';
import { storedBranding } from './testing/fixtures';

configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const designer = testUser('designer', { id: 'designer-1' });
const URL = 'GET /api/clients/c-1/branding';

const branding = storedBranding({
  clientName: 'Bäckerei Sonne AG',
  industry: 'Bäckerei',
  colorPrimary: '#AA3300',
  hooks: ['Frisch aus dem Ofen', '', 'Jeden Morgen neu', '', '', '', '', '', '', ''],
  examplePosts: [
    { type: 'Education', headline: 'So backen wir', subline: '', body: '', cta: '' },
    { type: 'Proof', headline: '', subline: '', body: '', cta: '' },
    { type: 'Community', headline: '', subline: '', body: '', cta: 'Komm vorbei' },
  ],
});

function renderViewer(routes: Record<string, FetchRoute>) {
  stubFetch(routes);
  return renderWithProviders(
    unstyled(
      <>
        <Routes>
          <Route path="/designer/client/:clientId/branding" element={<ClientBrandingViewerPage />} />
          <Route path="/designer/projects" element={<p>Aufträge</p>} />
        </Routes>
        <LocationDisplay />
      </>,
    ),
    { route: '/designer/client/c-1/branding', preloadedState: authState(designer) },
  );
}

function openTab(name: string) {
  fireEvent.click(screen.getByRole('tab', { name }));
}

afterEach(() => jest.restoreAllMocks());

describe('ClientBrandingViewerPage', () => {
  it('shows the brand read-only in five tabs', async () => {
    renderViewer({ [URL]: { body: branding } });
    expect(await screen.findByText('Bäckerei Sonne AG')).toBeInTheDocument();
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'Kundendaten',
      'Identität',
      'Visuell',
      'Stimme',
      'Social Media',
    ]);
    expect(screen.getByText('Mittel')).toBeInTheDocument();
    // Empty values show a dash; nothing can be edited.
    expect(screen.getAllByText('–').length).toBeGreaterThan(0);
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();

    openTab('Stimme');
    const hooks = screen.getByText('Frisch aus dem Ofen').closest('ul')!;
    expect(
      within(hooks)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Frisch aus dem Ofen', 'Jeden Morgen neu']);
    expect(screen.getByText('de-CH')).toBeInTheDocument();

    openTab('Visuell');
    expect(screen.getByText('#AA3300')).toBeInTheDocument();
    expect(screen.getByText('Arial')).toBeInTheDocument();

    openTab('Social Media');
    expect(screen.getByText('https://instagram.com/sonne')).toHaveAttribute('href', 'https://instagram.com/sonne');
    expect(within(screen.getByTestId('example-post-Education')).getByText('So backen wir')).toBeInTheDocument();
    expect(within(screen.getByTestId('example-post-Community')).getByText('Komm vorbei')).toBeInTheDocument();
  });

  it('links only http(s) addresses, in a new tab without opener or referrer; an old stored javascript: or data: value is plain text', async () => {
    const old = {
      ...branding,
      website: 'javascript:alert(document.cookie)',
      socialLinks: {
        instagram: 'https://instagram.com/sonne',
        facebook: 'data:text/html,<script>alert(1)</script>',
        linkedin: ' JavaScript:alert(1)',
      },
    };
    renderViewer({ [URL]: { body: old } });
    expect(await screen.findByText('Bäckerei Sonne AG')).toBeInTheDocument();
    openTab('Social Media');
    const link = screen.getByText('https://instagram.com/sonne');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    for (const value of [
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      'JavaScript:alert(1)',
    ]) {
      expect(screen.getByText(value).closest('a')).toBeNull();
    }
    expect(document.querySelectorAll('a[href]')).toHaveLength(1);
  });

  it('says so when the client has no branding yet', async () => {
    renderViewer({});
    expect(await screen.findByText('Keine Branding-Daten verfügbar für diesen Kunden.')).toBeInTheDocument();
    expect(screen.queryByText('Fehler beim Laden der Branding-Daten')).not.toBeInTheDocument();
  });

  it('sends a designer without access back to the orders', async () => {
    renderViewer({
      [URL]: { status: 403, body: { statusCode: 403, code: 'FORBIDDEN', message: 'Kein Zugriff auf diesen Kunden' } },
    });
    expect(await screen.findByText('Kein Zugriff auf diesen Kunden')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/designer/projects'));
    expect(screen.getByText('Aufträge')).toBeInTheDocument();
  });
});
