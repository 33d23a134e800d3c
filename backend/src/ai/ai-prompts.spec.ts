import { monthPlanPrompt } from './ai-prompts.js';

const slots = [{ contentType: 'post' as const, date: '2026-12-02', weekNumber: 1 }];
const userText = (performance?: Parameters<typeof monthPlanPrompt>[0]['performance']) =>
  monthPlanPrompt({ month: '2026-12', slots, performance }).at(-1)!.content as string;

describe('the month plan prompt', () => {
  it("builds on the month before's best and weakest posts", () => {
    const text = userText({
      month: '2026-11',
      best: ['reel «Zopf» (instagram): 6.2 % Engagement, 1200 erreicht'],
      weakest: ['post «Brot» (facebook): 0.4 % Engagement'],
    });
    expect(text).toContain('So kamen die Beiträge im November 2026 an');
    expect(text).toContain('Stark: reel «Zopf» (instagram): 6.2 % Engagement, 1200 erreicht');
    expect(text).toContain('Schwach: post «Brot» (facebook): 0.4 % Engagement');
  });

  it('says nothing of a month without figures', () => {
    expect(userText({ month: '2026-11', best: [], weakest: [] })).not.toContain('So kamen');
    expect(userText()).not.toContain('So kamen');
  });
});
