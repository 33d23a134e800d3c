import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { authState, jsonResponse, renderAtRoute, stubFetch, testUser, type FetchRoute } from '../../test/test-utils';
import { attachment, comment, pin, projectDetail, version } from '../projects/testing/fixtures';
import type { GuestOrder } from './guestApi';
import { GuestReviewPage } from './GuestReviewPage';

const design = attachment({
  id: 'f-1',
  fileName: 'final-1.png',
  fileUrl: '/files/p-1/final_1.png?e=1&s=sig',
  isFinalDesign: true,
});
const v2 = version({ id: 'v-2', number: 2, status: 'in_review', current: true, files: [design] });

function guestOrder(role: GuestOrder['guest']['role'], overrides: Partial<GuestOrder> = {}): GuestOrder {
  const decides = role === 'approve';
  return {
    ...projectDetail({
      status: 'review',
      attachments: [design],
      versions: [v2],
      allowedActions: decides ? ['CLIENT_APPROVE', 'REQUEST_CHANGES'] : [],
      rights: { pin: role !== 'view', guestLinks: false },
      pins: [
        pin({
          id: 'pin-a',
          versionId: 'v-2',
          versionNumber: 2,
          attachmentId: 'f-1',
          pending: true,
          comment: 'Logo grösser',
          author: { id: 'u-anna', name: 'Anna Muster' },
        }),
      ],
    }),
    guest: { name: 'Dr. Beat Keller', role },
    comments: [comment()],
    ...overrides,
  };
}

function renderGuest(routes: Record<string, FetchRoute>, signedIn = false) {
  const fetchMock = stubFetch(routes);
  const view = renderAtRoute('/r/:token', <GuestReviewPage />, {
    route: '/r/tok-1',
    preloadedState: authState(signedIn ? testUser('client') : null),
  });
  return { fetchMock, ...view };
}

function layOut(image: HTMLElement) {
  const rect = { left: 0, top: 0, width: 390, height: 390 };
  image.getBoundingClientRect = () => ({ ...rect, right: 390, bottom: 390, x: 0, y: 0, toJSON: () => rect }) as DOMRect;
}

beforeEach(() => window.sessionStorage.clear());

describe('GuestReviewPage', () => {
  it('says so for an unknown, expired or revoked link', async () => {
    renderGuest({
      'GET /api/guest/tok-1': { status: 404, body: { statusCode: 404, code: 'NOT_FOUND', message: 'Nicht gefunden' } },
    });
    expect(await screen.findByTestId('guest-link-not-found')).toHaveTextContent(
      'Dieser Link ist ungültig, abgelaufen oder wurde zurückgezogen.',
    );
  });

  it('shows a view-only guest the order, who it is, the pins and the comments, without any action', async () => {
    renderGuest({ 'GET /api/guest/tok-1': { body: guestOrder('view') } });
    expect(await screen.findByTestId('guest-order-title')).toHaveTextContent('Frühlingsaktion');
    expect(screen.getByTestId('guest-identity')).toHaveTextContent('Du bist hier als Dr. Beat Keller (Gast)');
    const review = screen.getByTestId('design-review');
    expect(within(review).getByAltText('final-1.png')).toHaveAttribute('src', '/files/p-1/final_1.png?e=1&s=sig');
    expect(within(review).getAllByTestId('pin-marker')).toHaveLength(1);
    expect(within(review).getByTestId('team-pin')).toHaveTextContent('von Anna Muster');
    expect(within(review).getByTestId('no-decision-hint')).toHaveTextContent(
      'Du kannst die Entwürfe ansehen, aber nicht kommentieren oder freigeben.',
    );
    expect(
      within(review).queryByRole('button', { name: /Freigeben|Änderungen anfordern|Pins speichern/ }),
    ).not.toBeInTheDocument();
    expect(within(screen.getByTestId('guest-comments')).getByText('Bitte das Logo grösser.')).toBeInTheDocument();
    expect(screen.queryByLabelText('Kommentar')).not.toBeInTheDocument();
  });

  it('lets a commenting guest pin and comment, through its link, without a session', async () => {
    let order = guestOrder('comment');
    const pins: unknown[] = [];
    const headers: (string | null)[] = [];
    const { user } = renderGuest(
      {
        'GET /api/guest/tok-1': (request) => {
          headers.push(request.headers.get('Authorization'));
          return jsonResponse(200, order);
        },
        'POST /api/guest/tok-1/pins': async (request) => {
          headers.push(request.headers.get('Authorization'));
          pins.push(await request.json());
          return jsonResponse(201, {});
        },
        'POST /api/guest/tok-1/comments': async (request) => {
          const { message } = (await request.json()) as { message: string };
          order = {
            ...order,
            comments: [
              ...(order.comments ?? []),
              comment({ id: 'c-2', message, author: { id: 'g', name: 'Dr. Beat Keller (Gast)' } }),
            ],
          };
          return jsonResponse(201, comment({ id: 'c-2', message }));
        },
      },
      true,
    );
    const review = await screen.findByTestId('design-review');
    const image = within(review).getByAltText('final-1.png');
    layOut(image);
    fireEvent.click(image, { clientX: 195, clientY: 97.5 });
    await user.click(await within(review).findByLabelText('Kommentar zu Pin 2'));
    await user.paste('Text kürzer');
    await user.click(within(review).getByRole('button', { name: /Pins speichern/ }));
    expect(await screen.findByText('Pin gespeichert – das Team sieht ihn')).toBeInTheDocument();
    expect(pins).toEqual([{ attachmentId: 'f-1', x: 0.5, y: 0.25, atSeconds: null, comment: 'Text kürzer' }]);
    // A signed-in visitor's session does not go with a guest link's requests.
    expect(headers.every((value) => value === null)).toBe(true);

    const comments = screen.getByTestId('guest-comments');
    await user.click(within(comments).getByLabelText('Kommentar'));
    await user.paste('Sieht gut aus');
    await user.click(within(comments).getByRole('button', { name: 'Senden' }));
    expect(await screen.findByText('Kommentar gesendet')).toBeInTheDocument();
    await waitFor(() => expect(within(comments).getByText('Sieht gut aus')).toBeInTheDocument());
  });

  it('lets an approving guest approve after confirming', async () => {
    let approved = false;
    const { user } = renderGuest({
      'GET /api/guest/tok-1': () =>
        jsonResponse(
          200,
          approved
            ? guestOrder('approve', {
                status: 'completed',
                allowedActions: [],
                approvals: [
                  { versionNumber: 2, by: { name: 'Dr. Beat Keller', kind: 'guest' }, at: '2025-03-18T10:00:00.000Z' },
                ],
              })
            : guestOrder('approve'),
        ),
      'POST /api/guest/tok-1/approve': () => {
        approved = true;
        return jsonResponse(200, {});
      },
    });
    const review = await screen.findByTestId('design-review');
    expect(within(review).getByTestId('request-sends-team-pins')).toHaveTextContent(
      'Sendet auch 1 offenen Pin des Teams mit.',
    );
    await user.click(within(review).getByRole('button', { name: /Freigeben/ }));
    await user.click(await screen.findByRole('button', { name: 'Ja, freigeben' }));
    expect(await screen.findByText('Danke! Deine Freigabe ist gespeichert.')).toBeInTheDocument();
    expect(await screen.findByTestId('approval')).toHaveTextContent('Freigegeben von Dr. Beat Keller (Gast)');
    expect(screen.getByTestId('guest-versions')).toBeInTheDocument();
  });

  it("counts an approving guest's approval under «all» and offers it «Freigeben» no more", async () => {
    renderGuest({
      'GET /api/guest/tok-1': {
        body: guestOrder('approve', {
          approvalProgress: { rule: 'all', approved: 1, required: 2, approvedByMe: true },
          approvals: [
            { versionNumber: 2, by: { name: 'Dr. Beat Keller', kind: 'guest' }, at: '2025-03-18T10:00:00.000Z' },
          ],
        }),
      },
    });
    const review = await screen.findByTestId('design-review');
    expect(within(review).getByTestId('approval-progress')).toHaveTextContent('1 von 2 Freigaben');
    expect(within(review).getByTestId('approval-progress')).toHaveTextContent(
      'Du hast V2 freigegeben – es fehlt noch 1 Freigabe.',
    );
    expect(within(review).queryByRole('button', { name: /^Freigeben/ })).not.toBeInTheDocument();
    // Named once, as a guest.
    expect(screen.getByTestId('approval')).toHaveTextContent('Freigegeben von Dr. Beat Keller (Gast)');
    expect(screen.getByTestId('approval')).not.toHaveTextContent('(Gast) (Gast)');
  });

  it('lets an approving guest ask for changes with a note', async () => {
    let sent: unknown;
    const { user } = renderGuest({
      'GET /api/guest/tok-1': { body: guestOrder('approve', { pins: [] }) },
      'POST /api/guest/tok-1/request-changes': async (request) => {
        sent = await request.json();
        return jsonResponse(200, {});
      },
    });
    const review = await screen.findByTestId('design-review');
    await user.click(within(review).getByRole('button', { name: /Änderungen anfordern/ }));
    expect((await screen.findAllByText('Bitte beschreibe, was geändert werden soll')).length).toBeGreaterThan(0);
    expect(sent).toBeUndefined();
    await user.click(within(review).getByLabelText('Feedback'));
    await user.paste('Bitte wärmer');
    await user.click(within(review).getByRole('button', { name: /Änderungen anfordern/ }));
    expect(await screen.findByText('Änderungen angefordert! Designer wird benachrichtigt.')).toBeInTheDocument();
    expect(sent).toEqual({ feedback: 'Bitte wärmer', pins: [] });
  });
});
