import { screen, waitFor, within } from '@testing-library/react';
import { authState, jsonResponse, renderAtRoute, stubFetch, testUser, type FetchRoute } from '../../test/test-utils';
import { DesignerProjectPage } from './workspace/OrderPages';
import { installFakeXhr } from './testing/fakeXhr';
import { attachment, pin, projectDetail, version } from './testing/fixtures';
import type { ProjectDetail } from '../../shared/orders/types';
import { defaultBrandingData } from '../../shared/brandingContract';

const designer = testUser('designer', { id: 'designer-1', name: 'Dana Design' });

function renderPage(routes: Record<string, FetchRoute>) {
  const fetchMock = stubFetch({
    'GET /api/projects/p-1/comments': { body: [] },
    'GET /api/designer/badge': { body: { count: 1 } },
    ...routes,
  });
  const view = renderAtRoute('/designer/project/:id', <DesignerProjectPage />, {
    route: '/designer/project/p-1',
    preloadedState: authState(designer),
  });
  return { fetchMock, ...view };
}

function posts(fetchMock: ReturnType<typeof stubFetch>) {
  return fetchMock.mock.calls
    .map(([input]) => input as Request)
    .filter((request) => request.method === 'POST')
    .map((request) => new URL(request.url).pathname);
}

const inProgress = (overrides: Partial<ProjectDetail> = {}) =>
  projectDetail({ status: 'in_progress', allowedActions: ['SUBMIT_FINAL_DESIGN'], ...overrides });

describe('DesignerProjectPage', () => {
  let restoreXhr: (() => void) | null = null;
  afterEach(() => {
    restoreXhr?.();
    restoreXhr = null;
  });

  it('starts a new order automatically, once, and says so', async () => {
    let started = false;
    const { fetchMock } = renderPage({
      'GET /api/projects/p-1': () =>
        jsonResponse(200, started ? inProgress() : projectDetail({ status: 'new', allowedActions: ['START_WORK'] })),
      'POST /api/projects/p-1/start': () => {
        started = true;
        return jsonResponse(200, inProgress());
      },
    });

    expect(await screen.findByText("Status automatisch auf 'In Bearbeitung' gesetzt")).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('status-badge')).toHaveTextContent('In Bearbeitung'));
    // The start once (opening the communication also reads its messages).
    expect(posts(fetchMock).filter((path) => !path.endsWith('/messages/read'))).toEqual(['/api/projects/p-1/start']);
    // The start answers with the order: it replaces the cached one, the order is not loaded again.
    const gets = fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).pathname);
    expect(gets.filter((path) => path === '/api/projects/p-1')).toHaveLength(1);
  });

  it('does not start an order that is already in progress', async () => {
    const { fetchMock } = renderPage({ 'GET /api/projects/p-1': { body: inProgress() } });
    await screen.findByTestId('client-header');
    expect(posts(fetchMock)).toEqual([]);
    expect(screen.queryByTestId('auto-started')).not.toBeInTheDocument();
    // No AI draft: no suggestion card.
    expect(screen.queryByTestId('ai-suggestion')).not.toBeInTheDocument();
  });

  it("shows the AI's draft for an order without a caption, marked as a suggestion", async () => {
    renderPage({
      'GET /api/projects/p-1': {
        body: inProgress({
          aiSuggestion: {
            caption: 'Frühling in Zürich: 20 % auf alles.',
            cta: 'Jetzt vorbeikommen',
            hashtags: '#zürich #frühling',
            offline: true,
            createdAt: '2025-03-14T09:31:00.000Z',
          },
        }),
      },
    });
    const card = await screen.findByTestId('ai-suggestion');
    expect(within(card).getByText('Frühling in Zürich: 20 % auf alles.')).toBeInTheDocument();
    expect(within(card).getByText('Jetzt vorbeikommen')).toBeInTheDocument();
    expect(within(card).getByText('#zürich #frühling')).toBeInTheDocument();
    expect(within(card).getByText('Offline-Entwurf')).toBeInTheDocument();
  });

  it('shows the client, the wishes, notes, hashtags, revisions and files', async () => {
    const { user } = renderPage({
      'GET /api/projects/p-1': {
        body: inProgress({
          reviewCount: 1,
          generatedCaption: 'Eine KI-Beschreibung',
          attachments: [
            attachment({ id: 'r-1', fileName: 'referenz.png' }),
            attachment({ id: 'f-1', fileName: 'alt-final.png', isFinalDesign: true }),
          ],
        }),
      },
    });

    const header = await screen.findByTestId('client-header');
    expect(within(header).getByText('Bäckerei Muster AG')).toBeInTheDocument();
    expect(within(header).getByText('kunde@muster.ch').closest('a')).toHaveAttribute('href', 'mailto:kunde@muster.ch');
    expect(within(screen.getByTestId('client-wishes')).getByText('Schon gefrühstückt?')).toBeInTheDocument();
    expect(screen.getByText('Eine KI-Beschreibung')).toBeInTheDocument();
    expect(within(screen.getByTestId('important-notes')).getByText('Logo unten rechts')).toBeInTheDocument();
    expect(screen.getByText('#zürich')).toBeInTheDocument();
    expect(screen.getByTestId('revisions-used')).toHaveTextContent('1 von 2 Revisionen verwendet');
    expect(screen.getByTestId('status-hint')).toHaveTextContent('Lade die finalen Designs hoch');
    expect(within(screen.getByTestId('client-files')).getByText('referenz.png')).toBeInTheDocument();
    expect(within(screen.getByTestId('final-designs')).getByText('alt-final.png')).toBeInTheDocument();

    await user.click(within(header).getByText('Branding ansehen').closest('button')!);
    expect(screen.getByTestId('location')).toHaveTextContent('/designer/client/client-1/branding');
  });

  it("shows the client's logo, palette and fonts in the header and the brand info beside the order", async () => {
    renderPage({
      'GET /api/projects/p-1': { body: inProgress() },
      'GET /api/clients/client-1/branding': {
        body: {
          brandName: 'Muster',
          logoUrl: '/files/logo.png?sig=1',
          website: null,
          colorPrimary: '#00AEEF',
          colorSecondary: '#FFFFFF',
          font: 'Inter',
          socialLinks: null,
          examplePosts: null,
          brandingData: {
            ...defaultBrandingData(),
            colorPrimary: '#AA3300',
            displayFont: 'Georgia',
            tone: 'warm und bodenständig',
            dos: ['Regional', '', '', '', ''],
          },
        },
      },
    });
    const header = await screen.findByTestId('client-header');
    expect(await within(header).findByRole('img', { name: 'Logo von Bäckerei Muster AG' })).toBeInTheDocument();
    const strip = within(header).getByTestId('order-brand-strip');
    expect(strip).toHaveTextContent('#AA3300');
    expect(strip).toHaveTextContent('Georgia');
    const info = screen.getByTestId('brand-info');
    expect(info).toHaveTextContent('warm und bodenständig');
    expect(info).toHaveTextContent('Regional');
  });

  it('says so when the client has no brand yet, and keeps the initials', async () => {
    renderPage({
      'GET /api/projects/p-1': { body: inProgress() },
      'GET /api/clients/client-1/branding': {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Keine Branding-Daten verfügbar für diesen Kunden.' },
      },
    });
    expect(
      await within(await screen.findByTestId('brand-info')).findByText(
        'Keine Branding-Daten verfügbar für diesen Kunden.',
      ),
    ).toBeInTheDocument();
    expect(
      within(screen.getByTestId('client-header')).queryByRole('img', { name: /Logo von/ }),
    ).not.toBeInTheDocument();
  });

  it('says so when the brand cannot be loaded, and offers a retry', async () => {
    renderPage({
      'GET /api/projects/p-1': { body: inProgress() },
      'GET /api/clients/client-1/branding': {
        status: 500,
        body: { statusCode: 500, code: 'INTERNAL', message: 'Interner Fehler' },
      },
    });
    const info = await screen.findByTestId('brand-info');
    expect(await within(info).findByText('Fehler beim Laden der Branding-Daten')).toBeInTheDocument();
    expect(within(info).getByRole('button', { name: 'Erneut versuchen' })).toBeInTheDocument();
  });

  it('asks for at least one file before uploading', async () => {
    const xhr = installFakeXhr(() => ({ status: 200, body: {} }));
    restoreXhr = xhr.restore;
    const { user } = renderPage({ 'GET /api/projects/p-1': { body: inProgress() } });

    const upload = await screen.findByTestId('final-design-upload');
    expect(upload.querySelector('input[type="file"]')).toHaveAttribute('accept', 'image/*,video/*');
    expect(upload.querySelector('input[type="file"]')).toHaveAttribute('multiple');
    await user.click(within(upload).getByText('Designs hochladen').closest('button')!);
    expect(await screen.findAllByText('Bitte wähle mindestens eine Datei aus')).not.toHaveLength(0);
    expect(xhr.sent).toHaveLength(0);
  });

  it('uploads the chosen designs with progress and sends them to the admin review', async () => {
    let submitted = false;
    const xhr = installFakeXhr(() => {
      submitted = true;
      return { status: 200, body: projectDetail({ status: 'admin_review' }) };
    });
    restoreXhr = xhr.restore;
    const { user } = renderPage({
      'GET /api/projects/p-1': () =>
        jsonResponse(200, submitted ? projectDetail({ status: 'admin_review' }) : inProgress()),
    });

    const upload = await screen.findByTestId('final-design-upload');
    await user.upload(upload.querySelector<HTMLInputElement>('input[type="file"]')!, [
      new File(['a'], 'design-1.png', { type: 'image/png' }),
      new File(['b'], 'design-2.mp4', { type: 'video/mp4' }),
    ]);
    await user.click(within(upload).getByText('Designs hochladen').closest('button')!);

    expect(
      await screen.findByText('Design erfolgreich hochgeladen und zur Admin-Review gesendet!'),
    ).toBeInTheDocument();
    expect(xhr.sent).toHaveLength(1);
    expect(xhr.sent[0]).toMatchObject({ method: 'POST', url: '/api/projects/p-1/final-designs' });
    expect(xhr.sent[0].headers.Authorization).toBe('Bearer access-token');
    expect(xhr.sent[0].files.map((file) => file.name)).toEqual(['design-1.png', 'design-2.mp4']);
    // Reloaded: the upload area is gone in admin review.
    await waitFor(() => expect(screen.queryByTestId('final-design-upload')).not.toBeInTheDocument());
    expect(screen.getByTestId('status-badge')).toHaveTextContent('Admin-Review');
  });

  it('leads to the new version after an upload, not leaving the page where the upload box was', async () => {
    let submitted = false;
    const xhr = installFakeXhr(() => {
      submitted = true;
      return { status: 200, body: projectDetail({ status: 'admin_review' }) };
    });
    restoreXhr = xhr.restore;
    const uploadedVersion = version({
      id: 'v-1',
      number: 1,
      status: 'in_check',
      current: true,
      passedAt: null,
      files: [attachment({ id: 'd-1', fileName: 'design-1.png', isFinalDesign: true })],
    });
    const scrolled: Element[] = [];
    const scrollIntoView = jest.fn(function (this: Element) {
      scrolled.push(this);
    });
    Object.defineProperty(Element.prototype, 'scrollIntoView', {
      configurable: true,
      writable: true,
      value: scrollIntoView,
    });
    try {
      const { user } = renderPage({
        'GET /api/projects/p-1': () =>
          jsonResponse(
            200,
            submitted ? projectDetail({ status: 'admin_review', versions: [uploadedVersion] }) : inProgress(),
          ),
      });
      const upload = await screen.findByTestId('final-design-upload');
      await user.upload(upload.querySelector<HTMLInputElement>('input[type="file"]')!, [
        new File(['a'], 'design-1.png', { type: 'image/png' }),
      ]);
      await user.click(within(upload).getByText('Designs hochladen').closest('button')!);

      const versions = await screen.findByTestId('design-versions');
      await waitFor(() => expect(scrolled.some((element) => element.contains(versions))).toBe(true));
      expect(within(versions).getByRole('region', { name: 'Design V1' })).toBeInTheDocument();
    } finally {
      delete (Element.prototype as Partial<Element>).scrollIntoView;
    }
  });

  it('reports a failed upload with the reason', async () => {
    const xhr = installFakeXhr(() => ({
      status: 415,
      body: { statusCode: 415, code: 'UNSUPPORTED_FILE', message: 'Nur Bild- oder Videodateien sind erlaubt' },
    }));
    restoreXhr = xhr.restore;
    const { user } = renderPage({ 'GET /api/projects/p-1': { body: inProgress() } });

    const upload = await screen.findByTestId('final-design-upload');
    await user.upload(upload.querySelector<HTMLInputElement>('input[type="file"]')!, [
      new File(['a'], 'design.png', { type: 'image/png' }),
    ]);
    await user.click(within(upload).getByText('Designs hochladen').closest('button')!);
    expect(
      await screen.findByText('Fehler beim Hochladen: Nur Bild- oder Videodateien sind erlaubt'),
    ).toBeInTheDocument();
    expect(within(upload).getByText('design.png')).toBeInTheDocument();
  });

  describe('rework', () => {
    const slide = (id: string, fileName: string) => attachment({ id, fileName, isFinalDesign: true });
    const v1 = (overrides: Partial<Parameters<typeof version>[0]> = {}) =>
      version({
        id: 'v-1',
        number: 1,
        status: 'sent_back',
        current: false,
        passedAt: null,
        decidedAt: '2025-03-16T08:00:00.000Z',
        decidedBy: { id: 'admin-1', name: 'Ada Admin' },
        note: 'Insgesamt wärmer bitte',
        files: [slide('a-1', 'v1-slide-1.png'), slide('a-2', 'v1-slide-2.png')],
        ...overrides,
      });
    const adminPin = pin({
      id: 'pin-1',
      attachmentId: 'a-2',
      comment: 'Preis fehlt',
      authorRole: 'admin',
      internal: true,
      author: { id: 'admin-1', name: 'Ada Admin' },
    });
    const sentBack = (overrides: Partial<ProjectDetail> = {}) =>
      inProgress({ contentType: 'carousel', versions: [v1()], pins: [adminPin], ...overrides });

    it('shows who sent it back, the note and the open pins at the top, and opens the version', async () => {
      const { user } = renderPage({ 'GET /api/projects/p-1': { body: sentBack() } });
      const banner = await screen.findByTestId('rework-banner');
      expect(banner).toHaveTextContent('Zurückgesendet von der Admin-Prüfung · 16.03.2025');
      expect(banner).toHaveTextContent('Insgesamt wärmer bitte');
      expect(banner).toHaveTextContent('1 offener Pin');
      // Above everything else on the page.
      expect(
        banner.compareDocumentPosition(screen.getByTestId('client-header')) & Node.DOCUMENT_POSITION_FOLLOWING,
      ).toBeTruthy();

      const versions = screen.getByTestId('design-versions');
      expect(within(versions).getByRole('button', { name: 'V1 · Zurückgesendet · 16.03.2025' })).toHaveAttribute(
        'aria-pressed',
        'true',
      );
      expect(within(versions).getByRole('region', { name: 'Design V1' })).toBeInTheDocument();
      await user.click(within(banner).getByRole('button', { name: /V1 ansehen/ }));
      expect(within(versions).getByRole('region', { name: 'Design V1' })).toBeInTheDocument();

      // The checklist row: comment, who, where; its marker is on slide 2.
      const row = within(screen.getByTestId('pin-checklist')).getByTestId('pin-row');
      expect(row).toHaveTextContent('Preis fehlt');
      expect(row).toHaveTextContent('Admin');
      expect(row).toHaveTextContent('Folie 2');
      await user.click(within(row).getByRole('button', { name: 'Stelle von #1 zeigen' }));
      expect(await within(versions).findByTestId('pin-marker')).toHaveAttribute('aria-pressed', 'true');
      expect(within(versions).getByTestId('slide-counter')).toHaveTextContent('2 / 2');
    });

    it('names the client for a change request', async () => {
      renderPage({
        'GET /api/projects/p-1': {
          body: sentBack({
            versions: [
              v1({
                status: 'changes_requested',
                note: null,
                decidedBy: { id: 'client-1', name: 'Bäckerei Muster AG' },
              }),
            ],
            pins: [{ ...adminPin, authorRole: 'client', internal: false }],
          }),
        },
      });
      const banner = await screen.findByTestId('rework-banner');
      expect(banner).toHaveTextContent('Änderungswunsch von Bäckerei Muster AG · 16.03.2025');
      expect(within(banner).queryByTestId('rework-note')).not.toBeInTheDocument();
      expect(screen.getByTestId('pin-row')).toHaveTextContent('Kunde');
      // V1 is shown: its files are the final designs listed, never «Noch keine finalen Designs».
      expect(screen.queryByText('Noch keine finalen Designs')).not.toBeInTheDocument();
      expect(within(screen.getByTestId('final-designs')).getByText('v1-slide-1.png')).toBeInTheDocument();
    });

    it('ticks a pin with an answer', async () => {
      const patches: unknown[] = [];
      const { user } = renderPage({
        'GET /api/projects/p-1': { body: sentBack() },
        'PATCH /api/projects/p-1/pins/pin-1': async (request) => {
          patches.push(await request.json());
          return jsonResponse(200, { ...adminPin, done: true });
        },
      });
      await screen.findByTestId('pin-checklist');
      await user.type(screen.getByLabelText('Antwort zu Pin 1'), 'Preis unten rechts');
      await user.click(screen.getByRole('checkbox', { name: 'Pin 1 erledigt' }));
      await waitFor(() => expect(patches.at(-1)).toEqual({ done: true, answer: 'Preis unten rechts' }));
      expect(screen.getByRole('checkbox', { name: 'Pin 1 erledigt' })).toBeChecked();
      // Nothing new to send: leaving the field sends nothing more.
      const sent = patches.length;
      await user.click(screen.getByLabelText('Antwort zu Pin 1'));
      await user.tab();
      expect(patches).toHaveLength(sent);
    });

    it('saves an answer on its own and keeps the tick when saving fails', async () => {
      const { user } = renderPage({
        'GET /api/projects/p-1': { body: sentBack() },
        'PATCH /api/projects/p-1/pins/pin-1': {
          status: 500,
          body: { statusCode: 500, code: 'INTERNAL', message: 'x' },
        },
      });
      await screen.findByTestId('pin-checklist');
      await user.click(screen.getByRole('checkbox', { name: 'Pin 1 erledigt' }));
      expect(await screen.findByText('Fehler beim Speichern des Pins')).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('checkbox', { name: 'Pin 1 erledigt' })).not.toBeChecked());
      await user.type(screen.getByLabelText('Antwort zu Pin 1'), 'Erledigt');
      expect(screen.getByLabelText('Antwort zu Pin 1')).toHaveValue('Erledigt');
      expect(screen.getByRole('button', { name: 'Speichern' })).toBeInTheDocument();
    });

    it('drops the banner once the new version is in the check, and keeps the checklist to tick', async () => {
      const v2 = version({
        id: 'v-2',
        number: 2,
        status: 'in_check',
        current: true,
        passedAt: null,
        files: [slide('b-1', 'v2.png')],
      });
      renderPage({
        'GET /api/projects/p-1': {
          body: sentBack({
            status: 'admin_review',
            allowedActions: [],
            versions: [v1(), v2],
            pins: [{ ...adminPin, done: true, answer: 'Ok', resolvedInVersion: 2 }],
          }),
        },
      });
      await screen.findByTestId('pin-checklist');
      // "Zurückgesendet … 1 offener Pin" was answered by V2: no banner about it any more.
      expect(screen.queryByTestId('rework-banner')).not.toBeInTheDocument();
      expect(screen.queryByText(/Zurückgesendet von der Admin-Prüfung/)).not.toBeInTheDocument();
      expect(screen.getByRole('checkbox', { name: 'Pin 1 erledigt' })).toBeChecked();
      expect(screen.getByRole('checkbox', { name: 'Pin 1 erledigt' })).toBeEnabled();
      expect(screen.getByLabelText('Antwort zu Pin 1')).toHaveValue('Ok');
      // The current version is shown first; V1 is in the list.
      const versions = screen.getByTestId('design-versions');
      expect(within(versions).getByRole('region', { name: 'Design V2' })).toBeInTheDocument();
      expect(within(versions).getByRole('button', { name: 'V2 · In Prüfung · 15.03.2025' })).toBeInTheDocument();
    });

    it('shows the checklist read-only once the client has the designs, and no banner', async () => {
      const v2 = version({ id: 'v-2', number: 2, status: 'in_review', current: true, files: [slide('b-1', 'v2.png')] });
      const { user } = renderPage({
        'GET /api/projects/p-1': {
          body: sentBack({
            status: 'review',
            allowedActions: [],
            versions: [v1(), v2],
            pins: [{ ...adminPin, done: true, answer: 'Ok', resolvedInVersion: 2 }],
          }),
        },
      });
      const checklist = await screen.findByTestId('pin-checklist');
      expect(screen.queryByTestId('rework-banner')).not.toBeInTheDocument();
      expect(within(checklist).getByRole('checkbox', { name: 'Pin 1 erledigt' })).toBeDisabled();
      expect(within(checklist).queryByLabelText('Antwort zu Pin 1')).not.toBeInTheDocument();
      expect(checklist).toHaveTextContent('Antwort des Designers: Ok');

      const versions = screen.getByTestId('design-versions');
      await user.click(within(versions).getByRole('button', { name: /^V1 · Zurückgesendet/ }));
      expect(within(versions).getByRole('region', { name: 'Design V1' })).toBeInTheDocument();
      expect(within(versions).getByTestId('version-note')).toHaveTextContent('Insgesamt wärmer bitte');
    });
  });
});
