import { IDEA_STATUSES, type IdeaStatus } from '../../contracts/ideas.js';
import { hashtagsOf, ideaStatusAfter, type IdeaStep } from './idea-status.js';

describe('an idea’s status', () => {
  const allowed: [IdeaStep, IdeaStatus, IdeaStatus][] = [
    ['edit', 'idea', 'draft'],
    ['edit', 'draft', 'draft'],
    ['send', 'idea', 'in_production'],
    ['send', 'draft', 'in_production'],
    ['orderCompleted', 'in_production', 'completed'],
    ['markPosted', 'completed', 'posted'],
  ];

  it.each(allowed)('%s from %s leads to %s', (step, from, to) => {
    expect(ideaStatusAfter(from, step)).toBe(to);
  });

  it('refuses every other step: a sent idea is no longer edited or sent again, only a finished one is posted', () => {
    const refused = (['edit', 'send', 'orderCompleted', 'markPosted'] as IdeaStep[]).flatMap((step) =>
      IDEA_STATUSES.filter((from) => !allowed.some(([s, f]) => s === step && f === from)).map((from) => [step, from] as const),
    );
    expect(refused).toHaveLength(4 * 5 - allowed.length);
    for (const [step, from] of refused) expect(ideaStatusAfter(from, step)).toBeNull();
  });
});

describe('the dialog’s hashtags', () => {
  it('are split at commas, trimmed, empties dropped and each kept once', () => {
    expect(hashtagsOf(' #Zürich, #Brot ,, ,#Zürich,Backen ')).toEqual(['#Zürich', '#Brot', 'Backen']);
    expect(hashtagsOf(['#a', ' #b , #c', ''])).toEqual(['#a', '#b', '#c']);
    expect(hashtagsOf('  ,  ')).toEqual([]);
  });
});
