import type { EntityManager } from '@mikro-orm/postgresql';
import { monthName } from '../common/month-name.js';
import { peopleOf, undeletedWithRole } from '../accounts/index.js';
import type { DomainEventMessage, DomainEventType } from '../contracts/events.js';
import { NO_FACTS, type EventFacts, type EventMails, type MailTemplate } from '../contracts/jobs.js';
import { MESSAGE_EVENTS, messageDeliveries } from './message-notifications.js';
import { PlanRequest } from '../billing/index.js';
import { projectHeadings, PROJECT_TEXTS } from '../projects/index.js';
import { PROJECT_EVENT_TYPES, type ProjectEventType } from '../contracts/projects.js';
import { membersByRight } from '../team/index.js';
import { SOCIAL_NETWORK_LABELS } from '../contracts/publishing.js';

/** A day as the Swiss write it, in Zurich: 3.12.2026. */
const swissDate = (at: Date) => at.toLocaleDateString('de-CH', { timeZone: 'Europe/Zurich' });

/** Who an event can concern. `previousDesigner` is the one an order moved away from. */
type Recipient = 'client' | 'designer' | 'previousDesigner' | 'admins' | 'account';

interface Rule {
  to: Recipient;
  /**
   * Who of the client's company hears it (`to: 'client'`), by what their role lets them do: every
   * member (`see`, the default), those who decide (owners and approvers), the owners (`manage`:
   * plan, payments, the month plan).
   */
  members?: 'see' | 'decide' | 'manage';
  /** The in-app notification's text; none: no in-app notification. */
  inApp?: (facts: EventFacts) => string;
  /** The e-mail; none: no e-mail. */
  mail?: MailTemplate;
  /** Whether this event's e-mail is due (default: always); the in-app notification is sent either way. */
  mailIf?: (event: DomainEventMessage) => boolean;
}

const projectAssigned: Rule = { to: 'designer', inApp: (f) => `Neuer Auftrag: ${f.title}`, mail: 'order-assigned' };

/**
 * Who hears of what, in-app and by e-mail: the one table of it (see docs/decisions.md). The admin's
 * internal feedback (DesignRejectedByAdmin) goes to the designer only, never to the client.
 */
export const NOTIFICATION_RULES: { readonly [E in DomainEventType]: readonly Rule[] } = {
  ProjectCreated: [projectAssigned],
  DesignerAssigned: [projectAssigned],
  DesignerChanged: [
    projectAssigned,
    { to: 'previousDesigner', inApp: (f) => `${f.title} wurde einem anderen Designer übergeben` },
  ],
  DesignerUnassigned: [{ to: 'admins', inApp: (f) => `${f.title} wartet auf einen Designer` }],
  WorkStarted: [{ to: 'client', inApp: (f) => `${f.title} ist jetzt in Bearbeitung` }],
  FinalDesignsSubmitted: [{ to: 'admins', inApp: (f) => `Neues Design zur Prüfung: ${f.title}` }],
  // The whole team sees it in the bell; those who decide get the mail.
  DesignApprovedByAdmin: [
    { to: 'client', inApp: (f) => `Dein Design ist bereit zur Prüfung: ${f.title}` },
    { to: 'client', members: 'decide', mail: 'design-ready' },
  ],
  DesignRejectedByAdmin: [
    { to: 'designer', inApp: (f) => `Admin-Feedback zu ${f.title}: ${f.feedback}`, mail: 'design-sent-back' },
  ],
  ChangesRequested: [
    { to: 'designer', inApp: (f) => `Kunden-Feedback zu ${f.title}: ${f.feedback}`, mail: 'changes-requested' },
  ],
  DesignApprovedByClient: [
    { to: 'designer', inApp: (f) => `${f.title} wurde vom Kunden freigegeben`, mail: 'design-approved' },
  ],
  // The client's own progress under the rule «all»: its approvers hear of it, nobody outside the company.
  ApprovalGiven: [
    { to: 'client', members: 'decide', inApp: (f) => `${f.title}: eine Freigabe ist erfasst, es fehlen noch weitere` },
  ],
  AttachmentsUploaded: [],
  // Messages (comments, pin replies, mentions): message-notifications.ts, each to the order's other side.
  CommentAdded: [],
  AccountCreated: [{ to: 'account', mail: 'welcome' }],
  PasswordLinkRequested: [{ to: 'account', mail: 'welcome' }],
  // One mail per client while a request is open: switching plans back and forth updates the bell only.
  PlanRequested: [
    {
      to: 'admins',
      inApp: (f) => `Plan-Anfrage von ${f.clientName}: ${f.planName}`,
      mail: 'plan-requested',
      mailIf: (event) => !(event.type === 'PlanRequested' && event.replacesOpen),
    },
  ],
  QuotaRenewed: [{ to: 'client', members: 'manage', mail: 'quota-renewed' }],
  MonthPlanRequested: [],
  // The result reaches the content ideas screen over the live stream.
  MonthPlanFinished: [
    {
      to: 'client',
      members: 'manage',
      inApp: (f) =>
        f.failure
          ? `Monatsplan ${monthName(f.month)}: ${f.failure}`
          : `Dein Monatsplan ${monthName(f.month)} ist bereit`,
    },
  ],
  StripeEventReceived: [],
  SubscriptionActivated: [{ to: 'client', members: 'manage', inApp: (f) => `Dein Plan ${f.planName} ist aktiv` }],
  PaymentFailed: [
    {
      to: 'client',
      members: 'manage',
      inApp: (f) => `Zahlung für den Plan ${f.planName} fehlgeschlagen: bitte Zahlungsmethode aktualisieren`,
      mail: 'payment-failed',
    },
  ],
  PinReplyAdded: [],
  // In-app only, as the plan a payment activates (SubscriptionActivated).
  PlanAssigned: [
    {
      to: 'client',
      members: 'manage',
      inApp: (f) => `Dein Plan ist jetzt ${f.planName}: deine neuen Limits gelten ab sofort`,
    },
  ],
  // Publishing: those who decide hear how their posts went, the admins of what went wrong; the owners of their accounts.
  PostScheduled: [],
  PostPublished: [
    {
      to: 'client',
      members: 'decide',
      inApp: (f) => `${f.title} ist auf ${f.network} veröffentlicht`,
      mail: 'post-published',
    },
  ],
  PostFailed: [
    {
      to: 'client',
      members: 'decide',
      inApp: (f) => `${f.title} konnte nicht auf ${f.network} veröffentlicht werden: ${f.failure}`,
      mail: 'post-failed',
    },
    { to: 'admins', inApp: (f) => `Veröffentlichung fehlgeschlagen (${f.network}): ${f.title}` },
  ],
  PostNeedsAttention: [
    {
      to: 'client',
      members: 'decide',
      inApp: (f) => `${f.title} braucht Aufmerksamkeit (${f.network}): ${f.failure}`,
      mail: 'post-failed',
    },
    { to: 'admins', inApp: (f) => `Veröffentlichung braucht Aufmerksamkeit (${f.network}): ${f.title}` },
  ],
  SocialAccountDisconnected: [
    {
      to: 'client',
      members: 'manage',
      inApp: (f) => `${f.network}-Konto ${f.accountName} ist getrennt: bitte neu verbinden`,
      mail: 'social-account',
    },
  ],
  // Privacy (issue 41): the export's link to the owners; the erasure's date to every member.
  DataExportRequested: [],
  DataExportReady: [{ to: 'client', members: 'manage', mail: 'data-export-ready' }],
  ErasureScheduled: [
    {
      to: 'client',
      inApp: (f) => `${f.clientName} wird am ${f.until} gelöscht, wenn kein Inhaber die Löschung abbricht`,
      mail: 'erasure-scheduled',
    },
  ],
  SocialAccountExpiring: [
    {
      to: 'client',
      members: 'manage',
      inApp: (f) => `${f.network}-Konto ${f.accountName}: bitte bis ${f.until} neu verbinden`,
      mail: 'social-account',
    },
  ],
};

/** One recipient's share of an event: an in-app notification, an e-mail, or both. */
export interface Delivery {
  userId: string;
  inApp: { type: string; message: string } | null;
  mail: MailTemplate | null;
  /** The pin whose thread the notification opens. */
  pinId?: string | null;
}

interface People {
  client: string | null;
  designer: string | null;
  previousDesigner: string | null;
  account: string | null;
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');

const noFacts = (): EventFacts => ({ ...NO_FACTS });

/** The facts a set of events is told from, each kind loaded with one statement for all the events. */
interface LoadedFacts {
  projects: Map<string, { title: string; clientId: string; designerId: string | null }>;
  planRequests: Map<string, { clientId: string; clientName: string; planName: string }>;
  admins: readonly string[];
  /** The names of the companies the privacy events are about. */
  companies: Map<string, string>;
  /** The companies' members by what their role lets them do, then by company. */
  members: Record<'see' | 'decide' | 'manage', Map<string, string[]>>;
}

/** Whether an event is about an order: told from the order's title and people. */
const isProjectEvent = (event: DomainEventMessage): event is DomainEventMessage<ProjectEventType> =>
  (PROJECT_EVENT_TYPES as readonly string[]).includes(event.type);

const POST_EVENTS = ['PostScheduled', 'PostPublished', 'PostFailed', 'PostNeedsAttention'] as const;
/** Whether an event is about a scheduled post: told from its order's title. */
const isPostEvent = (event: DomainEventMessage): event is DomainEventMessage<(typeof POST_EVENTS)[number]> =>
  (POST_EVENTS as readonly string[]).includes(event.type);

/**
 * Loads what the events are told from: their orders in one statement, their plan requests in one,
 * the admins in one when any event tells them. An event whose subject is gone finds nothing.
 */
async function loadFacts(em: EntityManager, events: readonly DomainEventMessage[]): Promise<LoadedFacts> {
  const projectIds = [
    ...new Set(events.flatMap((event) => (isProjectEvent(event) || isPostEvent(event) ? [event.projectId] : []))),
  ];
  const requestIds = [...new Set(events.flatMap((event) => (event.type === 'PlanRequested' ? [event.requestId] : [])))];
  const tellsAdmins = events.some((event) => NOTIFICATION_RULES[event.type].some((rule) => rule.to === 'admins'));
  const companyIds = [
    ...new Set(
      events.flatMap((event) =>
        event.type === 'DataExportReady' || event.type === 'ErasureScheduled' ? [event.clientId] : [],
      ),
    ),
  ];
  // The owners' plain statements, no entities: this runs once per batch of events.
  const [projects, requests, admins, companies] = await Promise.all([
    projectHeadings(em, projectIds),
    requestIds.length ? em.find(PlanRequest, { id: { $in: requestIds } }, { populate: ['client', 'plan'] }) : [],
    tellsAdmins ? undeletedWithRole(em, 'admin') : [],
    peopleOf(em, companyIds),
  ]);
  const loaded = {
    projects,
    planRequests: new Map(
      requests.map((request) => [
        request.id,
        { clientId: request.client.id, clientName: request.client.name, planName: request.plan.name },
      ]),
    ),
    admins,
    companies: new Map([...companies.values()].map((company) => [company.id, company.name])),
  };
  // The companies the events tell, each right's members in one statement.
  const clientIds = [
    ...new Set(
      events.flatMap((event) =>
        NOTIFICATION_RULES[event.type].some((rule) => rule.to === 'client') ? [clientOf(event, loaded)] : [],
      ),
    ),
  ].filter((id): id is string => id !== null);
  return { ...loaded, members: await membersByRight(em, clientIds, ['see', 'decide', 'manage']) };
}

/** The client company an event is about, from the loaded orders and plan requests. */
function clientOf(event: DomainEventMessage, loaded: Pick<LoadedFacts, 'projects' | 'planRequests'>): string | null {
  if (isProjectEvent(event)) return loaded.projects.get(event.projectId)?.clientId ?? null;
  if (event.type === 'PlanRequested') return loaded.planRequests.get(event.requestId)?.clientId ?? null;
  return 'clientId' in event && typeof event.clientId === 'string' ? event.clientId : null;
}

/** An event's facts and the people its rules name, from the loaded facts; null when its subject is gone. */
function factsAndPeople(event: DomainEventMessage, loaded: LoadedFacts): { facts: EventFacts; people: People } | null {
  const facts = noFacts();
  const people: People = { client: null, designer: null, previousDesigner: null, account: null };
  switch (event.type) {
    case 'AccountCreated':
      if (!event.byAdmin) return { facts, people };
      people.account = event.accountId;
      return { facts, people };
    case 'PasswordLinkRequested':
      people.account = event.accountId;
      return { facts, people };
    case 'PlanRequested': {
      const request = loaded.planRequests.get(event.requestId);
      if (!request) return null;
      facts.clientName = request.clientName;
      facts.planName = request.planName;
      people.client = request.clientId;
      return { facts, people };
    }
    case 'QuotaRenewed':
      people.client = event.clientId;
      facts.month = event.month;
      return { facts, people };
    case 'MonthPlanRequested':
    case 'StripeEventReceived':
    case 'PinReplyAdded':
      return { facts, people };
    case 'SubscriptionActivated':
    case 'PaymentFailed':
    case 'PlanAssigned':
      people.client = event.clientId;
      facts.planName = event.planName;
      return { facts, people };
    case 'MonthPlanFinished':
      people.client = event.clientId;
      facts.month = event.month;
      facts.failure = event.error ?? '';
      return { facts, people };
    case 'PostScheduled':
    case 'PostPublished':
    case 'PostFailed':
    case 'PostNeedsAttention': {
      const project = loaded.projects.get(event.projectId);
      if (!project) return null;
      facts.projectId = event.projectId;
      facts.title = `«${project.title}»`;
      facts.network = SOCIAL_NETWORK_LABELS[event.network];
      facts.permalink = event.type === 'PostPublished' ? event.permalink : '';
      facts.failure = event.type === 'PostFailed' || event.type === 'PostNeedsAttention' ? event.error : '';
      people.client = event.clientId;
      return { facts, people };
    }
    case 'DataExportRequested':
      return { facts, people };
    case 'DataExportReady':
    case 'ErasureScheduled': {
      const name = loaded.companies.get(event.clientId);
      if (name === undefined) return null;
      people.client = event.clientId;
      facts.clientName = name;
      if (event.type === 'DataExportReady') {
        facts.until = swissDate(new Date(event.expiresAt));
        facts.download = event.path;
      } else facts.until = swissDate(new Date(event.scheduledFor));
      return { facts, people };
    }
    case 'SocialAccountDisconnected':
    case 'SocialAccountExpiring':
      people.client = event.clientId;
      facts.network = SOCIAL_NETWORK_LABELS[event.network];
      facts.accountName = event.name;
      facts.until = event.type === 'SocialAccountExpiring' ? swissDate(new Date(event.until)) : '';
      return { facts, people };
    default: {
      const project = loaded.projects.get(event.projectId);
      if (!project) return null;
      facts.projectId = event.projectId;
      facts.title = `«${project.title}»`;
      // A change request or send-back may be pins only: the feedback then says how many, on which version.
      facts.feedback = PROJECT_TEXTS.feedbackWithPins(
        text(event.data.feedback),
        Number(event.data.pins) || 0,
        Number(event.data.version) || 0,
      );
      people.client = project.clientId;
      people.designer = project.designerId;
      const previous = text(event.data.previousDesignerId) || null;
      people.previousDesigner = previous !== people.designer ? previous : null;
      return { facts, people };
    }
  }
}

const mailOf = (rule: Rule, event: DomainEventMessage): MailTemplate | null =>
  rule.mail && (rule.mailIf?.(event) ?? true) ? rule.mail : null;

const isMessageEvent = (event: DomainEventMessage): event is DomainEventMessage<(typeof MESSAGE_EVENTS)[number]> =>
  (MESSAGE_EVENTS as readonly string[]).includes(event.type);

/** Who hears of one event and how, with the facts its texts and mails are written from. */
export interface EventDeliveries {
  facts: EventFacts;
  deliveries: Delivery[];
}

/**
 * Who hears of each event and how, by NOTIFICATION_RULES, worked out once per event from facts
 * loaded once for all of them (a statement per kind of fact, not per event; a message's recipients
 * are read per message, message-notifications.ts). Answers nothing for a recipient that is gone (a
 * deleted account, an order without a designer) and for an event whose subject no longer exists.
 * Keyed by event id.
 */
export async function deliveriesOf(
  em: EntityManager,
  events: readonly DomainEventMessage[],
): Promise<Map<string, EventDeliveries>> {
  const answers = new Map<string, EventDeliveries>();
  const ruled = events.filter((event) => !isMessageEvent(event));
  const loaded = await loadFacts(em, ruled);
  for (const event of ruled) {
    const found = factsAndPeople(event, loaded);
    const rules = NOTIFICATION_RULES[event.type];
    if (!found || !rules.length) {
      answers.set(event.eventId, { facts: found?.facts ?? noFacts(), deliveries: [] });
      continue;
    }
    const { facts, people } = found;
    const recipientsOf = (rule: Rule): readonly (string | null)[] => {
      if (rule.to === 'admins') return loaded.admins;
      // A company whose members were not found (none left) is told through its founding account.
      if (rule.to === 'client' && people.client)
        return loaded.members[rule.members ?? 'see'].get(people.client) ?? [people.client];
      return [people[rule.to]];
    };
    const deliveries = rules.flatMap((rule) =>
      recipientsOf(rule).flatMap((userId) =>
        userId
          ? [
              {
                userId,
                inApp: rule.inApp ? { type: 'status_changed', message: rule.inApp(facts) } : null,
                mail: mailOf(rule, event),
              },
            ]
          : [],
      ),
    );
    answers.set(event.eventId, { facts, deliveries });
  }
  // Deleted accounts keep their row for history but hear nothing: one look for all recipients.
  const recipients = [
    ...new Set([...answers.values()].flatMap(({ deliveries }) => deliveries.map((delivery) => delivery.userId))),
  ];
  if (recipients.length) {
    const people = await peopleOf(em, recipients);
    const goneIds = new Set([...people.values()].filter((person) => person.deleted).map((person) => person.id));
    if (goneIds.size)
      for (const answer of answers.values())
        answer.deliveries = answer.deliveries.filter((delivery) => !goneIds.has(delivery.userId));
  }
  for (const event of events.filter(isMessageEvent)) {
    // Mailed bundled and later, when still unread (backend/src/notifications/jobs/message-mail.ts), not per event.
    const { projectId, deliveries } = await messageDeliveries(em, event);
    answers.set(event.eventId, {
      facts: { ...noFacts(), projectId },
      deliveries: deliveries.map(({ userId, type, message, pinId }) => ({
        userId,
        inApp: { type, message },
        mail: null,
        pinId,
      })),
    });
  }
  return answers;
}

/** Who hears of one event and how (deliveriesOf for a single event). */
export async function deliveriesFor(em: EntityManager, event: DomainEventMessage): Promise<EventDeliveries> {
  return (await deliveriesOf(em, [event])).get(event.eventId)!;
}

/** The mails among an event's deliveries, as `notifications.deliver` hands them to the mail job; null when none. */
export function eventMails(
  event: DomainEventMessage,
  { facts, deliveries }: { facts: EventFacts; deliveries: readonly Delivery[] },
): EventMails | null {
  const mails = deliveries.flatMap((delivery) =>
    delivery.mail ? [{ userId: delivery.userId, template: delivery.mail }] : [],
  );
  return mails.length ? { event, facts, mails } : null;
}
