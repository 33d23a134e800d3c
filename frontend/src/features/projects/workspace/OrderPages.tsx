import { useParams } from 'react-router-dom';
import { projectTexts as t } from '../texts';
import {
  AdminFactsPart,
  ReadOnlyCommunicationPart,
  ReviewQueueActionPart,
  TimelinePart,
  VersionsPart,
} from './adminParts';
import {
  ApprovalsPart,
  ClientFactsPart,
  CommunicationPart,
  DesignReviewPart,
  FinishedDesignsPart,
  GuestLinksPart,
  PublishingPart,
  ReorderPart,
  RevisionPart,
  RoleLinePart,
} from './clientParts';
import {
  AiTextsPart,
  AutoStartPart,
  BrandInfoPart,
  ClientHeaderPart,
  ClientWishesPart,
  DesignerFactsPart,
  DesignVersionsPart,
  FeedbackPart,
  HashtagsPart,
  ImportantNotesPart,
  PinChecklistPart,
  ReworkPart,
  StatusHintPart,
  UploadPart,
} from './designerParts';
import { OrderWorkspace, type WorkspaceConfig } from './OrderWorkspace';
import { BriefingPart, clientFilesPart, FinalDesignsPart, publishingPart } from './sharedParts';

/** The client: its review of the designs, the finished designs, its order and the communication. */
const CLIENT_WORKSPACE: WorkspaceConfig = {
  pending: { backTo: '/client/projects', title: t.projectDetailTitle, subtitle: t.projectDetailSubtitle },
  audience: 'client',
  actions: { reorder: ReorderPart },
  top: { role: RoleLinePart },
  main: {
    review: DesignReviewPart,
    finished: FinishedDesignsPart,
    publishing: PublishingPart,
    revision: RevisionPart,
    briefing: BriefingPart,
    files: clientFilesPart(t.files, t.noFiles),
  },
  side: {
    facts: ClientFactsPart,
    approvals: ApprovalsPart,
    guestLinks: GuestLinksPart,
    communication: CommunicationPart,
  },
};

/** The designer: what the client wants, the versions with their pins, the upload, the client's brand. */
const DESIGNER_WORKSPACE: WorkspaceConfig = {
  pending: { backTo: '/designer/projects', title: t.designerProjectTitle, subtitle: t.designerProjectSubtitle },
  audience: 'staff',
  actions: {},
  top: { rework: ReworkPart, client: ClientHeaderPart, autoStart: AutoStartPart, statusHint: StatusHintPart },
  main: {
    versions: DesignVersionsPart,
    pins: PinChecklistPart,
    upload: UploadPart,
    wishes: ClientWishesPart,
    ai: AiTextsPart,
    clientFiles: clientFilesPart(t.clientFiles, t.noClientFiles),
    finals: FinalDesignsPart,
    publishing: publishingPart(false),
  },
  side: {
    notes: ImportantNotesPart,
    hashtags: HashtagsPart,
    brand: BrandInfoPart,
    facts: DesignerFactsPart,
    feedback: FeedbackPart,
  },
};

/** The admin: the order read-only, with all its versions, files, messages and events. */
const ADMIN_WORKSPACE: WorkspaceConfig = {
  pending: { backTo: '/admin/projects', title: t.adminProjectTitle, subtitle: t.adminProjectSubtitle },
  audience: 'staff',
  actions: { reviewQueue: ReviewQueueActionPart },
  top: {},
  main: {
    versions: VersionsPart,
    briefing: BriefingPart,
    clientFiles: clientFilesPart(t.clientFiles, t.noFiles),
    finals: FinalDesignsPart,
    publishing: publishingPart(true),
  },
  side: {
    facts: AdminFactsPart,
    approvals: ApprovalsPart,
    communication: ReadOnlyCommunicationPart,
    timeline: TimelinePart,
  },
};

/** /client/project/{id}: the whole order, its communication and, in status review, the design review. */
export function ClientProjectPage() {
  const { id = '' } = useParams();
  return <OrderWorkspace id={id} config={CLIENT_WORKSPACE} />;
}

/** /designer/project/{id}: what the client wants, their files, the final designs and the upload. */
export function DesignerProjectPage() {
  const { id = '' } = useParams();
  return <OrderWorkspace id={id} config={DESIGNER_WORKSPACE} />;
}

/** /admin/project/{id}: the order read-only, with all its files, messages and events (spec 001). */
export function AdminProjectPage() {
  const { id = '' } = useParams();
  return <OrderWorkspace id={id} config={ADMIN_WORKSPACE} />;
}
