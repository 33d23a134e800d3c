import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { AdminPlan } from '../../shared/contracts';
import { formatChf } from '../../shared/format';
import {
  answerMediaQueries,
  authState,
  jsonResponse,
  renderWithProviders,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { planInfo } from '../plans/testing/fixtures';
import { AdminPlansPage } from './AdminPlansPage';

// Speed: jsdom computes styles slowly with antd's many style tags, and role queries ask for them on
// every ancestor (and, with `name`, on every descendant). So role queries skip the hidden check and
// buttons are found by their text or aria-label.
configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const admin = testUser('admin', { id: 'admin-1', name: 'Ada Admin' });

function plan(overrides: Partial<AdminPlan>): AdminPlan {
  return {
    ...planInfo({
      id: 'plan-basic',
      name: 'Basic',
      price: 290,
      description: '',
      postLimit: 8,
      carouselLimit: 2,
      reelLimit: 1,
    }),
    retired: false,
    activeSubscriptions: 0,
    openRequests: 0,
    inUse: false,
    ...overrides,
  };
}

// Not in price order: the page sorts.
const plans: AdminPlan[] = [
  plan({
    id: 'plan-pro',
    name: 'Pro',
    price: 1490.5,
    postLimit: 20,
    carouselLimit: 6,
    reelLimit: 4,
    isRecommended: true,
    activeSubscriptions: 3,
    openRequests: 1,
    inUse: true,
  }),
  plan({}),
  plan({ id: 'plan-old', name: 'Alt', price: 190, retired: true, inUse: true }),
];

function renderPlans(routes: Record<string, FetchRoute> = {}) {
  const fetchMock = stubFetch({ 'GET /api/admin/plans': { body: plans }, ...routes });
  return {
    fetchMock,
    ...renderWithProviders(<AdminPlansPage />, { route: '/admin/plans', preloadedState: authState(admin) }),
  };
}

function row(name: string): HTMLElement {
  return screen.getByText(name).closest('tr')!;
}

/** antd's inputs react to a change event; faster than typing key by key. */
function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => jest.restoreAllMocks());

describe('AdminPlansPage', () => {
  it('lists the plans cheapest first with limits, counts and tags; a plan in use cannot be deleted', async () => {
    answerMediaQueries(() => true);
    renderPlans();
    await screen.findByText('Pro');
    const names = screen
      .getAllByRole('row')
      .slice(1)
      .map((tr) => within(tr).getAllByRole('cell')[0].textContent);
    expect(names).toEqual(['AltNicht im Angebot', 'Basic', 'ProEmpfohlen']);

    const pro = within(row('Pro'));
    expect(pro.getByText(formatChf(1490.5).replace(/\s/g, ' '))).toBeInTheDocument();
    expect(
      pro
        .getAllByRole('cell')
        .map((cell) => cell.textContent)
        .slice(2, 7),
    ).toEqual(['20', '6', '4', '3', '1']);
    expect(pro.getByLabelText('Pro löschen')).toBeDisabled();
    expect(within(row('Alt')).getByText('Wieder anbieten')).toBeInTheDocument();
    expect(within(row('Basic')).getByLabelText('Basic löschen')).toBeEnabled();
  });

  it('checks the bounds, shows the server refusal with the entries kept, then creates the plan', async () => {
    const bodies: unknown[] = [];
    renderPlans({
      'POST /api/admin/plans': async (request) => {
        const body = (await request.json()) as { name: string };
        bodies.push(body);
        if (body.name === 'Basic') {
          return jsonResponse(409, {
            statusCode: 409,
            code: 'PLAN_NAME_TAKEN',
            message: 'Ein Plan mit diesem Namen existiert bereits',
          });
        }
        return jsonResponse(201, plan({ id: 'plan-new', name: body.name }));
      },
    });
    fireEvent.click(await screen.findByText('Plan erstellen'));
    const dialog = await screen.findByRole('dialog');
    fill('Name', 'Basic');
    fill('Preis (CHF pro Monat)', '12.345');
    fill('Posts pro Monat', '1001');
    fill('Carousels pro Monat', '3');
    fireEvent.click(within(dialog).getByText('Feature hinzufügen'));
    fill('Feature 1', 'Eigener Designer');
    fireEvent.click(within(dialog).getByText('Erstellen'));
    expect(await within(dialog).findByText(/Bitte gib einen Preis zwischen 0 und 100000 CHF/)).toBeInTheDocument();
    // Posts too many, reels missing.
    expect(within(dialog).getAllByText('Bitte gib eine ganze Zahl zwischen 0 und 1000 ein')).toHaveLength(2);
    expect(bodies).toEqual([]);

    fill('Preis (CHF pro Monat)', '390');
    fill('Posts pro Monat', '10');
    fill('Reels pro Monat', '2');
    fireEvent.click(within(dialog).getByText('Erstellen'));
    expect((await screen.findAllByText('Ein Plan mit diesem Namen existiert bereits')).length).toBeGreaterThan(0);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Basic');
    expect(screen.getByLabelText('Feature 1')).toHaveValue('Eigener Designer');

    fill('Name', 'Plus');
    fireEvent.click(within(dialog).getByText('Erstellen'));
    expect(await screen.findByText('Plan erfolgreich erstellt')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toEqual({
      name: 'Plus',
      price: 390,
      description: '',
      postLimit: 10,
      carouselLimit: 3,
      reelLimit: 2,
      features: ['Eigener Designer'],
      isRecommended: false,
      ctaLabel: 'Plan wählen',
      stripePriceId: null,
      // A new plan starts with the server's allowances: 3 / 1 / 2 / 3 business days.
      turnaround: { design: 3, check: 1, rework: 2, review: 3 },
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('saves only what changed, takes a plan off sale, and deletes an unused one after confirmation', async () => {
    const patches: unknown[] = [];
    const { fetchMock } = renderPlans({
      'PATCH /api/admin/plans/plan-basic': async (request) => {
        patches.push(await request.json());
        return jsonResponse(200, plan({ retired: true }));
      },
      'DELETE /api/admin/plans/plan-basic': { status: 204 },
    });
    fireEvent.click(await screen.findByLabelText('Basic bearbeiten'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Name')).toHaveValue('Basic'));
    fill('Name', 'Basic Neu');
    fireEvent.click(within(dialog).getByText('Speichern'));
    expect(await screen.findByText('Plan gespeichert')).toBeInTheDocument();
    expect(patches).toEqual([{ name: 'Basic Neu' }]);

    fireEvent.click(within(row('Basic')).getByText('Ausser Verkauf nehmen'));
    expect(await screen.findByText('Plan aus dem Angebot genommen')).toBeInTheDocument();
    expect(patches).toEqual([{ name: 'Basic Neu' }, { retired: true }]);

    fireEvent.click(within(row('Basic')).getByLabelText('Basic löschen'));
    expect(await screen.findByText('Plan löschen?')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).not.toContain('DELETE /api/admin/plans/plan-basic');
    fireEvent.click(screen.getByText('Löschen'));
    expect(await screen.findByText('Plan gelöscht')).toBeInTheDocument();
    expect(requestedPaths(fetchMock)).toContain('DELETE /api/admin/plans/plan-basic');
  });

  it('edits the turnaround per stage in business days: shown in the list, bounded, the server refusal beside its field, only the changed stages sent', async () => {
    answerMediaQueries(() => true);
    const patches: unknown[] = [];
    renderPlans({
      'PATCH /api/admin/plans/plan-basic': async (request) => {
        const body = (await request.json()) as { turnaround: Record<string, number> };
        patches.push(body);
        if (body.turnaround.review === 29) {
          const message = 'Die Frist «Abnahme (Kunde)» muss eine ganze Zahl von 1 bis 30 Arbeitstagen sein';
          return jsonResponse(400, {
            statusCode: 400,
            code: 'VALIDATION_ERROR',
            message,
            errors: [{ field: 'turnaround.review', message }],
          });
        }
        return jsonResponse(200, plan({ turnaround: { design: 3, check: 1, rework: 4, review: 5 } }));
      },
    });
    await screen.findByText('Pro');
    expect(within(row('Basic')).getByText('3 / 1 / 2 / 3')).toBeInTheDocument();
    expect(
      within(row('Basic')).getByText('Erste Version, Prüfung, Überarbeitung, Abnahme: 3 / 1 / 2 / 3 Arbeitstage'),
    ).toBeInTheDocument();

    fireEvent.click(screen.getByLabelText('Basic bearbeiten'));
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByLabelText('Erste Version (Designer)')).toHaveValue('3'));
    expect(within(dialog).getByLabelText('Prüfung (Admin)')).toHaveValue('1');
    expect(within(dialog).getByLabelText('Überarbeitung (Designer)')).toHaveValue('2');
    expect(within(dialog).getByLabelText('Abnahme (Kunde)')).toHaveValue('3');
    expect(within(dialog).getAllByText('Arbeitstage')).toHaveLength(4);

    // Outside 1–30 or not whole: refused before sending.
    fill('Prüfung (Admin)', '0');
    fill('Überarbeitung (Designer)', '31');
    fill('Abnahme (Kunde)', '');
    fireEvent.click(within(dialog).getByText('Speichern'));
    expect(await within(dialog).findAllByText('Bitte gib eine ganze Zahl von 1 bis 30 Arbeitstagen ein')).toHaveLength(
      3,
    );
    expect(patches).toEqual([]);

    // The server's German reason shows beside the field it names, and in the toast.
    fill('Prüfung (Admin)', '1');
    fill('Überarbeitung (Designer)', '4');
    fill('Abnahme (Kunde)', '29');
    fireEvent.click(within(dialog).getByText('Speichern'));
    expect(
      await within(dialog).findByText(
        'Die Frist «Abnahme (Kunde)» muss eine ganze Zahl von 1 bis 30 Arbeitstagen sein',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    fill('Abnahme (Kunde)', '5');
    fireEvent.click(within(dialog).getByText('Speichern'));
    expect(await screen.findByText('Plan gespeichert')).toBeInTheDocument();
    expect(patches).toEqual([{ turnaround: { rework: 4, review: 29 } }, { turnaround: { rework: 4, review: 5 } }]);
  });

  it('shows the load error with a retry', async () => {
    renderPlans({ 'GET /api/admin/plans': { status: 500, body: { statusCode: 500, code: 'INTERNAL', message: '' } } });
    expect(await screen.findByText('Fehler beim Laden der Pläne')).toBeInTheDocument();
    expect(screen.getByText('Erneut versuchen').closest('button')).toBeInTheDocument();
  });
});
