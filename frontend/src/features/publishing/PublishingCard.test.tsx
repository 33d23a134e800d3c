import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unstyled } from '../../shared/testing/unstyled';
import {
  authState,
  jsonResponse,
  renderAtRoute,
  requestedPaths,
  stubFetch,
  testUser,
  type FetchRoute,
} from '../../test/test-utils';
import { attachment, projectDetail, version } from '../projects/testing/fixtures';
import type { ProjectDetail } from '../../shared/orders/types';
import { AdminProjectPage, ClientProjectPage, DesignerProjectPage } from '../projects/workspace/OrderPages';
import { myClient } from '../team/testing/fixtures';
import { addDays } from '../../shared/calendarDates';
import type { BestTime, CalendarItem } from '../../shared/contracts';
import { nextBestSlot } from './bestSlot';
import { scheduledPost, socialAccount } from './testing/fixtures';
import { zurichIso } from './zurichTime';

configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const SUM = 'a3f1c2d4e5b6a7980f1e2d3c4b5a69788796a5b4c3d2e1f0a1b2c3d4e5f60718';
const ACCOUNT_ID = '11111111-1111-4111-8111-111111111111';

const approved = (overrides: Partial<ProjectDetail> = {}) =>
  projectDetail({
    status: 'completed',
    clientId: 'client-1',
    generatedCaption: 'Frisch aus dem Ofen',
    cta: 'Jetzt vorbestellen',
    hashtags: '#brot #zuerich',
    versions: [],
    ...overrides,
  });

const published = scheduledPost({
  id: 'sp-2',
  status: 'published',
  publishedAt: '2030-03-12T08:00:04.000Z',
  permalink: 'https://www.instagram.com/p/abc123/',
  files: [{ name: 'final-1.png', sha256: SUM }],
  metrics: {
    reach: 12345,
    impressions: 20000,
    likes: 321,
    comments: 12,
    shares: 4,
    saves: 9,
    engagementRate: 2.8,
    measuredAt: '2030-03-13T06:00:00.000Z',
  },
});

function renderOrder(
  routes: Record<string, FetchRoute>,
  { page = ClientProjectPage, area = 'client' as 'client' | 'designer' | 'admin' } = {},
) {
  const Page = page;
  const fetchMock = stubFetch({
    'GET /api/projects/p-1/comments': { body: [] },
    'GET /api/projects/p-1/timeline': { body: [] },
    'GET /api/me/clients': { body: [myClient()] },
    'GET /api/projects/p-1': { body: approved() },
    ...routes,
  });
  const path = area === 'client' ? '/client/project/:id' : `/${area}/project/:id`;
  renderAtRoute(path, unstyled(<Page />), {
    route: path.replace(':id', 'p-1'),
    preloadedState: authState(testUser(area === 'designer' ? 'designer' : area)),
  });
  return fetchMock;
}

async function openDialog() {
  fireEvent.click(await screen.findByRole('button', { name: 'Veröffentlichung planen' }));
  return screen.findByRole('dialog', { name: 'Veröffentlichung planen' });
}

async function chooseAccount(dialog: HTMLElement, title = 'Instagram · @baeckerei.muster') {
  // The form comes once the posts the proposal leaves out are known.
  fireEvent.mouseDown(await within(dialog).findByRole('combobox', { name: 'Konto' }));
  // The option in the list (the chosen account's title is shown in the field too).
  const options = await screen.findAllByTitle(title);
  fireEvent.click(options.at(-1)!);
}

const FACEBOOK = socialAccount({
  id: '22222222-2222-4222-8222-222222222222',
  network: 'facebook',
  name: 'Bäckerei Muster',
});

/** The dialog's form with the company's Instagram and Facebook accounts; the bodies it sent. */
async function scheduleWith(
  post: (request: Request, bodies: Record<string, unknown>[]) => Response | Promise<Response>,
  project = approved(),
) {
  const bodies: Record<string, unknown>[] = [];
  renderOrder({
    'GET /api/projects/p-1': { body: project },
    'GET /api/projects/p-1/scheduled-posts': { body: [] },
    'GET /api/clients/client-1/social-accounts': { body: [socialAccount(), FACEBOOK] },
    'POST /api/projects/p-1/schedule': async (request) => {
      bodies.push((await request.clone().json()) as Record<string, unknown>);
      return post(request, bodies);
    },
  });
  const dialog = await openDialog();
  // The form, once the order and the accounts are there.
  await within(dialog).findByLabelText('Caption');
  return { dialog, bodies };
}

afterEach(() => jest.restoreAllMocks());

describe("the order page's publication card", () => {
  it('lists the published post with its link, the checksums of its files and its figures', async () => {
    renderOrder({ 'GET /api/projects/p-1/scheduled-posts': { body: [published] } });
    const card = await screen.findByTestId('publishing-card');
    const post = await within(card).findByTestId('scheduled-post');
    expect(within(post).getByTestId('post-status')).toHaveTextContent('Veröffentlicht');
    expect(within(post).getByText('Instagram · @baeckerei.muster')).toBeInTheDocument();
    expect(within(post).getByRole('link', { name: 'Beitrag ansehen' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/abc123/',
    );
    expect(within(post).getByRole('link', { name: 'Beitrag ansehen' })).toHaveAttribute('target', '_blank');
    expect(within(post).getByText('Prüfsumme (SHA-256):')).toBeInTheDocument();
    expect(within(post).getByTestId('checksum')).toHaveTextContent(SUM);
    expect(within(post).getByRole('button', { name: 'Prüfsumme von final-1.png kopieren' })).toBeInTheDocument();
    const figures = within(post).getByTestId('post-figures');
    expect(figures).toHaveTextContent(/Reichweite12.345/);
    expect(figures).toHaveTextContent('Engagement-Rate2.8 %');
  });

  it('is not there before the order is approved (and asks for no posts)', async () => {
    const fetchMock = renderOrder({ 'GET /api/projects/p-1': { body: approved({ status: 'review' }) } });
    await screen.findByRole('heading', { level: 2 });
    expect(screen.queryByTestId('publishing-card')).not.toBeInTheDocument();
    expect(
      fetchMock.mock.calls.some(([input]) =>
        String(input instanceof Request ? input.url : input).includes('scheduled-posts'),
      ),
    ).toBe(false);
  });

  it('shows a designer the posts without the way to schedule', async () => {
    renderOrder(
      { 'GET /api/projects/p-1/scheduled-posts': { body: [published] } },
      { page: DesignerProjectPage, area: 'designer' },
    );
    expect(await screen.findByTestId('scheduled-post')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Veröffentlichung planen' })).not.toBeInTheDocument();
  });
});

describe('the schedule dialog', () => {
  it("sends the account, the Zurich moment and the order's texts", async () => {
    const bodies: unknown[] = [];
    renderOrder({
      'GET /api/projects/p-1/scheduled-posts': { body: [] },
      'GET /api/clients/client-1/social-accounts': {
        body: [socialAccount(), socialAccount({ id: 'a-9', name: 'Getrennt', status: 'disconnected' })],
      },
      'POST /api/projects/p-1/schedule': async (request) => {
        bodies.push(await request.json());
        return jsonResponse(201, scheduledPost());
      },
    });
    const dialog = await openDialog();
    expect(within(dialog).getByLabelText('Caption')).toHaveValue('Frisch aus dem Ofen\n\nJetzt vorbestellen');
    expect(within(dialog).getByTitle('brot')).toBeInTheDocument();
    await chooseAccount(dialog);
    // A disconnected account is no choice.
    expect(screen.queryByTitle('Facebook · Getrennt')).not.toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    const body = bodies[0] as { socialAccountId: string; at: string; caption: string; hashtags: string[] };
    expect(body).toEqual({
      socialAccountId: ACCOUNT_ID,
      at: expect.stringMatching(/T09:00:00\+0[12]:00$/),
      caption: 'Frisch aus dem Ofen\n\nJetzt vorbestellen',
      hashtags: ['brot', 'zuerich'],
    });
    expect(new Date(body.at).getTime()).toBeGreaterThan(Date.now());
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Veröffentlichung planen' })).not.toBeInTheDocument(),
    );
  });

  it("shows the network's limit and the field messages, and keeps what was typed", async () => {
    let answer = 0;
    renderOrder({
      'GET /api/projects/p-1/scheduled-posts': { body: [] },
      'GET /api/clients/client-1/social-accounts': { body: [socialAccount()] },
      'POST /api/projects/p-1/schedule': () =>
        ++answer === 1
          ? jsonResponse(409, {
              statusCode: 409,
              code: 'NETWORK_LIMIT',
              message: 'Instagram erlaubt höchstens 50 Beiträge in 24 Stunden.',
            })
          : jsonResponse(400, {
              statusCode: 400,
              code: 'VALIDATION',
              message: 'Ungültige Eingabe',
              errors: [
                {
                  field: 'hashtags.0',
                  message: 'Ein Hashtag besteht aus Buchstaben, Ziffern und Unterstrichen (höchstens 100 Zeichen)',
                },
              ],
            }),
    });
    const dialog = await openDialog();
    await chooseAccount(dialog);
    fireEvent.change(within(dialog).getByLabelText('Caption'), { target: { value: 'Mein eigener Text' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));

    expect(await within(dialog).findByTestId('schedule-refusal')).toHaveTextContent(
      'Instagram erlaubt höchstens 50 Beiträge in 24 Stunden.',
    );
    expect(within(dialog).getByLabelText('Caption')).toHaveValue('Mein eigener Text');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    expect(
      await within(dialog).findByText(
        'Ein Hashtag besteht aus Buchstaben, Ziffern und Unterstrichen (höchstens 100 Zeichen)',
      ),
    ).toBeInTheDocument();
    expect(within(dialog).getByTestId('schedule-refusal')).toHaveTextContent('Ungültige Eingabe');
    expect(within(dialog).getByLabelText('Caption')).toHaveValue('Mein eigener Text');
    expect(within(dialog).getByTitle('Instagram · @baeckerei.muster')).toBeInTheDocument();
  });

  it('leads to the social media page when no account is connected', async () => {
    renderOrder({
      'GET /api/projects/p-1/scheduled-posts': { body: [] },
      'GET /api/clients/client-1/social-accounts': { body: [] },
    });
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('link', { name: 'Konten verbinden' })).toHaveAttribute(
      'href',
      '/client/social-media',
    );
  });

  it("is an admin's too, who is led to the client's accounts", async () => {
    renderOrder(
      {
        'GET /api/projects/p-1/scheduled-posts': { body: [] },
        'GET /api/clients/client-1/social-accounts': { body: [] },
      },
      { page: AdminProjectPage, area: 'admin' },
    );
    const dialog = await openDialog();
    expect(await within(dialog).findByRole('link', { name: 'Konten verbinden' })).toHaveAttribute(
      'href',
      '/admin/clients/client-1/social-media',
    );
  });

  it("preselects the account of the order's platform", async () => {
    const { dialog } = await scheduleWith(
      () => jsonResponse(201, scheduledPost()),
      approved({ platform: 'Facebook', targetPlatforms: [] }),
    );
    expect(await within(dialog).findByTitle('Facebook · Bäckerei Muster')).toBeInTheDocument();
    expect(within(dialog).queryByTitle('Instagram · @baeckerei.muster')).not.toBeInTheDocument();
  });

  it("counts caption and hashtags as sent against the chosen network's limit, live, and refuses what the network would", async () => {
    const { dialog, bodies } = await scheduleWith(() => jsonResponse(201, scheduledPost()));
    const count = within(dialog).getByTestId('text-count');
    // "Frisch aus dem Ofen\n\nJetzt vorbestellen" (39) + blank line + "#brot #zuerich" (14).
    await waitFor(() =>
      expect(count).toHaveTextContent(
        `55 / ${(2200).toLocaleString('de-CH')} Zeichen mit Hashtags (Instagram) · 2 / 30 Hashtags (Instagram)`,
      ),
    );

    fireEvent.change(within(dialog).getByLabelText('Caption'), { target: { value: 'a'.repeat(2190) } });
    await waitFor(() =>
      expect(count).toHaveTextContent(
        `${(2206).toLocaleString('de-CH')} / ${(2200).toLocaleString('de-CH')} Zeichen mit Hashtags (Instagram)`,
      ),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    expect(
      await within(dialog).findByText(
        `Caption und Hashtags sind zusammen ${(2206).toLocaleString('de-CH')} Zeichen lang; Instagram erlaubt höchstens ${(2200).toLocaleString('de-CH')}.`,
      ),
    ).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    // Facebook takes it: the count follows the account.
    await chooseAccount(dialog, 'Facebook · Bäckerei Muster');
    await waitFor(() =>
      expect(count).toHaveTextContent(
        `${(2206).toLocaleString('de-CH')} / ${(63_206).toLocaleString('de-CH')} Zeichen mit Hashtags (Facebook)`,
      ),
    );
    expect(count).not.toHaveTextContent('Hashtags (Facebook) ·');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ socialAccountId: FACEBOOK.id, caption: 'a'.repeat(2190) });
  });

  it('schedules the moment picked in the panel when «Planen» is clicked while the panel is still open', async () => {
    const { dialog, bodies } = await scheduleWith(() => jsonResponse(201, scheduledPost()));
    const field = within(dialog).getByLabelText('Datum und Uhrzeit');
    fireEvent.mouseDown(field);
    fireEvent.click(field);
    await waitFor(() => expect(document.querySelector('.ant-picker-dropdown')).not.toBeNull());
    const dropdown = document.querySelector<HTMLElement>('.ant-picker-dropdown')!;
    // Two days ahead (in the month shown, or the next one's first days shown with it), 14:37.
    const day = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/Zurich' }).format(
      new Date(Date.now() + 2 * 24 * 3_600_000),
    );
    const [year, month, date] = day.split('-');
    fireEvent.click(dropdown.querySelector(`td[title="${day}"], td[title="${date}.${month}.${year}"]`)!);
    const [hours, minutes] = Array.from(dropdown.querySelectorAll<HTMLElement>('.ant-picker-time-panel-column'));
    fireEvent.click(within(hours!).getByText('14'));
    fireEvent.click(within(minutes!).getByText('37'));
    expect(dropdown).not.toHaveClass('ant-picker-dropdown-hidden');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.at).toMatch(new RegExp(`^${day}T14:37:00\\+0[12]:00$`));
  });

  it('asks when this version is already on the account and schedules it again only on yes', async () => {
    const { dialog, bodies } = await scheduleWith((_request, sent) =>
      !sent.at(-1)!.repeat
        ? jsonResponse(409, {
            statusCode: 409,
            code: 'DUPLICATE_POST',
            message: 'Diese Version ist auf diesem Konto bereits geplant: Sa., 30. Nov. 2030, 09:00',
            duplicate: { scheduledPostId: 'sp-1', at: '2030-11-30T08:00:00.000Z', status: 'scheduled' },
          })
        : jsonResponse(201, scheduledPost()),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const question = await within(dialog).findByTestId('duplicate-question');
    expect(question).toHaveTextContent('Bereits geplant für Sa., 30. Nov. 09:00 — trotzdem noch einmal?');
    expect(bodies[0]).not.toHaveProperty('repeat');

    fireEvent.click(within(question).getByRole('button', { name: 'Nein' }));
    expect(within(dialog).queryByTestId('duplicate-question')).not.toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    fireEvent.click(
      within(await within(dialog).findByTestId('duplicate-question')).getByRole('button', { name: 'Ja, noch einmal' }),
    );
    await waitFor(() => expect(bodies).toHaveLength(3));
    expect(bodies[2]).toMatchObject({ socialAccountId: ACCOUNT_ID, repeat: true });
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Veröffentlichung planen' })).not.toBeInTheDocument(),
    );
  });
});

describe('the schedule dialog: format, first comment, best slot, preview', () => {
  const LINKEDIN = socialAccount({
    id: '33333333-3333-4333-8333-333333333333',
    network: 'linkedin',
    name: 'Bäckerei AG',
  });
  const design = (name: string) =>
    attachment({
      id: name,
      fileName: name,
      fileUrl: `/files/p-1/${name}`,
      fileType: 'image/jpeg',
      isFinalDesign: true,
    });
  const withFiles = (...names: string[]) =>
    approved({ versions: [version({ status: 'approved', files: names.map(design) })] });
  const BEST_TIMES = [
    { network: 'instagram', weekday: 2, hour: 18, score: 100, source: 'figures' },
    { network: 'facebook', weekday: 3, hour: 13, score: 100, source: 'default' },
  ];

  async function dialogFor(
    project: ProjectDetail,
    accounts = [socialAccount(), FACEBOOK, LINKEDIN],
    extra: Record<string, FetchRoute> = {},
  ) {
    const bodies: Record<string, unknown>[] = [];
    renderOrder({
      ...extra,
      'GET /api/projects/p-1': { body: project },
      'GET /api/projects/p-1/scheduled-posts': { body: [] },
      'GET /api/clients/client-1/social-accounts': { body: accounts },
      'GET /api/clients/client-1/best-times': { body: BEST_TIMES },
      'POST /api/projects/p-1/schedule': async (request) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
        return jsonResponse(201, scheduledPost());
      },
    });
    const dialog = await openDialog();
    await within(dialog).findByLabelText('Caption');
    return { dialog, bodies };
  }

  /** The Zurich weekday (1 Monday … 7 Sunday) of a moment sent as Zurich wall-clock time with its offset. */
  const weekdayOf = (at: string) => new Date(`${at.slice(0, 10)}T12:00:00Z`).getUTCDay() || 7;

  it("proposes the next best free slot with the reason, prefills it, and takes another network's on «Übernehmen»", async () => {
    const { dialog, bodies } = await dialogFor(withFiles('post.jpg'));
    expect(await within(dialog).findByTestId('schedule-proposal')).toHaveTextContent(
      'Vorschlag: Di 18:00 — deine Posts erreichen dann am meisten',
    );
    await chooseAccount(dialog, 'Facebook · Bäckerei Muster');
    const proposal = await within(dialog).findByText(
      'Vorschlag: Mi 13:00 — eine gute Zeit auf Facebook, bis genug eigene Zahlen da sind',
    );
    expect(proposal).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Übernehmen' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const at = bodies[0]!.at as string;
    expect(at).toMatch(/T13:00:00\+0[12]:00$/);
    expect(weekdayOf(at)).toBe(3);
    expect(new Date(at).getTime()).toBeGreaterThan(Date.now() + 3_600_000);
  });

  it('proposes no hour the company already has another post due at on that network', async () => {
    // The best slot's next occurrence has another order's Instagram post at half past; Facebook's does not count.
    const first = nextBestSlot(BEST_TIMES as BestTime[], 'instagram', new Date())!;
    const due = (id: string, network: 'instagram' | 'facebook'): CalendarItem => ({
      kind: 'scheduled',
      id,
      projectId: 'p-2',
      title: 'Anderer Auftrag',
      contentType: 'post',
      at: new Date(zurichIso({ day: first.day, time: '18:30' })).toISOString(),
      status: 'scheduled',
      network,
      format: 'feed',
    });
    const { dialog, bodies } = await dialogFor(withFiles('post.jpg'), undefined, {
      'GET /api/clients/client-1/calendar': {
        body: {
          items: [due('sp-ig', 'instagram'), due('sp-fb', 'facebook')],
          quota: { post: 1, carousel: 1, reel: 1 },
        },
      },
    });
    expect(await within(dialog).findByTestId('schedule-proposal')).toHaveTextContent('Vorschlag: Di 18:00');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    // A week later, at the same best hour.
    expect(bodies[0]!.at).toBe(zurichIso({ day: addDays(first.day, 7), time: '18:00' }));
  });

  it('sends the first comment of an Instagram feed post and shows it in the preview', async () => {
    const { dialog, bodies } = await dialogFor(withFiles('post.jpg'));
    fireEvent.change(await within(dialog).findByLabelText('Erster Kommentar'), {
      target: { value: '  #brot #zürich ' },
    });
    const preview = within(dialog).getByTestId('network-preview');
    expect(preview).toHaveAttribute('data-network', 'instagram');
    expect(within(preview).getByRole('img', { name: 'post.jpg' })).toHaveAttribute('src', '/files/p-1/post.jpg');
    expect(await within(preview).findByTestId('preview-first-comment')).toHaveTextContent('#brot #zürich');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ firstComment: '#brot #zürich' });
    expect(bodies[0]).not.toHaveProperty('format');
    // The proposed slot: Tuesday 18:00.
    expect(bodies[0]!.at).toMatch(/T18:00:00\+0[12]:00$/);
    expect(weekdayOf(bodies[0]!.at as string)).toBe(2);
  });

  it('schedules a story of one image on Instagram: no first comment, the 9:16 preview', async () => {
    const { dialog, bodies } = await dialogFor(withFiles('story.jpg'));
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Story' }));
    await waitFor(() => expect(within(dialog).queryByLabelText('Erster Kommentar')).not.toBeInTheDocument());
    expect(within(dialog).getByText(/Hochformat 9:16/)).toBeInTheDocument();
    expect(within(dialog).getByTestId('network-preview')).toHaveAttribute('data-format', 'story');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Planen' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ format: 'story', socialAccountId: ACCOUNT_ID });
    expect(bodies[0]).not.toHaveProperty('firstComment');
  });

  it('offers no story on LinkedIn, nor of a carousel, and says why', async () => {
    const { dialog } = await dialogFor(withFiles('eins.jpg', 'zwei.jpg'));
    await within(dialog).findByTestId('network-preview');
    expect(within(dialog).getByRole('radio', { name: 'Story' })).toBeDisabled();
    expect(within(dialog).getByText('Eine Story besteht aus genau einem Bild oder einem Video.')).toBeInTheDocument();
    expect(within(within(dialog).getByTestId('network-preview')).getByTestId('preview-counter')).toHaveTextContent(
      'Folie 1 von 2',
    );
    await chooseAccount(dialog, 'LinkedIn · Bäckerei AG');
    expect(await within(dialog).findByText('Stories gehen nur auf Instagram und Facebook.')).toBeInTheDocument();
    expect(within(dialog).getByRole('radio', { name: 'Story' })).toBeDisabled();
    expect(within(dialog).queryByLabelText('Erster Kommentar')).not.toBeInTheDocument();
  });
});

describe("a scheduled post on the order's card", () => {
  it('shows a story, and a first comment Instagram refused beside the published post', async () => {
    renderOrder({
      'GET /api/projects/p-1/scheduled-posts': {
        body: [
          scheduledPost({ id: 'sp-7', format: 'story', status: 'scheduled' }),
          scheduledPost({
            id: 'sp-8',
            status: 'published',
            permalink: 'https://www.instagram.com/p/xyz/',
            publishedAt: '2030-03-12T08:00:04.000Z',
            firstComment: '#brot',
            firstCommentStatus: 'failed',
            firstCommentError:
              'Der Beitrag ist veröffentlicht, der erste Kommentar nicht: Instagram hat ihn abgelehnt (Comments are turned off).',
          }),
        ],
      },
      'GET /api/clients/client-1/social-accounts': { body: [socialAccount()] },
    });
    const [story, post] = await screen.findAllByTestId('scheduled-post');
    expect(within(story!).getByTestId('post-format')).toHaveTextContent('Story');
    expect(within(post!).getByTestId('post-status')).toHaveTextContent('Veröffentlicht');
    expect(within(post!).getByTestId('first-comment-failed')).toHaveTextContent(
      'Der Beitrag ist veröffentlicht, der erste Kommentar nicht: Instagram hat ihn abgelehnt (Comments are turned off).',
    );
  });

  it('is moved with «Bearbeiten» and taken back with «Löschen», as on the calendar', async () => {
    const patches: unknown[] = [];
    const fetchMock = renderOrder({
      'GET /api/projects/p-1/scheduled-posts': { body: [scheduledPost(), published] },
      'GET /api/clients/client-1/social-accounts': { body: [socialAccount()] },
      'PATCH /api/scheduled-posts/sp-1': async (request) => {
        patches.push(await request.json());
        return jsonResponse(200, scheduledPost());
      },
      'DELETE /api/scheduled-posts/sp-1': { status: 204 },
    });
    const [scheduled, out] = await within(await screen.findByTestId('publishing-card')).findAllByTestId(
      'scheduled-post',
    );
    // A published post is not moved any more.
    expect(within(out!).queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();

    fireEvent.click(within(scheduled!).getByRole('button', { name: 'Bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Veröffentlichung bearbeiten' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toMatchObject({ socialAccountId: ACCOUNT_ID, at: '2030-03-12T09:00:00+01:00' });

    fireEvent.click(within(scheduled!).getByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('tooltip');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(requestedPaths(fetchMock)).toContain('DELETE /api/scheduled-posts/sp-1'));
  });

  it('offers no moving to a member who does not decide', async () => {
    renderOrder(
      { 'GET /api/projects/p-1/scheduled-posts': { body: [scheduledPost()] } },
      { page: DesignerProjectPage, area: 'designer' },
    );
    expect(await screen.findByTestId('scheduled-post')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bearbeiten' })).not.toBeInTheDocument();
  });
});
