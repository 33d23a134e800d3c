import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEventMessage } from '../contracts/events.js';
import { guestName } from '../contracts/team.js';
import {
  Comment,
  GuestLink,
  mentionedIn,
  type MessageNotificationType,
  projectPeople,
  type ProjectPerson,
  Pin,
  PinReply,
} from '../projects/index.js';
import { rolesOf } from '../accounts/index.js';
import { membersWith } from '../team/index.js';

/** The events of messages: told by messageDeliveries, not by the rules' table; mailed bundled, later. */
export const MESSAGE_EVENTS = ['CommentAdded', 'PinReplyAdded'] as const;

const EXCERPT_LENGTH = 120;

/** The start of a message on one line, for the bell and the mail. */
function excerpt(message: string): string {
  const line = message.replace(/\s+/g, ' ').trim();
  return line.length > EXCERPT_LENGTH ? `${line.slice(0, EXCERPT_LENGTH - 1).trimEnd()}…` : line;
}

const TEXTS: { readonly [T in MessageNotificationType]: (author: string, title: string, message: string) => string } = {
  message: (author, title, message) => `Neue Nachricht von ${author} zu ${title}: ${excerpt(message)}`,
  pin_reply: (author, title, message) => `${author} hat auf einen Pin zu ${title} geantwortet: ${excerpt(message)}`,
  mention: (author, title, message) => `${author} hat dich in ${title} erwähnt: ${excerpt(message)}`,
};

/** One recipient of a message: its notification, and the pin it opens. */
export interface MessageDelivery {
  userId: string;
  type: MessageNotificationType;
  message: string;
  pinId: string | null;
}

interface Written {
  projectId: string;
  title: string;
  authorId: string | null;
  authorName: string;
  message: string;
  pinId: string | null;
  /** The order's other side, told of every message. */
  told: (string | null)[];
  /** Who may be named: told with a mention instead. */
  people: ProjectPerson[];
}

/** Whether a message's author is the agency's (a designer or an admin), not the client's team or a guest. */
async function isStaff(
  em: EntityManager,
  authorId: string | null,
  guestLinkId: string | null,
  team: readonly string[],
): Promise<boolean> {
  if (guestLinkId || !authorId) return false;
  if (team.includes(authorId)) return false;
  const role = (await rolesOf(em, [authorId])).get(authorId);
  return role === 'designer' || role === 'admin';
}

/** A message's author as the others read it: a person's name, a guest's as a guest's. */
async function authorName(
  em: EntityManager,
  author: { name: string } | null | undefined,
  guestLinkId: string | null | undefined,
): Promise<string> {
  if (author) return author.name;
  const link = guestLinkId ? await em.findOne(GuestLink, guestLinkId, { fields: ['name'] }) : null;
  return link ? guestName(link.name) : 'Jemand';
}

/** A comment in the order's communication: its client's team and designer hear of it, an admin when named. */
async function commentWritten(em: EntityManager, event: DomainEventMessage<'CommentAdded'>): Promise<Written | null> {
  const commentId = typeof event.data.commentId === 'string' ? event.data.commentId : null;
  if (!commentId) return null;
  const comment = await em.findOne(
    Comment,
    { id: commentId, project: event.projectId },
    { populate: ['project', 'author'] },
  );
  // The admin's internal feedback is told by its own event (DesignRejectedByAdmin), to the designer only.
  if (!comment || comment.internal) return null;
  const project = comment.project;
  const team = (await membersWith(em, [project.client.id], 'see')).get(project.client.id) ?? [];
  return {
    projectId: project.id,
    title: `«${project.title}»`,
    authorId: comment.author?.id ?? event.actorId,
    authorName: await authorName(em, comment.author, comment.guestLinkId),
    message: comment.message,
    pinId: null,
    told: [project.client.id, ...team, project.designer?.id ?? null],
    people: await projectPeople(em, project.id, {
      withClient: true,
      staff: await isStaff(em, comment.author?.id ?? null, comment.guestLinkId ?? null, team),
    }),
  };
}

/**
 * An answer in a pin's thread: the designer, the pin's author and whoever answered before hear of it;
 * the client only on a pin it may see (never an admin's internal pin, never a version not passed).
 */
async function replyWritten(em: EntityManager, event: DomainEventMessage<'PinReplyAdded'>): Promise<Written | null> {
  const reply = await em.findOne(
    PinReply,
    { id: event.replyId, pin: { id: event.pinId, project: event.projectId } },
    { populate: ['author'] },
  );
  if (!reply) return null;
  const pin = await em.findOneOrFail(Pin, event.pinId, { populate: ['version', 'project'] });
  const withClient = pin.visibleToClient();
  const project = pin.project;
  const earlier = await em.find(PinReply, { pin, id: { $ne: reply.id } }, { fields: ['author'] });
  const team = withClient ? ((await membersWith(em, [project.client.id], 'see')).get(project.client.id) ?? []) : [];
  const told = [
    project.designer?.id ?? null,
    pin.author?.id ?? null,
    ...earlier.map((row) => row.author?.id ?? null),
    withClient ? project.client.id : null,
    ...team,
  ];
  const people = await projectPeople(em, project.id, {
    pinId: pin.id,
    withClient,
    staff: await isStaff(em, reply.author?.id ?? null, null, team),
  });
  // Only people of the order who may see the pin are told: a client never hears of an internal pin.
  const allowed = new Set(people.map((person) => person.id));
  return {
    projectId: project.id,
    title: `«${project.title}»`,
    authorId: reply.author?.id ?? event.actorId,
    authorName: reply.author?.name ?? 'Jemand',
    message: reply.message,
    pinId: pin.id,
    told: told.filter((id) => id && allowed.has(id)),
    people,
  };
}

/**
 * Who hears of a message and with which text: the named people (a mention) and the order's other
 * side, never its author, each once; nobody outside the order's people, nobody deleted.
 */
export async function messageDeliveries(
  em: EntityManager,
  event: DomainEventMessage<'CommentAdded' | 'PinReplyAdded'>,
): Promise<{ projectId: string | null; deliveries: MessageDelivery[] }> {
  const written = event.type === 'CommentAdded' ? await commentWritten(em, event) : await replyWritten(em, event);
  if (!written) return { projectId: null, deliveries: [] };
  const plain: MessageNotificationType = written.pinId ? 'pin_reply' : 'message';
  const living = new Set(written.people.map((person) => person.id));
  const byUser = new Map<string, MessageNotificationType>();
  for (const person of mentionedIn(written.message, written.people)) byUser.set(person.id, 'mention');
  for (const id of written.told) if (id && living.has(id) && !byUser.has(id)) byUser.set(id, plain);
  if (written.authorId) byUser.delete(written.authorId);
  return {
    projectId: written.projectId,
    deliveries: [...byUser].map(([userId, type]) => ({
      userId,
      type,
      message: TEXTS[type](written.authorName, written.title, written.message),
      pinId: written.pinId,
    })),
  };
}
