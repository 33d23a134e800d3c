import { screen, waitFor, within } from '@testing-library/react';
import { authState, jsonResponse, renderWithProviders, stubFetch, testUser } from '../../../test/test-utils';
import { listItem } from '../testing/fixtures';
import { CommentsCard } from './CommentsCard';
import { PinThread } from './PinThread';
import { ProjectCardGrid } from './ProjectCard';

const designer = testUser('designer', { id: 'designer-1', name: 'Dora Designer' });
const THREAD = 'GET /api/projects/p-1/pins/pin-1/replies';
const PEOPLE = 'GET /api/projects/p-1/people';

const reply = (id: string, name: string, message: string, createdAt: string) => ({
  id,
  message,
  author: { id: `${name}-id`, name },
  createdAt,
});

describe('a pin thread', () => {
  afterEach(() => jest.restoreAllMocks());

  it('stays closed until "Antworten"; then lists the answers oldest first and sends one with a mention', async () => {
    const thread = [reply('r-1', 'Adrian Admin', 'Logo zu klein', '2026-11-20T09:00:00.000Z')];
    const sent: unknown[] = [];
    const fetchMock = stubFetch({
      [THREAD]: () => jsonResponse(200, thread),
      [PEOPLE]: { body: [{ id: 'admin-1', name: 'Adrian Admin' }] },
      'POST /api/projects/p-1/pins/pin-1/replies': async (request) => {
        const body = (await request.json()) as { message: string };
        sent.push(body);
        thread.push(reply('r-2', 'Dora Designer', body.message, '2026-11-20T10:00:00.000Z'));
        return jsonResponse(201, thread.at(-1));
      },
    });
    const { user } = renderWithProviders(<PinThread projectId="p-1" pinId="pin-1" label="1" />, {
      route: '/designer/project/p-1',
      preloadedState: authState(designer),
    });

    const toggle = screen.getByRole('button', { name: 'Antworten' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(fetchMock).not.toHaveBeenCalled();
    await user.click(toggle);
    const region = await screen.findByRole('region', { name: 'Gespräch zu Pin 1' });
    expect(await within(region).findByText('Logo zu klein')).toBeInTheDocument();

    // Empty: said at the box, nothing sent.
    await user.click(within(region).getByRole('button', { name: 'Antwort senden' }));
    expect(await within(region).findByRole('alert')).toHaveTextContent('Bitte gib eine Antwort ein');
    expect(sent).toEqual([]);

    const box = within(region).getByRole('textbox', { name: 'Antwort auf Pin 1' });
    await user.type(box, 'Grösser gemacht, @Adrian Admin passt es?');
    await user.click(within(region).getByRole('button', { name: 'Antwort senden' }));
    await waitFor(() => expect(sent).toEqual([{ message: 'Grösser gemacht, @Adrian Admin passt es?' }]));
    const items = await within(region).findAllByRole('listitem');
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(2));
    expect(items[0]).toHaveTextContent('Adrian Admin');
    expect(within(region).getAllByRole('listitem')[1]).toHaveTextContent('Grösser gemacht, @Adrian Admin passt es?');
    expect(box).toHaveValue('');
  });

  it('opens from a notification link (?pin=) with the reply box focused', async () => {
    stubFetch({ [THREAD]: { body: [] }, [PEOPLE]: { body: [] } });
    renderWithProviders(<PinThread projectId="p-1" pinId="pin-1" label="2" />, {
      route: '/designer/project/p-1?pin=pin-1',
      preloadedState: authState(designer),
    });
    expect(screen.getByRole('button', { name: 'Gespräch schliessen' })).toHaveAttribute('aria-expanded', 'true');
    expect(await screen.findByText('Noch keine Antworten')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Antwort auf Pin 2' })).toHaveFocus());
  });

  it('says when the thread cannot be loaded', async () => {
    stubFetch({ [THREAD]: { status: 500, body: { message: 'kaputt' } }, [PEOPLE]: { body: [] } });
    renderWithProviders(<PinThread projectId="p-1" pinId="pin-1" label="1" />, {
      route: '/designer/project/p-1?pin=pin-1',
      preloadedState: authState(designer),
    });
    expect(await screen.findByText('Das Gespräch konnte nicht geladen werden.')).toBeInTheDocument();
  });
});

describe('unread messages', () => {
  afterEach(() => jest.restoreAllMocks());

  it('marks an order card with its unread messages, and none without', () => {
    renderWithProviders(
      <ProjectCardGrid
        projects={[
          listItem({ id: 'p-1', title: 'Mit Post', unreadMessages: 3 }),
          listItem({ id: 'p-2', title: 'Ohne', unreadMessages: 0 }),
        ]}
        linkTo={(p) => `/client/project/${p.id}`}
      />,
      { preloadedState: authState(designer) },
    );
    const [withUnread, without] = screen.getAllByTestId('project-card');
    expect(within(withUnread!).getByTestId('unread-messages')).toHaveTextContent('3 ungelesene Nachrichten');
    expect(within(without!).queryByTestId('unread-messages')).not.toBeInTheDocument();
  });

  it('reads the order’s messages when its communication is shown, and focuses the box from a notification link', async () => {
    const fetchMock = stubFetch({
      'GET /api/projects/p-1/comments': {
        body: [
          {
            id: 'c-1',
            message: 'Hallo',
            internal: false,
            createdAt: '2026-11-20T09:00:00.000Z',
            author: { id: 'client-1', name: 'Kundin Kessler' },
          },
        ],
      },
      [PEOPLE]: { body: [{ id: 'client-1', name: 'Kundin Kessler' }] },
      'POST /api/projects/p-1/messages/read': { status: 204 },
    });
    renderWithProviders(<CommentsCard projectId="p-1" />, {
      route: '/designer/project/p-1?messages=1',
      preloadedState: authState(designer),
    });
    expect(await screen.findByText('Hallo')).toBeInTheDocument();
    await waitFor(() =>
      expect(
        fetchMock.mock.calls
          .map(([input]) => input as Request)
          .filter((r) => r.method === 'POST')
          .map((r) => new URL(r.url).pathname),
      ).toEqual(['/api/projects/p-1/messages/read']),
    );
    await waitFor(() =>
      expect(
        screen.getByTestId('comment-box').querySelector('textarea') ?? screen.getByTestId('comment-box'),
      ).toHaveFocus(),
    );
  });
});
