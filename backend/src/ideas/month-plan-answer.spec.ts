import { defaultBrandingData } from '../contracts/branding.js';
import { ideaSlots } from './domain/month-plan.js';
import { MonthPlanMismatch, monthPlanAnswerSchema, placeIdeas, type MonthPlanAnswer } from '../ai/month-plan-answer.js';
import { offlineMonthPlan } from '../ai/offline-month-plan.js';

const DECEMBER = { year: 2026, month: 12 };
const slots = ideaSlots({ post: 2, carousel: 1, reel: 1 }, DECEMBER);

function answered(contentType: 'post' | 'carousel' | 'reel', title: string): MonthPlanAnswer['ideas'][number] {
  return {
    contentType,
    title,
    content: 'Große Freude',
    description: 'Beschreibung',
    hook: 'Schon gewusst?',
    cta: 'Jetzt reservieren',
    visualIdea: 'Brot im Gegenlicht',
    slideIdeas:
      contentType === 'carousel'
        ? [
            { number: 1, content: 'Start' },
            { number: 2, content: ' ' },
          ]
        : [],
    hashtags: ['#Brot', 'Zürich', '#brot'],
  };
}

describe('the month plan answer', () => {
  it('puts the ideas on the slots type by type, in Swiss spelling, with clean hashtags and slides for carousels only', () => {
    const answer = monthPlanAnswerSchema.parse({
      ideas: [
        answered('reel', 'Reel'),
        answered('post', 'Post 1'),
        answered('carousel', 'Carousel'),
        answered('post', 'Post 2'),
      ],
    });
    const ideas = placeIdeas(slots, answer);
    expect(ideas.map((entry) => [entry.contentType, entry.title])).toEqual([
      ['post', 'Post 1'],
      ['carousel', 'Carousel'],
      ['reel', 'Reel'],
      ['post', 'Post 2'],
    ]);
    expect(ideas.map((entry) => entry.date)).toEqual(slots.map((slot) => slot.date));
    expect(ideas[0]).toMatchObject({ content: 'Grosse Freude', slideIdeas: null, hashtags: ['#brot', '#zürich'] });
    expect(ideas[1].slideIdeas).toEqual([{ number: 1, content: 'Start' }]);
  });

  it('refuses an answer with another number of ideas per type than the plan', () => {
    const answer = monthPlanAnswerSchema.parse({
      ideas: [answered('post', 'A'), answered('post', 'B'), answered('post', 'C'), answered('reel', 'D')],
    });
    expect(() => placeIdeas(slots, answer)).toThrow(MonthPlanMismatch);
  });

  it('refuses a malformed answer: a missing field, an unknown one, an empty title, a seventh slide', () => {
    const withoutHook: Partial<MonthPlanAnswer['ideas'][number]> = answered('post', 'A');
    delete withoutHook.hook;
    expect(monthPlanAnswerSchema.safeParse({ ideas: [withoutHook] }).success).toBe(false);
    expect(monthPlanAnswerSchema.safeParse({ ideas: [{ ...answered('post', 'A'), extra: 1 }] }).success).toBe(false);
    expect(monthPlanAnswerSchema.safeParse({ ideas: [answered('post', ' ')] }).success).toBe(false);
    const slides = Array.from({ length: 7 }, (_, index) => ({ number: Math.min(index + 1, 6), content: 'x' }));
    expect(
      monthPlanAnswerSchema.safeParse({ ideas: [{ ...answered('carousel', 'A'), slideIdeas: slides }] }).success,
    ).toBe(false);
    expect(monthPlanAnswerSchema.safeParse({ ideas: 'none' }).success).toBe(false);
  });
});

describe('the offline month plan', () => {
  it("has the structure of the model's answer, one idea per slot, written from the brand", () => {
    const brand = {
      ...defaultBrandingData(),
      clientName: 'Beck am See',
      industry: 'Bäckerei',
      contentPillars: ['Handwerk', '', '', '', ''],
      ctas: ['Vorbeikommen', '', '', '', ''],
    };
    const answer = monthPlanAnswerSchema.parse(offlineMonthPlan(slots, brand));
    const ideas = placeIdeas(slots, answer);
    expect(ideas).toHaveLength(4);
    expect(ideas.every((entry) => entry.title.startsWith('Handwerk'))).toBe(true);
    expect(ideas.every((entry) => entry.cta === 'Vorbeikommen')).toBe(true);
    expect(ideas[0].hashtags).toEqual(expect.arrayContaining(['#beckamsee', '#bäckerei', '#handwerk']));
    expect(ideas[1].slideIdeas).toHaveLength(5);
    expect(ideas[0].slideIdeas).toBeNull();
  });

  it('writes a plan without any brand too', () => {
    const ideas = placeIdeas(slots, monthPlanAnswerSchema.parse(offlineMonthPlan(slots, undefined)));
    expect(ideas.every((entry) => entry.title && entry.hook && entry.cta)).toBe(true);
  });
});
