import type { ContentIdea as ContentIdeaView } from '../contracts/idea-answers.js';
import type { ContentIdea } from './content-idea.entity.js';

/** An idea as the screen shows it (contracts/ideas.ts). */
export function contentIdeaView(idea: ContentIdea): ContentIdeaView {
  return {
    id: idea.id,
    month: idea.month,
    weekNumber: idea.weekNumber,
    date: idea.date,
    contentType: idea.contentType,
    title: idea.title,
    content: idea.content,
    description: idea.description,
    hook: idea.hook,
    cta: idea.cta,
    visualIdea: idea.visualIdea,
    slideIdeas: idea.slideIdeas ?? null,
    hashtags: idea.hashtags,
    status: idea.status,
    projectId: idea.project?.id ?? null,
    offline: idea.offline,
  };
}
