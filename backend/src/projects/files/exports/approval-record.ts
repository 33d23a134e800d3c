import { createHash } from 'node:crypto';
import type { EndedStage } from '../../../clocks/index.js';
import { STAGE_LABELS, STAGES_IN_CLIENT_RECORD } from '../../../contracts/clocks.js';
import type { Attachment } from '../attachment.entity.js';
import type { VersionStatus } from '../../../contracts/projects.js';
import { guestName } from '../../../contracts/team.js';
import type { DesignVersion } from '../../lifecycle/design-version.entity.js';
import type { Pin } from '../../review/pin.entity.js';
import type { Project } from '../../lifecycle/project.entity.js';
import type { RecordAudience } from './export-links.js';

/** One pin as the record lists it: where, what, and what the designer did. */
interface RecordPin {
  label: string;
  comment: string;
  outcome: string;
}

/** One step of the order's history: who did what with which version, when. */
interface RecordStep {
  at: Date;
  text: string;
  note: string | null;
  pins: RecordPin[];
  /** Lines of proof under the step: a published file's name and SHA-256. */
  proof?: string[];
}

/** Who approved a version: a member of the client's team, or a guest by its link. */
export interface RecordApproval {
  versionNumber: number;
  name: string;
  guest: boolean;
  at: Date;
}

/** A decision a guest took, as the timeline recorded it (the version row names no account then). */
export interface GuestDecision {
  versionNumber: number;
  name: string;
}

/** A post of the approved version that went out (publishing), with the proof of what went out. */
export interface RecordPublication {
  network: string;
  accountName: string;
  permalink: string;
  publishedAt: Date;
  versionNumber: number;
  files: readonly { name: string; sha256: string }[];
}

/** Everything the approval record shows, in the order it shows it. */
export interface ApprovalRecord {
  title: string;
  facts: [label: string, value: string][];
  steps: RecordStep[];
  /** The approved version and its files (for the thumbnails), once approved. */
  approved: { number: number; files: Attachment[] } | null;
}

const CONTENT_TYPE_LABELS = { post: 'Post', carousel: 'Carousel', reel: 'Reel' } as const;

const dateTime = new Intl.DateTimeFormat('de-CH', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Europe/Zurich',
});
export const formatRecordTime = (at: Date) => dateTime.format(at);

const moment = (seconds: number) => `${Math.floor(seconds / 60)}:${String(Math.floor(seconds % 60)).padStart(2, '0')}`;
const nameOf = (account: { name: string } | null | undefined) => account?.name ?? 'gelöschtes Konto';

/**
 * An order's approval record for its client or for the agency: every version's submission, the
 * admin's check, the client's change requests and approval, with their pins and what became of
 * each, and each stage's business days taken against its allowance (stage clocks). The client's
 * record holds what the client sees: passed versions and its own pins, never the admin's send-back,
 * and of the stages the first version's and its own reviews (the agency's check and rework are
 * internal).
 */
export function approvalRecord(
  project: Project,
  versions: DesignVersion[],
  pins: Pin[],
  files: Attachment[],
  audience: RecordAudience,
  stages: readonly EndedStage[] = [],
  approvals: readonly RecordApproval[] = [],
  guestDecisions: readonly GuestDecision[] = [],
  publications: readonly RecordPublication[] = [],
): ApprovalRecord {
  const clientView = audience === 'client';
  const shown = versions.filter((version) => !clientView || version.visibleToClient());
  const slideOf = new Map<string, number>();
  for (const version of shown) {
    files.filter((file) => file.version?.id === version.id).forEach((file, index) => slideOf.set(file.id, index + 1));
  }
  const pinsOf = (version: DesignVersion, role: 'client' | 'admin'): RecordPin[] =>
    pins
      .filter(
        (pin) => pin.version.id === version.id && pin.authorRole === role && (!clientView || pin.visibleToClient()),
      )
      .map((pin, index) => {
        const where = [
          `Folie ${slideOf.get(pin.attachment.id) ?? 1}`,
          ...(pin.atSeconds !== null && pin.atSeconds !== undefined ? [`bei ${moment(pin.atSeconds)}`] : []),
        ].join(', ');
        const done = pin.resolvedAt
          ? `Erledigt in V${pin.resolvedInVersion ?? version.number + 1}${pin.answer ? `: ${pin.answer}` : ''}`
          : 'Offen';
        return { label: `Pin ${index + 1} (${where})`, comment: pin.comment, outcome: done };
      });

  const steps: RecordStep[] = [];
  for (const version of shown) {
    const v = `V${version.number}`;
    steps.push({
      at: version.submittedAt,
      text: `${v} eingereicht von ${nameOf(version.submittedBy)}`,
      note: null,
      pins: [],
    });
    if (version.passedAt) {
      steps.push({
        at: version.passedAt,
        text: `${v} geprüft und an den Kunden weitergegeben von ${nameOf(version.passedBy)}`,
        note: null,
        pins: [],
      });
    }
    // Each person's and guest's approval of the version, by name (the client's team, issue 28).
    const approvedBy = approvals.filter((approval) => approval.versionNumber === version.number);
    for (const approval of approvedBy) {
      steps.push({
        at: approval.at,
        text: `${v} freigegeben von ${approval.guest ? guestName(approval.name) : approval.name}`,
        note: null,
        pins: [],
      });
    }
    if (!version.decidedAt) continue;
    const guest = guestDecisions.find((decision) => decision.versionNumber === version.number);
    const by = version.decidedBy ? nameOf(version.decidedBy) : guest ? guestName(guest.name) : nameOf(null);
    // The decision's line, by the status it left the version in (checked and reviewed are no decisions).
    const decisions: Partial<Record<VersionStatus, () => Omit<RecordStep, 'at'>>> = {
      sent_back: () => ({
        text: `${v} zurückgesendet von ${by} (Admin-Prüfung, intern)`,
        note: version.note ?? null,
        pins: pinsOf(version, 'admin'),
      }),
      changes_requested: () => ({
        text: `Änderungen an ${v} angefordert von ${by}`,
        note: version.note ?? null,
        pins: pinsOf(version, 'client'),
      }),
      // Named above for each who approved; a version approved before the team was, by its decider.
      ...(approvedBy.length ? {} : { approved: () => ({ text: `${v} freigegeben von ${by}`, note: null, pins: [] }) }),
      withdrawn: () => ({ text: `${v} zurückgezogen: der Designer ist nicht mehr zugewiesen`, note: null, pins: [] }),
    };
    const decision = decisions[version.status]?.();
    if (decision) steps.push({ at: version.decidedAt, ...decision });
  }
  for (const stage of stages) {
    if (clientView && !STAGES_IN_CLIENT_RECORD.includes(stage.stage)) continue;
    const verdict = stage.onTime ? 'im Plan' : 'verspätet';
    steps.push({
      at: new Date(stage.endedAt),
      text: `Phase ${STAGE_LABELS[stage.stage]}: ${stage.businessDaysTaken} von ${stage.businessDaysAllowed} Arbeitstagen, ${verdict}`,
      note: null,
      pins: [],
    });
  }
  // What went out, and the SHA-256 of each file as published: the approved version's, byte for byte.
  for (const post of publications) {
    steps.push({
      at: post.publishedAt,
      text: `V${post.versionNumber} veröffentlicht auf ${post.network} (${post.accountName}): ${post.permalink}`,
      note: null,
      pins: [],
      proof: post.files.map((file) => `${file.name}  SHA-256 ${file.sha256}`),
    });
  }
  steps.sort((a, b) => a.at.getTime() - b.at.getTime());

  const approved = shown.find((version) => version.isApproved());
  return {
    title: project.title,
    facts: [
      ['Kunde', nameOf(project.client)],
      ['Designer', project.designer ? nameOf(project.designer) : 'nicht zugewiesen'],
      ['Content-Typ', CONTENT_TYPE_LABELS[project.contentType]],
      ['Erstellt', formatRecordTime(project.createdAt)],
      ['Freigegeben', project.completedAt ? formatRecordTime(project.completedAt) : 'noch nicht'],
      ['Änderungen', `${project.reviewCount} von ${project.maxReviews}`],
    ],
    steps,
    approved: approved
      ? { number: approved.number, files: files.filter((file) => file.version?.id === approved.id) }
      : null,
  };
}

/**
 * Raised whenever the PDF's layout changes (record-pdf.ts, the thumbnails): records stored by an
 * older version then no longer match and are rendered anew.
 */
const RECORD_LAYOUT = 2;

/**
 * What a stored record must match to be served: a hash over everything the PDF shows (title, facts
 * with the names as they are now, every step with its note and pins, the approved files). Whatever
 * changes after the record was first built (an account renamed or deleted, a pin answered, the
 * order moving on) gives another fingerprint, so a stale record is never sent. The thumbnails come
 * from the files' storage keys, whose bytes never change.
 */
export function recordFingerprint(record: ApprovalRecord): string {
  const content = {
    layout: RECORD_LAYOUT,
    title: record.title,
    facts: record.facts,
    steps: record.steps.map((step) => ({ ...step, at: step.at.toISOString() })),
    approved: record.approved && {
      number: record.approved.number,
      files: record.approved.files.map((file) => [file.storageKey, file.fileName, file.fileType]),
    },
  };
  return createHash('sha256').update(JSON.stringify(content)).digest('hex');
}
