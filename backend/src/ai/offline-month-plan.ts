import type { BrandingData } from '../contracts/branding.js';
import type { ContentType } from '../contracts/projects.js';
import type { IdeaSlot } from '../contracts/ideas.js';
import type { MonthPlanAnswer } from './month-plan-answer.js';

/**
 * The month plan without an AI provider (no OPENAI_API_KEY): the same structure as the model's
 * answer, built by rules from the brand (its pillars, hooks, claims, calls to action and image
 * types), so the rest of the pipeline is the same. The job marks such a plan as offline.
 */

const FORMATS: Record<ContentType, { label: string; shape: string; visual: string }> = {
  post: { label: 'Post', shape: 'Ein Bild mit einer klaren Aussage', visual: 'Ein starkes Einzelbild' },
  carousel: {
    label: 'Carousel',
    shape: 'Fünf Slides, die Schritt für Schritt erklären',
    visual: 'Eine Slide-Serie im Markenlayout',
  },
  reel: { label: 'Reel', shape: 'Ein kurzes Video von 15 bis 30 Sekunden', visual: 'Bewegtbild mit Text-Overlays' },
};

const FALLBACK = {
  pillars: ['Einblick hinter die Kulissen', 'Tipps aus der Praxis', 'Kundenstimmen', 'Neuheiten', 'Team und Werte'],
  hooks: ['Schon gewusst?', 'Das fragen uns viele:', 'In 30 Sekunden erklärt:'],
  ctas: [
    'Jetzt mehr erfahren – Link in der Bio.',
    'Speichere den Beitrag für später.',
    'Schreib uns deine Meinung in die Kommentare.',
  ],
};

const filled = (items: readonly string[]) => items.map((item) => item.trim()).filter(Boolean);

/** The n-th entry, going round: the brand's lists are shorter than a month of ideas. */
const nth = <T>(items: readonly T[], index: number): T => items[index % items.length];

function hashtagsFor(brand: BrandingData | undefined, pillar: string): string[] {
  const words = [brand?.clientName, brand?.industry, pillar]
    .filter((word): word is string => Boolean(word?.trim()))
    .map((word) => `#${word.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '')}`);
  return [...new Set([...words, '#schweiz', '#socialmedia'])].filter((tag) => tag.length > 1);
}

export function offlineMonthPlan(slots: IdeaSlot[], brand: BrandingData | undefined): MonthPlanAnswer {
  const pillars = brand && filled(brand.contentPillars).length ? filled(brand.contentPillars) : FALLBACK.pillars;
  const hooks = brand && filled(brand.hooks).length ? filled(brand.hooks) : FALLBACK.hooks;
  const ctas = brand && filled(brand.ctas).length ? filled(brand.ctas) : FALLBACK.ctas;
  const claims = brand ? filled(brand.claims) : [];
  const imageTypes = brand ? brand.imageTypes.filter((entry) => entry.type.trim()) : [];
  const name = brand?.clientName.trim() || 'eure Marke';

  return {
    ideas: slots.map((slot, index) => {
      const pillar = nth(pillars, index);
      const format = FORMATS[slot.contentType];
      const claim = claims.length ? ` ${nth(claims, index)}` : '';
      const image = imageTypes.length ? ` (${nth(imageTypes, index).type})` : '';
      return {
        contentType: slot.contentType,
        title: `${pillar} – ${format.label} in Woche ${slot.weekNumber}`,
        content: `${pillar} bei ${name}: ein ${format.label}, der zeigt, was euch ausmacht.${claim}`,
        description: `${format.shape}. Thema: ${pillar}.`,
        hook: nth(hooks, index),
        cta: nth(ctas, index),
        visualIdea: `${format.visual}${image}`,
        slideIdeas:
          slot.contentType === 'carousel'
            ? [
                { number: 1, content: `${nth(hooks, index)} ${pillar}` },
                { number: 2, content: 'Das Problem, das eure Kundschaft kennt' },
                { number: 3, content: 'Wie ihr es löst' },
                { number: 4, content: 'Ein Beispiel aus der Praxis' },
                { number: 5, content: nth(ctas, index) },
              ]
            : [],
        hashtags: hashtagsFor(brand, pillar),
      };
    }),
  };
}
