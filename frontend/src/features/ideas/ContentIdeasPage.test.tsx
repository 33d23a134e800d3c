import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import type { ContentIdea, ContentLimits, GenerationJob, UpdateIdeaBody } from '../../shared/contracts';
import { unstyled } from '../../shared/testing/unstyled';
import {
  authState,
  jsonResponse,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { NotificationBell } from '../notifications/NotificationBell';
import { FakeEventSource, notification, notificationPage } from '../notifications/testing/fixtures';
import { ContentIdeasPage } from './ContentIdeasPage';
import { monthLabel, planMonths } from './ideaFormat';

// Speed: role queries skip the hidden check (jsdom computes styles slowly).
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const client = testUser('client', { id: 'client-1', name: 'Clara Kundin' });
const IDEAS = 'GET /api/content-ideas';
const LIMITS = 'GET /api/me/limits';

function limits(overrides: Partial<ContentLimits> = {}): ContentLimits {
  return {
    planName: 'Pro',
    postLimit: 8,
    carouselLimit: 4,
    reelLimit: 2,
    postsUsed: 1,
    carouselsUsed: 1,
    reelsUsed: 0,
    postsRemaining: 7,
    carouselsRemaining: 3,
    reelsRemaining: 2,
    ...overrides,
  };
}

function idea(overrides: Partial<ContentIdea> = {}): ContentIdea {
  return {
    id: 'idea-1',
    month: '2026-12',
    weekNumber: 1,
    date: '2026-12-01',
    title: 'Brot am Morgen',
    content: 'Frisches Brot aus dem Ofen',
    description: 'Ein Blick in die Backstube',
    hook: 'Schon gerochen?',
    cta: 'Jetzt vorbeikommen',
    visualIdea: 'Dampfendes Brot',
    slideIdeas: null,
    hashtags: ['#brot', '#zürich'],
    contentType: 'post',
    status: 'idea',
    projectId: null,
    offline: false,
    ...overrides,
  };
}

const plan: ContentIdea[] = [
  idea(),
  idea({
    id: 'idea-2',
    title: 'Drei Sorten Zopf',
    contentType: 'carousel',
    status: 'draft',
    date: '2026-12-03',
    slideIdeas: [
      { number: 1, content: 'Butterzopf' },
      { number: 2, content: 'Dinkelzopf' },
    ],
  }),
  idea({
    id: 'idea-3',
    title: 'Hinter den Kulissen',
    weekNumber: 2,
    date: '2026-12-08',
    contentType: 'reel',
    status: 'in_production',
    projectId: 'p-7',
    offline: true,
  }),
  idea({
    id: 'idea-4',
    title: 'Adventsguetzli',
    weekNumber: 2,
    date: '2026-12-10',
    status: 'completed',
    projectId: 'p-8',
  }),
];

function renderPage(routes: Record<string, FetchRoute>, extra: ReactNode = null) {
  const fetchMock = stubFetch({ [LIMITS]: { body: limits() }, ...routes });
  const result = renderWithProviders(
    unstyled(
      <>
        {extra}
        <Routes>
          <Route path="/client/content-ideas" element={<ContentIdeasPage />} />
          <Route path="/client/project/:id" element={<p>Auftragsseite</p>} />
          <Route path="/client/subscription" element={<p>Abo-Seite</p>} />
        </Routes>
      </>,
    ),
    { route: '/client/content-ideas', preloadedState: authState(client) },
  );
  const count = (path: string) => requestedPaths(fetchMock).filter((requested) => requested === path).length;
  return { fetchMock, count, ...result };
}

function card(title: string) {
  return screen.getByRole('article', { name: title });
}

/** The open Popconfirm holding `text`; its confirm button. */
function confirmButton(text: string, okText: string) {
  const popover = screen.getByText(text).closest('.ant-popover');
  if (!(popover instanceof HTMLElement)) throw new Error(`no popover with "${text}"`);
  return within(popover).getByRole('button', { name: okText });
}

function dialog() {
  const title = screen.getByText('Idee anpassen');
  const modal = title.closest('.ant-modal');
  if (!(modal instanceof HTMLElement)) throw new Error('no dialog');
  return modal;
}

afterEach(() => {
  jest.restoreAllMocks();
  sessionStorage.clear();
});

describe('ContentIdeasPage', () => {
  it('shows the plan with its limits and the ideas by month and week with their badges', async () => {
    renderPage({ [IDEAS]: { body: plan } });

    expect(await screen.findByRole('article', { name: 'Brot am Morgen' })).toBeInTheDocument();
    expect(screen.getByTestId('ideas-plan-name')).toHaveTextContent('Pro');
    expect(screen.getByTestId('ideas-limit-posts')).toHaveTextContent('8');
    expect(screen.getByTestId('ideas-limit-posts')).toHaveTextContent('7 von 8 verfügbar');
    expect(screen.getByTestId('ideas-limit-carousels')).toHaveTextContent('3 von 4 verfügbar');
    expect(screen.getByTestId('ideas-limit-reels')).toHaveTextContent('2 von 2 verfügbar');
    expect(screen.getByRole('heading', { name: 'Dezember 2026' })).toBeInTheDocument();

    const weeks = screen.getAllByTestId('ideas-week');
    expect(weeks).toHaveLength(2);
    expect(within(weeks[0]).getByRole('heading', { name: 'Woche 1' })).toBeInTheDocument();
    expect(
      within(weeks[0])
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Brot am Morgen', 'Drei Sorten Zopf']);
    expect(within(weeks[1]).getByRole('heading', { name: 'Woche 2' })).toBeInTheDocument();
    expect(
      within(weeks[1])
        .getAllByRole('article')
        .map((article) => article.getAttribute('aria-label')),
    ).toEqual(['Hinter den Kulissen', 'Adventsguetzli']);

    const first = within(card('Brot am Morgen'));
    expect(first.getByText('Post')).toBeInTheDocument();
    expect(first.getByTestId('idea-status')).toHaveTextContent('Idee');
    expect(first.getByText('Di, 1. Dezember 2026')).toBeInTheDocument();
    expect(first.getByText('Schon gerochen?')).toBeInTheDocument();
    expect(first.getByText('Jetzt vorbeikommen')).toBeInTheDocument();
    expect(first.getByText('#zürich')).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Bearbeiten' })).toBeInTheDocument();
    expect(first.getByRole('button', { name: 'Senden' })).toBeInTheDocument();

    const carousel = within(card('Drei Sorten Zopf'));
    expect(carousel.getByText('Carousel')).toBeInTheDocument();
    expect(carousel.getByTestId('idea-status')).toHaveTextContent('Entwurf');
    expect(carousel.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Butterzopf', 'Dinkelzopf']);

    const reel = within(card('Hinter den Kulissen'));
    expect(reel.getByTestId('idea-status')).toHaveTextContent('In Produktion');
    expect(reel.getByText('ohne KI erstellt')).toBeInTheDocument();
    expect(reel.getByRole('link', { name: 'Auftrag ansehen' })).toHaveAttribute('href', '/client/project/p-7');
    expect(reel.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();

    const done = within(card('Adventsguetzli'));
    expect(done.getByTestId('idea-status')).toHaveTextContent('Fertig');
    expect(done.getByRole('button', { name: 'Als gepostet markieren' })).toBeInTheDocument();
    expect(done.queryByRole('button', { name: 'Senden' })).not.toBeInTheDocument();
  });

  it('saves the edited idea with the hashtags as typed and says "Gespeichert"', async () => {
    const bodies: UpdateIdeaBody[] = [];
    const { user } = renderPage({
      [IDEAS]: { body: [idea()] },
      'PATCH /api/content-ideas/idea-1': async (request) => {
        const body = (await request.json()) as UpdateIdeaBody;
        bodies.push(body);
        return jsonResponse(200, { ...idea(), title: body.title, status: 'draft' });
      },
    });
    await user.click(
      within(await screen.findByRole('article', { name: 'Brot am Morgen' })).getByRole('button', {
        name: 'Bearbeiten',
      }),
    );

    const modal = within(dialog());
    expect(modal.getByLabelText('Titel')).toHaveValue('Brot am Morgen');
    expect(modal.getByLabelText('Hashtags')).toHaveValue('#brot, #zürich');
    expect(modal.getByText('Mit Komma getrennt')).toBeInTheDocument();
    fireEvent.change(modal.getByLabelText('Titel'), { target: { value: 'Brot am Sonntag' } });
    fireEvent.change(modal.getByLabelText('Hashtags'), { target: { value: '#brot, #sonntag , ' } });
    await user.click(modal.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      title: 'Brot am Sonntag',
      content: 'Frisches Brot aus dem Ofen',
      hashtags: '#brot, #sonntag , ',
    });
    await waitFor(() => expect(screen.queryByLabelText('Titel')).not.toBeInTheDocument());
  });

  it('keeps everything typed when the save fails and shows the field errors', async () => {
    const { user } = renderPage({
      [IDEAS]: { body: [idea()] },
      'PATCH /api/content-ideas/idea-1': {
        status: 400,
        body: {
          statusCode: 400,
          code: 'VALIDATION',
          message: 'Ungültige Eingabe',
          errors: [{ field: 'hook', message: 'Hook zu lang' }],
        },
      },
    });
    await user.click(
      within(await screen.findByRole('article', { name: 'Brot am Morgen' })).getByRole('button', {
        name: 'Bearbeiten',
      }),
    );
    const modal = within(dialog());
    fireEvent.change(modal.getByLabelText('Hook'), { target: { value: 'Ein neuer Hook' } });
    fireEvent.change(modal.getByLabelText('Inhalt'), { target: { value: 'Neuer Inhalt' } });
    await user.click(modal.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Änderungen konnten nicht gespeichert werden.')).toBeInTheDocument();
    expect(await modal.findByText('Hook zu lang')).toBeInTheDocument();
    expect(modal.getByLabelText('Hook')).toHaveValue('Ein neuer Hook');
    expect(modal.getByLabelText('Inhalt')).toHaveValue('Neuer Inhalt');
    expect(screen.queryByText('Gespeichert')).not.toBeInTheDocument();
  });

  it('does not save without a title', async () => {
    const { user, count } = renderPage({ [IDEAS]: { body: [idea()] } });
    await user.click(
      within(await screen.findByRole('article', { name: 'Brot am Morgen' })).getByRole('button', {
        name: 'Bearbeiten',
      }),
    );
    const modal = within(dialog());
    fireEvent.change(modal.getByLabelText('Titel'), { target: { value: '  ' } });
    await user.click(modal.getByRole('button', { name: 'Speichern' }));
    expect(await modal.findByText('Bitte gib einen Titel ein')).toBeInTheDocument();
    expect(count('PATCH /api/content-ideas/idea-1')).toBe(0);
  });

  it('sends an idea after the confirmation and refreshes the list', async () => {
    let sent = false;
    const { user, count } = renderPage({
      [IDEAS]: () => jsonResponse(200, [idea(sent ? { status: 'in_production', projectId: 'p-1' } : {})]),
      'POST /api/content-ideas/idea-1/send': () => {
        sent = true;
        return jsonResponse(201, { projectId: 'p-1', idea: idea({ status: 'in_production', projectId: 'p-1' }) });
      },
    });
    await user.click(
      within(await screen.findByRole('article', { name: 'Brot am Morgen' })).getByRole('button', { name: 'Senden' }),
    );
    await user.click(
      confirmButton('Diese Idee als Auftrag an den Designer senden? Sie zählt zu deinem Monatslimit.', 'Senden'),
    );

    expect(await screen.findByText('In Produktion gesendet')).toBeInTheDocument();
    expect(count('POST /api/content-ideas/idea-1/send')).toBe(1);
    await waitFor(() =>
      expect(within(card('Brot am Morgen')).getByTestId('idea-status')).toHaveTextContent('In Produktion'),
    );
    expect(count(LIMITS)).toBeGreaterThanOrEqual(2);
  });

  it('says "Kein Designer zugewiesen" with the hint when no designer is assigned', async () => {
    const { user } = renderPage({
      [IDEAS]: { body: [idea()] },
      'POST /api/content-ideas/idea-1/send': {
        status: 409,
        body: { statusCode: 409, code: 'NO_DESIGNER', message: 'Kein Designer zugewiesen' },
      },
    });
    await user.click(
      within(await screen.findByRole('article', { name: 'Brot am Morgen' })).getByRole('button', { name: 'Senden' }),
    );
    await user.click(
      confirmButton('Diese Idee als Auftrag an den Designer senden? Sie zählt zu deinem Monatslimit.', 'Senden'),
    );

    expect(await screen.findByText('Kein Designer zugewiesen')).toBeInTheDocument();
    expect(
      screen.getByText('Bitte wende dich an den Administrator, damit dir ein Designer zugewiesen wird.'),
    ).toBeInTheDocument();
    expect(screen.queryByText('In Produktion gesendet')).not.toBeInTheDocument();
  });

  it('saves and sends from the dialog', async () => {
    const { user, fetchMock } = renderPage({
      [IDEAS]: { body: [idea()] },
      'PATCH /api/content-ideas/idea-1': { body: idea({ status: 'draft' }) },
      'POST /api/content-ideas/idea-1/send': {
        status: 201,
        body: { projectId: 'p-1', idea: idea({ status: 'in_production', projectId: 'p-1' }) },
      },
    });
    await user.click(
      within(await screen.findByRole('article', { name: 'Brot am Morgen' })).getByRole('button', {
        name: 'Bearbeiten',
      }),
    );
    await user.click(within(dialog()).getByRole('button', { name: 'Speichern & Senden' }));
    expect(await screen.findByText('In Produktion gesendet')).toBeInTheDocument();
    const paths = requestedPaths(fetchMock);
    expect(paths.indexOf('PATCH /api/content-ideas/idea-1')).toBeGreaterThan(-1);
    expect(paths.indexOf('PATCH /api/content-ideas/idea-1')).toBeLessThan(
      paths.indexOf('POST /api/content-ideas/idea-1/send'),
    );
    await waitFor(() => expect(screen.queryByLabelText('Titel')).not.toBeInTheDocument());
  });

  it('generates the month plan, follows the job until it is done and shows the new ideas', async () => {
    let generated = false;
    let polls = 0;
    const job = (state: GenerationJob['state']): GenerationJob => ({
      id: 'job-1',
      state,
      progress: state === 'completed' ? 100 : 50,
      result: state === 'completed' ? { month: '2026-12', ideaCount: 2, offline: true } : null,
      error: null,
    });
    const { user, count } = renderPage({
      [IDEAS]: () => jsonResponse(200, generated ? [idea(), idea({ id: 'idea-2', title: 'Drei Sorten Zopf' })] : []),
      'POST /api/content-ideas/generate': { status: 202, body: { jobId: 'job-1' } },
      'GET /api/jobs/job-1': () => {
        polls += 1;
        if (polls < 2) return jsonResponse(200, job('active'));
        generated = true;
        return jsonResponse(200, job('completed'));
      },
    });
    expect(await screen.findByText('Noch keine Ideen. Generiere deinen Monatsplan.')).toBeInTheDocument();
    await screen.findByTestId('ideas-plan-name');
    await user.click(screen.getByRole('button', { name: 'Monatsplan generieren' }));

    expect(await screen.findByTestId('generation-progress')).toHaveTextContent('Monatsplan wird erstellt …');
    expect(sessionStorage.getItem('contentIdeas.generationJob.client-1')).toBe('job-1');
    expect(
      await screen.findByText('Monatsplan erstellt: 2 Ideen (ohne KI erstellt)', {}, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(count('GET /api/jobs/job-1')).toBeGreaterThanOrEqual(2);
    expect(await screen.findByRole('article', { name: 'Drei Sorten Zopf' })).toBeInTheDocument();
    expect(count(IDEAS)).toBeGreaterThanOrEqual(2);
    expect(screen.queryByTestId('generation-progress')).not.toBeInTheDocument();
    expect(sessionStorage.getItem('contentIdeas.generationJob.client-1')).toBeNull();
  });

  it('keeps showing the progress of a generation still running after a reload', async () => {
    sessionStorage.setItem('contentIdeas.generationJob.client-1', 'job-9');
    renderPage({
      [IDEAS]: { body: [idea()] },
      'GET /api/jobs/job-9': { body: { id: 'job-9', state: 'waiting', progress: 0, result: null, error: null } },
    });
    expect(await screen.findByTestId('generation-progress')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monatsplan generieren' })).toBeDisabled();
  });

  it('shows a failed generation with the spec texts', async () => {
    const { user } = renderPage({
      [IDEAS]: { body: [] },
      'POST /api/content-ideas/generate': {
        status: 429,
        body: { statusCode: 429, code: 'RATE_LIMITED', message: 'Zu viele Anfragen' },
      },
    });
    await screen.findByTestId('ideas-plan-name');
    await user.click(await screen.findByRole('button', { name: 'Monatsplan generieren' }));
    expect(await screen.findByText('Bitte warten Sie einen Moment und versuchen Sie es erneut.')).toBeInTheDocument();
    expect(screen.queryByTestId('generation-progress')).not.toBeInTheDocument();
  });

  it('shows the failure of a job with its message', async () => {
    const { user } = renderPage({
      [IDEAS]: { body: [] },
      'POST /api/content-ideas/generate': { status: 202, body: { jobId: 'job-2' } },
      'GET /api/jobs/job-2': {
        body: { id: 'job-2', state: 'failed', progress: 100, result: null, error: 'Der Anbieter antwortete mit 402' },
      },
    });
    await screen.findByTestId('ideas-plan-name');
    await user.click(await screen.findByRole('button', { name: 'Monatsplan generieren' }));
    expect(await screen.findByText('AI-Guthaben aufgebraucht')).toBeInTheDocument();
    expect(screen.getByText('Bitte laden Sie Ihr AI-Guthaben auf.')).toBeInTheDocument();
  });

  it('explains that a plan is needed and disables the generation without one', async () => {
    const { user } = renderPage({
      [LIMITS]: {
        body: limits({
          planName: 'Kein Plan',
          postLimit: 0,
          carouselLimit: 0,
          reelLimit: 0,
          postsRemaining: 0,
          carouselsRemaining: 0,
          reelsRemaining: 0,
        }),
      },
      [IDEAS]: { body: [] },
    });
    expect(await screen.findByTestId('ideas-no-plan')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Monatsplan generieren' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Plan wählen' }));
    expect(await screen.findByText('Abo-Seite')).toBeInTheDocument();
  });

  it('shows "Daten konnten nicht geladen werden" with a retry when the ideas cannot be loaded', async () => {
    let calls = 0;
    const { user } = renderPage({
      [IDEAS]: () => {
        calls += 1;
        return calls === 1 ? jsonResponse(500, { statusCode: 500, message: 'Kaputt' }) : jsonResponse(200, [idea()]);
      },
    });
    const failure = await screen.findByTestId('load-failure');
    expect(failure).toHaveTextContent('Daten konnten nicht geladen werden');
    await user.click(within(failure).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByRole('article', { name: 'Brot am Morgen' })).toBeInTheDocument();
  });

  it('generates the plan for the month chosen: the next one unless this one is picked', async () => {
    const bodies: unknown[] = [];
    const [current, next] = planMonths();
    const { user } = renderPage({
      [IDEAS]: { body: [] },
      'POST /api/content-ideas/generate': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(202, { jobId: `job-${bodies.length + 10}` });
      },
      'GET /api/jobs/job-11': {
        body: {
          id: 'job-11',
          state: 'completed',
          progress: 100,
          result: { month: next, ideaCount: 0, offline: true },
          error: null,
        },
      },
      'GET /api/jobs/job-12': { body: { id: 'job-12', state: 'active', progress: 50, result: null, error: null } },
    });
    await screen.findByTestId('ideas-plan-name');
    const chooser = screen.getByRole('radiogroup', { name: 'Monat für den Plan' });
    expect(within(chooser).getByRole('radio', { name: monthLabel(next) })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Monatsplan generieren' }));
    await waitFor(() => expect(bodies).toEqual([{ month: next }]));
    await screen.findByText(/Monatsplan erstellt/);
    await user.click(within(chooser).getByText(monthLabel(current)));
    await user.click(screen.getByRole('button', { name: 'Monatsplan generieren' }));
    await waitFor(() => expect(bodies).toEqual([{ month: next }, { month: current }]));
  });

  it('asks before generating again when the month to be planned already has ideas', async () => {
    const { user, count } = renderPage({
      [IDEAS]: { body: [idea({ month: planMonths()[1] })] },
      'POST /api/content-ideas/generate': { status: 202, body: { jobId: 'job-3' } },
      'GET /api/jobs/job-3': { body: { id: 'job-3', state: 'active', progress: 50, result: null, error: null } },
    });
    await screen.findByTestId('ideas-plan-name');
    await user.click(await screen.findByRole('button', { name: 'Monatsplan generieren' }));
    expect(count('POST /api/content-ideas/generate')).toBe(0);
    await user.click(
      confirmButton('Ideen im Status Idee werden ersetzt; Entwürfe und gesendete Ideen bleiben.', 'Generieren'),
    );
    expect(await screen.findByTestId('generation-progress')).toBeInTheDocument();
    expect(count('POST /api/content-ideas/generate')).toBe(1);
  });

  it('refreshes the ideas when the live notification says the month plan is finished', async () => {
    const uninstall = FakeEventSource.install();
    try {
      let ready = false;
      const { count } = renderPage(
        {
          [IDEAS]: () => jsonResponse(200, ready ? [idea()] : []),
          'GET /api/notifications': { body: notificationPage([]) },
          'POST /api/notifications/stream-session': { status: 204 },
        },
        <NotificationBell />,
      );
      expect(await screen.findByText('Noch keine Ideen. Generiere deinen Monatsplan.')).toBeInTheDocument();
      await waitFor(() => expect(FakeEventSource.instances).toHaveLength(1));
      const source = FakeEventSource.latest();
      source.emit('ready', { unread: 0 });
      const before = count(IDEAS);

      ready = true;
      source.emit(
        'notification',
        notification({
          id: 'n-plan',
          type: 'status_changed',
          message: 'Dein Monatsplan 2026-12 ist bereit',
          projectId: null,
        }),
      );
      expect(await screen.findByRole('article', { name: 'Brot am Morgen' })).toBeInTheDocument();
      expect(count(IDEAS)).toBe(before + 1);
    } finally {
      uninstall();
    }
  });

  it('marks a finished idea as posted', async () => {
    let posted = false;
    const finished = idea({ status: 'completed', projectId: 'p-8' });
    const { user, count } = renderPage({
      [IDEAS]: () => jsonResponse(200, [posted ? { ...finished, status: 'posted' } : finished]),
      'POST /api/content-ideas/idea-1/posted': () => {
        posted = true;
        return jsonResponse(200, { ...finished, status: 'posted' });
      },
    });
    await user.click(
      within(await screen.findByRole('article', { name: 'Brot am Morgen' })).getByRole('button', {
        name: 'Als gepostet markieren',
      }),
    );
    expect(await screen.findByText('Als gepostet markiert')).toBeInTheDocument();
    expect(count('POST /api/content-ideas/idea-1/posted')).toBe(1);
    await waitFor(() =>
      expect(within(card('Brot am Morgen')).getByTestId('idea-status')).toHaveTextContent('Gepostet'),
    );
    expect(
      within(card('Brot am Morgen')).queryByRole('button', { name: 'Als gepostet markieren' }),
    ).not.toBeInTheDocument();
  });
});
