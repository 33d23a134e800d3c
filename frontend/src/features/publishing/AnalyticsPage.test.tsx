import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { unstyled } from '../../shared/testing/unstyled';
import { authState, jsonResponse, renderAtRoute, stubFetch, testUser } from '../../test/test-utils';
import { currentZurichMonth, shiftMonth } from '../../shared/month';
import { myClient } from '../team/testing/fixtures';
import { AdminAnalyticsPage, ClientAnalyticsPage } from './AnalyticsPage';
import { analytics } from './testing/fixtures';

configure({ defaultHidden: true, asyncUtilTimeout: 5000 });

const figures = {
  reach: 11200,
  impressions: 15000,
  likes: 400,
  comments: 30,
  shares: 10,
  saves: 20,
  engagementRate: 4.1,
};

const MARCH = analytics({
  posts: [
    {
      scheduledPostId: 'sp-1',
      projectId: 'p-1',
      title: 'Frühlingsaktion',
      contentType: 'carousel',
      network: 'instagram',
      permalink: 'https://www.instagram.com/p/abc123/',
      publishedAt: '2030-03-12T08:00:00.000Z',
      ...figures,
    },
  ],
  totals: { posts: 1, ...figures },
  previousMonth: {
    posts: 2,
    reach: 10000,
    impressions: 15000,
    likes: null,
    comments: 0,
    shares: 8,
    saves: 25,
    engagementRate: 3.3,
  },
  formats: [{ contentType: 'carousel', posts: 1, engagementRate: 4.1 }],
  times: [{ weekday: 2, hour: 9, posts: 1, engagementRate: 4.1 }],
});

function renderClient(answer: (month: string) => Response, route = '/client/analytics') {
  const months: string[] = [];
  stubFetch({
    'GET /api/me/clients': { body: [myClient()] },
    'GET /api/clients/client-1/analytics': (request) => {
      const month = new URL(request.url).searchParams.get('month') ?? '';
      months.push(month);
      return answer(month);
    },
  });
  renderAtRoute('/client/analytics', unstyled(<ClientAnalyticsPage />), {
    route,
    preloadedState: authState(testUser('client')),
  });
  return months;
}

afterEach(() => jest.restoreAllMocks());

describe('the analytics page', () => {
  it("shows this month's totals against the month before, the posts, and the best formats and times", async () => {
    const months = renderClient(() => jsonResponse(200, MARCH));
    expect(await screen.findByTestId('total-reach')).toHaveTextContent(/Reichweite11.200\+12 % gegenüber Vormonat/);
    expect(months).toEqual([currentZurichMonth()]);
    expect(screen.getByTestId('total-posts')).toHaveTextContent('-50 % gegenüber Vormonat');
    expect(screen.getByTestId('total-impressions')).toHaveTextContent('0 % gegenüber Vormonat');
    expect(screen.getByTestId('total-likes')).toHaveTextContent('Im Vormonat keine Zahlen');
    expect(screen.getByTestId('total-engagementRate')).toHaveTextContent('4.1 %+0.8 Prozentpunkte gegenüber Vormonat');

    const row = screen.getByRole('link', { name: 'Frühlingsaktion' }).closest('tr')!;
    expect(screen.getByRole('link', { name: 'Frühlingsaktion' })).toHaveAttribute('href', '/client/project/p-1');
    expect(row).toHaveTextContent('Instagram (Carousel)');
    expect(within(row).getByRole('link', { name: 'Beitrag ansehen' })).toHaveAttribute(
      'href',
      'https://www.instagram.com/p/abc123/',
    );
    expect(screen.getByTestId('best-formats')).toHaveTextContent('Carousel: ein Beitrag, Engagement-Rate 4.1 %');
    expect(screen.getByTestId('best-times')).toHaveTextContent('Dienstag, 09:00–10:00');
  });

  it('says when nothing went out in the month, and asks for the month before', async () => {
    const months = renderClient(() => jsonResponse(200, analytics()));
    expect(await screen.findByText('In diesem Monat wurde noch nichts veröffentlicht.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Nächster Monat' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Vorheriger Monat' }));
    await waitFor(() => expect(months).toContain(shiftMonth(currentZurichMonth(), -1)));
    expect(screen.getByTestId('location')).toHaveTextContent(`?monat=${shiftMonth(currentZurichMonth(), -1)}`);
  });

  it("shows the server's message when the figures cannot be loaded", async () => {
    renderClient(() =>
      jsonResponse(403, { statusCode: 403, code: 'FORBIDDEN', message: 'Kein Zugriff auf diesen Kunden' }),
    );
    expect(await screen.findByText('Kein Zugriff auf diesen Kunden')).toBeInTheDocument();
  });

  it("shows an admin a client's figures, the posts leading to the admin's order page", async () => {
    stubFetch({ 'GET /api/clients/c-9/analytics': { body: MARCH } });
    renderAtRoute('/admin/clients/:clientId/analytics', unstyled(<AdminAnalyticsPage />), {
      route: '/admin/clients/c-9/analytics?monat=2030-03',
      preloadedState: authState(testUser('admin')),
    });
    expect(await screen.findByRole('link', { name: 'Frühlingsaktion' })).toHaveAttribute('href', '/admin/project/p-1');
  });
});
