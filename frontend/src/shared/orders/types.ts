// The contracts' order types, re-exported for the features; the import is for the argument types below.
import type { NewPin, ProjectStatus } from '../contracts';

export type {
  Attachment,
  ContentType,
  CreateProjectBody,
  DesignVersion,
  MentionablePerson,
  NewPin,
  OrderDownloads,
  Pin,
  PinReply,
  ProjectComment,
  ProjectDetail,
  ProjectListItem,
  ProjectPage,
  ProjectStatus,
  ReviewQueuePage,
  SlideIdea,
  TimelineEntry,
} from '../contracts';

export interface ProjectListArgs {
  /** Sent comma-separated; none means every status. */
  status?: readonly ProjectStatus[];
  page?: number;
  pageSize?: number;
  /** Part of the title or of the client's name; empty means none. */
  search?: string;
  /** `due`: the soonest due first (orders without a running stage last); newest first otherwise. */
  sort?: ProjectListSort;
}

/** The order lists' sort orders besides the default (newest first). */
export type ProjectListSort = 'due';

/** A change request or a send-back: a general note, pins on the version under review, or both. */
export interface FeedbackArgs {
  id: string;
  feedback: string;
  pins?: NewPin[];
}

/** The designer's tick on a pin of its checklist. */
export interface ResolvePinArgs {
  id: string;
  pinId: string;
  done: boolean;
  answer?: string | null;
}

/** A pin's thread: the order and the pin. */
export interface PinThreadArgs {
  id: string;
  pinId: string;
}

/** Whom to offer for `@Name`: on the order, or in a pin's thread. */
export interface PeopleArgs {
  id: string;
  pinId?: string;
}

export interface CommentArgs {
  id: string;
  message: string;
}
