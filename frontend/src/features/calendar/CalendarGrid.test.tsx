import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CalendarItem } from '../../shared/contracts';
import { addDays, todayInZurich } from '../../shared/calendarDates';
import { unstyled } from '../../shared/testing/unstyled';
import { authState, jsonResponse, renderAtRoute, stubFetch, testUser, type FetchRoute } from '../../test/test-utils';
import { attachment, projectDetail, version } from '../projects/testing/fixtures';
import { socialAccount } from '../publishing/testing/fixtures';
import { ClientCalendarPage, StaffCalendarPage } from './CalendarPages';
import { zurichHourIso } from './bestSlots';

configure({ asyncUtilTimeout: 5000 });

const CLIENT = 'client-1';
const today = todayInZurich();
const at = (days: number, hour = 10) => zurichHourIso(addDays(today, days), hour);

const post = (id: string, title: string, days: number, overrides: Partial<CalendarItem> = {}): CalendarItem => ({
  kind: 'scheduled',
  id,
  projectId: `p-${id}`,
  title,
  contentType: 'post',
  at: at(days),
  status: 'scheduled',
  network: 'instagram',
  format: 'feed',
  ...overrides,
});

/** Ten Instagram posts ahead (the grid shows the next nine), one on Facebook, one story, two published. */
const UPCOMING: CalendarItem[] = [
  ...Array.from({ length: 10 }, (_, index) => post(`sp-${index + 1}`, `Post ${index + 1}`, index + 1)),
  post('fb', 'Facebook-Post', 2, { network: 'facebook' }),
  post('story', 'Story', 3, { format: 'story' }),
];
const PAST: CalendarItem[] = [
  post('old-1', 'Vor einer Woche', -7, { kind: 'published', status: 'published' }),
  post('old-2', 'Vor zwei Wochen', -14, { kind: 'published', status: 'published' }),
];

const owner = [{ clientId: CLIENT, name: 'Bäckerei Sonne AG', role: 'owner', rule: 'any' }];

function calendarRoute(upcoming: () => CalendarItem[]): FetchRoute {
  return (request) => {
    const from = new URL(request.url).searchParams.get('from');
    const items = from === today ? upcoming() : from === addDays(today, -61) ? PAST : [];
    return jsonResponse(200, { items, quota: { post: 1, carousel: 1, reel: 1 } });
  };
}

function render(route = '/client/calendar?ansicht=raster') {
  return renderAtRoute('/client/calendar', unstyled(<ClientCalendarPage />), {
    route,
    preloadedState: authState(testUser('client')),
  });
}

afterEach(() => jest.restoreAllMocks());

/**
 * The client's grid of the first `posts` upcoming posts, on a server that moves a post to the time
 * its PATCH sends. Only the posts in `movable` can be moved (another PATCH is not found), those in
 * `refused` answer 409. `patches`: each move the server took, in order; `ids()`: the planned tiles'
 * posts, top left first.
 */
async function renderMovableGrid({
  posts,
  movable,
  refused = [],
}: {
  posts: number;
  movable: string[];
  refused?: string[];
}) {
  let items = UPCOMING.slice(0, posts);
  const patches: { id: string; at: string }[] = [];
  const move: FetchRoute = async (request) => {
    const id = new URL(request.url).pathname.split('/').pop()!;
    const body = (await request.json()) as { at: string };
    patches.push({ id, at: body.at });
    items = items.map((item) => (item.id === id ? { ...item, at: body.at } : item));
    return jsonResponse(200, {});
  };
  const refuse: FetchRoute = () =>
    jsonResponse(409, { statusCode: 409, code: 'INVALID_TRANSITION', message: 'Nicht mehr geplant' });
  stubFetch({
    'GET /api/me/clients': { body: owner },
    [`GET /api/clients/${CLIENT}/calendar`]: calendarRoute(() => items),
    ...Object.fromEntries(movable.map((id) => [`PATCH /api/scheduled-posts/${id}`, move])),
    ...Object.fromEntries(refused.map((id) => [`PATCH /api/scheduled-posts/${id}`, refuse])),
  });
  const { user } = render();
  const planned = await screen.findByRole('list', { name: 'Geplante Instagram-Posts, neueste zuerst' });
  const tiles = () => within(planned).getAllByTestId('ig-planned');
  const ids = () => tiles().map((tile) => tile.dataset.id);
  return { user, planned, tiles, ids, patches };
}

describe('the Instagram grid on the calendar', () => {
  it('shows the next nine Instagram feed posts newest first, the published ones after them, as square images', async () => {
    stubFetch({
      'GET /api/me/clients': { body: owner },
      [`GET /api/clients/${CLIENT}/calendar`]: calendarRoute(() => UPCOMING),
      'GET /api/projects/p-sp-1': {
        body: projectDetail({
          id: 'p-sp-1',
          versions: [
            version({ number: 1, status: 'changes_requested', current: false, files: [attachment({ id: 'old' })] }),
            version({
              number: 2,
              status: 'approved',
              files: [attachment({ id: 'final', fileUrl: '/files/p-sp-1/final.png?s=1', isFinalDesign: true })],
            }),
          ],
        }),
      },
    });
    render();

    const planned = await screen.findByRole('list', { name: 'Geplante Instagram-Posts, neueste zuerst' });
    const tiles = within(planned).getAllByTestId('ig-planned');
    // Posts 1–9, the one going out last top left; no Facebook post, no story, not the tenth.
    expect(tiles.map((tile) => tile.dataset.id)).toEqual([
      'sp-9',
      'sp-8',
      'sp-7',
      'sp-6',
      'sp-5',
      'sp-4',
      'sp-3',
      'sp-2',
      'sp-1',
    ]);
    expect(within(tiles[0]).getByRole('button')).toHaveAccessibleName(/^Post 9 .+ \(geplant\)$/);
    // The approved version's first file, cropped square by the grid's CSS.
    await waitFor(() => expect(tiles[8].querySelector('img')).toHaveAttribute('src', '/files/p-sp-1/final.png?s=1'));
    expect(within(tiles[7]).getByText('Ohne Vorschau')).toBeInTheDocument();

    const published = screen.getByRole('list', { name: 'Zuletzt veröffentlichte Instagram-Posts' });
    expect(
      within(published)
        .getAllByTestId('ig-published')
        .map((tile) => tile.textContent),
    ).toEqual([expect.stringContaining('Vor einer Woche'), expect.stringContaining('Vor zwei Wochen')]);
    // The month's navigation and quota are not the grid's.
    expect(screen.queryByRole('button', { name: 'Vorheriger Monat' })).not.toBeInTheDocument();
  });

  it('swaps two posts’ times when one is dropped on the other', async () => {
    const { tiles, ids, patches } = await renderMovableGrid({ posts: 3, movable: ['sp-1', 'sp-3'] });
    expect(ids()).toEqual(['sp-3', 'sp-2', 'sp-1']);

    const dataTransfer = { setData: jest.fn(), getData: () => 'sp-1', effectAllowed: '', dropEffect: '' };
    const [third, , first] = tiles();
    fireEvent.dragStart(within(first).getByRole('button'), { dataTransfer });
    fireEvent.dragOver(third, { dataTransfer });
    fireEvent.drop(third, { dataTransfer });

    await waitFor(() => expect(ids()).toEqual(['sp-1', 'sp-2', 'sp-3']));
    expect(patches).toEqual([
      { id: 'sp-1', at: at(3) },
      { id: 'sp-3', at: at(1) },
    ]);
    expect(await screen.findByText('«Post 1» und «Post 3» haben die Zeiten getauscht.')).toBeInTheDocument();
  });

  it('moves a post with the arrow keys and keeps it focused', async () => {
    const { user, tiles, ids, patches } = await renderMovableGrid({ posts: 4, movable: ['sp-4', 'sp-1'] });
    const patched = () => patches.map(({ id }) => id);
    // sp-4 sp-3 sp-2 / sp-1: down from the first tile is the fourth.
    expect(ids()).toEqual(['sp-4', 'sp-3', 'sp-2', 'sp-1']);
    within(tiles()[0]).getByRole('button').focus();
    await user.keyboard('{ArrowDown}');

    await waitFor(() => expect(ids()).toEqual(['sp-1', 'sp-3', 'sp-2', 'sp-4']));
    expect(patched()).toEqual(['sp-4', 'sp-1']);
    await waitFor(() => expect(document.activeElement?.closest('[data-id]')).toHaveAttribute('data-id', 'sp-4'));
    // At the edge nothing moves.
    await user.keyboard('{ArrowDown}');
    expect(patched()).toEqual(['sp-4', 'sp-1']);
  });

  it('swaps two posts tapped one after the other (a phone), and forgets a pick tapped again', async () => {
    const { user, planned, ids, patches } = await renderMovableGrid({ posts: 3, movable: ['sp-2', 'sp-3'] });
    const button = (id: string) =>
      within(planned.querySelector(`[data-id="${id}"]`) as HTMLElement).getByRole('button');

    await user.click(button('sp-1'));
    expect(button('sp-1')).toHaveAttribute('aria-pressed', 'true');
    expect(
      screen.getByText('«Post 1» ausgewählt. Wähle den Post, mit dem er die Zeit tauschen soll.'),
    ).toBeInTheDocument();
    await user.click(button('sp-1'));
    expect(button('sp-1')).toHaveAttribute('aria-pressed', 'false');

    await user.click(button('sp-2'));
    await user.click(button('sp-3'));
    await waitFor(() => expect(ids()).toEqual(['sp-2', 'sp-3', 'sp-1']));
    expect(patches.map(({ id }) => id)).toEqual(['sp-2', 'sp-3']);
  });

  it('puts the first post back when the second cannot move, and says so', async () => {
    const { user, tiles, ids, patches } = await renderMovableGrid({
      posts: 2,
      movable: ['sp-2'],
      refused: ['sp-1'],
    });
    within(tiles()[0]).getByRole('button').focus();
    await user.keyboard('{ArrowRight}');

    expect(await screen.findByText('Die Zeiten konnten nicht getauscht werden')).toBeInTheDocument();
    expect(patches).toEqual([
      { id: 'sp-2', at: at(1) },
      { id: 'sp-2', at: at(2) },
    ]);
    await waitFor(() => expect(ids()).toEqual(['sp-2', 'sp-1']));
  });

  it('shows the grid without moving to a designer', async () => {
    stubFetch({ [`GET /api/clients/${CLIENT}/calendar`]: calendarRoute(() => UPCOMING.slice(0, 2)) });
    renderAtRoute('/designer/client/:clientId/calendar', unstyled(<StaffCalendarPage />), {
      route: `/designer/client/${CLIENT}/calendar?ansicht=raster`,
      preloadedState: authState(testUser('designer')),
    });
    const planned = await screen.findByRole('list', { name: 'Geplante Instagram-Posts, neueste zuerst' });
    expect(within(planned).getAllByTestId('ig-planned')).toHaveLength(2);
    expect(within(planned).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when nothing is planned on Instagram, and offers a retry when it cannot load', async () => {
    let failing = true;
    stubFetch({
      'GET /api/me/clients': { body: owner },
      [`GET /api/clients/${CLIENT}/calendar`]: () =>
        failing
          ? jsonResponse(500, { statusCode: 500, message: 'x' })
          : jsonResponse(200, { items: [], quota: { post: 0, carousel: 0, reel: 0 } }),
    });
    const { user } = render();
    expect(await screen.findByText('Das Raster konnte nicht geladen werden')).toBeInTheDocument();
    failing = false;
    await user.click(screen.getByRole('button', { name: 'Erneut versuchen' }));
    expect(await screen.findByText('Noch keine Instagram-Posts geplant oder veröffentlicht.')).toBeInTheDocument();
  });
});

describe('a story on the calendar', () => {
  it('is shown as a story, beside a feed post shown as its order’s content type', async () => {
    stubFetch({
      'GET /api/me/clients': { body: owner },
      [`GET /api/clients/${CLIENT}/calendar`]: {
        body: {
          items: [post('sp-feed', 'Brot', 1), post('sp-story', 'Zopf', 1, { format: 'story', contentType: 'reel' })],
          quota: { post: 1, carousel: 1, reel: 1 },
        },
      },
    });
    render(`/client/calendar?datum=${addDays(today, 1)}`);

    expect(await screen.findByRole('button', { name: 'Story, Instagram Zopf Geplant' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Post, Instagram Brot Geplant' })).toBeInTheDocument();
  });
});

describe('«Mehrere planen» on the calendar', () => {
  const ORDERS: CalendarItem[] = ['Adventsbrot', 'Weihnachtsstollen', 'Silvesterzopf'].map((title, index) => ({
    kind: 'order',
    id: `o-${index + 1}`,
    projectId: `o-${index + 1}`,
    title,
    contentType: 'post',
    at: at(-1 - index),
    status: 'completed',
    network: null,
    format: null,
  }));

  function stubMonth(schedule: FetchRoute, extra: Record<string, FetchRoute> = {}) {
    const month = (request: Request) => {
      const from = new URL(request.url).searchParams.get('from');
      // The month shown (from its first Monday) and, from today, a post already on tomorrow.
      if (from === today)
        return jsonResponse(200, {
          items: [post('sp-x', 'Schon geplant', 1)],
          quota: { post: 1, carousel: 1, reel: 1 },
        });
      return jsonResponse(200, { items: ORDERS, quota: { post: 1, carousel: 1, reel: 1 } });
    };
    return stubFetch({
      'GET /api/me/clients': { body: owner },
      [`GET /api/clients/${CLIENT}/calendar`]: month,
      [`GET /api/clients/${CLIENT}/social-accounts`]: {
        body: [
          socialAccount({ id: 'acc-fb', network: 'facebook', name: 'Bäckerei Sonne' }),
          socialAccount({ id: 'acc-ig', network: 'instagram', name: '@baeckerei.sonne' }),
        ],
      },
      // Every weekday at 18:00 on Instagram, better than at 12:00.
      [`GET /api/clients/${CLIENT}/best-times`]: {
        body: [1, 2, 3, 4, 5, 6, 7].flatMap((weekday) => [
          { network: 'instagram', weekday, hour: 18, score: 0.9 },
          { network: 'instagram', weekday, hour: 12, score: 0.4 },
        ]),
      },
      'POST /api/projects/o-1/schedule': schedule,
      'POST /api/projects/o-2/schedule': schedule,
      'POST /api/projects/o-3/schedule': schedule,
      ...extra,
    });
  }

  it('schedules the selected approved orders on the next best free slots, each a post of its own, and lists what failed', async () => {
    const sent: { projectId: string; body: unknown }[] = [];
    stubMonth(async (request) => {
      const projectId = new URL(request.url).pathname.split('/')[3];
      sent.push({ projectId, body: await request.json() });
      return projectId === 'o-3'
        ? jsonResponse(409, { statusCode: 409, code: 'DUPLICATE_POST', message: 'Diese Version ist schon geplant' })
        : jsonResponse(201, {});
    });
    const { user } = render(`/client/calendar?datum=${today}`);

    await user.click(await screen.findByRole('button', { name: /Mehrere planen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Freigegebene Aufträge planen' });
    // Instagram is proposed first; all three orders are selected.
    await waitFor(() =>
      expect(within(dialog).getByRole('radio', { name: /Instagram · @baeckerei\.sonne/ })).toBeChecked(),
    );
    await waitFor(() => expect(within(dialog).getAllByTestId('month-plan-slot')).toHaveLength(3));
    // Tomorrow has a post already: the day after, and the two after it, at 18:00.
    const slots = within(dialog).getAllByTestId('month-plan-slot');
    expect(slots[0]).toHaveTextContent('18:00');
    // The reason in the schedule dialog's words (issue 42: „Di 18:00 — deine Posts erreichen dann am meisten“).
    expect(slots[0]).toHaveTextContent(/(Mo|Di|Mi|Do|Fr|Sa|So) 18:00 — deine Posts erreichen dann am meisten$/);

    // Leave one out: two posts.
    await user.click(within(dialog).getByRole('checkbox', { name: /Weihnachtsstollen/ }));
    await waitFor(() => expect(within(dialog).getAllByTestId('month-plan-slot')).toHaveLength(2));
    await user.click(within(dialog).getByRole('button', { name: '2 Posts planen' }));

    const result = await within(dialog).findByTestId('month-plan-result');
    expect(result).toHaveTextContent('1 von 2 Posts geplant. Diese konnten nicht geplant werden:');
    expect(result).toHaveTextContent('Silvesterzopf – Diese Version ist schon geplant');
    expect(sent).toEqual([
      { projectId: 'o-1', body: { socialAccountId: 'acc-ig', at: at(2, 18) } },
      { projectId: 'o-3', body: { socialAccountId: 'acc-ig', at: at(3, 18) } },
    ]);
    // The footer's button (the dialog's × is named so too).
    await user.click(within(dialog).getAllByRole('button', { name: 'Schliessen' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('plans on the chosen account’s network', async () => {
    const sent: unknown[] = [];
    stubMonth(async (request) => {
      sent.push(await request.json());
      return jsonResponse(201, {});
    });
    const { user } = render(`/client/calendar?datum=${today}`);
    await user.click(await screen.findByRole('button', { name: /Mehrere planen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Freigegebene Aufträge planen' });
    await user.click(await within(dialog).findByRole('radio', { name: /Facebook · Bäckerei Sonne/ }));
    // No ranking for Facebook: 09:00 from tomorrow on (its day is free on Facebook).
    await waitFor(() => expect(within(dialog).getAllByTestId('month-plan-slot')[0]).toHaveTextContent('09:00'));
    // Not the company's own figures: the proposal says so.
    expect(within(dialog).getAllByTestId('month-plan-slot')[0]).toHaveTextContent(
      /(Mo|Di|Mi|Do|Fr|Sa|So) 09:00 — eine gute Zeit auf Facebook, bis genug eigene Zahlen da sind$/,
    );
    await user.click(within(dialog).getByRole('button', { name: '3 Posts planen' }));
    expect(await within(dialog).findByText('Alle 3 Posts sind geplant.')).toBeInTheDocument();
    expect(sent).toEqual([
      { socialAccountId: 'acc-fb', at: at(1, 9) },
      { socialAccountId: 'acc-fb', at: at(2, 9) },
      { socialAccountId: 'acc-fb', at: at(3, 9) },
    ]);
  });

  it('is not offered to a member who cannot schedule', async () => {
    stubFetch({
      'GET /api/me/clients': { body: [{ ...owner[0], role: 'viewer' }] },
      [`GET /api/clients/${CLIENT}/calendar`]: { body: { items: ORDERS, quota: { post: 1, carousel: 1, reel: 1 } } },
    });
    render(`/client/calendar?datum=${today}`);
    expect(await screen.findByText('Adventsbrot')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Mehrere planen/ })).not.toBeInTheDocument();
  });
});
