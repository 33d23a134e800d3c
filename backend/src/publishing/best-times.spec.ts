import { DEFAULT_SLOTS, rankBestTimes, type PublishedSlot } from './best-times.js';

const post = (over: Partial<PublishedSlot>): PublishedSlot => ({
  network: 'instagram',
  weekday: 2,
  hour: 18,
  reach: 1000,
  impressions: 1500,
  likes: 40,
  comments: 5,
  shares: 3,
  saves: 2,
  ...over,
});

/** `count` posts in one slot with this many likes per 1,000 reached (and nothing else). */
const posts = (
  count: number,
  weekday: number,
  hour: number,
  likes: number,
  network: PublishedSlot['network'] = 'instagram',
) => Array.from({ length: count }, () => post({ network, weekday, hour, likes, comments: 0, shares: 0, saves: 0 }));

describe('best times', () => {
  it('gives each network its defaults, best first, until it has ten published posts', () => {
    const answer = rankBestTimes(posts(9, 5, 7, 900));
    for (const network of ['instagram', 'facebook', 'linkedin', 'tiktok'] as const) {
      const mine = answer.filter((slot) => slot.network === network);
      expect(mine.map((slot) => [slot.weekday, slot.hour])).toEqual(DEFAULT_SLOTS[network]);
      expect(mine.every((slot) => slot.source === 'default')).toBe(true);
      expect(mine[0]!.score).toBe(100);
    }
    // Best first across networks: every network's best slot before any second one.
    expect(answer.slice(0, 4).map((slot) => slot.score)).toEqual([100, 100, 100, 100]);
  });

  it("ranks the slots of a network's own posts by engagement from the tenth, the best scoring 100", () => {
    const mine = [...posts(4, 2, 18, 20), ...posts(4, 4, 12, 80), ...posts(2, 6, 9, 50)];
    const answer = rankBestTimes(mine).filter((slot) => slot.network === 'instagram');
    expect(answer.map((slot) => [slot.weekday, slot.hour, slot.source])).toEqual([
      [4, 12, 'figures'],
      [6, 9, 'figures'],
      [2, 18, 'figures'],
    ]);
    expect(answer[0]!.score).toBe(100);
    expect(answer[2]!.score).toBeLessThan(answer[1]!.score);
    // The other networks keep their defaults.
    expect(rankBestTimes(mine).filter((slot) => slot.network === 'linkedin')[0]).toMatchObject({ source: 'default' });
  });

  it('does not crown a slot on one lucky post: its rate is shrunk towards the mean', () => {
    // One post at 8 % against four at 6.5 %: with two average posts added to each, the four steady ones win.
    const mine = [...posts(1, 1, 7, 80), ...posts(4, 3, 18, 65), ...posts(5, 5, 12, 20)];
    const [best] = rankBestTimes(mine).filter((slot) => slot.network === 'instagram');
    expect(best).toMatchObject({ weekday: 3, hour: 18, score: 100 });
  });

  it('keeps the defaults while no post of the network was measured', () => {
    const unmeasured = posts(12, 2, 18, 0).map((each) => ({ ...each, reach: null, impressions: null }));
    expect(rankBestTimes(unmeasured).find((slot) => slot.network === 'instagram')).toMatchObject({
      source: 'default',
    });
  });
});
