import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { authState, jsonResponse, LocationDisplay, renderWithProviders, stubFetch, testUser, type FetchRoute } from '../../test/test-utils';
import { ClientProjectPage } from './ClientProjectPage';
import { attachment, comment, projectDetail } from './testing/fixtures';
import type { ProjectDetail } from './types';

const finals = [
  attachment({ id: 'f-1', fileName: 'final-1.png', fileUrl: '/files/p-1/final_1.png', isFinalDesign: true }),
  attachment({ id: 'f-2', fileName: 'final-2.mp4', fileUrl: '/files/p-1/final_2.mp4', fileType: 'video/mp4', isFinalDesign: true }),
];
const reference = attachment({ id: 'r-1', fileName: 'referenz.png' });

function inReview(overrides: Partial<ProjectDetail> = {}) {
  return projectDetail({
    status: 'review',
    attachments: [reference, ...finals],
    allowedActions: ['CLIENT_APPROVE', 'REQUEST_CHANGES'],
    ...overrides,
  });
}

function renderPage(routes: Record<string, FetchRoute>) {
  const fetchMock = stubFetch({ 'GET /api/projects/p-1/comments': { body: [] }, ...routes });
  const view = renderWithProviders(
    <>
      <Routes>
        <Route path="/client/project/:id" element={<ClientProjectPage />} />
        <Route path="*" element={null} />
      </Routes>
      <LocationDisplay />
    </>,
    { route: '/client/project/p-1', preloadedState: authState(testUser('client')) },
  );
  return { fetchMock, ...view };
}

function button(name: string) {
  return screen.getByText(name).closest('button')!;
}

describe('ClientProjectPage', () => {
  it('shows "Lädt..." while loading and "Auftrag nicht gefunden" for a missing order', async () => {
    renderPage({
      'GET /api/projects/p-1': { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Auftrag nicht gefunden' } },
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
    expect(gallery.querySelector('video')).toHaveAttribute('src', '/files/p-1/final_2.mp4');
    expect(within(gallery).getByLabelText('final-1.png herunterladen')).toHaveAttribute('href', '/files/p-1/final_1.png');
    expect(within(gallery).queryByText('referenz.png')).not.toBeInTheDocument();

    // One click asks first, naming what is approved; only the confirmation approves.
    await user.click(button('Freigeben'));
    expect(await screen.findByText('Design freigeben?')).toBeInTheDocument();
    expect(screen.getByText(/Du gibst die 2 finalen Designs frei/)).toBeInTheDocument();
    expect(approved).toBe(false);
    await user.click(button('Ja, freigeben'));
    expect(await screen.findByText('Design freigegeben und abgeschlossen!')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/client/projects'));
  });

  it('requests changes with feedback, showing the revisions left', async () => {
    let sent: unknown = null;
    const { user } = renderPage({
      'GET /api/projects/p-1': () => jsonResponse(200, sent ? projectDetail({ status: 'in_progress', reviewCount: 1 }) : inReview()),
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
    expect(sent).toEqual({ feedback: 'Bitte wärmere Farben' });
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

  it('lists the finished designs with downloads once completed', async () => {
    renderPage({
      'GET /api/projects/p-1': {
        body: projectDetail({ status: 'completed', completedAt: '2025-04-01T10:00:00.000Z', attachments: [reference, ...finals] }),
      },
    });

    const finished = await screen.findByTestId('finished-designs');
    expect(within(finished).getByText('Fertige Designs')).toBeInTheDocument();
    expect(within(finished).getByLabelText('final-2.mp4 herunterladen')).toHaveAttribute('download', 'final-2.mp4');
    expect(within(finished).getAllByText('Herunterladen')).toHaveLength(2);
  });
});
