import type { EntityManager } from '@mikro-orm/postgresql';
import type { Role } from '../../contracts/roles.js';

/** Someone of an order who can be named with `@Name`: its client's team, its designer, an admin who took part. */
export interface ProjectPerson {
  id: string;
  name: string;
  role: Role;
}

interface PeopleOptions {
  /** A pin's thread: whoever wrote on the pin counts too. */
  pinId?: string | null;
  /** Whether the client may be among them (never for a pin it may not see). */
  withClient: boolean;
  /**
   * Whose view: staff (the designer, an admin) know every admin who worked on the order (a pin, an
   * answer, a comment, a version passed); a client only those who wrote where it reads.
   */
  staff: boolean;
}

/**
 * The people of an order, by name: its client's members (when they may see what is written), its assigned
 * designer, the admins who wrote in its communication and, for a pin's thread, whoever wrote the pin
 * or answered on it. Deleted accounts are nobody's to name.
 */
export async function projectPeople(
  em: EntityManager,
  projectId: string,
  { pinId = null, withClient, staff }: PeopleOptions,
): Promise<ProjectPerson[]> {
  const rows = await em.getConnection().execute<ProjectPerson[]>(
    `select a.id, a.name, r.role
       from account a join user_role r on r.user_id = a.id
      where a.deleted_at is null
        and a.id in (
          select p.designer_id from project p where p.id = ? and p.designer_id is not null
          union select p.client_id from project p where p.id = ? and ?
          union select m.user_id from client_member m join project p on p.client_id = m.client_id where p.id = ? and ?
          union select c.author_id from comment c join user_role cr on cr.user_id = c.author_id
                 where c.project_id = ? and (c.internal = false or ?) and cr.role = 'admin'
          union select x.author_id from (
                   select d.author_id from design_pin d where d.project_id = ?
                   union select pr.author_id from pin_reply pr join design_pin d on d.id = pr.pin_id where d.project_id = ?
                   union select v.passed_by_id from design_version v where v.project_id = ?) x
                 join user_role xr on xr.user_id = x.author_id
                 where ? and xr.role = 'admin'
          union select d.author_id from design_pin d where d.id = ? and d.project_id = ? and d.author_id is not null
          union select pr.author_id from pin_reply pr join design_pin d on d.id = pr.pin_id
                 where pr.pin_id = ? and d.project_id = ? and pr.author_id is not null)
      order by a.name, a.id`,
    [
      projectId,
      projectId,
      withClient,
      projectId,
      withClient,
      projectId,
      staff,
      projectId,
      projectId,
      projectId,
      staff,
      pinId,
      projectId,
      pinId,
      projectId,
    ],
  );
  // A pin's author or a replier who is the client, on a pin the client may not see, stays out too.
  return rows.filter((person) => withClient || person.role !== 'client');
}

const WORD_CHARACTER = /[\p{L}\p{N}_]/u;

/** The people a message names as `@Name` (case-insensitive, the whole name, not the start of a longer word). */
export function mentionedIn(message: string, people: readonly ProjectPerson[]): ProjectPerson[] {
  const text = message.toLocaleLowerCase('de-CH');
  return people.filter((person) => {
    const needle = `@${person.name.toLocaleLowerCase('de-CH')}`;
    for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + 1)) {
      const before = at === 0 ? '' : text[at - 1]!;
      const after = text.charAt(at + needle.length);
      if (!WORD_CHARACTER.test(before) && !WORD_CHARACTER.test(after)) return true;
    }
    return false;
  });
}
