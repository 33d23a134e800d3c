import { EntityManager } from '@mikro-orm/postgresql';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import { contentLimits } from '../../../billing/index.js';
import { assertClientAccess, CLIENT_ACCESS_TEXTS } from '../../../clients/index.js';
import { AppError } from '../../../common/errors/app-error.js';
import type { Calendar, CalendarItem } from '../../../contracts/calendar-answers.js';
import { ideasPlannedBetween } from '../../../ideas/index.js';
import { projectHeadings, projectsInCalendar } from '../../../projects/index.js';
import { postsBetween } from '../../../publishing/index.js';
import { ClientCalendarQuery } from './client-calendar.query.js';

/** A calendar entry with what it is sorted by: its Zurich day, then ideas, orders due, orders approved, posts. */
interface Entry {
  item: CalendarItem;
  day: string;
  rank: number;
}

/** Text in the database's order (its C collation: by code point, as UTF-8 bytes compare). */
const byCodePoint = (a: string, b: string) => Buffer.compare(Buffer.from(a), Buffer.from(b));

function byDay(a: Entry, b: Entry): number {
  return (
    byCodePoint(a.day, b.day) ||
    a.rank - b.rank ||
    byCodePoint(a.item.at, b.item.at) ||
    byCodePoint(a.item.title, b.item.title) ||
    byCodePoint(a.item.id, b.item.id)
  );
}

@QueryHandler(ClientCalendarQuery)
export class ClientCalendarHandler implements IQueryHandler<ClientCalendarQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, clientId, from, to }: ClientCalendarQuery): Promise<Calendar> {
    // A guest link shows its one order, never the company's calendar.
    if (actor.guest) throw AppError.forbidden(CLIENT_ACCESS_TEXTS.noAccess);
    await assertClientAccess(this.em, actor, clientId, { linkedDesigner: true });
    const [entries, limits] = await Promise.all([this.entries(clientId, from, to), contentLimits(this.em, clientId)]);
    return {
      items: entries.sort(byDay).map((entry) => entry.item),
      quota: { post: limits.postsRemaining, carousel: limits.carouselsRemaining, reel: limits.reelsRemaining },
    };
  }

  /**
   * The month plan's ideas on their planned day (ideas), the orders whose running stage is due in the
   * range and the orders approved in it (projects), the posts scheduled to the client's accounts on
   * their day, once out at the moment they went out (publishing), their orders' titles (projects):
   * each asked of its owner, the posts' titles once for all of them.
   */
  private async entries(clientId: string, from: string, to: string): Promise<Entry[]> {
    const [ideas, projects, posts] = await Promise.all([
      ideasPlannedBetween(this.em, clientId, from, to),
      projectsInCalendar(this.em, clientId, from, to),
      postsBetween(this.em, clientId, from, to),
    ]);
    const headings = await projectHeadings(
      this.em,
      posts.map((post) => post.projectId),
    );
    return [
      ...ideas.map((idea) => ({
        item: {
          kind: 'idea' as const,
          id: idea.id,
          projectId: idea.projectId,
          network: null,
          format: null,
          title: idea.title,
          contentType: idea.contentType,
          at: idea.day,
          status: idea.status,
        },
        day: idea.day,
        rank: 0,
      })),
      ...projects.map((project) => ({
        item: {
          kind: 'order' as const,
          id: project.id,
          projectId: project.id,
          network: null,
          format: null,
          title: project.title,
          contentType: project.contentType,
          at: project.at,
          status: project.status,
        },
        day: project.day,
        rank: project.on === 'due' ? 1 : 2,
      })),
      ...posts.flatMap((post) => {
        const heading = headings.get(post.projectId);
        if (!heading) return [];
        const kind = post.published ? ('published' as const) : ('scheduled' as const);
        return [
          {
            item: {
              kind,
              id: post.id,
              projectId: post.projectId,
              network: post.network,
              format: post.format,
              title: heading.title,
              contentType: heading.contentType,
              at: post.at,
              status: post.status,
            },
            day: post.day,
            rank: 3,
          },
        ];
      }),
    ];
  }
}
