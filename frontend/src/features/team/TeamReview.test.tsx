import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authState, jsonResponse, renderAtRoute, stubFetch, testUser, type FetchRoute } from '../../test/test-utils';
import { attachment, pin, projectDetail, version } from '../projects/testing/fixtures';
import type { ProjectDetail } from '../../shared/orders/types';
import { ClientProjectPage } from '../projects/workspace/OrderPages';
import { myClient } from './testing/fixtures';

const design = attachment({
  id: 'f-1',
  fileName: 'final-1.png',
  fileUrl: '/files/p-1/final_1.png',
  isFinalDesign: true,
});
const v2 = version({ id: 'v-2', number: 2, status: 'in_review', current: true, files: [design] });
const annasPin = pin({
  id: 'pin-a',
  versionId: 'v-2',
  versionNumber: 2,
  attachmentId: 'f-1',
  comment: 'Logo grösser',
  pending: true,
  author: { id: 'u-anna', name: 'Anna Muster' },
});
const myPin = pin({
  id: 'pin-c',
  versionId: 'v-2',
  versionNumber: 2,
  attachmentId: 'f-1',
  comment: 'Schrift dunkler',
  pending: true,
  author: { id: 'user-client', name: 'Carla Kommentar' },
  createdAt: '2025-03-15T14:00:00.000Z',
});

function inReview(overrides: Partial<ProjectDetail> = {}) {
  return projectDetail({ status: 'review', attachments: [design], versions: [v2], ...overrides });
}

const commenterOrder = (pins = [annasPin, myPin]) =>
  inReview({ allowedActions: [], rights: { pin: true, guestLinks: false }, pins });
const approverOrder = (overrides: Partial<ProjectDetail> = {}) =>
  inReview({
    allowedActions: ['CLIENT_APPROVE', 'REQUEST_CHANGES'],
    rights: { pin: true, guestLinks: true },
    pins: [annasPin, myPin],
    ...overrides,
  });

function renderPage(routes: Record<string, FetchRoute>, role = myClient().role) {
  const fetchMock = stubFetch({
    'GET /api/projects/p-1/comments': { body: [] },
    'GET /api/projects/p-1/people': { body: [] },
    'GET /api/projects/p-1/guest-links': { body: [] },
    'GET /api/me/clients': { body: [myClient({ role })] },
    ...routes,
  });
  const view = renderAtRoute('/client/project/:id', <ClientProjectPage />, {
    route: '/client/project/p-1',
    preloadedState: authState(testUser('client')),
  });
  return { fetchMock, ...view };
}

/** jsdom has no layout: the image gets a box of 400×200 at (100, 50). */
function layOut(image: HTMLElement) {
  const rect = { left: 100, top: 50, width: 400, height: 200 };
  image.getBoundingClientRect = () =>
    ({ ...rect, right: 500, bottom: 250, x: 100, y: 50, toJSON: () => rect }) as DOMRect;
}

beforeEach(() => window.sessionStorage.clear());

describe("the team's review", () => {
  it('lets a commenter pin with a comment for the team, see the pending pins with their authors and delete its own', async () => {
    let order = commenterOrder();
    const placed: unknown[] = [];
    const { user } = renderPage(
      {
        'GET /api/projects/p-1': () => jsonResponse(200, order),
        'POST /api/projects/p-1/pins': async (request) => {
          const body = (await request.json()) as { comment: string };
          placed.push(body);
          const created = pin({
            id: 'pin-new',
            versionId: 'v-2',
            versionNumber: 2,
            attachmentId: 'f-1',
            comment: body.comment,
            pending: true,
            author: { id: 'user-client', name: 'Carla Kommentar' },
            createdAt: '2025-03-15T15:00:00.000Z',
          });
          order = commenterOrder([annasPin, myPin, created]);
          return jsonResponse(201, created);
        },
        'DELETE /api/projects/p-1/pins/pin-c': () => {
          order = commenterOrder([annasPin]);
          return jsonResponse(204);
        },
      },
      'commenter',
    );
    const review = await screen.findByTestId('design-review');
    // No decision for a commenter: neither button, and why.
    expect(within(review).queryByRole('button', { name: /Freigeben/ })).not.toBeInTheDocument();
    expect(within(review).queryByRole('button', { name: /Änderungen anfordern/ })).not.toBeInTheDocument();
    expect(within(review).getByTestId('no-decision-hint')).toHaveTextContent(
      'Freigeben und Änderungen anfordern dürfen Personen mit der Rolle Inhaber oder Freigabe.',
    );

    const teamPins = within(review).getAllByTestId('team-pin');
    expect(teamPins).toHaveLength(2);
    expect(teamPins[0]).toHaveTextContent('von Anna Muster');
    expect(teamPins[0]).toHaveTextContent('Logo grösser');
    // Only one's own pin offers deleting.
    expect(within(teamPins[0]).queryByRole('button')).not.toBeInTheDocument();
    expect(within(review).getAllByTestId('pin-marker')).toHaveLength(2);

    const image = within(review).getByAltText('final-1.png');
    layOut(image);
    fireEvent.click(image, { clientX: 300, clientY: 150 });
    const field = await within(review).findByLabelText('Kommentar zu Pin 3');
    await user.click(field);
    await user.paste('Farbe wärmer');
    await user.click(within(review).getByRole('button', { name: /Pins speichern/ }));
    expect(await screen.findByText('Pin gespeichert – das Team sieht ihn')).toBeInTheDocument();
    expect(placed).toEqual([{ attachmentId: 'f-1', x: 0.5, y: 0.5, atSeconds: null, comment: 'Farbe wärmer' }]);
    await waitFor(() => expect(within(review).getAllByTestId('team-pin')).toHaveLength(3));
    expect(within(review).queryByTestId('pin-draft')).not.toBeInTheDocument();

    await user.click(within(review).getByRole('button', { name: 'Pin 2 löschen' }));
    expect(await screen.findByText('Pin gelöscht')).toBeInTheDocument();
    await waitFor(() => expect(within(review).getAllByTestId('team-pin')).toHaveLength(1));
  });

  it("tells an approver that «Änderungen anfordern» sends the team's open pins, and sends its own drafts with them", async () => {
    let sent: unknown;
    const { user } = renderPage(
      {
        'GET /api/projects/p-1': { body: approverOrder() },
        'POST /api/projects/p-1/request-changes': async (request) => {
          sent = await request.json();
          return jsonResponse(200, projectDetail({ status: 'in_progress', reviewCount: 1 }));
        },
      },
      'approver',
    );
    const review = await screen.findByTestId('design-review');
    expect(within(review).getByTestId('team-pins')).toHaveTextContent(
      '«Änderungen anfordern» sendet alle offenen Pins des Teams als eine Überarbeitung.',
    );
    expect(within(review).getByTestId('request-sends-team-pins')).toHaveTextContent(
      'Sendet auch 2 offene Pins des Teams mit.',
    );
    const image = within(review).getByAltText('final-1.png');
    layOut(image);
    fireEvent.click(image, { clientX: 200, clientY: 100 });
    await user.click(await within(review).findByLabelText('Kommentar zu Pin 3'));
    await user.paste('Mehr Kontrast');
    await user.click(within(review).getByRole('button', { name: /Änderungen anfordern/ }));
    expect(await screen.findByText('Änderungen angefordert! Designer wird benachrichtigt.')).toBeInTheDocument();
    // The server adds the team's pending pins of the round; the request carries the approver's drafts.
    expect(sent).toEqual({
      feedback: '',
      pins: [{ attachmentId: 'f-1', x: 0.25, y: 0.25, atSeconds: null, comment: 'Mehr Kontrast' }],
    });
  });

  it("needs no note when the team's open pins are the request", async () => {
    let sent: unknown;
    const { user } = renderPage(
      {
        'GET /api/projects/p-1': { body: approverOrder() },
        'POST /api/projects/p-1/request-changes': async (request) => {
          sent = await request.json();
          return jsonResponse(200, projectDetail({ status: 'in_progress', reviewCount: 1 }));
        },
      },
      'approver',
    );
    const review = await screen.findByTestId('design-review');
    await user.click(within(review).getByRole('button', { name: /Änderungen anfordern/ }));
    expect(await screen.findByText('Änderungen angefordert! Designer wird benachrichtigt.')).toBeInTheDocument();
    expect(sent).toEqual({ feedback: '', pins: [] });
  });

  it('shows the progress under the rule «all» and, once the caller approved, what is missing', async () => {
    let order = approverOrder({ approvalProgress: { rule: 'all', approved: 0, required: 2, approvedByMe: false } });
    const { user } = renderPage(
      {
        'GET /api/projects/p-1': () => jsonResponse(200, order),
        'POST /api/projects/p-1/approve': () => {
          order = approverOrder({
            allowedActions: ['REQUEST_CHANGES'],
            approvalProgress: { rule: 'all', approved: 1, required: 2, approvedByMe: true },
          });
          return jsonResponse(200, order);
        },
      },
      'approver',
    );
    const review = await screen.findByTestId('design-review');
    expect(within(review).getByTestId('approval-progress')).toHaveTextContent('0 von 2 Freigaben');
    await user.click(within(review).getByRole('button', { name: /Freigeben/ }));
    // The question says that this approval does not end the order yet.
    expect(
      await screen.findByText(
        /Abgeschlossen ist der Auftrag, sobald die letzte Freigabe-Person diese Version ebenfalls freigegeben hat/,
      ),
    ).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Ja, freigeben' }));
    expect(await screen.findByText('Deine Freigabe ist gespeichert')).toBeInTheDocument();
    await waitFor(() => expect(within(review).getByTestId('approval-progress')).toHaveTextContent('1 von 2 Freigaben'));
    expect(within(review).getByTestId('approval-progress')).toHaveTextContent(
      'Du hast V2 freigegeben – es fehlt noch 1 Freigabe.',
    );
    expect(within(review).queryByRole('button', { name: /^Freigeben/ })).not.toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/client/project/p-1');
  });

  it('names who approved, guests as guests', async () => {
    renderPage({
      'GET /api/projects/p-1': {
        body: projectDetail({
          status: 'completed',
          approvals: [
            { versionNumber: 2, by: { name: 'Anna Muster', kind: 'member' }, at: '2025-03-18T10:00:00.000Z' },
            { versionNumber: 2, by: { name: 'Dr. Beat Keller', kind: 'guest' }, at: '2025-03-18T11:00:00.000Z' },
          ],
        }),
      },
    });
    const approvals = await screen.findAllByTestId('approval');
    expect(approvals[0]).toHaveTextContent('Freigegeben von Anna Muster');
    expect(approvals[0]).toHaveTextContent('V2 · 18.03.2025');
    expect(approvals[1]).toHaveTextContent('Freigegeben von Dr. Beat Keller (Gast)');
  });

  it('lets a viewer look only: no message box, no pins, no decision, and a line that says so', async () => {
    const earlier = version({ id: 'v-1', number: 1, status: 'changes_requested', current: false, files: [design] });
    const oldPin = pin({
      id: 'pin-old',
      versionId: 'v-1',
      versionNumber: 1,
      attachmentId: 'f-1',
      comment: 'Farbe wärmer',
      pending: false,
    });
    renderPage(
      {
        'GET /api/projects/p-1': {
          body: inReview({
            allowedActions: [],
            rights: { pin: false, guestLinks: false },
            versions: [earlier, v2],
            pins: [annasPin, oldPin],
          }),
        },
        'GET /api/projects/p-1/comments': {
          body: [
            {
              id: 'c-1',
              message: 'Wie besprochen',
              author: { id: 'u-anna', name: 'Anna Muster' },
              createdAt: '2025-03-15T10:00:00.000Z',
            },
          ],
        },
        'GET /api/projects/p-1/pins/pin-old/replies': { body: [] },
      },
      'viewer',
    );
    const review = await screen.findByTestId('design-review');
    expect(await screen.findByTestId('role-line')).toHaveTextContent(
      'Deine Rolle «Lesen»: du kannst die Designs ansehen, aber nicht kommentieren oder freigeben.',
    );
    expect(
      within(review).queryByRole('button', { name: /Pins speichern|Freigeben|Änderungen anfordern/ }),
    ).not.toBeInTheDocument();
    expect(within(review).queryByTestId('review-intro')).not.toBeInTheDocument();
    expect(screen.queryByText(/Prüfe die Designs/)).not.toBeInTheDocument();
    // The messages are there to read, without the box to write one.
    expect(await screen.findByText('Wie besprochen')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Senden' })).not.toBeInTheDocument();
    // A pin's thread opens to read, without a reply box.
    fireEvent.click(within(review).getByRole('button', { name: /Antworten/ }));
    expect(await within(review).findByText('Noch keine Antworten')).toBeInTheDocument();
    expect(within(review).queryByTestId('pin-reply-box')).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    // No pin can be placed: clicking the design opens no draft.
    const image = within(review).getByRole('img', { name: /final-1\.png/ });
    layOut(image);
    fireEvent.click(image, { clientX: 300, clientY: 150 });
    expect(within(review).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByTestId('guest-links-card')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Erneut bestellen/ })).not.toBeInTheDocument();
  });

  it('lets a commenter comment and pin, but offers it no decision', async () => {
    renderPage({ 'GET /api/projects/p-1': { body: commenterOrder() } }, 'commenter');
    const review = await screen.findByTestId('design-review');
    expect(await screen.findByTestId('role-line')).toHaveTextContent(
      'Deine Rolle «Kommentar»: du kannst Designs kommentieren und Pins setzen, aber nicht freigeben oder Änderungen anfordern.',
    );
    expect(within(review).getByTestId('review-intro')).toHaveTextContent(
      'Prüfe die Designs und setze Pins oder Kommentare für dein Team.',
    );
    expect(within(review).queryByRole('button', { name: /^Freigeben|Änderungen anfordern/ })).not.toBeInTheDocument();
    expect(within(review).getByRole('button', { name: /Pins speichern/ })).toBeInTheDocument();
    // The message box is there.
    expect(await screen.findByRole('button', { name: 'Senden' })).toBeInTheDocument();
  });

  it('tells an approver what it may do, and asks it to decide', async () => {
    renderPage({ 'GET /api/projects/p-1': { body: approverOrder() } }, 'approver');
    const review = await screen.findByTestId('design-review');
    expect(await screen.findByTestId('role-line')).toHaveTextContent(
      'Deine Rolle «Freigabe»: du kannst Designs kommentieren, freigeben oder Änderungen anfordern.',
    );
    expect(within(review).getByTestId('review-intro')).toHaveTextContent(
      'Prüfe die Designs und gib sie frei oder fordere Änderungen an.',
    );
    expect(within(review).getByRole('button', { name: /Freigeben/ })).toBeEnabled();
  });
});
