import { screen, waitFor, within } from '@testing-library/react';
import { authState, jsonResponse, renderWithProviders, stubFetch, testUser, type FetchRoute } from '../../test/test-utils';
import { AdminReviewPage } from './AdminReviewPage';
import { attachment, projectDetail } from './testing/fixtures';
import type { ProjectDetail } from './types';

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

function renderPage(routes: Record<string, FetchRoute>) {
  const fetchMock = stubFetch(routes);
  return { fetchMock, ...renderWithProviders(<AdminReviewPage />, { route: '/admin/review', preloadedState: authState(testUser('admin')) }) };
}

function button(name: string) {
  return screen.getByText(name).closest('button')!;
}

describe('AdminReviewPage', () => {
  it('shows one order at a time with the counter, the summary and its designs', async () => {
    const { user } = renderPage({
      'GET /api/admin/review-queue': {
        body: [waiting('p-1', 'Erster Auftrag'), waiting('p-2', 'Zweiter Auftrag', { contentType: 'reel', designer: null })],
      },
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

  it('approves an order and moves on to the next', async () => {
    let queue = [waiting('p-1', 'Erster Auftrag'), waiting('p-2', 'Zweiter Auftrag')];
    const { user } = renderPage({
      'GET /api/admin/review-queue': () => jsonResponse(200, queue),
      'POST /api/projects/p-1/admin-approve': () => {
        queue = queue.slice(1);
        return jsonResponse(200, projectDetail({ status: 'review' }));
      },
    });

    await screen.findByText('Erster Auftrag');
    await user.click(button('Freigeben'));
    expect(await screen.findByText('Auftrag freigegeben und an Kunden weitergeleitet')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('review-counter')).toHaveTextContent('1 / 1'));
    expect(screen.getByText('Zweiter Auftrag')).toBeInTheDocument();
  });

  it('rejects only with feedback, and says the designs were removed', async () => {
    let sent: unknown = null;
    let queue = [waiting('p-1', 'Erster Auftrag')];
    const { user } = renderPage({
      'GET /api/admin/review-queue': () => jsonResponse(200, queue),
      'POST /api/projects/p-1/admin-reject': async (request) => {
        sent = await request.json();
        queue = [];
        return jsonResponse(200, projectDetail({ status: 'in_progress' }));
      },
    });

    await screen.findByText('Erster Auftrag');
    await user.click(button('Ablehnen'));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Design ablehnen')).toBeInTheDocument();

    await user.click(within(dialog).getByText('Ablehnen und zurücksenden').closest('button')!);
    expect(await within(dialog).findByText('Bitte gib Feedback ein')).toBeInTheDocument();
    expect(sent).toBeNull();

    await user.click(within(dialog).getByLabelText('Feedback an den Designer'));
    await user.paste('Farben passen nicht zum Branding');
    await user.click(within(dialog).getByText('Ablehnen und zurücksenden').closest('button')!);

    expect(
      await screen.findByText('Feedback gesendet und zurück an Designer - Bisherige Designs wurden entfernt'),
    ).toBeInTheDocument();
    expect(sent).toEqual({ feedback: 'Farben passen nicht zum Branding' });
    expect(await screen.findByText('Alles erledigt!')).toBeInTheDocument();
  });

  it('reports a failed rejection and keeps the dialog open', async () => {
    const { user } = renderPage({
      'GET /api/admin/review-queue': { body: [waiting('p-1', 'Erster Auftrag')] },
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
    renderPage({ 'GET /api/admin/review-queue': { body: [] } });
    expect(await screen.findByText('Alles erledigt!')).toBeInTheDocument();
    expect(screen.getByText('Keine Designs warten auf deine Prüfung.')).toBeInTheDocument();
  });
});
