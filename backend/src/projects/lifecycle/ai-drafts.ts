import type { EntityManager } from '@mikro-orm/postgresql';
import type { AiSuggestion } from '../../contracts/project-answers.js';
import type { ContentType } from '../../contracts/projects.js';

/** What the AI's draft of an order is written from: its client, and its briefing's own words. */
export interface DraftBriefing {
  clientId: string;
  briefing: {
    title: string;
    /** The description and the content's description, a blank line between them. */
    description: string;
    contentType: ContentType;
    platform: string | undefined;
  };
}

/**
 * The briefing of an order that still wants a draft (no caption of the client's, no draft yet), in
 * one plain statement; null when it has either, or is gone. Read by the `ai` worker for every new
 * order, so no entity is made of it.
 */
export async function draftBriefingOf(em: EntityManager, projectId: string): Promise<DraftBriefing | null> {
  const [row] = await em.getConnection().execute<
    {
      client_id: string;
      title: string;
      description: string;
      content_description: string | null;
      content_type: ContentType;
      platform: string | null;
    }[]
  >(
    `select client_id, title, description, content_description, content_type, platform
       from project
      where id = ? and ai_suggestion is null and coalesce(generated_caption, '') !~ '[^[:space:]]'`,
    [projectId],
    'all',
    em.getTransactionContext(),
  );
  if (!row) return null;
  return {
    clientId: row.client_id,
    briefing: {
      title: row.title,
      description: [row.description, row.content_description].filter(Boolean).join('\n\n'),
      contentType: row.content_type,
      platform: row.platform ?? undefined,
    },
  };
}

/**
 * Keeps the AI's draft on the order unless one is there already: a conditional update, so two
 * deliveries racing write one draft. True when this one was written.
 */
export async function keepAiSuggestion(
  em: EntityManager,
  projectId: string,
  suggestion: AiSuggestion,
): Promise<boolean> {
  const written = await em
    .getConnection()
    .execute<{ id: string }[]>(
      'update project set ai_suggestion = ?::jsonb where id = ? and ai_suggestion is null returning id',
      [JSON.stringify(suggestion), projectId],
      'all',
      em.getTransactionContext(),
    );
  return written.length === 1;
}
