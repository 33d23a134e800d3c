import { guestName, type ApprovalRule } from '../../contracts/team.js';
import { approvalTermsOf, type ApprovalTerms } from '../../team/index.js';
import { rowsOn, type SqlOn } from '../../common/read-sql.js';
import { textArray } from '../../common/sql-array.js';
import { peopleOf, type Person as Person_ } from '../../accounts/index.js';
import type { AiSuggestion, Person, SlideIdea } from '../../contracts/project-answers.js';
import type { ContentType, PinAuthorRole, ProjectStatus, VersionStatus } from '../../contracts/projects.js';
import { type ProjectScope, scopeSql } from './project-access.js';

/** A file of an order as the detail view needs it. */
export interface AttachmentFacts {
  id: string;
  storageKey: string;
  fileName: string;
  fileType: string;
  sizeBytes: number;
  isFinalDesign: boolean;
  versionId: string | null;
  createdAt: Date;
  uploadedBy: Person | null;
}

interface VersionFacts {
  id: string;
  number: number;
  status: VersionStatus;
  submittedAt: Date;
  submittedBy: Person | null;
  passedAt: Date | null;
  decidedAt: Date | null;
  decidedBy: Person | null;
  note: string | null;
}

export interface PinFacts {
  id: string;
  versionId: string;
  attachmentId: string;
  x: number | null;
  y: number | null;
  atSeconds: number | null;
  comment: string;
  author: Person | null;
  authorRole: PinAuthorRole;
  createdAt: Date;
  answer: string | null;
  resolvedAt: Date | null;
  resolvedInVersion: number | null;
  pending: boolean;
}

/** An order with everything its detail view shows: the briefing, its people, files, versions and pins. */
export interface ProjectFacts {
  id: string;
  title: string;
  description: string;
  contentType: ContentType;
  contentDescription: string | null;
  platform: string | null;
  targetPlatforms: string[];
  contentGoal: string | null;
  hook: string | null;
  cta: string | null;
  visualIdea: string | null;
  slideIdeas: SlideIdea[] | null;
  specialNotes: string | null;
  hashtags: string | null;
  generatedCaption: string | null;
  generatedCta: string | null;
  aiSuggestion: AiSuggestion | null;
  status: ProjectStatus;
  finalDesignIds: string[];
  reviewCount: number;
  maxReviews: number;
  createdAt: Date;
  updatedAt: Date;
  completedAt: Date | null;
  stageStartedAt: Date;
  stageDueDay: string | null;
  stageDays: number | null;
  client: Required<Person>;
  designer: Required<Person> | null;
  /** In upload order. */
  attachments: AttachmentFacts[];
  /** V1 first. */
  versions: VersionFacts[];
  /** Oldest first. */
  pins: PinFacts[];
  /** Who approved which version, oldest first. */
  approvals: ApprovalFacts[];
  approvalRule: ApprovalRule;
  /** The company's owners and approvers. */
  deciders: number;
}

interface ApprovalFacts {
  versionNumber: number;
  userId: string | null;
  guestLinkId: string | null;
  name: string;
  at: Date;
}

/**
 * One statement for any number of orders: the order, and its files, versions and pins aggregated to
 * JSON by Postgres in the same round trip (each by its project_id index). Columns are named as the
 * detail view reads them, so the rows need no entity behind them. The people (client, designer,
 * uploaders, authors) are named by id here; their names are the accounts context's, asked once for
 * all the orders' ids together with the approval terms.
 * The benchmark's raw-SQL side sends the same statement (scripts/bench/raw.mjs imports it built).
 *
 * @public
 */
export const projectFactsSql = (where: string) => `
  select p.id, p.title, p.description, p.content_type, p.content_description, p.platform, p.target_platforms,
         p.content_goal, p.hook, p.cta, p.visual_idea, p.slide_ideas, p.special_notes, p.hashtags,
         p.generated_caption, p.generated_cta, p.ai_suggestion, p.status, p.final_design_ids, p.review_count,
         p.max_reviews, p.created_at, p.updated_at, p.completed_at, p.stage_started_at, p.stage_due_day::text, p.stage_days,
         p.client_id, p.designer_id,
         (select coalesce(json_agg(json_build_object(
                   'id', a.id, 'storageKey', a.storage_key, 'fileName', a.file_name, 'fileType', a.file_type,
                   'sizeBytes', a.size_bytes, 'isFinalDesign', a.is_final_design, 'versionId', a.version_id,
                   'createdAt', a.created_at, 'uploadedBy', a.uploaded_by_id) order by a.created_at, a.storage_key), '[]')
            from attachment a
           where a.project_id = p.id) as attachments,
         (select coalesce(json_agg(json_build_object(
                   'id', v.id, 'number', v.number, 'status', v.status, 'submittedAt', v.submitted_at,
                   'submittedBy', v.submitted_by_id, 'passedAt', v.passed_at, 'decidedAt', v.decided_at,
                   'decidedBy', v.decided_by_id, 'note', v.note) order by v.number), '[]')
            from design_version v
           where v.project_id = p.id) as versions,
         (select coalesce(json_agg(json_build_object(
                   'id', n.id, 'versionId', n.version_id, 'attachmentId', n.attachment_id, 'x', n.x, 'y', n.y,
                   'atSeconds', n.at_seconds, 'comment', n.comment, 'author', n.author_id,
                   'guest', case when gl.id is null then null else json_build_object('id', gl.id, 'name', gl.name) end, 'authorRole', n.author_role,
                   'createdAt', n.created_at, 'answer', n.answer, 'resolvedAt', n.resolved_at,
                   'resolvedInVersion', n.resolved_in_version, 'pending', n.pending) order by n.created_at, n.id), '[]')
            from design_pin n left join guest_link gl on gl.id = n.guest_link_id
           where n.project_id = p.id) as pins,
         (select coalesce(json_agg(json_build_object(
                   'versionNumber', o.version_number, 'userId', o.user_id, 'guestLinkId', o.guest_link_id, 'name', o.name,
                   'at', o.at) order by o.at, o.id), '[]')
            from order_approval o where o.project_id = p.id) as approvals
    from project p
   where ${where}`;

interface ProjectRow {
  id: string;
  title: string;
  description: string;
  content_type: ContentType;
  content_description: string | null;
  platform: string | null;
  target_platforms: string[] | null;
  content_goal: string | null;
  hook: string | null;
  cta: string | null;
  visual_idea: string | null;
  slide_ideas: SlideIdea[] | null;
  special_notes: string | null;
  hashtags: string | null;
  generated_caption: string | null;
  generated_cta: string | null;
  ai_suggestion: AiSuggestion | null;
  status: ProjectStatus;
  final_design_ids: string[] | null;
  review_count: number;
  max_reviews: number;
  /** Times as text (MikroORM leaves their parsing to us). */
  created_at: string;
  updated_at: string;
  completed_at: string | null;
  stage_started_at: string;
  stage_due_day: string | null;
  stage_days: number | null;
  /** The people by account id (the accounts context names them). */
  client_id: string;
  designer_id: string | null;
  attachments: (Omit<AttachmentFacts, 'createdAt' | 'uploadedBy'> & { createdAt: string; uploadedBy: string | null })[];
  versions: (Omit<VersionFacts, 'submittedAt' | 'passedAt' | 'decidedAt' | 'submittedBy' | 'decidedBy'> & {
    submittedAt: string;
    passedAt: string | null;
    decidedAt: string | null;
    submittedBy: string | null;
    decidedBy: string | null;
  })[];
  pins: (Omit<PinFacts, 'createdAt' | 'resolvedAt' | 'author'> & {
    createdAt: string;
    resolvedAt: string | null;
    author: string | null;
    guest: Person | null;
  })[];
  approvals: (Omit<ApprovalFacts, 'at'> & { at: string })[];
}

const date = (text: string) => new Date(text);
const optionalDate = (text: string | null) => (text === null ? null : new Date(text));

/** The ids of every account a row names, for one question to the accounts context. */
const peopleIn = (row: ProjectRow): (string | null)[] => [
  row.client_id,
  row.designer_id,
  ...row.attachments.map((a) => a.uploadedBy),
  ...row.versions.flatMap((v) => [v.submittedBy, v.decidedBy]),
  ...row.pins.map((n) => n.author),
];

function factsOf(
  row: ProjectRow,
  terms: ApprovalTerms | undefined,
  people: ReadonlyMap<string, Person_>,
): ProjectFacts {
  const named = (id: string | null): Person | null => {
    const person = id === null ? undefined : people.get(id);
    return person ? { id: person.id, name: person.name } : null;
  };
  const withEmail = (id: string | null): Required<Person> | null => {
    const person = id === null ? undefined : people.get(id);
    return person ? { id: person.id, name: person.name, email: person.email } : null;
  };
  return {
    id: row.id,
    title: row.title,
    description: row.description,
    contentType: row.content_type,
    contentDescription: row.content_description,
    platform: row.platform,
    targetPlatforms: row.target_platforms ?? [],
    contentGoal: row.content_goal,
    hook: row.hook,
    cta: row.cta,
    visualIdea: row.visual_idea,
    slideIdeas: row.slide_ideas,
    specialNotes: row.special_notes,
    hashtags: row.hashtags,
    generatedCaption: row.generated_caption,
    generatedCta: row.generated_cta,
    aiSuggestion: row.ai_suggestion,
    status: row.status,
    finalDesignIds: row.final_design_ids ?? [],
    reviewCount: row.review_count,
    maxReviews: row.max_reviews,
    createdAt: date(row.created_at),
    updatedAt: date(row.updated_at),
    completedAt: optionalDate(row.completed_at),
    stageStartedAt: date(row.stage_started_at),
    stageDueDay: row.stage_due_day,
    stageDays: row.stage_days,
    client: withEmail(row.client_id)!,
    designer: withEmail(row.designer_id),
    attachments: row.attachments.map((a) => ({ ...a, createdAt: date(a.createdAt), uploadedBy: named(a.uploadedBy) })),
    versions: row.versions.map((v) => ({
      ...v,
      submittedAt: date(v.submittedAt),
      submittedBy: named(v.submittedBy),
      passedAt: optionalDate(v.passedAt),
      decidedAt: optionalDate(v.decidedAt),
      decidedBy: named(v.decidedBy),
    })),
    pins: row.pins.map(({ guest, ...n }) => ({
      ...n,
      author: named(n.author) ?? (guest ? { id: guest.id, name: guestName(guest.name) } : null),
      createdAt: date(n.createdAt),
      resolvedAt: optionalDate(n.resolvedAt),
    })),
    approvals: row.approvals.map((o) => ({ ...o, at: date(o.at) })),
    approvalRule: terms?.approvalRule ?? 'any',
    deciders: terms?.deciders ?? 0,
  };
}

/**
 * The facts of the orders with these ids within the scope, in the order of `ids` (an id outside the
 * scope, or of no order, is left out). A read model straight from SQL, like the order list: the
 * detail is the API's most frequent answer after the list, and it follows every command.
 */
export async function loadProjectFacts(
  on: SqlOn,
  ids: readonly string[],
  scope: ProjectScope,
): Promise<ProjectFacts[]> {
  if (!ids.length) return [];
  const { condition, params } = scopeSql(scope, 'p');
  // One text per scope, whatever the number of ids: on the read side a prepared statement.
  const rows = await rowsOn<ProjectRow>(on, projectFactsSql(`p.id = any(?::uuid[]) and ${condition}`), [
    textArray(ids),
    ...params,
  ]);
  // The second round trip, whatever the number of orders: the owners' answers for all of them.
  const [terms, people] = await Promise.all([
    approvalTermsOf(
      on,
      rows.map((row) => row.client_id),
    ),
    peopleOf(on, rows.flatMap(peopleIn)),
  ]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    // The client's account always exists (a foreign key); the join this replaces left no row without it.
    return row && people.has(row.client_id) ? [factsOf(row, terms.get(row.client_id), people)] : [];
  });
}
