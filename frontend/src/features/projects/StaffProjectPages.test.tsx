import { screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import {
  authState,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  stubFetch,
  testUser,
} from '../../test/test-utils';
import { AdminProjectPage } from './workspace/OrderPages';
import { AdminProjectsPage } from './AdminProjectsPage';
import { DesignerProjectsPage } from './DesignerProjectsPage';
import { attachment, comment, listItem, orderClock, page, pin, projectDetail, version } from './testing/fixtures';
import type { ProjectListItem } from '../../shared/orders/types';

/** The server's list: by status, and by a search in the title or client name (as the server does, any case). */
function serveProjects(projects: ProjectListItem[], searches: string[] = []) {
  return stubFetch({
    'GET /api/projects': (request) => {
      const params = new URL(request.url).searchParams;
      const status = params.get('status');
      const search = params.get('search');
      if (search !== null) searches.push(search);
      // ?sort=due: the soonest due day first, orders without a running stage last.
      const sorted =
        params.get('sort') === 'due'
          ? [...projects].sort((a, b) => (a.clock?.dueDay ?? '9999').localeCompare(b.clock?.dueDay ?? '9999'))
          : projects;
      const matching = sorted
        .filter((p) => !status || status.split(',').includes(p.status))
        .filter((p) => !search || `${p.title} ${p.clientName}`.toLowerCase().includes(search.toLowerCase()));
      return jsonResponse(200, page(matching, matching.length, 1, 12));
    },
  });
}

function button(name: string) {
  return screen.getByText(name, { selector: 'button span' }).closest('button')!;
}

describe('DesignerProjectsPage', () => {
  const render = (route = '/designer/projects') =>
    renderWithProviders(
      <>
        <DesignerProjectsPage />
        <LocationDisplay />
      </>,
      { route, preloadedState: authState(testUser('designer')) },
    );

  it("shows each card's due day and sorts by due on request, kept in ?sort=due", async () => {
    serveProjects([
      listItem({ id: 'a-1', title: 'Später fällig', clock: orderClock({ dueDay: '2026-12-03', state: 'on_time' }) }),
      listItem({ id: 'a-2', title: 'Schon fällig', clock: orderClock({ dueDay: '2026-11-27', state: 'due_today' }) }),
      listItem({ id: 'a-3', title: 'Fertig', status: 'completed', clock: null }),
    ]);
    const { user } = render();

    const cards = async () =>
      (await screen.findAllByTestId('project-card')).map((card) => card.querySelector('h4')?.textContent);
    expect(await cards()).toEqual(['Später fällig', 'Schon fällig', 'Fertig']);
    const [later, soon, done] = screen.getAllByTestId('project-card');
    expect(within(later).getByTestId('due-line')).toHaveTextContent('fällig am Do, 3. Dez.im Plan');
    expect(within(soon).getByTestId('due-line')).toHaveTextContent('fällig am Fr, 27. Nov.heute fällig');
    expect(within(done).queryByTestId('due-line')).not.toBeInTheDocument();

    await user.click(screen.getByTestId('sort-due'));
    await waitFor(async () => expect(await cards()).toEqual(['Schon fällig', 'Später fällig', 'Fertig']));
    expect(screen.getByTestId('location')).toHaveTextContent('/designer/projects?sort=due');
  });

  it('filters by status with the German labels and opens a card', async () => {
    serveProjects([
      listItem({ id: 'n-1', title: 'Neuer Post', status: 'new' }),
      listItem({ id: 'r-1', title: 'Beim Kunden', status: 'review' }),
    ]);
    const { user } = render();

    expect(await screen.findByText('Neuer Post')).toBeInTheDocument();
    expect(screen.getByText('Beim Kunden')).toBeInTheDocument();
    const filters = screen.getByTestId('status-filter');
    expect(
      within(filters)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Alle', 'Neu', 'In Bearbeitung', 'Admin-Review', 'Kunden-Review', 'Abgeschlossen']);
    expect(button('Alle')).toHaveAttribute('aria-pressed', 'true');

    await user.click(button('Kunden-Review'));
    expect(screen.getByTestId('location')).toHaveTextContent('/designer/projects?status=review');
    expect(await screen.findByText('Beim Kunden')).toBeInTheDocument();
    expect(screen.queryByText('Neuer Post')).not.toBeInTheDocument();
    // Designers read "Kunden-Review" on the card too.
    const card = screen.getByText('Beim Kunden').closest('a')!;
    expect(within(card).getByTestId('status-badge')).toHaveTextContent('Kunden-Review');

    await user.click(card);
    expect(screen.getByTestId('location')).toHaveTextContent('/designer/project/r-1');
  });

  it('says when nothing is assigned, or nothing in the chosen status', async () => {
    serveProjects([]);
    const { user } = render();
    expect(await screen.findByText('Keine Aufträge zugewiesen')).toBeInTheDocument();
    await user.click(button('Admin-Review'));
    expect(await screen.findByText('Keine Aufträge im Status Admin-Review')).toBeInTheDocument();
  });
});

describe('AdminProjectsPage', () => {
  it('lists every order with its client, and offers the waiting status too', async () => {
    serveProjects([listItem({ id: 'w-1', title: 'Ohne Designer', status: 'pending_approval', clientName: 'Velo AG' })]);
    renderWithProviders(<AdminProjectsPage />, {
      route: '/admin/projects',
      preloadedState: authState(testUser('admin')),
    });

    const card = (await screen.findByText('Ohne Designer')).closest('a')!;
    expect(card).toHaveAttribute('href', '/admin/project/w-1');
    expect(within(card).getByText('Kunde: Velo AG')).toBeInTheDocument();
    expect(within(card).getByText('Wartet auf Bestätigung')).toBeInTheDocument();
    expect(button('Wartet auf Bestätigung')).toBeInTheDocument();
  });
});

describe("the admin's list of every order, counted only so far", () => {
  it('says "mehr als 10’000" when the server capped the count, and pages within it', async () => {
    const asked: string[] = [];
    stubFetch({
      'GET /api/projects': (request) => {
        const params = new URL(request.url).searchParams;
        const number = Number(params.get('page'));
        asked.push(`${params.get('status') ?? 'alle'} ${number}`);
        const items = Array.from({ length: 12 }, (_, i) =>
          listItem({ id: `o-${number}-${i}`, title: `Auftrag ${number}.${i + 1}`, status: 'completed' }),
        );
        return jsonResponse(200, page(items, 10_000, number, 12, true));
      },
    });
    const { user } = renderWithProviders(<AdminProjectsPage />, {
      route: '/admin/projects',
      preloadedState: authState(testUser('admin')),
    });

    expect(await screen.findByText('Auftrag 1.1')).toBeInTheDocument();
    // Swiss format, as the prices (the apostrophe depends on the ICU version).
    expect(screen.getByTestId('list-total')).toHaveTextContent(/^Mehr als 10['’]000 Aufträge$/);
    // 10 000 of 12 a page: the last page the pager offers is 834.
    expect(screen.getByRole('button', { name: 'Seite 834' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Seite 834' }));
    expect(await screen.findByText('Auftrag 834.1')).toBeInTheDocument();
    await user.click(button('Abgeschlossen'));
    expect(await screen.findByText('Auftrag 1.1')).toBeInTheDocument();
    expect(asked).toEqual(['alle 1', 'alle 834', 'completed 1']);
  });

  it('says the exact total when it is exact', async () => {
    serveProjects([listItem({ id: 'e-1', title: 'Einziger' })]);
    renderWithProviders(<AdminProjectsPage />, {
      route: '/admin/projects',
      preloadedState: authState(testUser('admin')),
    });
    expect(await screen.findByText('Einziger')).toBeInTheDocument();
    expect(screen.getByTestId('list-total')).toHaveTextContent(/^1 Auftrag$/);
  });
});

describe('searching the orders by title and client', () => {
  const orders = [
    listItem({ id: 'a-1', title: 'Frühlingsaktion', status: 'new', clientName: 'Velo Brunner AG' }),
    listItem({ id: 'a-2', title: 'Service-Woche', status: 'in_progress', clientName: 'Velo Brunner AG' }),
    listItem({ id: 'a-3', title: 'Frühlingsbrot', status: 'new', clientName: 'Bäckerei Frisch' }),
  ];

  it("finds the admin's orders by client name, keeps the search in the address, and says when nothing matches", async () => {
    const searches: string[] = [];
    serveProjects(orders, searches);
    const { user } = renderWithProviders(
      <>
        <AdminProjectsPage />
        <LocationDisplay />
      </>,
      { route: '/admin/projects', preloadedState: authState(testUser('admin')) },
    );
    expect(await screen.findByText('Frühlingsbrot')).toBeInTheDocument();

    const box = screen.getByRole('searchbox', { name: 'Aufträge durchsuchen' });
    expect(box).toHaveAttribute('maxlength', '100');
    await user.type(box, '  velo ');
    await waitFor(() => expect(screen.queryByText('Frühlingsbrot')).not.toBeInTheDocument());
    expect(await screen.findByText('Frühlingsaktion')).toBeInTheDocument();
    expect(screen.getByText('Service-Woche')).toBeInTheDocument();
    // Trimmed, asked once typing paused (not once per letter).
    expect(searches).toEqual(['velo']);
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin/projects?q=velo'));

    // With a status: both filters at once.
    await user.click(button('In Bearbeitung'));
    expect(await screen.findByText('Service-Woche')).toBeInTheDocument();
    expect(screen.queryByText('Frühlingsaktion')).not.toBeInTheDocument();

    await user.clear(box);
    await user.type(box, 'Pizzeria');
    expect(await screen.findByText('Keine Aufträge zu «Pizzeria» gefunden')).toBeInTheDocument();
  });

  it("finds the designer's orders by title, starting from the address", async () => {
    const searches: string[] = [];
    serveProjects(orders, searches);
    renderWithProviders(<DesignerProjectsPage />, {
      route: '/designer/projects?q=fr%C3%BChling',
      preloadedState: authState(testUser('designer')),
    });
    expect(await screen.findByText('Frühlingsaktion')).toBeInTheDocument();
    expect(screen.getByText('Frühlingsbrot')).toBeInTheDocument();
    expect(screen.queryByText('Service-Woche')).not.toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'Aufträge durchsuchen' })).toHaveValue('frühling');
    expect(searches).toEqual(['frühling']);
  });
});

describe('AdminProjectPage', () => {
  it('shows the order read-only with all attachments, the messages and the events', async () => {
    stubFetch({
      'GET /api/projects/p-1': {
        body: projectDetail({
          status: 'review',
          attachments: [
            attachment({ id: 'r-1', fileName: 'referenz.png' }),
            attachment({ id: 'f-1', fileName: 'final.png', isFinalDesign: true }),
          ],
        }),
      },
      'GET /api/projects/p-1/comments': {
        body: [comment({ message: 'Admin-Feedback: Bitte heller', internal: true })],
      },
      'GET /api/projects/p-1/timeline': {
        body: [
          {
            type: 'ProjectCreated',
            at: '2025-03-14T09:30:00.000Z',
            actor: { id: 'client-1', name: 'Bäckerei Muster AG' },
            data: {},
          },
          {
            type: 'FinalDesignsSubmitted',
            at: '2025-03-19T09:30:00.000Z',
            actor: { id: 'designer-1', name: 'Dora Designer' },
            data: {
              version: 1,
              stage: {
                stage: 'design',
                owedBy: 'designer',
                businessDaysAllowed: 3,
                businessDaysTaken: 4,
                onTime: false,
                dueDay: '2025-03-18',
              },
            },
          },
        ],
      },
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/project/:id" element={<AdminProjectPage />} />
      </Routes>,
      { route: '/admin/project/p-1', preloadedState: authState(testUser('admin')) },
    );

    expect(await screen.findByRole('heading', { level: 2, name: 'Frühlingsaktion' })).toBeInTheDocument();
    expect(within(screen.getByTestId('client-files')).getByText('referenz.png')).toBeInTheDocument();
    expect(within(screen.getByTestId('final-designs')).getByText('final.png')).toBeInTheDocument();
    expect(screen.getAllByText('Kunden-Review').length).toBeGreaterThan(0);
    expect(await screen.findByText('Admin-Feedback: Bitte heller')).toBeInTheDocument();
    expect(screen.getByText('Intern')).toBeInTheDocument();
    expect(screen.queryByLabelText('Nachricht')).not.toBeInTheDocument();
    expect(await screen.findByText('Auftrag erstellt')).toBeInTheDocument();
    // The stage the submission ended, against its allowance.
    expect(screen.getByTestId('timeline-stage')).toHaveTextContent('Erste Version: 4 von 3 Arbeitstagen · verspätet');
  });

  it('lists every version with its status, shows the chosen one with its pins, compares and links the record', async () => {
    const file = (id: string) => attachment({ id, fileName: `${id}.png`, isFinalDesign: true });
    stubFetch({
      'GET /api/projects/p-1': {
        body: projectDetail({
          status: 'review',
          versions: [
            version({
              id: 'v-1',
              number: 1,
              status: 'sent_back',
              current: false,
              passedAt: null,
              decidedAt: '2025-03-16T08:00:00.000Z',
              note: 'Wärmer',
              files: [file('a-1')],
            }),
            version({ id: 'v-2', number: 2, status: 'in_review', current: true, files: [file('b-1')] }),
          ],
          pins: [
            pin({
              id: 'pin-1',
              versionId: 'v-1',
              attachmentId: 'a-1',
              comment: 'Logo grösser',
              authorRole: 'admin',
              internal: true,
              done: true,
              answer: 'Vergrössert',
              resolvedInVersion: 2,
            }),
          ],
        }),
      },
      'GET /api/projects/p-1/comments': { body: [] },
      'GET /api/projects/p-1/timeline': { body: [] },
    });
    const { user } = renderWithProviders(
      <Routes>
        <Route path="/admin/project/:id" element={<AdminProjectPage />} />
      </Routes>,
      { route: '/admin/project/p-1', preloadedState: authState(testUser('admin')) },
    );

    const card = await screen.findByTestId('versions');
    expect(within(card).getByRole('button', { name: 'V1 · Zurückgesendet · 16.03.2025' })).toBeInTheDocument();
    const current = within(card).getByRole('button', { name: 'V2 · Beim Kunden · 15.03.2025' });
    expect(current).toHaveAttribute('aria-pressed', 'true');
    expect(within(card).getByRole('region', { name: 'Design V2' })).toBeInTheDocument();
    expect(within(card).queryByTestId('pin-marker')).not.toBeInTheDocument();
    expect(within(card).getByRole('link', { name: /Freigabeprotokoll \(PDF\)/ })).toHaveAttribute(
      'href',
      '/api/projects/p-1/record.pdf?e=1&n=Auftrag.pdf&download=1&s=sig',
    );
    expect(within(card).getByRole('link', { name: /Freigabeprotokoll/ })).toHaveAttribute('download');

    await user.click(within(card).getByRole('button', { name: /^V1 · / }));
    expect(within(card).getByRole('region', { name: 'Design V1' })).toBeInTheDocument();
    expect(within(card).getByTestId('pin-marker')).toBeInTheDocument();
    expect(within(card).getByTestId('version-note')).toHaveTextContent('Wärmer');
    const row = within(within(card).getByTestId('version-pins')).getByTestId('pin-row');
    expect(row).toHaveTextContent('Logo grösser');
    expect(row).toHaveTextContent('Erledigt in V2');
    expect(row).toHaveTextContent('Antwort des Designers: Vergrössert');
    // A click on the row highlights its marker.
    expect(within(card).getByTestId('pin-marker')).toHaveAttribute('aria-pressed', 'false');
    await user.click(within(row).getByText('Logo grösser'));
    expect(within(card).getByTestId('pin-marker')).toHaveAttribute('aria-pressed', 'true');
    expect(row).toHaveAttribute('aria-current', 'true');

    await user.click(within(card).getByRole('button', { name: /Versionen vergleichen/ }));
    expect(await screen.findByTestId('version-compare-dialog')).toBeInTheDocument();
  });

  it('says when there are no versions yet', async () => {
    stubFetch({
      'GET /api/projects/p-1': { body: projectDetail() },
      'GET /api/projects/p-1/comments': { body: [] },
      'GET /api/projects/p-1/timeline': { body: [] },
    });
    renderWithProviders(
      <Routes>
        <Route path="/admin/project/:id" element={<AdminProjectPage />} />
      </Routes>,
      { route: '/admin/project/p-1', preloadedState: authState(testUser('admin')) },
    );
    const card = await screen.findByTestId('versions');
    expect(card).toHaveTextContent('Noch keine Versionen');
    expect(within(card).queryByRole('button', { name: /Versionen vergleichen/ })).not.toBeInTheDocument();
  });
});
