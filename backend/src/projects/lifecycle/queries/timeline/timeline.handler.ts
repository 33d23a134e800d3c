import { guestName } from '../../../../contracts/team.js';
import { EntityManager } from '@mikro-orm/postgresql';
import { peopleOf } from '../../../../accounts/index.js';
import { QueryHandler, type IQueryHandler } from '@nestjs/cqrs';
import type { ProjectEventType } from '../../../../contracts/projects.js';
import { versionVisibleToClient } from '../../../domain/design-versions.js';
import { assertProjectId, projectNotFound, projectScope, scopeSql } from '../../project-access.js';
import { TimelineQuery } from './timeline.query.js';
import type { TimelineEntry } from '../../../../contracts/project-answers.js';

const INTERNAL_EVENTS: ProjectEventType[] = ['DesignRejectedByAdmin'];

/** Entries that are about one version: a client who may not see that version does not see them at all. */
const VERSION_EVENTS: ProjectEventType[] = [
  'FinalDesignsSubmitted',
  'DesignApprovedByAdmin',
  'DesignRejectedByAdmin',
  'DesignApprovedByClient',
  'ChangesRequested',
];

interface TimelineRow {
  events: (Omit<TimelineEntry, 'at' | 'actor'> & { at: string; actorId: string | null })[];
  /** The client's view only: what it needs to know of each version. */
  versions: { number: number; passedAt: string | null }[] | null;
}

/**
 * Straight from SQL (a read model, like the order list): the order within the caller's scope, its
 * events and, for the client, its versions, aggregated by Postgres in one round trip. No row: the
 * order is not the caller's (404).
 */
@QueryHandler(TimelineQuery)
export class TimelineHandler implements IQueryHandler<TimelineQuery> {
  constructor(private readonly em: EntityManager) {}

  async execute({ actor, projectId }: TimelineQuery): Promise<TimelineEntry[]> {
    assertProjectId(projectId);
    const scope = scopeSql(projectScope(actor), 'p');
    // The admin's send-back is its internal quality check: not the client's history.
    const clientView = actor.clientId !== null;
    const hidden = clientView ? INTERNAL_EVENTS : [];
    const [row] = await this.em.getConnection().execute<TimelineRow[]>(
      `select (select coalesce(json_agg(json_build_object(
                        'type', e.type, 'at', e.at,
                        'actorId', e.actor_id, 'data', e.data)
                      order by e.at, e.id), '[]')
                 from project_event e
                where e.project_id = p.id ${hidden.length ? `and e.type not in (${hidden.map(() => '?').join(', ')})` : ''}) as events,
              ${clientView ? `(select coalesce(json_agg(json_build_object('number', v.number, 'passedAt', v.passed_at)), '[]') from design_version v where v.project_id = p.id)` : 'null'} as versions
         from project p
        where p.id = ? and ${scope.condition}`,
      [...hidden, projectId, ...scope.params],
    );
    if (!row) throw projectNotFound();
    // The actors' names are the accounts context's: asked once for the whole timeline.
    const people = await peopleOf(
      this.em,
      row.events.map((event) => event.actorId),
    );
    const entries = row.events.map(({ type, at, actorId, data }) => {
      const person = actorId === null ? undefined : people.get(actorId);
      return {
        type,
        at: new Date(at).toISOString(),
        // A guest acted without an account: the entry names it as a guest.
        actor: person
          ? { id: person.id, name: person.name }
          : typeof data.guest === 'string'
            ? { id: String(data.guestLinkId), name: guestName(data.guest) }
            : null,
        data,
      };
    });
    return row.versions ? this.forClient(row.versions, entries) : entries;
  }

  /**
   * The client's timeline names only the versions it may see (the one rule,
   * versionVisibleToClient): a submission still in the admin's check or sent back, with its
   * file names, is left out; an entry about something else (a designer who left) loses the number.
   */
  private forClient(versions: NonNullable<TimelineRow['versions']>, entries: TimelineEntry[]): TimelineEntry[] {
    const visible = new Set(
      versions.filter((version) => versionVisibleToClient(version)).map((version) => version.number),
    );
    let submissions = 0;
    const shown: TimelineEntry[] = [];
    for (const entry of entries) {
      if (entry.type === 'FinalDesignsSubmitted') submissions += 1;
      // Submissions recorded before versions existed carry no number: the nth one was V n (as migrated).
      const named =
        typeof entry.data.version === 'number'
          ? entry.data.version
          : entry.type === 'FinalDesignsSubmitted'
            ? submissions
            : null;
      if (named === null || visible.has(named)) shown.push(entry);
      else if (!VERSION_EVENTS.includes(entry.type)) {
        const data = { ...entry.data };
        delete data.version;
        delete data.files;
        shown.push({ ...entry, data });
      }
    }
    return shown;
  }
}
