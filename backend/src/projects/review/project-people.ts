import type { EntityManager } from '@mikro-orm/postgresql';
import { namedPeople } from '../../accounts/index.js';
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
  // The order's own rows say who took part; the accounts context names them (and the client's
  // members) and says who is an admin: two statements for the whole list.
  const [order] = await em
    .getConnection()
    .execute<{ designer_id: string | null; client_id: string; anyone: string[]; admins: string[] }[]>(
      `select p.designer_id, p.client_id,
            array(select d.author_id from design_pin d where d.id = ? and d.project_id = p.id and d.author_id is not null
                  union select pr.author_id from pin_reply pr join design_pin d on d.id = pr.pin_id
                         where pr.pin_id = ? and d.project_id = p.id and pr.author_id is not null)::text[] as anyone,
            array(select c.author_id from comment c where c.project_id = p.id and (c.internal = false or ?) and c.author_id is not null
                  union select x.author_id from (
                          select d.author_id from design_pin d where d.project_id = p.id
                          union select pr.author_id from pin_reply pr join design_pin d on d.id = pr.pin_id where d.project_id = p.id
                          union select v.passed_by_id from design_version v where v.project_id = p.id) x
                         where ? and x.author_id is not null)::text[] as admins
       from project p where p.id = ?`,
      [pinId, pinId, staff, staff, projectId],
    );
  if (!order) return [];
  const anyone = new Set([...order.anyone, ...(order.designer_id ? [order.designer_id] : [])]);
  if (withClient) anyone.add(order.client_id);
  const admins = new Set(order.admins);
  const people = await namedPeople(em, [...anyone, ...admins], withClient ? order.client_id : null);
  const rows: ProjectPerson[] = people
    .filter((person) => person.member || anyone.has(person.id) || (admins.has(person.id) && person.role === 'admin'))
    .map(({ id, name, role }) => ({ id, name, role }));
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
