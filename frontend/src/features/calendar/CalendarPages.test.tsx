import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Calendar, CalendarItem } from '../../shared/contracts';
import { unstyled } from '../../shared/testing/unstyled';
import {
  answerMediaQueries,
  authState,
  jsonResponse,
  renderAtRoute,
  requestedPaths,
  stubFetch,
  testUser,
} from '../../test/test-utils';
import { projectDetail } from '../projects/testing/fixtures';
import { scheduledPost, socialAccount } from '../publishing/testing/fixtures';
import { ClientCalendarPage, StaffCalendarPage } from './CalendarPages';
import { daysOf } from '../../shared/calendarDates';

configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const CLIENT = 'client-1';
const URL_PATH = `GET /api/clients/${CLIENT}/calendar`;

const ITEMS: CalendarItem[] = [
  {
    kind: 'idea',
    id: 'i-1',
    projectId: null,
    title: 'Frühlingsbrot',
    contentType: 'carousel',
    at: '2030-03-04',
    status: 'draft',
    network: null,
    format: null,
  },
  // Approved at 23:30 on the 10th in Zurich.
  {
    kind: 'order',
    id: 'p-1',
    projectId: 'p-1',
    title: 'Fertig',
    contentType: 'post',
    at: '2030-03-10T22:30:00.000Z',
    status: 'completed',
    network: null,
    format: null,
  },
  {
    kind: 'order',
    id: 'p-2',
    projectId: 'p-2',
    title: 'Osterhase',
    contentType: 'reel',
    at: '2030-03-12',
    status: 'review',
    network: null,
    format: null,
  },
];

const calendar = (items: CalendarItem[] = ITEMS): Calendar => ({ items, quota: { post: 5, carousel: 2, reel: 0 } });

/** Answers the calendar and records the ranges asked. */
function stubCalendar(
  answer: (from: string, to: string) => Response,
  extra: Record<string, Parameters<typeof stubFetch>[0][string]> = {},
) {
  const ranges: string[] = [];
  const fetchMock = stubFetch({
    'GET /api/me/clients': { body: [{ clientId: CLIENT, name: 'Bäckerei Sonne AG', role: 'owner', rule: 'any' }] },
    [URL_PATH]: (request) => {
      const params = new URL(request.url).searchParams;
      ranges.push(`${params.get('from')}..${params.get('to')}`);
      return answer(params.get('from')!, params.get('to')!);
    },
    ...extra,
  });
  lastFetch = fetchMock;
  return ranges;
}

let lastFetch: ReturnType<typeof stubFetch>;

function renderClient(route = '/client/calendar?datum=2030-03-04') {
  return renderAtRoute('/client/calendar', unstyled(<ClientCalendarPage />), {
    route,
    preloadedState: authState(testUser('client')),
  });
}

afterEach(() => jest.restoreAllMocks());

describe('the client calendar', () => {
  it('shows the month from its first Monday to its last Sunday, the quota left and each entry on its Zurich day, linked', async () => {
    const ranges = stubCalendar(() => jsonResponse(200, calendar()));
    renderClient();

    expect(await screen.findByRole('heading', { level: 3, name: 'März 2030' })).toBeInTheDocument();
    await screen.findByRole('link', { name: /Frühlingsbrot/ });
    expect(ranges).toEqual(['2030-02-25..2030-03-31']);

    const quota = document.querySelector('.calendar__quota dl')!;
    expect(Array.from(quota.querySelectorAll('div')).map((entry) => entry.textContent)).toEqual([
      'Post5',
      'Carousel2',
      'Reel0',
    ]);

    const day = (date: string) => document.querySelector(`[data-day="${date}"]`) as HTMLElement;
    expect(
      within(day('2030-03-04')).getByRole('link', { name: 'Carousel Frühlingsbrot (Idee, Entwurf)' }),
    ).toHaveAttribute('href', '/client/content-ideas');
    expect(
      within(day('2030-03-10')).getByRole('link', { name: 'Post Fertig (Auftrag, Abgeschlossen)' }),
    ).toHaveAttribute('href', '/client/project/p-1');
    expect(
      within(day('2030-03-12')).getByRole('link', { name: 'Reel Osterhase (Auftrag, Zur Review)' }),
    ).toHaveAttribute('href', '/client/project/p-2');
    expect(day('2030-02-25')).toHaveClass('calendar-day--outside');
  });

  it('moves by month and by week with the buttons, and switches to the week', async () => {
    const ranges = stubCalendar(() => jsonResponse(200, calendar()));
    renderClient();
    await screen.findByRole('link', { name: /Frühlingsbrot/ });

    fireEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'April 2030' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/client/calendar?datum=2030-04-01');

    fireEvent.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    expect(await screen.findByRole('heading', { level: 3, name: 'Februar 2030' })).toBeInTheDocument();

    // The week of the day shown (the 1st, after moving by months).
    fireEvent.click(screen.getByText('Woche'));
    expect(await screen.findByRole('heading', { level: 3, name: '28. Jan. 2030 – 3. Feb. 2030' })).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Nächste Woche' }));
    await screen.findByRole('heading', { level: 3, name: '4. Feb. 2030 – 10. Feb. 2030' });
    expect(screen.getByTestId('location')).toHaveTextContent('datum=2030-02-08&ansicht=woche');
    await waitFor(() => expect(ranges).toContain('2030-02-04..2030-02-10'));
    expect(ranges).toEqual(
      expect.arrayContaining(['2030-04-01..2030-05-05', '2030-01-28..2030-03-03', '2030-01-28..2030-02-03']),
    );

    fireEvent.click(screen.getByText('Monat'));
    expect(await screen.findByRole('heading', { level: 3, name: 'Februar 2030' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('datum=2030-02-08');
    expect(screen.getByTestId('location')).not.toHaveTextContent('ansicht');
  });

  it('lists the days with entries one under the other on a phone', async () => {
    answerMediaQueries((query) => query.includes('max-width'));
    stubCalendar(() => jsonResponse(200, calendar()));
    renderClient();

    const days = await screen.findAllByRole('heading', { level: 4 });
    expect(days.map((heading) => heading.textContent)).toEqual([
      'Montag, 4. März',
      'Sonntag, 10. März',
      'Dienstag, 12. März',
    ]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('says when nothing is planned, and offers a retry when the calendar cannot be loaded', async () => {
    let fail = false;
    stubCalendar(() =>
      fail
        ? jsonResponse(500, { statusCode: 500, code: 'INTERNAL', message: 'Fehler' })
        : jsonResponse(200, calendar([])),
    );
    renderClient();
    expect(await screen.findByText('In diesem Zeitraum ist nichts geplant.')).toBeInTheDocument();

    fail = true;
    fireEvent.click(screen.getByRole('button', { name: 'Nächster Monat' }));
    expect(await screen.findByText('Der Kalender konnte nicht geladen werden')).toBeInTheDocument();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: /Erneut/ }));
    expect(await screen.findByText('In diesem Zeitraum ist nichts geplant.')).toBeInTheDocument();
  });

  it('links no idea for a member who does not manage the month plan', async () => {
    stubCalendar(() => jsonResponse(200, calendar()), {
      'GET /api/me/clients': { body: [{ clientId: CLIENT, name: 'Bäckerei Sonne AG', role: 'viewer', rule: 'any' }] },
    });
    renderClient();
    await screen.findByRole('link', { name: /Osterhase/ });
    expect(screen.queryByRole('link', { name: /Frühlingsbrot/ })).not.toBeInTheDocument();
    expect(screen.getByLabelText('Carousel Frühlingsbrot (Idee, Entwurf)')).toBeInTheDocument();
  });
});

describe('the staff calendar', () => {
  it("links a designer to its order pages and says 'Kunden-Review'; ideas are not linked", async () => {
    stubCalendar(() => jsonResponse(200, calendar()));
    renderAtRoute('/designer/client/:clientId/calendar', unstyled(<StaffCalendarPage />), {
      route: `/designer/client/${CLIENT}/calendar?datum=2030-03-04`,
      preloadedState: authState(testUser('designer')),
    });
    expect(await screen.findByRole('link', { name: 'Reel Osterhase (Auftrag, Kunden-Review)' })).toHaveAttribute(
      'href',
      '/designer/project/p-2',
    );
    expect(screen.queryByRole('link', { name: /Frühlingsbrot/ })).not.toBeInTheDocument();
  });

  it('links an admin to the admin order pages, and tells a stranger it has no access', async () => {
    stubCalendar(() => jsonResponse(200, calendar()));
    const admin = renderAtRoute('/admin/clients/:clientId/calendar', unstyled(<StaffCalendarPage />), {
      route: `/admin/clients/${CLIENT}/calendar?datum=2030-03-04`,
      preloadedState: authState(testUser('admin')),
    });
    expect(await screen.findByRole('link', { name: /Osterhase/ })).toHaveAttribute('href', '/admin/project/p-2');
    admin.unmount();
    jest.restoreAllMocks();

    stubCalendar(() =>
      jsonResponse(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Kein Zugriff auf diesen Kunden' }),
    );
    renderAtRoute('/designer/client/:clientId/calendar', unstyled(<StaffCalendarPage />), {
      route: `/designer/client/${CLIENT}/calendar?datum=2030-03-04`,
      preloadedState: authState(testUser('designer', { id: 'designer-2' })),
    });
    expect(await screen.findByText('Kein Zugriff auf diesen Kunden')).toBeInTheDocument();
  });
});

describe('calendar days', () => {
  it('span whole weeks, Monday first, and a week', () => {
    expect(daysOf('month', '2030-03-15')).toHaveLength(35);
    expect(daysOf('month', '2026-03-01')[0]).toBe('2026-02-23');
    expect(daysOf('week', '2030-03-03')).toEqual([
      '2030-02-25',
      '2030-02-26',
      '2030-02-27',
      '2030-02-28',
      '2030-03-01',
      '2030-03-02',
      '2030-03-03',
    ]);
  });
});

describe('publishing on the calendar', () => {
  const POSTS: CalendarItem[] = [
    {
      kind: 'scheduled',
      id: 'sp-1',
      projectId: 'p-1',
      title: 'Fertig',
      contentType: 'post',
      at: '2030-03-14T08:00:00.000Z',
      status: 'scheduled',
      network: 'instagram',
      format: 'feed',
    },
    {
      kind: 'published',
      id: 'sp-2',
      projectId: 'p-1',
      title: 'Fertig',
      contentType: 'post',
      at: '2030-03-11T08:00:00.000Z',
      status: 'published',
      network: 'facebook',
      format: 'feed',
    },
  ];
  const publishing = {
    'GET /api/projects/p-1': {
      body: projectDetail({
        id: 'p-1',
        status: 'completed',
        clientId: CLIENT,
        generatedCaption: 'Frisch',
        cta: null,
        generatedCta: null,
        versions: [],
      }),
    },
    [`GET /api/clients/${CLIENT}/social-accounts`]: { body: [socialAccount()] },
    'GET /api/scheduled-posts/sp-1': { body: scheduledPost({ id: 'sp-1' }) },
    'GET /api/scheduled-posts/sp-2': {
      body: scheduledPost({
        id: 'sp-2',
        network: 'facebook',
        accountName: 'Bäckerei Sonne',
        status: 'published',
        publishedAt: '2030-03-11T08:00:02.000Z',
        permalink: 'https://facebook.com/p/1',
      }),
    },
    'DELETE /api/scheduled-posts/sp-1': { status: 204 },
  };

  it('offers "Planen" on an approved order and opens the dialog', async () => {
    stubCalendar(() => jsonResponse(200, calendar([...ITEMS, ...POSTS])), publishing);
    renderClient();
    fireEvent.click(await screen.findByRole('button', { name: 'Fertig planen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Veröffentlichung planen' });
    expect(await within(dialog).findByLabelText('Caption')).toHaveValue('Frisch');
    // Only an approved order can be planned.
    expect(screen.queryByRole('button', { name: 'Osterhase planen' })).not.toBeInTheDocument();
  });

  it('opens the dialog on the day an approved order is dropped on, at 09:00', async () => {
    stubCalendar(() => jsonResponse(200, calendar()), publishing);
    renderClient();
    const order = await screen.findByRole('link', { name: 'Post Fertig (Auftrag, Abgeschlossen)' });
    expect(order).toHaveAttribute('draggable', 'true');
    const dataTransfer = { setData: jest.fn(), effectAllowed: '', dropEffect: '' };
    fireEvent.dragStart(order, { dataTransfer });
    const day = document.querySelector('[data-day="2030-03-20"]') as HTMLElement;
    fireEvent.dragOver(day, { dataTransfer });
    fireEvent.drop(day, { dataTransfer });
    const dialog = await screen.findByRole('dialog', { name: 'Veröffentlichung planen' });
    await waitFor(() => expect(within(dialog).getByLabelText('Datum und Uhrzeit')).toHaveValue('20.03.2030 09:00'));
  });

  it("shows the posts with their network and status, and opens a drawer: a published one's link, deleting a scheduled one after asking", async () => {
    stubCalendar(() => jsonResponse(200, calendar([...ITEMS, ...POSTS])), publishing);
    renderClient();
    const published = await screen.findByRole('button', { name: 'Post, Facebook Fertig Veröffentlicht' });
    fireEvent.click(published);
    const drawer = await screen.findByTestId('post-drawer');
    expect(within(drawer).getByRole('link', { name: 'Beitrag ansehen' })).toHaveAttribute(
      'href',
      'https://facebook.com/p/1',
    );
    expect(within(drawer).queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
    fireEvent.click(document.querySelector('.ant-drawer-close')!);
    await waitFor(() => expect(screen.queryByTestId('post-drawer')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Post, Instagram Fertig Geplant' }));
    const scheduled = await screen.findByTestId('post-drawer');
    await within(scheduled).findByText('Frisch aus dem Ofen');
    fireEvent.click(within(scheduled).getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findAllByRole('button', { name: 'Löschen' });
    fireEvent.click(confirm[confirm.length - 1]);
    await waitFor(() => expect(requestedPaths(lastFetch)).toContain('DELETE /api/scheduled-posts/sp-1'));
  });
});
