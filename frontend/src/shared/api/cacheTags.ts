/**
 * Every cache tag of the one API slice, declared here once: the slice is made with exactly these
 * (shared/api/api.ts), so an endpoint that provides or invalidates a tag not listed fails tsc. Features do
 * not add their own (no `enhanceEndpoints({ addTagTypes })`): a tag one file invalidates and no
 * file provides is then visible in one place.
 */
export const TAG_TYPES = [
  'Plans',
  'Limits',
  'AdminStats',
  'AdminPlans',
  'DesignerStats',
  /** The admin's review queue: the list, its count in the sidebar, the admin dashboard. */
  'ReviewQueue',
  'DesignerBadge',
  /** The client's "Meine Aufträge" badge. */
  'ClientBadge',
  /** An order (id: its id) and every order list (id: LIST). */
  'Projects',
  'ProjectComments',
  'ProjectTimeline',
  /** A pin's thread (id: the pin); a live notification of an answer refreshes it. */
  'PinReplies',
  'Profile',
  'Subscription',
  'ContentIdeas',
  /** A running month-plan generation (id: the job). */
  'GenerationJob',
  'Branding',
  'Users',
  'Clients',
  'Notifications',
  'Setup',
  /** The installation's settings (the canton of the business-day calendar). */
  'Settings',
  /** The account's second factors (/security) and with them GET /api/auth/me's `mfa`. */
  'SecondFactors',
  /** GET /api/me/clients: the caller's company and its role there. */
  'MyClients',
  /** A company's members (id: the client). */
  'Team',
  /** A company's approval rule (id: the client). */
  'ApprovalRule',
  /** An order's guest links (id: the order). */
  'GuestLinks',
  /** The order a guest link shows (id: the token). */
  'GuestOrder',
  /** A company's connected social accounts (id: the client). */
  'SocialAccounts',
  /** Scheduled and published posts (id: the post, or LIST): the order's card, the calendar, the analytics. */
  'ScheduledPosts',
  /** A company's data exports and its pending erasure (id: the client); the admin's pending erasures (id: LIST). */
  'Privacy',
] as const;

type TagType = (typeof TAG_TYPES)[number];

/** The id under which every list of a type is cached, so each command can refresh them all. */
const LIST = 'LIST';

/** Every order list (the lists, the dashboards that count orders). */
export const ORDER_LISTS = { type: 'Projects', id: LIST } as const;

/** One order, by id. */
export const orderTag = (id: string) => ({ type: 'Projects', id }) as const;

/** A tag as an endpoint provides or invalidates it: a whole type, or one id of it. */
export type CacheTag = TagType | { type: TagType; id: string };
