import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderAtRoute,
  renderWithProviders,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { ClientProjectPage } from './workspace/OrderPages';
import { NewProjectPage } from './NewProjectPage';
import { attachment, comment, limits, pin, projectDetail, version } from './testing/fixtures';
import type { ProjectDetail } from '../../shared/orders/types';

const finals = [
  attachment({
    id: 'f-1',
    fileName: 'final-1.png',
    fileUrl: '/files/p-1/final_1.png',
    downloadUrl: '/files/p-1/final_1.png?download=1',
    isFinalDesign: true,
  }),
  attachment({
    id: 'f-2',
    fileName: 'final-2.mp4',
    fileUrl: '/files/p-1/final_2.mp4',
    downloadUrl: '/files/p-1/final_2.mp4?download=1',
    fileType: 'video/mp4',
    isFinalDesign: true,
  }),
];
const earlierFinal = attachment({
  id: 'e-1',
  fileName: 'erste.png',
  fileUrl: '/files/p-1/erste.png',
  isFinalDesign: true,
});
const reference = attachment({ id: 'r-1', fileName: 'referenz.png' });
const v1 = version({
  id: 'v-1',
  number: 1,
  status: 'changes_requested',
  current: false,
  passedAt: '2025-03-15T12:00:00.000Z',
  files: [earlierFinal],
});
const v2 = version({
  id: 'v-2',
  number: 2,
  status: 'in_review',
  current: true,
  passedAt: '2025-03-18T12:00:00.000Z',
  files: finals,
});

function inReview(overrides: Partial<ProjectDetail> = {}) {
  return projectDetail({
    status: 'review',
    attachments: [reference, ...finals],
    allowedActions: ['CLIENT_APPROVE', 'REQUEST_CHANGES'],
    versions: [v2],
    ...overrides,
  });
}

/** jsdom has no layout: the image gets a box of 400×200 at (100, 50). */
function layOut(image: HTMLElement) {
  const rect = { left: 100, top: 50, width: 400, height: 200 };
  image.getBoundingClientRect = () =>
    ({ ...rect, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => rect }) as DOMRect;
}

function renderPage(routes: Record<string, FetchRoute>) {
  const fetchMock = stubFetch({ 'GET /api/projects/p-1/comments': { body: [] }, ...routes });
  const view = renderAtRoute('/client/project/:id', <ClientProjectPage />, {
    route: '/client/project/p-1',
    preloadedState: authState(testUser('client')),
  });
  return { fetchMock, ...view };
}

function button(name: string) {
  return screen.getByText(name).closest('button')!;
}

describe('ClientProjectPage', () => {
  it('"Erneut bestellen" opens the new-order form with the briefing copied, and says the files were not', async () => {
    const past = projectDetail({
      status: 'completed',
      attachments: [reference, ...finals],
      slideIdeas: null,
      hashtags: '#fruehling #rabatt',
      versions: [],
    });
    stubFetch({
      'GET /api/projects/p-1/comments': { body: [] },
      'GET /api/projects/p-1': { body: past },
      'GET /api/me/limits': { body: limits() },
    });
    const { user } = renderWithProviders(
      <>
        <Routes>
          <Route path="/client/project/:id" element={<ClientProjectPage />} />
          <Route path="/client/new-project" element={<NewProjectPage />} />
        </Routes>
        <LocationDisplay />
      </>,
      { route: '/client/project/p-1', preloadedState: authState(testUser('client')) },
    );
    await user.click(await screen.findByRole('button', { name: /Erneut bestellen/ }));
    expect(await screen.findByTestId('reorder-notice')).toHaveTextContent(
      `Das Briefing von «${past.title}» ist kopiert.`,
    );
    // One reference file; the final designs are the designer's, no part of a briefing.
    expect(screen.getByTestId('reorder-notice')).toHaveTextContent('Die Datei des alten Auftrags wird nicht kopiert');
    expect(screen.getByTestId('location')).toHaveTextContent('/client/new-project');
    expect(screen.getByDisplayValue(past.title)).toBeInTheDocument();
    expect(screen.getByDisplayValue(past.description)).toBeInTheDocument();
    expect(screen.getByDisplayValue('#fruehling #rabatt')).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('contentflow:new-project-draft:user-client')!)).toMatchObject({
      title: past.title,
      hook: past.hook,
      contentType: past.contentType,
    });
  });

  it('shows "Lädt..." while loading and "Auftrag nicht gefunden" for a missing order', async () => {
    renderPage({
      'GET /api/projects/p-1': {
        status: 404,
        body: { statusCode: 404, code: 'NOT_FOUND', message: 'Auftrag nicht gefunden' },
      },
    });
    expect(screen.getByText('Lädt...')).toBeInTheDocument();
    expect(await screen.findByTestId('project-not-found')).toHaveTextContent('Auftrag nicht gefunden');
  });

  it('shows every briefing field, the files, the reviews used and the communication', async () => {
    const { user, fetchMock } = renderPage({
      'GET /api/projects/p-1': {
        body: projectDetail({
          contentType: 'carousel',
          slideIdeas: [
            { number: 2, content: 'Zweite Slide' },
            { number: 1, content: 'Erste Slide' },
          ],
          generatedCaption: 'KI-Caption',
          generatedCta: 'KI-CTA',
          reviewCount: 1,
          attachments: [reference],
        }),
      },
      'GET /api/projects/p-1/comments': { body: [comment()] },
      'POST /api/projects/p-1/comments': async (request) =>
        jsonResponse(201, comment({ id: 'c-2', message: ((await request.json()) as { message: string }).message })),
    });

    expect(await screen.findByRole('heading', { level: 2, name: 'Frühlingsaktion' })).toBeInTheDocument();
    const briefing = screen.getByTestId('briefing');
    for (const text of [
      'Carousel',
      'Instagram, Facebook',
      'Wir feiern den Frühling mit 20 % Rabatt.',
      'Helle Farben, frische Brötchen',
      'Mehr Besuche im Laden',
      'Schon gefrühstückt?',
      'Jetzt vorbeikommen',
      'Brotkorb im Morgenlicht',
      'KI-Caption',
      'KI-CTA',
      '#bäckerei',
      'Logo unten rechts',
      'Erste Slide',
    ]) {
      expect(within(briefing).getByText(text)).toBeInTheDocument();
    }
    const slides = within(screen.getByTestId('slide-ideas')).getAllByRole('listitem');
    expect(slides[0]).toHaveTextContent('Slide 1: Erste Slide');
    expect(screen.getByTestId('reviews-used')).toHaveTextContent('1 von 2 verwendet (1 verbleibend)');
    expect(within(screen.getByTestId('client-files')).getByText('referenz.png')).toBeInTheDocument();
    expect(screen.queryByTestId('design-review')).not.toBeInTheDocument();

    const communication = screen.getByTestId('communication');
    expect(await within(communication).findByText('Bitte das Logo grösser.')).toBeInTheDocument();
    expect(within(communication).getByText('15.03.2025')).toBeInTheDocument();
    await user.click(within(communication).getByLabelText('Nachricht'));
    await user.paste('Danke!');
    await user.click(button('Senden'));
    expect(await screen.findByText('Nachricht gesendet')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([input]) => (input as Request).method === 'POST')).toBe(true);
  });

  it('lets the client approve the designs in review, then goes to the orders', async () => {
    let approved = false;
    const { user } = renderPage({
      'GET /api/projects/p-1': () => jsonResponse(200, approved ? projectDetail({ status: 'completed' }) : inReview()),
      'POST /api/projects/p-1/approve': () => {
        approved = true;
        return jsonResponse(200, projectDetail({ status: 'completed' }));
      },
    });

    const review = await screen.findByTestId('design-review');
    const gallery = within(review).getByTestId('final-designs');
    expect(within(gallery).getByAltText('final-1.png')).toHaveAttribute('src', '/files/p-1/final_1.png');
    expect(within(gallery).getByText('final-2.mp4')).toBeInTheDocument();
    expect(within(gallery).getByLabelText('final-1.png herunterladen')).toHaveAttribute(
      'href',
      '/files/p-1/final_1.png?download=1',
    );
    expect(within(gallery).queryByText('referenz.png')).not.toBeInTheDocument();
    await user.click(within(review).getByRole('button', { name: 'Nächste Folie' }));
    expect(gallery.querySelector('video')).toHaveAttribute('src', '/files/p-1/final_2.mp4');
    // Only one version: nothing to compare.
    expect(screen.queryByText('Versionen vergleichen')).not.toBeInTheDocument();

    // One click asks first, naming what is approved; only the confirmation approves.
    await user.click(button('Freigeben'));
    expect(await screen.findByText('Version V2 freigeben?')).toBeInTheDocument();
    expect(screen.getByText(/^Du gibst die 2 finalen Designs frei, die du hier siehst\./)).toBeInTheDocument();
    expect(approved).toBe(false);
    await user.click(button('Ja, freigeben'));
    expect(await screen.findByText('Design freigegeben und abgeschlossen!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/client/projects'));
  });

  it('requests changes with feedback, showing the revisions left', async () => {
    let sent: unknown = null;
    const { user } = renderPage({
      'GET /api/projects/p-1': () =>
        jsonResponse(200, sent ? projectDetail({ status: 'in_progress', reviewCount: 1 }) : inReview()),
      'POST /api/projects/p-1/request-changes': async (request) => {
        sent = await request.json();
        return jsonResponse(200, projectDetail({ status: 'in_progress', reviewCount: 1 }));
      },
    });

    await screen.findByTestId('design-review');
    expect(screen.getByTestId('remaining-changes')).toHaveTextContent('Noch 2 von 2 Änderungen möglich');

    // Without text nothing is sent.
    await user.click(button('Änderungen anfordern'));
    expect(await screen.findAllByText('Bitte beschreibe, was geändert werden soll')).not.toHaveLength(0);
    expect(sent).toBeNull();

    await user.click(screen.getByLabelText('Feedback'));
    await user.paste('  Bitte wärmere Farben  ');
    await user.click(button('Änderungen anfordern'));
    expect(await screen.findByText('Änderungen angefordert! Designer wird benachrichtigt.')).toBeInTheDocument();
    expect(sent).toEqual({ feedback: 'Bitte wärmere Farben', pins: [] });
    // The order is loaded again: no longer in review.
    await waitFor(() => expect(screen.queryByTestId('design-review')).not.toBeInTheDocument());
    expect(screen.getByTestId('reviews-used')).toHaveTextContent('1 von 2 verwendet (1 verbleibend)');
  });

  it('disables change requests once all revisions are used', async () => {
    renderPage({ 'GET /api/projects/p-1': { body: inReview({ reviewCount: 2, allowedActions: ['CLIENT_APPROVE'] }) } });

    expect(await screen.findByText('Maximale Anzahl an Änderungen erreicht (2)')).toBeInTheDocument();
    expect(button('Änderungen anfordern')).toBeDisabled();
    expect(button('Freigeben')).toBeEnabled();
  });

  it('reports a failed approval and a refused change request', async () => {
    const { user } = renderPage({
      'GET /api/projects/p-1': { body: inReview() },
      'POST /api/projects/p-1/approve': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } },
      'POST /api/projects/p-1/request-changes': {
        status: 409,
        body: { statusCode: 409, code: 'REVISIONS_EXHAUSTED', message: 'Maximale Anzahl an Änderungen erreicht (2)' },
      },
    });

    await screen.findByTestId('design-review');
    await user.click(button('Freigeben'));
    await user.click(await screen.findByRole('button', { name: 'Ja, freigeben' }));
    expect(await screen.findByText('Fehler beim Freigeben')).toBeInTheDocument();

    await user.click(screen.getByLabelText('Feedback'));
    await user.paste('Anders bitte');
    await user.click(button('Änderungen anfordern'));
    expect(
      await screen.findByText('Fehler beim Anfordern der Änderungen: Maximale Anzahl an Änderungen erreicht (2)'),
    ).toBeInTheDocument();
  });

  it('requests changes with pins on the design, each needing a comment', async () => {
    let sent: unknown = null;
    const { user } = renderPage({
      'GET /api/projects/p-1': () => jsonResponse(200, inReview()),
      'POST /api/projects/p-1/request-changes': async (request) => {
        sent = await request.json();
        return jsonResponse(200, inReview({ reviewCount: 1 }));
      },
    });

    const review = await screen.findByTestId('design-review');
    expect(within(review).getByText('Klicke auf das Design, um einen Pin zu setzen.')).toBeInTheDocument();
    const image = within(review).getByAltText('final-1.png');
    layOut(image);
    fireEvent.click(image, { clientX: 300, clientY: 100 });
    const marker = await within(review).findByTestId('pin-marker');
    expect(marker).toHaveAccessibleName('Pin 1');
    expect(marker).toHaveStyle({ left: '50%', top: '25%' });

    // A pin on the video, at its current moment.
    await user.click(within(review).getByRole('button', { name: 'Nächste Folie' }));
    await user.click(within(review).getByRole('button', { name: /Pin bei 0:00 setzen/ }));
    expect(within(review).getAllByTestId('pin-draft')).toHaveLength(2);
    expect(within(review).getAllByTestId('pin-draft')[1]).toHaveTextContent('Folie 2, bei 0:00');

    // Without a comment on each pin nothing is sent.
    await user.click(within(review).getByLabelText('Kommentar zu Pin 1'));
    await user.paste('Logo grösser');
    await user.click(button('Änderungen anfordern'));
    expect(await within(review).findByText('Bitte schreibe zu jedem Pin einen Kommentar')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.click(within(review).getByLabelText('Kommentar zu Pin 2'));
    await user.paste('Musik leiser');
    await user.click(button('Änderungen anfordern'));
    expect(await screen.findByText('Änderungen angefordert! Designer wird benachrichtigt.')).toBeInTheDocument();
    // No general note needed with pins.
    expect(sent).toEqual({
      feedback: '',
      pins: [
        { attachmentId: 'f-1', x: 0.5, y: 0.25, atSeconds: null, comment: 'Logo grösser' },
        { attachmentId: 'f-2', x: null, y: null, atSeconds: 0, comment: 'Musik leiser' },
      ],
    });
    await waitFor(() => expect(within(review).queryAllByTestId('pin-draft')).toHaveLength(0));
    expect(window.sessionStorage.length).toBe(0);
  });

  it('keeps the pins and the note written on a version across a reload', async () => {
    const first = renderPage({ 'GET /api/projects/p-1': { body: inReview() } });
    const review = await screen.findByTestId('design-review');
    layOut(within(review).getByAltText('final-1.png'));
    fireEvent.click(within(review).getByAltText('final-1.png'), { clientX: 200, clientY: 150 });
    await first.user.click(await within(review).findByLabelText('Kommentar zu Pin 1'));
    await first.user.paste('Schrift dunkler');
    await first.user.click(within(review).getByLabelText('Feedback'));
    await first.user.paste('Sonst super');
    first.unmount();

    renderPage({ 'GET /api/projects/p-1': { body: inReview() } });
    const again = await screen.findByTestId('design-review');
    expect(within(again).getByLabelText('Kommentar zu Pin 1')).toHaveValue('Schrift dunkler');
    expect(within(again).getByLabelText('Feedback')).toHaveValue('Sonst super');
    expect(within(again).getByTestId('pin-marker')).toHaveStyle({ left: '25%', top: '50%' });
  });

  it('keeps showing the version asked to change, with its pins and note, "in Überarbeitung", until the next one arrives', async () => {
    const askedAbout = { ...v1, note: 'Insgesamt wärmer, bitte' };
    renderPage({
      'GET /api/projects/p-1': {
        body: projectDetail({
          status: 'in_progress',
          reviewCount: 1,
          allowedActions: [],
          attachments: [reference],
          versions: [askedAbout],
          pins: [
            pin({ id: 'pin-1', versionId: 'v-1', attachmentId: 'e-1', comment: 'Logo grösser' }),
            pin({
              id: 'pin-2',
              versionId: 'v-1',
              attachmentId: 'e-1',
              comment: 'Hintergrund heller',
              createdAt: '2025-03-15T13:05:00.000Z',
            }),
          ],
        }),
      },
    });

    const card = await screen.findByTestId('version-in-revision');
    expect(within(card).getByText('V1 · in Überarbeitung')).toBeInTheDocument();
    expect(within(card).getByText('in Überarbeitung')).toBeInTheDocument();
    expect(within(card).getByRole('region', { name: 'Design V1' })).toBeInTheDocument();
    expect(within(card).getByAltText('erste.png')).toBeInTheDocument();
    // Its own pins, drawn on the design and listed with their comments; the note too.
    expect(within(card).getAllByTestId('pin-marker')).toHaveLength(2);
    const pins = within(card).getAllByTestId('earlier-pin');
    expect(pins.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Logo grösser'),
      expect.stringContaining('Hintergrund heller'),
    ]);
    expect(within(card).getByTestId('revision-note')).toHaveTextContent('Insgesamt wärmer, bitte');
    // Nothing to decide while the designer works: no review card, no buttons.
    expect(screen.queryByTestId('design-review')).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Freigeben|Änderungen anfordern/ })).not.toBeInTheDocument();
  });

  it('shows no version "in Überarbeitung" once the next one is in the review', async () => {
    renderPage({ 'GET /api/projects/p-1': { body: inReview({ reviewCount: 1, versions: [v1, v2] }) } });
    await screen.findByTestId('design-review');
    expect(screen.queryByTestId('version-in-revision')).not.toBeInTheDocument();
  });

  it('compares the passed versions and lists the pins placed on earlier ones', async () => {
    const { user } = renderPage({
      'GET /api/projects/p-1': {
        body: inReview({
          reviewCount: 1,
          versions: [v1, v2],
          pins: [
            pin({
              id: 'pin-1',
              versionId: 'v-1',
              attachmentId: 'e-1',
              comment: 'Logo grösser',
              done: true,
              answer: 'Auf 120 % vergrössert',
              resolvedInVersion: 2,
            }),
            pin({
              id: 'pin-2',
              versionId: 'v-1',
              attachmentId: 'e-1',
              comment: 'Hintergrund heller',
              createdAt: '2025-03-15T13:05:00.000Z',
            }),
          ],
        }),
      },
    });

    const review = await screen.findByTestId('design-review');
    expect(screen.getByTestId('remaining-changes')).toHaveTextContent('Noch 1 von 2 Änderungen möglich');
    const earlier = within(review).getByTestId('earlier-pins');
    expect(earlier).toHaveTextContent('Pins zu V1');
    const [done, open] = within(earlier).getAllByTestId('earlier-pin');
    expect(done).toHaveTextContent('Pin 1');
    expect(done).toHaveTextContent('Logo grösser');
    expect(done).toHaveTextContent('Erledigt in V2');
    expect(done).toHaveTextContent('Antwort des Designers: Auf 120 % vergrössert');
    expect(open).toHaveTextContent('Pin 2');
    expect(open).toHaveTextContent('Offen');
    // The pins of V1 are not drawn on V2.
    expect(within(review).queryByTestId('pin-marker')).not.toBeInTheDocument();

    await user.click(button('Versionen vergleichen'));
    const compare = await screen.findByTestId('version-compare');
    expect(within(compare).getByTestId('compare-left')).toHaveTextContent('V1 · 15.03.2025');
    expect(within(compare).getByTestId('compare-right')).toHaveTextContent('V2 · 18.03.2025');
  });

  it('shows the approved version with its downloads and the texts to copy once completed', async () => {
    const { user } = renderPage({
      'GET /api/projects/p-1': {
        body: projectDetail({
          status: 'completed',
          completedAt: '2025-04-01T10:00:00.000Z',
          attachments: [reference, ...finals],
          versions: [v1, { ...v2, status: 'approved', decidedAt: '2025-04-01T10:00:00.000Z' }],
          generatedCaption: 'Frische Brötchen für alle!',
          downloads: { recordUrl: '/api/projects/p-1/record.pdf?s=1', zipUrl: '/api/projects/p-1/finals.zip?s=1' },
        }),
      },
    });

    // After user-event's set-up, which brings a clipboard of its own.
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    const finished = await screen.findByTestId('finished-designs');
    expect(within(finished).getByText('Fertige Designs')).toBeInTheDocument();
    expect(within(finished).getByTestId('design-viewer')).toHaveTextContent('V2');
    expect(within(finished).getByAltText('final-1.png')).toBeInTheDocument();
    // No pins on finished designs.
    layOut(within(finished).getByAltText('final-1.png'));
    fireEvent.click(within(finished).getByAltText('final-1.png'), { clientX: 200, clientY: 100 });
    expect(within(finished).queryByTestId('pin-marker')).not.toBeInTheDocument();

    const zip = within(finished).getByRole('link', { name: /Alle als ZIP herunterladen/ });
    expect(zip).toHaveAttribute('href', '/api/projects/p-1/finals.zip?s=1');
    expect(zip).toHaveAttribute('download');
    expect(within(finished).getByRole('link', { name: /Freigabeprotokoll \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/projects/p-1/record.pdf?s=1',
    );
    const files = within(finished).getByTestId('final-designs');
    expect(within(files).getByLabelText('final-2.mp4 herunterladen')).toHaveAttribute('download', 'final-2.mp4');
    expect(within(files).getByLabelText('final-2.mp4 herunterladen')).toHaveAttribute(
      'href',
      '/files/p-1/final_2.mp4?download=1',
    );
    expect(within(finished).getAllByText('Herunterladen')).toHaveLength(2);
    expect(within(finished).queryByText('erste.png')).not.toBeInTheDocument();

    await user.click(button('Caption kopieren'));
    expect(writeText).toHaveBeenCalledWith('Frische Brötchen für alle!');
    expect(await screen.findByText('Kopiert')).toBeInTheDocument();
    await user.click(button('CTA kopieren'));
    expect(writeText).toHaveBeenLastCalledWith('Jetzt vorbeikommen');
    await user.click(button('Hashtags kopieren'));
    expect(writeText).toHaveBeenLastCalledWith('#bäckerei #zürich');

    writeText.mockRejectedValueOnce(new Error('denied'));
    await user.click(button('Caption kopieren'));
    expect(
      await screen.findByText('Kopieren hat nicht geklappt. Bitte markiere den Text und kopiere ihn von Hand.'),
    ).toBeInTheDocument();
  });

  it('shows no ZIP before it exists and no copy button for a missing text', async () => {
    renderPage({
      'GET /api/projects/p-1': {
        body: projectDetail({
          status: 'completed',
          attachments: [reference, ...finals],
          hashtags: null,
          cta: null,
          generatedCta: null,
        }),
      },
    });
    const finished = await screen.findByTestId('finished-designs');
    // Without versions (an older order) the final files are shown.
    expect(within(finished).getByText('final-1.png')).toBeInTheDocument();
    expect(within(finished).queryByText('Alle als ZIP herunterladen')).not.toBeInTheDocument();
    expect(within(finished).getByText('Freigabeprotokoll (PDF)')).toBeInTheDocument();
    expect(screen.queryByText('Caption kopieren')).not.toBeInTheDocument();
    expect(screen.queryByText('CTA kopieren')).not.toBeInTheDocument();
    expect(screen.queryByText('Hashtags kopieren')).not.toBeInTheDocument();
  });
});

describe('ClientProjectPage: the threads of its pins while the order is reworked', () => {
  afterEach(() => jest.restoreAllMocks());

  it("lists the client's pins with their threads outside its review, and none in it", async () => {
    const { user } = renderPage({
      'GET /api/projects/p-1': {
        body: projectDetail({
          status: 'in_progress',
          versions: [v1],
          pins: [pin({ id: 'pin-1', comment: 'Logo grösser' })],
        }),
      },
      'GET /api/projects/p-1/pins/pin-1/replies': {
        body: [
          {
            id: 'r-1',
            message: 'Ist jetzt doppelt so gross.',
            author: { id: 'designer-1', name: 'Dora Designer' },
            createdAt: '2025-03-16T09:00:00.000Z',
          },
        ],
      },
      'GET /api/projects/p-1/people': { body: [{ id: 'designer-1', name: 'Dora Designer' }] },
    });
    // The pins are those of the version in revision: listed there, each with its thread.
    const threads = await screen.findByTestId('version-in-revision');
    expect(within(threads).getByText('Logo grösser')).toBeInTheDocument();
    await user.click(within(threads).getByRole('button', { name: 'Antworten' }));
    expect(await within(threads).findByText('Ist jetzt doppelt so gross.')).toBeInTheDocument();
  });

  it('shows no thread list while the client reviews (the pins are on the design there)', async () => {
    renderPage({
      'GET /api/projects/p-1': { body: inReview({ pins: [pin({ id: 'pin-1', versionId: 'v-2', versionNumber: 2 })] }) },
    });
    await screen.findByTestId('design-review');
    expect(screen.queryByTestId('version-in-revision')).not.toBeInTheDocument();
  });
});
