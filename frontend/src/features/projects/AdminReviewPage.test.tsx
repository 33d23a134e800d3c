import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import {
  authState,
  jsonResponse,
  renderWithProviders,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { AdminReviewPage } from './AdminReviewPage';
import { attachment, pin, projectDetail, version } from './testing/fixtures';
import type { ProjectDetail } from '../../shared/orders/types';

function waiting(id: string, title: string, overrides: Partial<ProjectDetail> = {}) {
  return projectDetail({
    id,
    title,
    status: 'admin_review',
    allowedActions: ['ADMIN_APPROVE', 'ADMIN_REJECT'],
    attachments: [attachment({ id: `${id}-f`, fileName: `${id}-final.png`, isFinalDesign: true })],
    ...overrides,
  });
}

/** GET /api/admin/review-queue as the server answers it: the page of `queue()` the screen asks for. */
function queueRoute(queue: () => ProjectDetail[]): FetchRoute {
  return (request) => {
    const params = new URL(request.url).searchParams;
    const page = Number(params.get('page'));
    const pageSize = Number(params.get('pageSize'));
    const all = queue();
    return jsonResponse(200, {
      items: all.slice((page - 1) * pageSize, page * pageSize),
      total: all.length,
      page,
      pageSize,
    });
  };
}

function renderPage(routes: Record<string, FetchRoute>) {
  const fetchMock = stubFetch(routes);
  return {
    fetchMock,
    ...renderWithProviders(<AdminReviewPage />, {
      route: '/admin/review',
      preloadedState: authState(testUser('admin')),
    }),
  };
}

/**
 * The review queue holding `queued` until the admin sends p-1 back; `sent.body` is what the
 * send-back sent (null before).
 */
function sendBackRoutes(queued: ProjectDetail[]) {
  const sent: { body: unknown } = { body: null };
  let queue = queued;
  const routes: Record<string, FetchRoute> = {
    'GET /api/admin/review-queue': queueRoute(() => queue),
    'POST /api/projects/p-1/admin-reject': async (request) => {
      sent.body = await request.json();
      queue = [];
      return jsonResponse(200, projectDetail({ status: 'in_progress' }));
    },
  };
  return { sent, routes };
}

function button(name: string) {
  return screen.getByText(name).closest('button')!;
}

describe('AdminReviewPage', () => {
  it('shows one order at a time with the counter, the summary and its designs', async () => {
    const { user } = renderPage({
      'GET /api/admin/review-queue': queueRoute(() => [
        waiting('p-1', 'Erster Auftrag'),
        waiting('p-2', 'Zweiter Auftrag', { contentType: 'reel', designer: null }),
      ]),
    });

    expect(await screen.findByTestId('review-counter')).toHaveTextContent('1 / 2');
    const item = screen.getByTestId('review-item');
    expect(within(item).getByText('Erster Auftrag')).toBeInTheDocument();
    expect(within(item).getByText('Bäckerei Muster AG')).toBeInTheDocument();
    expect(within(item).getByText('Dana Design')).toBeInTheDocument();
    expect(within(item).getByAltText('p-1-final.png')).toBeInTheDocument();
    expect(button('Vorheriger')).toBeDisabled();

    await user.click(button('Nächster'));
    expect(screen.getByTestId('review-counter')).toHaveTextContent('2 / 2');
    expect(within(screen.getByTestId('review-item')).getByText('Zweiter Auftrag')).toBeInTheDocument();
    expect(within(screen.getByTestId('review-item')).getByText('Noch kein Designer')).toBeInTheDocument();
    expect(button('Nächster')).toBeDisabled();
  });

  it('asks the queue a page at a time and counts the whole queue', async () => {
    const queue = Array.from({ length: 12 }, (_, i) => waiting(`p-${i + 1}`, `Auftrag ${i + 1}`));
    const { user, fetchMock } = renderPage({ 'GET /api/admin/review-queue': queueRoute(() => queue) });
    const asked = () => fetchMock.mock.calls.map(([input]) => new URL((input as Request).url).search);

    expect(await screen.findByTestId('review-counter')).toHaveTextContent('1 / 12');
    expect(asked()).toEqual(['?page=1&pageSize=10']);
    for (let n = 2; n <= 10; n += 1) await user.click(button('Nächster'));
    expect(screen.getByTestId('review-counter')).toHaveTextContent('10 / 12');

    // The 11th is on the next page: asked when reached.
    await user.click(button('Nächster'));
    await waitFor(() => expect(screen.getByTestId('review-counter')).toHaveTextContent('11 / 12'));
    expect(within(screen.getByTestId('review-item')).getByText('Auftrag 11')).toBeInTheDocument();
    expect(asked()).toContain('?page=2&pageSize=10');
    await user.click(button('Nächster'));
    expect(screen.getByTestId('review-counter')).toHaveTextContent('12 / 12');
    expect(button('Nächster')).toBeDisabled();

    // And back to the first page.
    await user.click(button('Vorheriger'));
    await user.click(button('Vorheriger'));
    await waitFor(() => expect(screen.getByTestId('review-counter')).toHaveTextContent('10 / 12'));
    expect(within(screen.getByTestId('review-item')).getByText('Auftrag 10')).toBeInTheDocument();
  });

  it('moves to the last order when the queue shrank below the page shown', async () => {
    let queue = Array.from({ length: 11 }, (_, i) => waiting(`p-${i + 1}`, `Auftrag ${i + 1}`));
    const { user } = renderPage({
      'GET /api/admin/review-queue': queueRoute(() => queue),
      'POST /api/projects/p-11/admin-approve': () => {
        // Meanwhile another admin cleared two of the first page.
        queue = queue.slice(2, 10);
        return jsonResponse(200, projectDetail({ status: 'review' }));
      },
    });

    await screen.findByTestId('review-counter');
    for (let n = 2; n <= 11; n += 1) await user.click(button('Nächster'));
    await waitFor(() => expect(screen.getByTestId('review-counter')).toHaveTextContent('11 / 11'));
    await user.click(button('Freigeben'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, freigeben' }));
    await waitFor(() => expect(screen.getByTestId('review-counter')).toHaveTextContent('8 / 8'));
    expect(within(screen.getByTestId('review-item')).getByText('Auftrag 10')).toBeInTheDocument();
  });

  it('asks first, naming the order and its version, then releases that version and moves on to the next', async () => {
    let queue = [
      waiting('p-1', 'Erster Auftrag', {
        versions: [version({ id: 'v-1', number: 2, status: 'in_check', current: true })],
      }),
      waiting('p-2', 'Zweiter Auftrag'),
    ];
    const sent: unknown[] = [];
    const { user } = renderPage({
      'GET /api/admin/review-queue': queueRoute(() => queue),
      'POST /api/projects/p-1/admin-approve': async (request) => {
        sent.push(await request.json());
        queue = queue.slice(1);
        return jsonResponse(200, projectDetail({ status: 'review' }));
      },
    });

    await screen.findByText('Erster Auftrag');
    await user.click(button('Freigeben'));
    const question = await screen.findByRole('dialog', { name: '«Erster Auftrag» V2 freigeben?' });
    expect(
      within(question).getByText('Das Design geht danach an Bäckerei Muster AG zur Freigabe.'),
    ).toBeInTheDocument();
    expect(sent).toEqual([]);

    // Cancelled: nothing sent, the order stays.
    await user.click(within(question).getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(sent).toEqual([]);

    await user.click(button('Freigeben'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, freigeben' }));
    expect(await screen.findByText('Auftrag freigegeben und an Kunden weitergeleitet')).toBeInTheDocument();
    expect(sent).toEqual([{ version: 2 }]);
    await waitFor(() => expect(screen.getByTestId('review-counter')).toHaveTextContent('1 / 1'));
    expect(screen.getByText('Zweiter Auftrag')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("sends one release for a double click on the question's button, and none for the next order", async () => {
    let queue = [waiting('p-1', 'Erster Auftrag'), waiting('p-2', 'Zweiter Auftrag')];
    let releases = 0;
    let answer: () => void = () => undefined;
    const { user } = renderPage({
      'GET /api/admin/review-queue': queueRoute(() => queue),
      'POST /api/projects/p-1/admin-approve': () =>
        new Promise<Response>((resolve) => {
          releases += 1;
          answer = () => {
            queue = queue.slice(1);
            resolve(jsonResponse(200, projectDetail({ status: 'review' })));
          };
        }),
      'POST /api/projects/p-2/admin-approve': () => {
        releases += 100;
        return jsonResponse(200, projectDetail({ status: 'review' }));
      },
    });

    await screen.findByText('Erster Auftrag');
    await user.dblClick(button('Freigeben'));
    const question = await screen.findByRole('dialog', { name: '«Erster Auftrag» freigeben?' });
    expect(releases).toBe(0);
    await user.dblClick(within(question).getByRole('button', { name: 'Ja, freigeben' }));
    await waitFor(() => expect(releases).toBe(1));
    answer();
    expect(await screen.findByText('Auftrag freigegeben und an Kunden weitergeleitet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('review-counter')).toHaveTextContent('1 / 1'));
    expect(releases).toBe(1);
  });

  it('keeps the question open and says why when the release is refused', async () => {
    const { user } = renderPage({
      'GET /api/admin/review-queue': queueRoute(() => [waiting('p-1', 'Erster Auftrag')]),
      'POST /api/projects/p-1/admin-approve': {
        status: 409,
        body: {
          statusCode: 409,
          code: 'INVALID_TRANSITION',
          message: 'Inzwischen wartet V2 auf die Prüfung. Bitte lade die Seite neu und prüfe diese Version.',
        },
      },
    });
    await screen.findByText('Erster Auftrag');
    await user.click(button('Freigeben'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Ja, freigeben' }));
    expect(await screen.findByText(/Inzwischen wartet V2 auf die Prüfung/)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '«Erster Auftrag» freigeben?' })).toBeInTheDocument();
  });

  it('rejects only with feedback, and says the feedback went back to the designer', async () => {
    const { sent, routes } = sendBackRoutes([waiting('p-1', 'Erster Auftrag')]);
    const { user } = renderPage(routes);

    await screen.findByText('Erster Auftrag');
    await user.click(button('Ablehnen'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Design ablehnen')).toBeInTheDocument();

    await user.click(within(dialog).getByText('Ablehnen und zurücksenden').closest('button')!);
    expect(await within(dialog).findByText('Bitte gib Feedback ein')).toBeInTheDocument();
    expect(sent.body).toBeNull();

    await user.click(within(dialog).getByLabelText('Feedback an den Designer'));
    await user.paste('Farben passen nicht zum Branding');
    await user.click(within(dialog).getByText('Ablehnen und zurücksenden').closest('button')!);

    expect(await screen.findByText('Feedback gesendet und zurück an Designer')).toBeInTheDocument();
    expect(sent.body).toEqual({ feedback: 'Farben passen nicht zum Branding', pins: [] });
    expect(await screen.findByText('Alles erledigt!')).toBeInTheDocument();
  });

  it('reports a failed rejection and keeps the dialog open', async () => {
    const { user } = renderPage({
      'GET /api/admin/review-queue': queueRoute(() => [waiting('p-1', 'Erster Auftrag')]),
      'POST /api/projects/p-1/admin-reject': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: 'x' } },
    });

    await screen.findByText('Erster Auftrag');
    await user.click(button('Ablehnen'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByLabelText('Feedback an den Designer'));
    await user.paste('Zu dunkel');
    await user.click(within(dialog).getByText('Ablehnen und zurücksenden').closest('button')!);
    expect(await screen.findByText('Fehler beim Ablehnen')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Feedback an den Designer')).toHaveValue('Zu dunkel');
  });

  it('shows a friendly empty state when nothing waits', async () => {
    renderPage({ 'GET /api/admin/review-queue': queueRoute(() => []) });
    expect(await screen.findByText('Alles erledigt!')).toBeInTheDocument();
    expect(screen.getByText('Keine Designs warten auf deine Prüfung.')).toBeInTheDocument();
  });

  describe('the full check', () => {
    const slide = (id: string, fileName: string) => attachment({ id, fileName, isFinalDesign: true });
    // V1 was sent back with two admin pins (one done in V2, with an answer, one still open); V2 waits.
    const v1 = version({
      id: 'v-1',
      number: 1,
      status: 'sent_back',
      current: false,
      passedAt: null,
      decidedAt: '2025-03-16T08:00:00.000Z',
      note: 'Wärmer bitte',
      files: [slide('a-1', 'v1-slide-1.png'), slide('a-2', 'v1-slide-2.png')],
    });
    const v2 = version({
      id: 'v-2',
      number: 2,
      status: 'in_check',
      current: true,
      passedAt: null,
      submittedAt: '2025-03-17T08:00:00.000Z',
      files: [slide('b-1', 'v2-slide-1.png'), slide('b-2', 'v2-slide-2.png')],
    });
    const earlierPins = [
      pin({
        id: 'pin-1',
        attachmentId: 'a-2',
        comment: 'Logo grösser',
        authorRole: 'admin',
        internal: true,
        createdAt: '2025-03-16T08:00:00.000Z',
      }),
      pin({
        id: 'pin-2',
        attachmentId: 'a-1',
        comment: 'Schrift dunkler',
        authorRole: 'admin',
        internal: true,
        createdAt: '2025-03-16T08:01:00.000Z',
        done: true,
        answer: 'Jetzt #333',
        resolvedInVersion: 2,
      }),
    ];
    const carousel = (overrides: Partial<ProjectDetail> = {}) =>
      waiting('p-1', 'Erster Auftrag', {
        contentType: 'carousel',
        versions: [v1, v2],
        pins: earlierPins,
        attachments: v2.files,
        ...overrides,
      });

    beforeEach(() => window.sessionStorage.clear());

    async function openCheck(user: ReturnType<typeof renderPage>['user']) {
      await screen.findByText('Erster Auftrag');
      await user.click(button('Prüfen'));
      return screen.findByTestId('admin-check');
    }

    /** jsdom lays nothing out: give the shown image a size, then click a spot of it. */
    function clickImage(check: HTMLElement, altText: string, x: number, y: number) {
      const image = within(check).getByAltText(altText);
      image.getBoundingClientRect = () => ({
        left: 0,
        top: 0,
        width: 200,
        height: 100,
        right: 200,
        bottom: 100,
        x: 0,
        y: 0,
        toJSON: () => ({}),
      });
      fireEvent.click(image, { clientX: x, clientY: y });
    }

    it('lists the pins of earlier versions, warns about the open ones and asks before passing', async () => {
      let approved = false;
      const { user } = renderPage({
        'GET /api/admin/review-queue': queueRoute(() => (approved ? [] : [carousel()])),
        'POST /api/projects/p-1/admin-approve': () => {
          approved = true;
          return jsonResponse(200, projectDetail({ status: 'review' }));
        },
      });
      expect(await screen.findByTestId('open-pins-warning')).toHaveTextContent('1 Pin ist noch offen');

      const check = await openCheck(user);
      expect(within(check).getByRole('region', { name: 'Design V2' })).toBeInTheDocument();
      // Under "Offene Pins" only the open pin on slide 2 of V1; the done one, with the designer's
      // answer, under "Erledigte Pins".
      const list = within(check).getByTestId('open-pins');
      const rows = within(list).getAllByTestId('pin-row');
      expect(rows).toHaveLength(1);
      expect(rows[0]).toHaveTextContent('Logo grösser');
      expect(rows[0]).toHaveTextContent('Admin');
      expect(rows[0]).toHaveTextContent('V1');
      expect(rows[0]).toHaveTextContent('Folie 2');
      expect(rows[0]).toHaveTextContent('Offen');
      expect(within(check).getByRole('heading', { name: 'Offene Pins' })).toBeInTheDocument();
      expect(within(check).getByRole('heading', { name: 'Erledigte Pins' })).toBeInTheDocument();
      const done = within(within(check).getByTestId('done-pins')).getAllByTestId('pin-row');
      expect(done).toHaveLength(1);
      expect(done[0]).toHaveTextContent('Schrift dunkler');
      expect(done[0]).toHaveTextContent('Erledigt in V2');
      expect(done[0]).toHaveTextContent('Antwort des Designers: Jetzt #333');
      expect(within(check).getByTestId('open-pins-warning')).toHaveTextContent('1 Pin ist noch offen');
      expect(within(check).getByRole('button', { name: /Versionen vergleichen/ })).toBeInTheDocument();

      await user.click(within(check).getByRole('button', { name: /Freigeben/ }));
      // Over the check's own dialog (both carry the test setup's one id, so found by its title and content).
      expect(await screen.findByText('«Erster Auftrag» V2 freigeben?')).toBeInTheDocument();
      const question = screen.getByTestId('release-question').closest('.ant-modal') as HTMLElement;
      expect(within(question).getByText('Trotz offener Pins freigeben?')).toBeInTheDocument();
      expect(within(question).getByText('1 Pin ist noch offen')).toBeInTheDocument();
      expect(approved).toBe(false);
      await user.click(within(question).getByRole('button', { name: 'Ja, freigeben' }));
      expect(await screen.findByText('Auftrag freigegeben und an Kunden weitergeleitet')).toBeInTheDocument();
      expect(approved).toBe(true);
      expect(await screen.findByText('Alles erledigt!')).toBeInTheDocument();
    });

    it('asks without the warning when every pin is done', async () => {
      let approved = false;
      const { user } = renderPage({
        'GET /api/admin/review-queue': queueRoute(() => [carousel({ pins: [earlierPins[1]] })]),
        'POST /api/projects/p-1/admin-approve': () => {
          approved = true;
          return jsonResponse(200, projectDetail({ status: 'review' }));
        },
      });
      const check = await openCheck(user);
      expect(within(check).queryByTestId('open-pins-warning')).not.toBeInTheDocument();
      // The finished pin is not listed as open.
      expect(within(within(check).getByTestId('open-pins')).queryByTestId('pin-row')).not.toBeInTheDocument();
      expect(within(check).getByTestId('open-pins')).toHaveTextContent('Alle Pins früherer Versionen sind erledigt.');
      expect(within(check).getByTestId('done-pins')).toHaveTextContent('Schrift dunkler');
      await user.click(within(check).getByRole('button', { name: /Freigeben/ }));
      // Over the check's own dialog (both carry the test setup's one id, so found by its title and content).
      expect(await screen.findByText('«Erster Auftrag» V2 freigeben?')).toBeInTheDocument();
      const question = screen.getByTestId('release-question').closest('.ant-modal') as HTMLElement;
      expect(within(question).queryByText('Trotz offener Pins freigeben?')).not.toBeInTheDocument();
      expect(approved).toBe(false);
      await user.click(within(question).getByRole('button', { name: 'Ja, freigeben' }));
      await waitFor(() => expect(approved).toBe(true));
    });

    it('sends the version back with a pin on slide 2 and a note, keeping drafts while the dialog is closed', async () => {
      const { sent, routes } = sendBackRoutes([carousel()]);
      const { user } = renderPage(routes);
      let check = await openCheck(user);

      // Nothing written: nothing sent.
      await user.click(within(check).getByRole('button', { name: 'Zurücksenden' }));
      expect(await screen.findAllByText('Setze einen Pin oder schreibe Feedback')).not.toHaveLength(0);
      expect(sent.body).toBeNull();

      await user.click(within(check).getByRole('button', { name: 'Nächste Folie' }));
      clickImage(check, 'v2-slide-2.png', 50, 25);
      expect(await within(check).findAllByTestId('pin-marker')).toHaveLength(1);
      await user.type(within(check).getByLabelText('Kommentar zu Pin 1'), 'Preis fehlt');
      await user.click(within(check).getByLabelText('Feedback an den Designer'));
      await user.paste('Sonst gut');

      // Closed and opened again: the pin and the note are still there.
      await user.click(screen.getByRole('button', { name: /Schlie|Close/ }));
      await waitFor(() => expect(screen.queryByTestId('admin-check')).not.toBeInTheDocument());
      check = await openCheck(user);
      expect(within(check).getByLabelText('Kommentar zu Pin 1')).toHaveValue('Preis fehlt');
      expect(within(check).getByLabelText('Feedback an den Designer')).toHaveValue('Sonst gut');

      await user.click(within(check).getByRole('button', { name: 'Zurücksenden' }));
      expect(await screen.findByText('Feedback gesendet und zurück an Designer')).toBeInTheDocument();
      expect(sent.body).toEqual({
        feedback: 'Sonst gut',
        pins: [{ attachmentId: 'b-2', x: 0.25, y: 0.25, atSeconds: null, comment: 'Preis fehlt' }],
      });
      expect(await screen.findByText('Alles erledigt!')).toBeInTheDocument();
      expect(window.sessionStorage.getItem('admin-check:p-1:v-2')).toBeNull();
    });

    it('asks for a comment on every pin', async () => {
      let sent = false;
      const { user } = renderPage({
        'GET /api/admin/review-queue': queueRoute(() => [carousel()]),
        'POST /api/projects/p-1/admin-reject': () => {
          sent = true;
          return jsonResponse(200, projectDetail());
        },
      });
      const check = await openCheck(user);
      clickImage(check, 'v2-slide-1.png', 100, 50);
      await within(check).findByLabelText('Kommentar zu Pin 1');
      await user.click(within(check).getByRole('button', { name: 'Zurücksenden' }));
      expect(await screen.findByText('Bitte beschreibe jeden Pin')).toBeInTheDocument();
      expect(sent).toBe(false);
    });
  });
});
