import { bestOf, engagementRate, totalsOf, type RankedPost } from './analytics.js';

const post = (over: Partial<RankedPost>): RankedPost => ({
  contentType: 'post',
  weekday: 1,
  hour: 9,
  reach: 1000,
  impressions: 1500,
  likes: 40,
  comments: 5,
  shares: 3,
  saves: 2,
  ...over,
});

describe('analytics', () => {
  it('engagement is what the people reached did, in percent', () => {
    expect(engagementRate(post({}))).toBe(5);
    expect(engagementRate(post({ reach: null }))).toBe(3.33);
    expect(engagementRate(post({ reach: null, impressions: null }))).toBeNull();
    expect(engagementRate(post({ reach: 0, impressions: 0 }))).toBeNull();
  });

  it('totals sum what was reported and leave unreported kinds null', () => {
    const totals = totalsOf([post({}), post({ saves: null, reach: 500 })]);
    expect(totals).toEqual({
      posts: 2,
      reach: 1500,
      impressions: 3000,
      likes: 80,
      comments: 10,
      shares: 6,
      saves: 2,
      engagementRate: 6.53,
    });
    expect(totalsOf([post({ saves: null })]).saves).toBeNull();
    expect(totalsOf([])).toEqual({
      posts: 0,
      reach: null,
      impressions: null,
      likes: null,
      comments: null,
      shares: null,
      saves: null,
      engagementRate: null,
    });
  });

  it('ranks the formats and the slots by engagement', () => {
    const { formats, times } = bestOf([
      post({ contentType: 'reel', likes: 200, hour: 18 }),
      post({}),
      post({ contentType: 'carousel', likes: 10, weekday: 3 }),
    ]);
    expect(formats.map((format) => format.contentType)).toEqual(['reel', 'post', 'carousel']);
    expect(times[0]).toEqual({ weekday: 1, hour: 18, posts: 1, engagementRate: 21 });
    expect(times.at(-1)).toMatchObject({ weekday: 3, hour: 9 });
  });
});
